'use server';

import { action, formAction } from '@/lib/forms/action-door';
import { success } from '@/lib/messages';
import { adminResourceNoun, deleteResource, saveResource, setResourceStatus } from './admin-resources';
import { createCourse, deleteCourse, setCourseStatus, updateCourse } from './course-admin';
import { adminResourcePaths, type AdminResourceName } from './schemas';
import { createUniversity, deleteUniversity, setUniversityStatus, updateUniversity } from './university-admin';

/**
 * The back office's catalogue actions: each one line over a declared use case (lib/use-case.ts),
 * which authorises (`catalogue:write`), parses and runs once; refresh re-renders the admin page
 * the admin is on (it reads per request). A saved form goes back to its list with
 * `?saved=created|updated` (the list shows the banner, also without JavaScript); a failure answers
 * the form with its field errors.
 */

// ---------------------------------------------------------------------------------------------
// The simple resources (categories, programs, cities, countries, scholarship offers).

const nounOf = (input: Record<string, unknown>) => adminResourceNoun(input.name as AdminResourceName);

/** The add/edit form of a resource, bound to its name and id (null: a new record). */
export const saveAdminResourceAction = formAction(saveResource, {
  bound: ['resource', 'id'],
  redirect: (_, input) => `${adminResourcePaths[input.resource as AdminResourceName]}?saved=${input.id === null ? 'created' : 'updated'}`,
});

export const setAdminResourceStatusAction = action(setResourceStatus, {
  message: (_, input) => (input.enabled === true ? success.resourceEnabled(nounOf(input)) : success.resourceDisabled(nounOf(input))),
  refresh: true,
});

export const deleteAdminResourceAction = action(deleteResource, { message: (_, input) => success.resourceDeleted(nounOf(input)), refresh: true });

// ---------------------------------------------------------------------------------------------
// Universities and courses: add, edit (the record id in the form's hidden `id`), enable or
// disable, delete. The forms send multipart FormData; the images are judged by the use case.

export const setUniversityStatusAction = action(setUniversityStatus, {
  message: (_, input) => (input.enabled === true ? success.universityEnabled : success.universityDisabled),
  refresh: true,
});

export const createUniversityAction = formAction(createUniversity, { redirect: () => '/admin/universities?saved=created' });

export const updateUniversityAction = formAction(updateUniversity, { redirect: () => '/admin/universities?saved=updated' });

export const deleteUniversityAction = action(deleteUniversity, { message: success.universityDeleted, refresh: true });

export const createCourseAction = formAction(createCourse, { redirect: () => '/admin/courses?saved=created' });

export const updateCourseAction = formAction(updateCourse, { redirect: () => '/admin/courses?saved=updated' });

export const setCourseStatusAction = action(setCourseStatus, {
  message: (_, input) => (input.enabled === true ? success.courseEnabled : success.courseDisabled),
  refresh: true,
});

export const deleteCourseAction = action(deleteCourse, { message: success.courseDeleted, refresh: true });
