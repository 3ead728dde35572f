import 'server-only';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb, queryRows, type Db, type Tx } from '@/db';
import { escapeLike } from '@/db/like';
import { applications, cities, courses, programs, universities } from '@/db/schema';
import { auditFields, diffChanges, recordAudit } from '@/lib/audit';
import type { Actor } from '@/lib/auth/actor';
import { assertCan } from '@/lib/auth/permissions';
import { AppError, isUniqueViolation, notFound, parseInput } from '@/lib/errors';
import { isId, parseId } from '@/lib/http/id';
import { pageCountOf, toPage, type Page } from '@/lib/http/page';
import { errors as errorMessages, validation } from '@/lib/messages';
import { getStorage, saveUpload, type StoredFile } from '@/lib/storage';
import { expireCatalogue } from './cache';
import { sanitizeRichText } from './rich-text';
import { adminCourseListSchema, courseCreateSchema, courseUpdateSchema, slugify, type CourseUpdateInput } from './schemas';
import { courseCardColumns, listCourses, type CourseCard, type CoursePage } from './finder';
import { courseJoins, otherFeeMinor, publicCourse } from './rules';

// The catalogue's aliases, so the shared rules (rules.ts) apply to builder queries.
const c = alias(courses, 'c');
const u = alias(universities, 'u');
const p = alias(programs, 'p');
const ci = alias(cities, 'ci');

/** One course, as its page and the legacy `course/{id}` show it. */
export interface CourseDetail extends CourseCard {
  uuid: string;
  code: string | null;
  shortTitle: string | null;
  seat: number | null;
  description: string | null;
  /** the course's own fee (null: the university's fee for its degree applies; see tuitionMinor) */
  feeMinor: number | null;
  /** CNY fen per year: the course's, else its university's */
  otherFeeMinor: number | null;
  /** the university's fees (CNY fen), for the fee table and the legacy nested university */
  universityFees: {
    bachelor: number | null;
    masters: number | null;
    phd: number | null;
    mbbs: number | null;
    language: number | null;
    accommodation: number | null;
    other: number | null;
  };
  universityDeadline: string | null;
  /** ISO 8601 */
  updatedAt: string;
}

async function findCourseWhere(cond: SQL): Promise<CourseDetail | null> {
  const [row] = await queryRows<CourseDetail>(
    getDb(),
    sql`SELECT ${courseCardColumns},
               c.uuid::text AS uuid, c.code, c.short_title AS "shortTitle", c.seat, c.description, c.fee_minor AS "feeMinor",
               ${otherFeeMinor} AS "otherFeeMinor",
               json_build_object('bachelor', u.bachelor_fee_minor, 'masters', u.masters_fee_minor, 'phd', u.phd_fee_minor,
                                 'mbbs', u.mbbs_fee_minor, 'language', u.language_fee_minor,
                                 'accommodation', u.accommodation_fee_minor, 'other', u.other_fee_minor) AS "universityFees",
               u.deadline::text AS "universityDeadline",
               to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"
          FROM courses c ${courseJoins}
         WHERE ${publicCourse} AND ${cond}
         LIMIT 1`,
  );
  return row ?? null;
}

/** A public course by slug, or null (unknown, or it, its university, city or degree disabled). */
export function findCourseBySlug(slug: string): Promise<CourseDetail | null> {
  return findCourseWhere(sql`c.slug = ${slug}`);
}

/** A public course by id, or null. */
export function findCourseById(id: number): Promise<CourseDetail | null> {
  if (!isId(id)) return Promise.resolve(null);
  return findCourseWhere(sql`c.id = ${id}`);
}

/** The slug of a public course (redirect of the seed's `/course?id=`). */
export async function findCourseSlug(id: number): Promise<string | null> {
  if (!isId(id)) return null;
  const [row] = await getDb()
    .select({ slug: c.slug })
    .from(c)
    .innerJoin(u, eq(u.id, c.universityId))
    .innerJoin(p, eq(p.id, c.programId))
    .leftJoin(ci, eq(ci.id, u.cityId))
    .where(and(publicCourse, eq(c.id, id)))
    .limit(1);
  return row?.slug ?? null;
}

/** The home page's course grid and the legacy `courses/for_home`: tagged courses first. */
export function listHomeCourses(limit = 8, page = 1): Promise<CoursePage> {
  return listCourses({ sort: 'featured', perPage: limit, page });
}

/** Other public courses of the same university (the course page's "more from"), at most `limit`. */
export async function listRelatedCourses(courseId: number, universityId: number, limit = 4): Promise<CourseCard[]> {
  return queryRows<CourseCard>(
    getDb(),
    sql`SELECT ${courseCardColumns} FROM courses c ${courseJoins}
         WHERE ${publicCourse} AND c.university_id = ${universityId} AND c.id <> ${courseId}
         ORDER BY c.tag NULLS LAST, c.id LIMIT ${limit}`,
  );
}

/** How many universities the finder's university menu lists at most (its HTML stays small on any catalogue). */
export const UNIVERSITY_FILTER_LIMIT = 60;

/**
 * The finder's university menu: the universities with the most public courses (of degree
 * `programId` when given), at most UNIVERSITY_FILTER_LIMIT, by name. Never the whole list: a
 * catalogue of thousands of universities would make every finder page a megabyte of options.
 */
export async function listUniversityFilterOptions(programId?: number): Promise<{ id: number; name: string }[]> {
  const degree = programId !== undefined && isId(programId) ? sql`AND c.program_id = ${programId}` : sql``;
  const rows = await queryRows<{ id: number; name: string }>(
    getDb(),
    sql`SELECT u.id, u.name FROM courses c ${courseJoins} WHERE ${publicCourse} ${degree}
         GROUP BY u.id, u.name ORDER BY count(*) DESC, u.name, u.id LIMIT ${UNIVERSITY_FILTER_LIMIT}`,
  );
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id);
}

/** How many cities the finder's city menu lists at most when no province is chosen. */
export const CITY_FILTER_LIMIT = 40;

/**
 * The finder's city menu when no province is chosen: the cities with the most public courses (of
 * degree `programId` when given), at most CITY_FILTER_LIMIT, by name. The whole list (three hundred
 * cities) was a fifth of every finder page, in its HTML and again in its RSC payload (issue 14);
 * the other cities are listed once their province is chosen (components/catalogue/city-filter.tsx).
 */
export async function listCityFilterOptions(programId?: number): Promise<{ slug: string; name: string }[]> {
  const degree = programId !== undefined && isId(programId) ? sql`AND c.program_id = ${programId}` : sql``;
  const rows = await queryRows<{ slug: string; name: string }>(
    getDb(),
    sql`SELECT ci.slug, ci.name FROM courses c ${courseJoins} WHERE ${publicCourse} ${degree} AND ci.id IS NOT NULL
         GROUP BY ci.id, ci.slug, ci.name ORDER BY count(*) DESC, ci.name, ci.id LIMIT ${CITY_FILTER_LIMIT}`,
  );
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'en') || a.slug.localeCompare(b.slug, 'en'));
}

/** The distinct intakes ('YYYY-MM') and majors of public courses, for the finder's menus. */
export async function listCourseFacets(): Promise<{ intakes: string[]; majors: string[] }> {
  const db = getDb();
  const [intakes, majors] = await Promise.all([
    queryRows<{ intake: string }>(
      db,
      sql`SELECT DISTINCT c.intake FROM courses c ${courseJoins} WHERE ${publicCourse} AND c.intake IS NOT NULL ORDER BY c.intake LIMIT 200`,
    ),
    queryRows<{ major: string }>(
      db,
      sql`SELECT DISTINCT c.major FROM courses c ${courseJoins} WHERE ${publicCourse} AND c.major IS NOT NULL AND c.major <> '' ORDER BY c.major LIMIT 200`,
    ),
  ]);
  return { intakes: intakes.map((r) => r.intake), majors: majors.map((r) => r.major) };
}

// ---------------------------------------------------------------------------------------------
// Admin: the courses list and writes

type Meta = { ip?: string | null; requestId?: string | null };

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
  if (!row) throw notFound('Course');
  return row;
}

/** What goes with a course when it is deleted, and the applications that forbid it. */
export interface CourseDependents {
  /** sent applications (any status but draft): these forbid the delete */
  applications: number;
  /** students' unsent drafts: they go with it */
  drafts: number;
}

async function countCourseDependents(db: Db | Tx, id: number): Promise<CourseDependents> {
  const [row] = await queryRows<CourseDependents>(
    db,
    sql`SELECT (SELECT count(*)::int FROM applications WHERE course_id = ${id} AND status <> 'draft') AS applications,
               (SELECT count(*)::int FROM applications WHERE course_id = ${id} AND status = 'draft') AS drafts`,
  );
  return row;
}

/** A course for the admin's edit page, with what a delete would take with it. */
export async function getCourseForAdmin(actor: Actor, rawId: number | string): Promise<AdminCourse & { dependents: CourseDependents }> {
  assertCan(actor, 'catalogue:write');
  const id = parseId(rawId, 'Course');
  const record = await getAdminCourseRecord(id);
  return { ...record, dependents: await countCourseDependents(getDb(), id) };
}

export interface AdminCourseRow {
  id: number;
  title: string;
  code: string | null;
  slug: string;
  logo: string | null;
  university: { id: number; name: string };
  program: { id: number; name: string };
  feeMinor: number | null;
  tuitionMinor: number | null;
  deadline: string | null;
  status: boolean;
  applications: number;
  drafts: number;
  createdAt: Date;
}

/**
 * A page of every course, enabled or not (`catalogue:write`): a piece of the title or code, the
 * university, the degree and the status; sorted by a column in either direction. Applications
 * are counted from the applications themselves (drafts are not applications yet).
 */
export async function listCoursesForAdmin(actor: Actor, params: unknown = {}): Promise<Page<AdminCourseRow>> {
  assertCan(actor, 'catalogue:write');
  const q = adminCourseListSchema.parse(params ?? {});
  const where: SQL[] = [];
  if (q.status === 'enabled') where.push(eq(courses.status, true));
  if (q.status === 'disabled') where.push(eq(courses.status, false));
  if (q.university_id) where.push(eq(courses.universityId, q.university_id));
  if (q.program_id) where.push(eq(courses.programId, q.program_id));
  if (q.q) {
    const pattern = `%${escapeLike(q.q)}%`;
    where.push(or(ilike(courses.title, pattern), ilike(courses.code, pattern), ilike(courses.shortTitle, pattern))!);
  }
  const condition = where.length > 0 ? and(...where) : undefined;
  const db = getDb();
  const [{ total }] = await db.select({ total: count() }).from(courses).where(condition);
  const page = Math.min(q.page, pageCountOf(total, q.per_page));
  const appCount = db
    .select({ courseId: applications.courseId, n: sql<number>`count(*) FILTER (WHERE ${applications.status} <> 'draft')`.as('n'), d: sql<number>`count(*) FILTER (WHERE ${applications.status} = 'draft')`.as('d') })
    .from(applications)
    .groupBy(applications.courseId)
    .as('app_count');
  const applicationsOf = sql<number>`coalesce(${appCount.n}, 0)`.mapWith(Number);
  const by = q.dir === 'desc' ? desc : asc;
  const column = {
    title: [by(courses.title)],
    code: [by(courses.code)],
    university: [by(universities.name), asc(courses.title)],
    program: [by(programs.name), asc(courses.title)],
    fee: [q.dir === 'desc' ? sql`${courses.tuitionMinor} DESC NULLS LAST` : sql`${courses.tuitionMinor} ASC NULLS LAST`],
    deadline: [q.dir === 'desc' ? sql`${courses.deadline} DESC NULLS LAST` : sql`${courses.deadline} ASC NULLS LAST`],
    status: [by(courses.status), asc(courses.title)],
    applications: [by(applicationsOf), asc(courses.title)],
    created: [by(courses.createdAt)],
  }[q.sort];
  const items = await db
    .select({
      id: courses.id,
      title: courses.title,
      code: courses.code,
      slug: courses.slug,
      logo: courses.logo,
      university: { id: universities.id, name: universities.name },
      program: { id: programs.id, name: programs.name },
      feeMinor: courses.feeMinor,
      tuitionMinor: courses.tuitionMinor,
      deadline: courses.deadline,
      status: courses.status,
      applications: applicationsOf,
      drafts: sql<number>`coalesce(${appCount.d}, 0)`.mapWith(Number),
      createdAt: courses.createdAt,
    })
    .from(courses)
    .innerJoin(universities, eq(universities.id, courses.universityId))
    .innerJoin(programs, eq(programs.id, courses.programId))
    .leftJoin(appCount, eq(appCount.courseId, courses.id))
    .where(condition)
    .orderBy(...column, asc(courses.id))
    .limit(q.per_page)
    .offset((page - 1) * q.per_page);
  return toPage(items, total, page, q.per_page);
}

/** The universities and degrees a course may belong to (every one, enabled or not), for the form's menus. */
export async function listCourseFormOptions(actor: Actor) {
  assertCan(actor, 'catalogue:write');
  const db = getDb();
  const [unis, degrees] = await Promise.all([
    db.select({ id: universities.id, name: universities.name, status: universities.status }).from(universities).orderBy(asc(universities.name)).limit(5000),
    db.select({ id: programs.id, name: programs.name, type: programs.type, status: programs.status }).from(programs).orderBy(asc(programs.sortOrder), asc(programs.name)).limit(500),
  ]);
  return { universities: unis, programs: degrees };
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
export async function createCourse(actor: Actor, input: unknown, files: { logo?: Blob & { name?: string } } = {}, meta: Meta = {}): Promise<AdminCourse> {
  assertCan(actor, 'catalogue:write');
  const data = parseInput(courseCreateSchema, input);
  const set = toCourseColumns(data);
  const stored: StoredFile[] = [];
  let created: { id: number; universityId: number } | null = null;
  try {
    created = await getDb().transaction(async (tx) => {
      await checkCourseReferences(tx, set);
      const uni = (await tx.query.universities.findFirst({ columns: { id: true, code: true }, where: eq(universities.id, data.university_id) }))!;
      if (data.slug) {
        const clash = await tx.query.courses.findFirst({ columns: { id: true }, where: eq(courses.slug, data.slug) });
        if (clash) throw courseFieldError('slug', validation.slugTaken);
      }
      const slug = data.slug ?? (await freeCourseSlug(tx, `${slugify(uni.code)}-${slugify(data.title)}`.replace(/^-+|-+$/g, '') || 'course'));
      const code = data.code ?? (await nextCourseCode(tx, uni.id, uni.code));
      await storeCourseLogo(tx, actor, files.logo, set, stored);
      const [row] = await tx
        .insert(courses)
        .values({ ...set, title: data.title, programId: data.program_id, universityId: data.university_id, slug, code })
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
}

/**
 * Updates a course (`catalogue:write`): only the fields sent change, and a required one cannot
 * be blanked (the schema refuses it). Moving it to another university expires both. Audited with
 * each changed field's before and after.
 */
export async function updateCourse(actor: Actor, rawId: number | string, input: unknown, files: { logo?: Blob & { name?: string } } = {}, meta: Meta = {}): Promise<AdminCourse> {
  assertCan(actor, 'catalogue:write');
  const id = parseId(rawId, 'Course');
  const db = getDb();
  const exists = await db.query.courses.findFirst({ columns: { id: true }, where: eq(courses.id, id) });
  if (!exists) throw notFound('Course');
  const set = toCourseColumns(parseInput(courseUpdateSchema, input));
  const stored: StoredFile[] = [];
  let universityIds: number[] = [];
  try {
    universityIds = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
      if (!before) throw notFound('Course');
      await checkCourseReferences(tx, set);
      if (set.slug !== undefined && set.slug !== before.slug) {
        const clash = await tx.query.courses.findFirst({ columns: { id: true }, where: eq(courses.slug, set.slug) });
        if (clash) throw courseFieldError('slug', validation.slugTaken);
      }
      await storeCourseLogo(tx, actor, files.logo, set, stored);
      if (Object.keys(set).length === 0) return [before.universityId];
      const [after] = await tx.update(courses).set(set).where(eq(courses.id, id)).returning();
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
}

/** Enables or disables a course (`catalogue:write`); the same status again changes nothing. */
export async function setCourseStatus(actor: Actor, rawId: number | string, enabled: boolean, meta: Meta = {}): Promise<{ id: number; title: string; status: boolean }> {
  assertCan(actor, 'catalogue:write');
  const id = parseId(rawId, 'Course');
  const result = await getDb().transaction(async (tx) => {
    const [before] = await tx.select({ id: courses.id, title: courses.title, status: courses.status, universityId: courses.universityId }).from(courses).where(eq(courses.id, id)).for('update');
    if (!before) throw notFound('Course');
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
}

/**
 * Deletes a course (`catalogue:write`) with the students' unsent drafts for it. Refused with a
 * conflict (409) when it has sent applications: it is disabled instead. Audited with the record.
 */
export async function deleteCourse(actor: Actor, rawId: number | string, meta: Meta = {}): Promise<{ id: number; title: string; dependents: CourseDependents }> {
  assertCan(actor, 'catalogue:write');
  const id = parseId(rawId, 'Course');
  const result = await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
    if (!before) throw notFound('Course');
    const dependents = await countCourseDependents(tx, id);
    if (dependents.applications > 0) {
      throw new AppError('conflict', errorMessages.hasApplications('course', dependents.applications), { details: { applications: dependents.applications } });
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
}

/** Splits a body into its fields and a new logo file (a Blob under `logo`); a string there is a kept file name. */
export function splitCourseFiles(body: Record<string, unknown>): { input: Record<string, unknown>; files: { logo?: Blob & { name?: string } } } {
  const input = { ...body };
  const files: { logo?: Blob & { name?: string } } = {};
  if (typeof Blob !== 'undefined' && input.logo instanceof Blob) {
    // A file input left empty still sends an empty part: no new logo.
    if (input.logo.size > 0) files.logo = input.logo;
    delete input.logo;
  }
  return { input, files };
}
