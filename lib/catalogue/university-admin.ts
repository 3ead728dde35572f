import 'server-only';
import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Db, type Tx } from '@/db';
import { escapeLike } from '@/db/like';
import { applications, categories, cities, courses, programs, scholarshipOffers, universities } from '@/db/schema';
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
import { imageOrKept } from './form-files';
import { sanitizeRichText } from './rich-text';
import { slugify, universityCreateFields, universityPhones, universityUpdateFields, type UniversityUpdateInput } from './schemas';
import { withPhones } from '@/lib/forms/phone';
import { findUniversityForAdmin, type UniversityDetail } from './universities';

/**
 * The back office's university writes (create, update, enable/disable, delete) and its edit read,
 * each a declared use case (lib/use-case.ts) behind `catalogue:write`. A write changes the row and
 * its audit entry in one transaction, expires the catalogue cache after the commit (expiring
 * inside it would let a concurrent request cache the old row again), and answers the record as
 * the admin sees it.
 */

/** The admin's record of a university (enabled or not), or 404. */
async function getUniversityRecord(id: number): Promise<UniversityDetail> {
  return orNotFound(await findUniversityForAdmin(id), nouns.university);
}

/** Our input (yuan in, fen stored) → the columns it sets. Only fields present are set. */
function toColumns(input: UniversityUpdateInput): Partial<typeof universities.$inferInsert> {
  const set: Partial<typeof universities.$inferInsert> = {};
  const copy = <K extends keyof typeof universities.$inferInsert>(key: K, value: unknown) => {
    if (value !== undefined) set[key] = value as (typeof universities.$inferInsert)[K];
  };
  copy('name', input.name);
  copy('slug', input.slug);
  copy('nameZh', input.name_zh);
  copy('shortName', input.short_name);
  copy('code', input.code);
  copy('email', input.email);
  copy('contactNo', input.contact_no);
  copy('website', input.website);
  copy('introduction', sanitizeRichText(input.introduction));
  copy('description', sanitizeRichText(input.description));
  copy('accommodation', sanitizeRichText(input.accommodation));
  copy('school', sanitizeRichText(input.school));
  copy('requirement', sanitizeRichText(input.requirement));
  copy('rulesAndRegulations', sanitizeRichText(input.rules_and_regulations));
  copy('admissionsProcess', sanitizeRichText(input.admissions_process));
  copy('bachelorFeeMinor', input.bachelor_fee);
  copy('mastersFeeMinor', input.masters_fee);
  copy('phdFeeMinor', input.phd_fee);
  copy('mbbsFeeMinor', input.mbbs_fee);
  copy('scholarshipFeeMinor', input.scholarship_fee);
  copy('languageFeeMinor', input.language_fee);
  copy('accommodationFeeMinor', input.accommodation_fee);
  copy('otherFeeMinor', input.other_fee);
  copy('internationalStudent', input.international_student);
  copy('foundedYear', input.founded_year);
  copy('ageLimit', input.age_limit);
  copy('deadline', input.deadline);
  // A city given by name is looked up in the transaction (resolveReferences).
  if (typeof input.city_id !== 'object' || input.city_id === null) copy('cityId', input.city_id);
  copy('location', input.location);
  copy('totalStudent', input.total_student);
  copy('totalSection', input.total_section);
  copy('totalProgram', input.total_program);
  copy('scholarshipOpen', input.scholarship_open);
  copy('type', input.type);
  copy('categoryId', input.category_id);
  copy('status', input.status);
  copy('logo', input.logo);
  copy('banner', input.banner);
  copy('username', input.username);
  copy('reviews', sanitizeRichText(input.reviews));
  copy('programId', input.program_id);
  return set;
}

const fieldError = (field: string, message: string) => new AppError('validation', message, { fieldErrors: { [field]: [message] } });
const codeTaken = () => fieldError('code', validation.universityCodeTaken);
const slugTaken = () => fieldError('slug', validation.slugTaken);

/** New images of a university, not yet stored: a File from a form or a multipart body. */
export interface UniversityImageFiles {
  logo?: Blob & { name?: string };
  banner?: Blob & { name?: string };
}

const imageKinds = { logo: 'university_logo', banner: 'university_banner' } as const;

/**
 * Checks the references of a write inside its transaction: the city (an id, or a name as the
 * legacy clients send it, looked up case-insensitively) and the category. Sets `cityId` from a
 * name. Throws one validation error with every bad field.
 */
async function resolveReferences(tx: Tx, input: UniversityUpdateInput, set: Partial<typeof universities.$inferInsert>): Promise<void> {
  const fieldErrors: Record<string, string[]> = {};
  const city = input.city_id;
  if (city !== undefined && city !== null) {
    const found =
      typeof city === 'object'
        ? await tx.query.cities.findFirst({ columns: { id: true }, where: sql`lower(${cities.name}) = lower(${city.name})` })
        : await tx.query.cities.findFirst({ columns: { id: true }, where: eq(cities.id, city) });
    if (found) set.cityId = found.id;
    else fieldErrors.city_id = [validation.chooseOption];
  }
  if (set.categoryId !== undefined && set.categoryId !== null) {
    const cat = await tx.query.categories.findFirst({ columns: { id: true }, where: eq(categories.id, set.categoryId) });
    if (!cat) fieldErrors.category_id = [validation.chooseOption];
  }
  if (set.programId !== undefined && set.programId !== null) {
    const degree = await tx.query.programs.findFirst({ columns: { id: true }, where: eq(programs.id, set.programId) });
    if (!degree) fieldErrors.program_id = [validation.chooseOption];
  }
  if (Object.keys(fieldErrors).length > 0) {
    throw new AppError('validation', Object.values(fieldErrors)[0][0], { fieldErrors });
  }
}

/** Stores the new images inside the transaction; their keys go into `set`, the files into `stored`. */
async function storeImages(tx: Tx, actor: NonNullable<Actor>, files: UniversityImageFiles, set: Partial<typeof universities.$inferInsert>, stored: StoredFile[]) {
  for (const field of Object.keys(imageKinds) as (keyof typeof imageKinds)[]) {
    const file = files[field];
    if (!file) continue;
    const saved = await saveUpload({ file, kind: imageKinds[field], ownerId: actor.id, field }, tx);
    stored.push(saved);
    set[field] = saved.storageKey;
  }
}

/** The first free value of `base`, `base-2`, `base-3`… in a unique text column. */
async function freeValue(db: Db | Tx, column: typeof universities.slug | typeof universities.code, base: string, separator: string): Promise<string> {
  const taken = new Set(
    (await db.select({ v: column }).from(universities).where(or(eq(column, base), ilike(column, `${escapeLike(base)}${separator}%`)))).map((r) => r.v.toLowerCase()),
  );
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${separator}${n}`.toLowerCase())) return `${base}${separator}${n}`;
}

/** A code from the name's initials ("Zhejiang University" → "ZU"), at least two letters. */
function codeFromName(name: string): string {
  const words = slugify(name).split('-').filter(Boolean);
  const initials = words.map((w) => w[0]).join('').toUpperCase();
  return (initials.length >= 2 ? initials : (words[0] ?? 'uni').toUpperCase()).slice(0, 12);
}

/** Removes stored bytes after a failed write (their rows rolled back with it) and maps unique violations to field errors. */
async function cleanUpAfter(err: unknown, stored: StoredFile[]): Promise<never> {
  await Promise.all(stored.map((f) => getStorage().delete(f.storageKey, f.isPublic).catch(() => {})));
  if (isUniqueViolation(err, 'code')) throw codeTaken();
  if (isUniqueViolation(err, 'slug')) throw slugTaken();
  throw err;
}

/** The update's input: the form's fields (the back-office form's own schema), the id, new images. */
const universityUpdateInputSchema = withPhones(
  universityUpdateFields.extend({
    id: idSchema(),
    logo: imageOrKept(universityUpdateFields.shape.logo),
    banner: imageOrKept(universityUpdateFields.shape.banner),
  }),
  universityPhones,
);

/** The create's input: the form's fields, a logo and a banner (new files or kept names). */
const universityCreateInputSchema = withPhones(
  universityCreateFields.extend({
    logo: imageOrKept(universityCreateFields.shape.logo),
    banner: imageOrKept(universityCreateFields.shape.banner),
  }),
  universityPhones,
);

/** Splits parsed input into its fields and the new image files to store. */
function imagesOf<T extends { logo?: unknown; banner?: unknown }>(data: T): { fields: T; files: UniversityImageFiles } {
  const fields = { ...data };
  const files: UniversityImageFiles = {};
  for (const field of Object.keys(imageKinds) as (keyof typeof imageKinds)[]) {
    const v = fields[field];
    if (typeof Blob !== 'undefined' && v instanceof Blob) {
      files[field] = v;
      delete fields[field];
    }
  }
  return { fields, files };
}

/**
 * Creates a university (`catalogue:write`): the name is required; a blank slug is made from the
 * name and a blank code from its initials (each made unique); rich text is sanitised; logo and
 * banner are stored (images checked by content) only once everything else has passed. Audited
 * with the record created; the public cache expires after the commit. Returns the admin's record.
 */
export const createUniversity = defineUseCase({
  name: 'catalogue.createUniversity',
  summary: 'Create a university (fields, logo, banner)',
  access: 'catalogue:write',
  input: universityCreateInputSchema,
  run: async (admin, input, { meta }): Promise<UniversityDetail> => {
  const { fields: data, files } = imagesOf(input);
  const set = toColumns(data as UniversityUpdateInput);
  const stored: StoredFile[] = [];
  let id = 0;
  try {
    id = await getDb().transaction(async (tx) => {
      await resolveReferences(tx, data as UniversityUpdateInput, set);
      if (data.slug) {
        const clash = await tx.query.universities.findFirst({ columns: { id: true }, where: eq(universities.slug, data.slug) });
        if (clash) throw slugTaken();
      }
      set.slug = data.slug ?? (await freeValue(tx, universities.slug, slugify(data.name) || 'university', '-'));
      set.code = data.code ?? (await freeValue(tx, universities.code, codeFromName(data.name), '-'));
      await storeImages(tx, admin, files, set, stored);
      const [row] = await tx
        .insert(universities)
        .values({ ...set, name: data.name, slug: set.slug, code: set.code })
        .returning();
      const created = Object.fromEntries(Object.keys(set).map((k) => [k, row[k as keyof typeof row]]));
      await recordAudit(tx, {
        actor: admin,
        action: 'create',
        entity: 'university',
        entityId: row.id,
        changes: diffChanges({}, auditFields('university', created)),
        ip: meta.ip,
        requestId: meta.requestId,
      });
      return row.id;
    });
  } catch (err) {
    await cleanUpAfter(err, stored);
  }
  expireCatalogue({ kind: 'university', id });
  return getUniversityRecord(id);
  },
});

/** The university row's id, or 404 (every university is the catalogue's: no owner). */
async function loadUniversityId(_actor: unknown, id: number, tx?: Tx): Promise<{ id: number }> {
  return orNotFound(await (tx ?? getDb()).query.universities.findFirst({ columns: { id: true }, where: eq(universities.id, id) }), nouns.university);
}

/**
 * Updates a university: only the fields given change. An unknown id answers 404 before the input
 * is judged. New images are stored only once the actor, the id and every field have passed, inside
 * the transaction (their rows roll back with it, and their bytes are removed if it fails), so a
 * refused update leaves no file behind. Audited with each changed field's before and after.
 * Answers the record as it is now (enabled or not).
 */
export const updateUniversity = defineUseCase({
  name: 'catalogue.updateUniversity',
  summary: 'Update a university: the fields sent, a new logo or banner',
  access: 'catalogue:write',
  record: { key: 'id', what: nouns.university, load: loadUniversityId },
  input: universityUpdateInputSchema,
  run: async (admin, input, { meta }): Promise<UniversityDetail> => {
    const { id, ...rest } = input;
    const { fields: data, files } = imagesOf(rest);
    const set = toColumns(data as UniversityUpdateInput);
    const stored: StoredFile[] = [];
    try {
      await getDb().transaction(async (tx) => {
        const [before] = await tx.select().from(universities).where(eq(universities.id, id)).for('update');
        if (!before) throw notFound(nouns.university);
        await resolveReferences(tx, data as UniversityUpdateInput, set);
        await storeImages(tx, admin, files, set, stored);
        if (Object.keys(set).length === 0) return;
        const [after] = await tx.update(universities).set(set).where(eq(universities.id, id)).returning();
        const pick = (row: typeof before) => Object.fromEntries(Object.keys(set).map((k) => [k, row[k as keyof typeof row]]));
        const changes = diffChanges(auditFields('university', pick(before)), auditFields('university', pick(after)));
        if (Object.keys(changes).length === 0) return;
        await recordAudit(tx, { actor: admin, action: 'update', entity: 'university', entityId: id, changes, ip: meta.ip, requestId: meta.requestId });
      });
    } catch (err) {
      await cleanUpAfter(err, stored);
    }
    expireCatalogue({ kind: 'university', id });
    return getUniversityRecord(id);
  },
});

/** What goes with a university when it is deleted, and the applications that forbid it. */
export interface UniversityDependents {
  courses: number;
  offers: number;
  /** sent applications (any status but draft): these forbid the delete */
  applications: number;
  /** students' unsent drafts for its courses: they go with it */
  drafts: number;
}

async function countUniversityDependents(db: Db | Tx, id: number): Promise<UniversityDependents> {
  // One after the other: a transaction's statements run on its one connection anyway.
  const ofUniversity = eq(applications.universityId, id);
  return {
    courses: await db.$count(courses, eq(courses.universityId, id)),
    offers: await db.$count(scholarshipOffers, eq(scholarshipOffers.universityId, id)),
    applications: await db.$count(applications, and(ofUniversity, ne(applications.status, 'draft'))),
    drafts: await db.$count(applications, and(ofUniversity, eq(applications.status, 'draft'))),
  };
}

/** A university as the admin edits it (enabled or not), with what a delete would take with it. */
export const getUniversityForAdmin = defineUseCase({
  name: 'catalogue.getUniversityForAdmin',
  summary: 'A university as the back office edits it, with what a delete takes with it',
  access: 'catalogue:write',
  record: { key: 'id', what: nouns.university, load: (_actor, id) => getUniversityRecord(id) },
  input: z.object({ id: idSchema() }),
  run: async (_admin, { id }, { record }): Promise<UniversityDetail & { dependents: UniversityDependents }> => ({
    ...record,
    dependents: await countUniversityDependents(getDb(), id),
  }),
});

/**
 * Deletes a university (`catalogue:write`) with its courses and scholarship offers. Refused with
 * a conflict (409) when it has applications of any status: those stay, so the university is
 * disabled instead. Audited with the record as it was and what went with it.
 */
export const deleteUniversity = defineUseCase({
  name: 'catalogue.deleteUniversity',
  summary: 'Delete a university with its courses and offers (409 while it has applications)',
  access: 'catalogue:write',
  record: { key: 'id', what: nouns.university, load: loadUniversityId },
  input: z.object({ id: idSchema() }),
  run: async (actor, { id }, { meta }): Promise<{ id: number; name: string; dependents: UniversityDependents }> => {
  const result = await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(universities).where(eq(universities.id, id)).for('update');
    if (!before) throw notFound(nouns.university);
    const dependents = await countUniversityDependents(tx, id);
    if (dependents.applications > 0) {
      throw new AppError('conflict', errorMessages.hasApplications(nouns.lower.university, dependents.applications), { details: { applications: dependents.applications } });
    }
    await tx.delete(applications).where(and(eq(applications.universityId, id), eq(applications.status, 'draft')));
    await tx.delete(scholarshipOffers).where(eq(scholarshipOffers.universityId, id));
    await tx.delete(courses).where(eq(courses.universityId, id));
    await tx.delete(universities).where(eq(universities.id, id));
    const { searchText: _s, searchVector: _v, nameNorm: _n, ...record } = before;
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: 'university',
      entityId: id,
      changes: { before: auditFields('university', record), after: null, removed: { courses: dependents.courses, offers: dependents.offers, drafts: dependents.drafts } },
      ip: meta.ip,
      requestId: meta.requestId,
    });
    return { id, name: before.name, dependents };
  });
  expireCatalogue({ kind: 'university', id });
  return result;
  },
});
/**
 * Enables or disables a university; a disabled one leaves every public page at once (the cache
 * expires after the commit). Setting the status it already has changes nothing and writes no
 * audit row.
 */
export const setUniversityStatus = defineUseCase({
  name: 'catalogue.setUniversityStatus',
  summary: 'Enable or disable a university',
  access: 'catalogue:write',
  record: { key: 'id', what: nouns.university, load: loadUniversityId },
  input: z.object({ id: idSchema(), enabled: z.boolean() }),
  run: async (admin, { id, enabled }, { meta }): Promise<{ id: number; name: string; status: boolean }> => {
    const result = await getDb().transaction(async (tx) => {
      const [before] = await tx
        .select({ id: universities.id, name: universities.name, status: universities.status })
        .from(universities)
        .where(eq(universities.id, id))
        .for('update');
      if (!before) throw notFound(nouns.university);
      if (before.status === enabled) return { row: before, changed: false };
      const [after] = await tx
        .update(universities)
        .set({ status: enabled })
        .where(eq(universities.id, id))
        .returning({ id: universities.id, name: universities.name, status: universities.status });
      await recordAudit(tx, {
        actor: admin,
        action: enabled ? 'enable' : 'disable',
        entity: 'university',
        entityId: id,
        changes: diffChanges({ status: before.status }, { status: after.status }),
        ip: meta.ip,
        requestId: meta.requestId,
      });
      return { row: after, changed: true };
    });
    if (result.changed) expireCatalogue({ kind: 'university', id });
    return result.row;
  },
});

/** The cities and categories a university may name (every one, enabled or not), for the form's menus. */
export async function listUniversityFormOptions(actor: Actor) {
  assertCan(actor, 'catalogue:write');
  const db = getDb();
  const [cityRows, categoryRows] = await Promise.all([
    db.select({ id: cities.id, name: cities.name, status: cities.status }).from(cities).orderBy(asc(cities.name), asc(cities.id)).limit(5000),
    db.select({ id: categories.id, name: categories.name, status: categories.status }).from(categories).orderBy(asc(categories.name), asc(categories.id)).limit(1000),
  ]);
  return { cities: cityRows, categories: categoryRows };
}
