'use server';

import { headers } from 'next/headers';
import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { idSchema } from '@/lib/http/id';
import { requireActionActor } from '@/lib/auth/guard';
import { type FormState, ok, runAction, toActionFailure, toFormState } from '@/lib/forms/action-result';
import { action, formAction } from '@/lib/forms/action-door';
import { formDataToObject } from '@/lib/forms/form-data';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { success } from '@/lib/messages';
import { notFound } from '@/lib/errors';
import { createCourse, deleteCourse, setCourseStatus, splitCourseFiles, updateCourse } from './courses';
import { createUniversity, deleteUniversity, setUniversityStatus, splitUniversityFiles, updateUniversity } from './universities';
import {
  adminResourceNoun,
  createAdminResource,
  deleteAdminResource,
  setAdminResourceStatus,
  splitResourceImage,
  updateAdminResource,
} from './admin-resources';
import {
  adminResourceNames,
  adminResourcePaths,
  courseCreateSchema,
  courseUpdateSchema,
  universityCreateSchema,
  type AdminResourceName,
} from './schemas';


/**
 * The back office's catalogue actions: thin doors over lib/catalogue. Authenticate here
 * (requireActionActor), the domain checks `catalogue:write` again and expires the public cache;
 * refresh() re-renders the admin page the admin is on (it reads per request).
 */

const meta = async () => requestMetaFrom(await headers());

export const setUniversityStatusAction = action(setUniversityStatus, {
  message: (_, input) => (input.enabled === true ? success.universityEnabled : success.universityDisabled),
  refresh: true,
});

// ---------------------------------------------------------------------------------------------
// The simple resources (categories, programs, cities, countries, scholarship offers).

const resourceNameSchema = z.enum(adminResourceNames);
const resourceRefSchema = z.object({ name: resourceNameSchema, id: idSchema() });

/**
 * The add/edit form of a resource, bound to its name and id (null: a new record). A success goes
 * back to the list with `?saved=created|updated` (the list shows the banner, also without
 * JavaScript); a failure answers the form with its field errors.
 */
export async function saveAdminResourceAction(name: AdminResourceName, id: number | null, _prev: FormState, formData: FormData): Promise<FormState> {
  let to: string;
  try {
    const resource = resourceNameSchema.parse(name);
    const actor = await requireActionActor('catalogue.admin');
    const { input, image } = splitResourceImage(resource, formDataToObject(formData));
    if (id === null) await createAdminResource(actor, resource, input, image, await meta());
    else await updateAdminResource(actor, resource, id, input, image, await meta());
    to = `${adminResourcePaths[resource]}?saved=${id === null ? 'created' : 'updated'}`;
  } catch (err) {
    return toFormState(toActionFailure(err, { action: 'saveAdminResource', resource: name }), formData);
  }
  redirect(to);
}

export async function setAdminResourceStatusAction(input: unknown) {
  return runAction(resourceRefSchema.extend({ enabled: z.boolean() }), input, async (data) => {
    const actor = await requireActionActor('catalogue.admin');
    await setAdminResourceStatus(actor, data.name, data.id, data.enabled, await meta());
    refresh();
    const noun = adminResourceNoun(data.name);
    return ok(undefined, data.enabled ? success.resourceEnabled(noun) : success.resourceDisabled(noun));
  });
}

export async function deleteAdminResourceAction(input: unknown) {
  return runAction(resourceRefSchema, input, async (data) => {
    const actor = await requireActionActor('catalogue.admin');
    await deleteAdminResource(actor, data.name, data.id, await meta());
    refresh();
    return ok(undefined, success.resourceDeleted(adminResourceNoun(data.name)));
  });
}

// ---------------------------------------------------------------------------------------------
// Universities and courses: add, edit, delete (and course status). The forms send multipart
// FormData: the images are split off before the fields are checked with the shared schema (the
// domain checks them again, and the images by content). A saved form goes back to its list with
// `?saved=created|updated` (the list shows the banner); a failure answers the form's fields.

const recordIdSchema = z.object({ id: idSchema() });

/** The record id a form carries in its hidden `id` field; 404 when it is not one. */
function formRecordId(formData: FormData, what: string): number {
  const parsed = recordIdSchema.safeParse({ id: formData.get('id') ?? '' });
  if (!parsed.success) throw notFound(what);
  return parsed.data.id;
}

export async function createUniversityAction(_prev: FormState, formData: FormData): Promise<FormState> {
  const { input, files } = splitUniversityFiles(formDataToObject(formData));
  const result = await runAction(universityCreateSchema, input, async () => {
    const actor = await requireActionActor('catalogue.admin');
    await createUniversity(actor, input, files, await meta());
    // Back to the list, which shows the success banner (also without JavaScript).
    redirect('/admin/universities?saved=created');
  });
  return toFormState(result, formData);
}

// Back to the list, which shows the success banner (also without JavaScript).
export const updateUniversityAction = formAction(updateUniversity, { redirect: () => '/admin/universities?saved=updated' });

export async function deleteUniversityAction(input: unknown) {
  return runAction(recordIdSchema, input, async (data) => {
    const actor = await requireActionActor('catalogue.admin');
    await deleteUniversity(actor, data.id, await meta());
    refresh();
    return ok(undefined, success.universityDeleted);
  });
}

export async function createCourseAction(_prev: FormState, formData: FormData): Promise<FormState> {
  const { input, files } = splitCourseFiles(formDataToObject(formData));
  const result = await runAction(courseCreateSchema, input, async () => {
    const actor = await requireActionActor('catalogue.admin');
    await createCourse(actor, input, files, await meta());
    // Back to the list, which shows the success banner (also without JavaScript).
    redirect('/admin/courses?saved=created');
  });
  return toFormState(result, formData);
}

export async function updateCourseAction(_prev: FormState, formData: FormData): Promise<FormState> {
  const { input, files } = splitCourseFiles(formDataToObject(formData));
  const result = await runAction(courseUpdateSchema, input, async () => {
    const actor = await requireActionActor('catalogue.admin');
    await updateCourse(actor, formRecordId(formData, 'Course'), input, files, await meta());
    // Back to the list, which shows the success banner (also without JavaScript).
    redirect('/admin/courses?saved=updated');
  });
  return toFormState(result, formData);
}

const courseStatusSchema = z.object({ id: idSchema(), enabled: z.boolean() });

export async function setCourseStatusAction(input: unknown) {
  return runAction(courseStatusSchema, input, async (data) => {
    const actor = await requireActionActor('catalogue.admin');
    await setCourseStatus(actor, data.id, data.enabled, await meta());
    refresh();
    return ok(undefined, data.enabled ? success.courseEnabled : success.courseDisabled);
  });
}

export async function deleteCourseAction(input: unknown) {
  return runAction(recordIdSchema, input, async (data) => {
    const actor = await requireActionActor('catalogue.admin');
    await deleteCourse(actor, data.id, await meta());
    refresh();
    return ok(undefined, success.courseDeleted);
  });
}
