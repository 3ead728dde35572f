import 'server-only';
import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Db, type Tx } from '@/db';
import { escapeLike } from '@/db/like';
import { applications, courses, programs, universities } from '@/db/schema';
import { auditFields, diffChanges, recordAudit } from '@/lib/audit';
import type { Actor } from '@/lib/auth/actor';
import { orNotFound } from '@/lib/auth/ownership';
import { assertCan } from '@/lib/auth/permissions';
import { AppError, isUniqueViolation, notFound } from '@/lib/errors';
import { idSchema } from '@/lib/http/id';
import { errors as errorMessages, nouns, validation } from '@/lib/messages';
import { getStorage, saveUpload, type StoredFile } from '@/lib/storage';
import { defineUseCase } from '@/lib/use-case';
import { expireCatalogue } from './cache';
import { imageOrKept, isNewFile } from './form-files';
import { sanitizeRichText } from './rich-text';
import { courseCreateFields, courseFields, slugify, withUniversityChoice, type CourseUpdateInput } from './schemas';
import { resolveUniversityChoice } from './university-options';

/**
 * The back office's course writes (create, update, enable/disable, delete) and its edit read, each
 * a declared use case behind `catalogue:write` (the list is course-admin-list.ts). A write changes
 * the row and its audit entry in one transaction and expires the catalogue cache after the commit.
 */

/** A course as the admin sees and edits it (enabled or not). */
const adminCourseColumns = {
  id: courses.id,
  uuid: courses.uuid,
  slug: courses.slug,
  code: courses.code,
  title: courses.title,
  shortTitle: courses.shortTitle,
  seat: courses.seat,
  durationYears: courses.durationYears,
  description: courses.description,
  teachingLanguage: courses.teachingLanguage,
  major: courses.major,
  tag: courses.tag,
  intake: courses.intake,
  deadline: courses.deadline,
  programId: courses.programId,
  universityId: courses.universityId,
  status: courses.status,
  logo: courses.logo,
  /** CNY fen; null = the university's fee for the degree (see tuitionMinor) */
  feeMinor: courses.feeMinor,
  /** CNY fen: the fee that applies (the course's, else the university's for its degree) */
  tuitionMinor: courses.tuitionMinor,
  accommodationFeeMinor: courses.accommodationFeeMinor,
  otherFeeMinor: courses.otherFeeMinor,
  university: { id: universities.id, name: universities.name, slug: universities.slug, status: universities.status },
  program: { id: programs.id, name: programs.name, type: programs.type },
  /** ISO 8601 */
  updatedAt: sql<string>`to_char(${courses.updatedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

export type AdminCourse = Awaited<ReturnType<typeof selectAdminCourse>>[number];

function selectAdminCourse(db: Db | Tx, id: number) {
  return db
    .select(adminCourseColumns)
    .from(courses)
    .innerJoin(universities, eq(universities.id, courses.universityId))
    .innerJoin(programs, eq(programs.id, courses.programId))
    .where(eq(courses.id, id))
    .limit(1);
}

async function getAdminCourseRecord(id: number): Promise<AdminCourse> {
  const [row] = await selectAdminCourse(getDb(), id);
  return orNotFound(row, nouns.course);
}

/** The course row's id, or 404 (every course is the catalogue's: no owner). */
async function loadCourseId(_actor: unknown, id: number, tx?: Tx): Promise<{ id: number }> {
  return orNotFound(await (tx ?? getDb()).query.courses.findFirst({ columns: { id: true }, where: eq(courses.id, id) }), nouns.course);
}

/** What goes with a course when it is deleted, and the applications that forbid it. */
export interface CourseDependents {
  /** sent applications (any status but draft): these forbid the delete */
  applications: number;
  /** students' unsent drafts: they go with it */
  drafts: number;
}

async function countCourseDependents(db: Db | Tx, id: number): Promise<CourseDependents> {
  const ofCourse = eq(applications.courseId, id);
  return {
    applications: await db.$count(applications, and(ofCourse, ne(applications.status, 'draft'))),
    drafts: await db.$count(applications, and(ofCourse, eq(applications.status, 'draft'))),
  };
}

/** A course for the admin's edit page, with what a delete would take with it. */
export const getCourseForAdmin = defineUseCase({
  name: 'catalogue.getCourseForAdmin',
  summary: 'A course as the back office edits it, with what a delete takes with it',
  access: 'catalogue:write',
  record: { key: 'id', what: nouns.course, load: (_actor, id) => getAdminCourseRecord(id) },
  input: z.object({ id: idSchema() }),
  run: async (_admin, { id }, { record }): Promise<AdminCourse & { dependents: CourseDependents }> => ({
    ...record,
    dependents: await countCourseDependents(getDb(), id),
  }),
});

/**
 * The degrees a course may belong to (every one, enabled or not), for the form's menu. The
 * university is a type-ahead (`/admin/courses/universities`), never a menu of them all.
 */
export async function listCourseFormDegrees(actor: Actor) {
  assertCan(actor, 'catalogue:write');
  return getDb()
    .select({ id: programs.id, name: programs.name, status: programs.status })
    .from(programs)
    .orderBy(asc(programs.sortOrder), asc(programs.name))
    .limit(500);
}

/** The degrees a course may belong to (every one, enabled or not): the courses list's degree filter. */
export async function listCourseDegreeOptions(actor: Actor) {
  assertCan(actor, 'catalogue:write');
  return getDb().select({ id: programs.id, name: programs.name }).from(programs).orderBy(asc(programs.sortOrder), asc(programs.name)).limit(500);
}

/** Our input (yuan in, fen stored) → the columns it sets; only fields present are set. */
function toCourseColumns(input: CourseUpdateInput): Partial<typeof courses.$inferInsert> {
  const set: Partial<typeof courses.$inferInsert> = {};
  const copy = <K extends keyof typeof courses.$inferInsert>(key: K, value: unknown) => {
    if (value !== undefined) set[key] = value as (typeof courses.$inferInsert)[K];
  };
  copy('title', input.title);
  copy('shortTitle', input.short_title);
  copy('code', input.code);
  copy('slug', input.slug);
  copy('seat', input.seat);
  copy('durationYears', input.duration);
  copy('description', sanitizeRichText(input.description));
  copy('teachingLanguage', input.teaching_language);
  copy('major', input.major);
  copy('tag', input.tag);
  copy('programId', input.program_id);
  copy('universityId', input.university_id);
  copy('status', input.status);
  copy('intake', input.intake);
  copy('deadline', input.deadline);
  copy('feeMinor', input.fee);
  copy('accommodationFeeMinor', input.accommodation_fee);
  copy('otherFeeMinor', input.other_fee);
  copy('logo', input.logo);
  return set;
}

const courseFieldError = (field: string, message: string) => new AppError('validation', message, { fieldErrors: { [field]: [message] } });

/** The university and degree a write names must exist. Returns the university's code. */
async function checkCourseReferences(tx: Tx, set: Partial<typeof courses.$inferInsert>): Promise<void> {
  const fieldErrors: Record<string, string[]> = {};
  if (set.universityId !== undefined) {
    const found = await tx.query.universities.findFirst({ columns: { id: true }, where: eq(universities.id, set.universityId) });
    if (!found) fieldErrors.university_id = [validation.chooseOption];
  }
  if (set.programId !== undefined) {
    const found = await tx.query.programs.findFirst({ columns: { id: true }, where: eq(programs.id, set.programId) });
    if (!found) fieldErrors.program_id = [validation.chooseOption];
  }
  if (Object.keys(fieldErrors).length > 0) throw new AppError('validation', Object.values(fieldErrors)[0][0], { fieldErrors });
}

/** The first free slug of `base`, `base-2`…  */
async function freeCourseSlug(tx: Tx, base: string): Promise<string> {
  const taken = new Set(
    (await tx.select({ v: courses.slug }).from(courses).where(or(eq(courses.slug, base), ilike(courses.slug, `${escapeLike(base)}-%`)))).map((r) => r.v),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A code for a course left without one: the university's code and the next free number there ("ZJU-007"). */
async function nextCourseCode(tx: Tx, universityId: number, universityCode: string): Promise<string> {
  const prefix = universityCode.toUpperCase().replace(/[^A-Z0-9]+/g, '').slice(0, 12) || 'C';
  const used = new Set(
    (await tx.select({ code: courses.code }).from(courses).where(eq(courses.universityId, universityId))).map((r) => (r.code ?? '').toUpperCase()),
  );
  for (let n = used.size + 1; ; n++) {
    const code = `${prefix}-${String(n).padStart(3, '0')}`;
    if (!used.has(code)) return code;
  }
}

async function storeCourseLogo(tx: Tx, actor: NonNullable<Actor>, logo: (Blob & { name?: string }) | undefined, set: Partial<typeof courses.$inferInsert>, stored: StoredFile[]) {
  if (!logo) return;
  const saved = await saveUpload({ file: logo, kind: 'course_logo', ownerId: actor.id, field: 'logo' }, tx);
  stored.push(saved);
  set.logo = saved.storageKey;
}

async function courseCleanUp(err: unknown, stored: StoredFile[]): Promise<never> {
  await Promise.all(stored.map((f) => getStorage().delete(f.storageKey, f.isPublic).catch(() => {})));
  if (isUniqueViolation(err, 'slug')) throw courseFieldError('slug', validation.slugTaken);
  throw err;
}

/**
 * Creates a course (`catalogue:write`): title, degree and university required; a blank code is
 * made from the university's code, a blank slug from the university and the title; a blank fee
 * means the university's fee for the degree. The logo (an image, checked by content) is stored
 * only once everything else has passed. Audited; the public cache expires after the commit.
 */
export const createCourse = defineUseCase({
  name: 'catalogue.createCourse',
  summary: 'Create a course (fields, logo)',
  access: 'catalogue:write',
  input: withUniversityChoice(courseCreateFields.extend({ logo: imageOrKept(courseCreateFields.shape.logo) }), 'create'),
  run: async (actor, input, { meta }): Promise<AdminCourse> => {
  const { logo, ...data } = await resolveUniversityChoice(input);
  // The schema asked for an id or a typed name, and the name resolved to one id (or was refused).
  const universityId = data.university_id!;
  const set = toCourseColumns(isNewFile(logo) ? data : { ...data, logo });
  const stored: StoredFile[] = [];
  let created: { id: number; universityId: number } | null = null;
  try {
    created = await getDb().transaction(async (tx) => {
      await checkCourseReferences(tx, set);
      const uni = (await tx.query.universities.findFirst({ columns: { id: true, code: true }, where: eq(universities.id, universityId) }))!;
      if (data.slug) {
        const clash = await tx.query.courses.findFirst({ columns: { id: true }, where: eq(courses.slug, data.slug) });
        if (clash) throw courseFieldError('slug', validation.slugTaken);
      }
      const slug = data.slug ?? (await freeCourseSlug(tx, `${slugify(uni.code)}-${slugify(data.title)}`.replace(/^-+|-+$/g, '') || 'course'));
      const code = data.code ?? (await nextCourseCode(tx, uni.id, uni.code));
      await storeCourseLogo(tx, actor, isNewFile(logo) ? logo : undefined, set, stored);
      const [row] = await tx
        .insert(courses)
        .values({ ...set, title: data.title, programId: data.program_id, universityId, slug, code })
        .returning();
      const keys = [...Object.keys(set), 'slug', 'code'];
      await recordAudit(tx, {
        actor,
        action: 'create',
        entity: 'course',
        entityId: row.id,
        changes: diffChanges({}, auditFields('course', Object.fromEntries(keys.map((k) => [k, row[k as keyof typeof row]])))),
        ip: meta.ip,
        requestId: meta.requestId,
      });
      return { id: row.id, universityId: row.universityId };
    });
  } catch (err) {
    await courseCleanUp(err, stored);
  }
  expireCatalogue({ kind: 'course', id: created!.id, universityId: created!.universityId });
  return getAdminCourseRecord(created!.id);
  },
});

/**
 * Updates a course (`catalogue:write`): only the fields sent change, and a required one cannot
 * be blanked (the schema refuses it). Moving it to another university expires both. Audited with
 * each changed field's before and after.
 */
export const updateCourse = defineUseCase({
  name: 'catalogue.updateCourse',
  summary: 'Update a course: the fields sent, a new logo',
  access: 'catalogue:write',
  record: { key: 'id', what: nouns.course, load: loadCourseId },
  input: withUniversityChoice(courseFields.extend({ id: idSchema(), logo: imageOrKept(courseFields.shape.logo) }), 'update'),
  run: async (actor, input, { meta }): Promise<AdminCourse> => {
  const { id, logo, ...data } = await resolveUniversityChoice(input);
  const db = getDb();
  const set = toCourseColumns(isNewFile(logo) ? data : { ...data, logo });
  const stored: StoredFile[] = [];
  let universityIds: number[] = [];
  try {
    universityIds = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
      if (!before) throw notFound(nouns.course);
      await checkCourseReferences(tx, set);
      if (set.slug !== undefined && set.slug !== before.slug) {
        const clash = await tx.query.courses.findFirst({ columns: { id: true }, where: eq(courses.slug, set.slug) });
        if (clash) throw courseFieldError('slug', validation.slugTaken);
      }
      await storeCourseLogo(tx, actor, isNewFile(logo) ? logo : undefined, set, stored);
      if (Object.keys(set).length === 0) return [before.universityId];
      const moved = set.programId !== undefined && set.programId !== before.programId;
      const [after] = await tx.update(courses).set(moved ? { ...set, degreeMoved: true } : set).where(eq(courses.id, id)).returning();
      const pick = (row: typeof before) => Object.fromEntries(Object.keys(set).map((k) => [k, row[k as keyof typeof row]]));
      const changes = diffChanges(auditFields('course', pick(before)), auditFields('course', pick(after)));
      if (Object.keys(changes).length > 0) {
        await recordAudit(tx, { actor, action: 'update', entity: 'course', entityId: id, changes, ip: meta.ip, requestId: meta.requestId });
      }
      return [...new Set([before.universityId, after.universityId])];
    });
  } catch (err) {
    await courseCleanUp(err, stored);
  }
  expireCatalogue(...universityIds.map((universityId) => ({ kind: 'course' as const, id, universityId })));
  return getAdminCourseRecord(id);
  },
});

/** Enables or disables a course (`catalogue:write`); the same status again changes nothing. */
export const setCourseStatus = defineUseCase({
  name: 'catalogue.setCourseStatus',
  summary: 'Enable or disable a course',
  access: 'catalogue:write',
  record: { key: 'id', what: nouns.course, load: loadCourseId },
  input: z.object({ id: idSchema(), enabled: z.boolean() }),
  run: async (actor, { id, enabled }, { meta }): Promise<{ id: number; title: string; status: boolean }> => {
  const result = await getDb().transaction(async (tx) => {
    const [before] = await tx.select({ id: courses.id, title: courses.title, status: courses.status, universityId: courses.universityId }).from(courses).where(eq(courses.id, id)).for('update');
    if (!before) throw notFound(nouns.course);
    if (before.status === enabled) return { row: before, changed: false };
    await tx.update(courses).set({ status: enabled }).where(eq(courses.id, id));
    await recordAudit(tx, {
      actor,
      action: enabled ? 'enable' : 'disable',
      entity: 'course',
      entityId: id,
      changes: diffChanges({ status: before.status }, { status: enabled }),
      ip: meta.ip,
      requestId: meta.requestId,
    });
    return { row: { ...before, status: enabled }, changed: true };
  });
  if (result.changed) expireCatalogue({ kind: 'course', id, universityId: result.row.universityId });
  return { id: result.row.id, title: result.row.title, status: result.row.status };
  },
});

/**
 * Deletes a course (`catalogue:write`) with the students' unsent drafts for it. Refused with a
 * conflict (409) when it has sent applications: it is disabled instead. Audited with the record.
 */
export const deleteCourse = defineUseCase({
  name: 'catalogue.deleteCourse',
  summary: 'Delete a course with its unsent drafts (409 while it has applications)',
  access: 'catalogue:write',
  record: { key: 'id', what: nouns.course, load: loadCourseId },
  input: z.object({ id: idSchema() }),
  run: async (actor, { id }, { meta }): Promise<{ id: number; title: string; dependents: CourseDependents }> => {
  const result = await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
    if (!before) throw notFound(nouns.course);
    const dependents = await countCourseDependents(tx, id);
    if (dependents.applications > 0) {
      throw new AppError('conflict', errorMessages.hasApplications(nouns.lower.course, dependents.applications), { details: { applications: dependents.applications } });
    }
    await tx.delete(applications).where(and(eq(applications.courseId, id), eq(applications.status, 'draft')));
    await tx.delete(courses).where(eq(courses.id, id));
    const { searchText: _s, searchVector: _v, tuitionMinor: _t, ...record } = before;
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: 'course',
      entityId: id,
      changes: { before: auditFields('course', record), after: null, removed: { drafts: dependents.drafts } },
      ip: meta.ip,
      requestId: meta.requestId,
    });
    return { id, title: before.title, universityId: before.universityId, dependents };
  });
  expireCatalogue({ kind: 'course', id, universityId: result.universityId });
  return { id: result.id, title: result.title, dependents: result.dependents };
  },
});
