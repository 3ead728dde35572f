import 'server-only';
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db';
import { afterCommit, onRollback, withTransaction } from '@/db/transaction';
import {
  candidateActivities,
  candidateAddresses,
  candidateCertifications,
  candidateEducations,
  candidateExperiences,
  candidateLanguages,
  candidateProfiles,
  candidateReferences,
  candidateSkills,
  candidateTrainings,
  countries,
  jobCategories,
  users,
  type CandidateProfile,
} from '@/db/schema';
import { recordAudit } from '@/lib/audit';
import type { Actor } from '@/lib/auth/actor';
import { assertCan, can } from '@/lib/auth/permissions';
import { AppError, notFound, parseInput } from '@/lib/errors';
import { parseId } from '@/lib/http/id';
import type { RequestMeta } from '@/lib/http/request-meta';
import { deleteStoredFile, findFileByKey, getStorage, saveUpload } from '@/lib/storage';
import {
  candidateMessages as m,
  isRowSection,
  privacySchema,
  resumeSectionSchema,
  rowSections,
  sectionKeys,
  sectionSchemas,
  contactFields,
  sensitiveFields,
  type ContactField,
  type ResumeSection,
  type RowSection,
  type SensitiveField,
  type SingleSection,
} from './schemas';

/**
 * The candidate's resume profile: single sections saved over, repeatable sections' rows added,
 * edited and removed one by one, the picture, the directory opt-in and per-field consent. Every
 * function works on the actor's OWN profile only (no user id is ever taken); a row id that is not
 * one of the actor's rows is a 404. Field names in and out are the seed's (`cer_name`,
 * `secondary_mail`); salaries are pounds outside and pence inside.
 */

type Meta = Partial<Pick<RequestMeta, 'ip' | 'requestId'>>;
type Obj = Record<string, unknown>;
export type ResumeRow = { id: number } & Obj;

const rowTables = {
  certification: candidateCertifications,
  education: candidateEducations,
  experience: candidateExperiences,
  skill: candidateSkills,
  training: candidateTrainings,
  extracurricular: candidateActivities,
  language: candidateLanguages,
  reference: candidateReferences,
} as const;

/** Seed names whose column is not simply the camel-case spelling. */
const columnOverrides: Record<string, string> = {
  secondary_mail: 'secondaryEmail',
  present_salary: 'presentSalaryMinor',
  expected_salary: 'expectedSalaryMinor',
  keyword: 'keywords',
  pref_city: 'prefCities',
  special_skill: 'specialSkills',
  job_category_choice: 'jobCategoryChoice',
  cer_name: 'name',
};
const salaryKeys = new Set(['present_salary', 'expected_salary']);
const listKeys = new Set(['job_category_choice', 'keyword', 'pref_city', 'special_skill', 'area_expertise', 'topics_covered']);
const camel = (k: string) => columnOverrides[k] ?? k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** Parsed seed-named input → column values; `undefined` (not sent) is left out, so it keeps what was saved. */
function toColumns(data: Obj): Obj {
  const out: Obj = {};
  for (const [k, value] of Object.entries(data)) {
    if (value === undefined) continue;
    out[camel(k)] = salaryKeys.has(k) && typeof value === 'number' ? Math.round(value * 100) : value;
  }
  return out;
}

/** A row's columns → seed names (the keys of its section's schema, plus id). */
function fromColumns(keys: readonly string[], row: Obj): Obj {
  const out: Obj = {};
  for (const k of keys) {
    const value = row[camel(k)];
    out[k] = salaryKeys.has(k) ? (typeof value === 'number' ? value / 100 : null) : (value ?? (listKeys.has(k) ? [] : null));
  }
  return out;
}

const keysOf = (section: ResumeSection) => sectionKeys[section];

const basicKeys = keysOf('basic_info');
const careerKeys = keysOf('career_info');
const preferenceKeys = keysOf('preference');
const addressKeys = keysOf('permanent_address');

// ---------------------------------------------------------------------------
// DTO

export interface ResumeView {
  userId: number;
  email: string;
  basic_info: Obj;
  career_info: Obj;
  permanent_address: Obj | null;
  present_address: Obj | null;
  preference: { job_category_choice: number[]; keyword: string[]; pref_city: string[]; special_skill: string[] };
  /** The chosen categories' names, in the order chosen (a removed category drops out). */
  categoryNames: string[];
  rows: Record<RowSection, ResumeRow[]>;
  /** Which single sections were ever saved. */
  saved: Record<SingleSection, boolean>;
  photo: { url: string; name: string } | null;
  isPublic: boolean;
  sharedFields: SensitiveField[];
  /** The contact details the candidate agreed to show in the directory. */
  sharedContacts: ContactField[];
  updatedAt: Date | null;
}

const emptyRows = () => Object.fromEntries(rowSections.map((s) => [s, []])) as unknown as Record<RowSection, ResumeRow[]>;

async function findProfile(db: Db | Tx, userId: number, lock = false): Promise<CandidateProfile | null> {
  const q = db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, userId));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** The actor's own profile row, created empty when missing, locked for the write. */
async function ownProfileForUpdate(tx: Tx, userId: number): Promise<CandidateProfile> {
  await tx.insert(candidateProfiles).values({ userId }).onConflictDoNothing({ target: candidateProfiles.userId });
  return (await findProfile(tx, userId, true))!;
}

const anyValue = (p: CandidateProfile, keys: readonly string[]) =>
  keys.some((k) => {
    const v = (p as unknown as Obj)[camel(k)];
    return Array.isArray(v) ? v.length > 0 : v !== null && v !== undefined && v !== '';
  });

async function toView(db: Db | Tx, userId: number, email: string, p: CandidateProfile | null): Promise<ResumeView> {
  const rows = emptyRows();
  let permanent: Obj | null = null;
  let present: Obj | null = null;
  let categoryNames: string[] = [];
  let photo: ResumeView['photo'] = null;
  if (p) {
    for (const section of rowSections) {
      const table = rowTables[section];
      const found = (await db.select().from(table).where(eq(table.profileId, p.id)).orderBy(asc(table.sortOrder), asc(table.id))) as Obj[];
      rows[section] = found.map((r) => ({ id: r.id as number, ...fromColumns(keysOf(section), r) }));
    }
    for (const a of await db.select().from(candidateAddresses).where(eq(candidateAddresses.profileId, p.id))) {
      const value = fromColumns(addressKeys, a as unknown as Obj);
      if (a.kind === 'permanent') permanent = value;
      else present = value;
    }
    if (p.jobCategoryChoice.length > 0) {
      const cats = await db.select({ id: jobCategories.id, name: jobCategories.name }).from(jobCategories).where(inArray(jobCategories.id, p.jobCategoryChoice));
      const byId = new Map(cats.map((c) => [c.id, c.name]));
      categoryNames = p.jobCategoryChoice.map((id) => byId.get(id)).filter((n): n is string => Boolean(n));
    }
    if (p.photo) {
      const f = await findFileByKey(p.photo, db);
      if (f) photo = { url: `/files/${f.uuid}`, name: f.originalName };
    }
  }
  const profile = (p ?? {}) as Obj;
  return {
    userId,
    email,
    basic_info: fromColumns(basicKeys, profile),
    career_info: fromColumns(careerKeys, profile),
    permanent_address: permanent,
    present_address: present,
    preference: fromColumns(preferenceKeys, profile) as ResumeView['preference'],
    categoryNames,
    rows,
    saved: {
      basic_info: Boolean(p?.firstName),
      career_info: p ? anyValue(p, careerKeys) : false,
      preference: p ? anyValue(p, preferenceKeys) : false,
      permanent_address: permanent !== null,
      present_address: present !== null,
    },
    photo,
    isPublic: p?.isPublic ?? false,
    sharedFields: (p?.sharedFields ?? []).filter((f): f is SensitiveField => (sensitiveFields as readonly string[]).includes(f)),
    sharedContacts: (p?.sharedContacts ?? []).filter((f): f is ContactField => (contactFields as readonly string[]).includes(f)),
    updatedAt: p?.updatedAt ?? null,
  };
}

async function emailOf(db: Db | Tx, userId: number): Promise<string> {
  const [u] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!u) throw notFound('Profile');
  return u.email;
}

// ---------------------------------------------------------------------------
// Reads

/** The actor's own resume (empty sections when nothing is saved yet). */
export async function getOwnResume(actor: Actor): Promise<ResumeView> {
  assertCan(actor, 'resume:write');
  const db = getDb();
  return toView(db, actor.id, await emailOf(db, actor.id), await findProfile(db, actor.id));
}

/**
 * Anyone's resume as the DTO, for the candidate directory, the back office (lib/candidates/directory.ts)
 * and an employer's applicants (lib/jobs/applications.ts), which check who may read it and filter it first; null when the user is not a candidate.
 */
export async function loadResumeView(userId: number, db: Db | Tx = getDb()): Promise<ResumeView | null> {
  const [u] = await db.select({ email: users.email, role: users.role }).from(users).where(eq(users.id, userId));
  // Only a job seeker's account has a resume (the role that may write one).
  if (!u || !can({ role: u.role }, 'resume:write')) return null;
  return toView(db, userId, u.email, await findProfile(db, userId));
}

// ---------------------------------------------------------------------------
// Checks against live lists

async function checkChoices(tx: Tx, section: ResumeSection, data: Obj): Promise<void> {
  const countryField = section === 'basic_info' ? 'nationality' : section.endsWith('_address') ? 'country' : null;
  if (countryField && typeof data[countryField] === 'string') {
    const wanted = (data[countryField] as string).trim();
    const alias: Record<string, string> = { uk: 'United Kingdom', 'u.k.': 'United Kingdom', gb: 'United Kingdom', usa: 'United States', us: 'United States' };
    const name = alias[wanted.toLowerCase()] ?? wanted;
    const [c] = await tx
      .select({ name: countries.name })
      .from(countries)
      .where(and(eq(countries.status, true), sql`lower(${countries.name}) = lower(${name})`))
      .limit(1);
    if (!c) throw new AppError('validation', m.unknownCountry, { fieldErrors: { [countryField]: [m.unknownCountry] } });
    data[countryField] = c.name;
  }
  if (section === 'preference' && Array.isArray(data.job_category_choice) && data.job_category_choice.length > 0) {
    const ids = data.job_category_choice as number[];
    const found = await tx
      .select({ id: jobCategories.id })
      .from(jobCategories)
      .where(and(inArray(jobCategories.id, ids), eq(jobCategories.status, true)));
    if (found.length !== new Set(ids).size) throw new AppError('validation', m.unknownCategory, { fieldErrors: { job_category_choice: [m.unknownCategory] } });
  }
}

// ---------------------------------------------------------------------------
// Writes (always the actor's own profile)

export interface SavedSection {
  section: ResumeSection;
  /** The saved record in seed field names (a row with its id). */
  record: Obj;
}

/**
 * Saves one section: a single section is updated (created the first time; fields not sent keep
 * their value), a repeatable section gets a new row, or, with `rowId`, that row of the actor's is
 * changed (someone else's row, or none: 404). Given the caller's transaction (last parameter), the
 * section is one part of the caller's unit (db/transaction.ts).
 */
export async function saveResumeSection(actor: Actor, rawSection: unknown, input: unknown, rowId?: unknown, meta: Meta = {}, outer?: Tx): Promise<SavedSection> {
  assertCan(actor, 'resume:write');
  const section = parseInput(resumeSectionSchema, rawSection);
  const data = parseInput(sectionSchemas[section], input ?? {}) as Obj;
  return withTransaction(outer, async (tx) => {
    await checkChoices(tx, section, data);
    const profile = await ownProfileForUpdate(tx, actor.id);
    const columns = toColumns(data);
    const now = new Date();
    let record: Obj;
    let entityId: number = profile.id;
    if (isRowSection(section)) {
      const table = rowTables[section];
      if (rowId !== undefined && rowId !== null && rowId !== '') {
        const id = parseId(rowId, 'Row');
        const [row] = await tx
          .update(table)
          .set({ ...columns, updatedAt: now } as never)
          .where(and(eq(table.id, id), eq(table.profileId, profile.id)))
          .returning();
        if (!row) throw notFound(rowNounTitle(section));
        record = { id: row.id, ...fromColumns(keysOf(section), row as Obj) };
        entityId = row.id;
      } else {
        const [{ last }] = await tx.select({ last: max(table.sortOrder) }).from(table).where(eq(table.profileId, profile.id));
        const [row] = await tx
          .insert(table)
          .values({ ...columns, profileId: profile.id, sortOrder: (last ?? -1) + 1 } as never)
          .returning();
        record = { id: (row as Obj).id as number, ...fromColumns(keysOf(section), row as Obj) };
        entityId = (row as Obj).id as number;
      }
    } else if (section === 'permanent_address' || section === 'present_address') {
      const kind = section === 'permanent_address' ? 'permanent' : 'present';
      const [row] = await tx
        .insert(candidateAddresses)
        .values({ ...(columns as object), profileId: profile.id, kind })
        .onConflictDoUpdate({ target: [candidateAddresses.profileId, candidateAddresses.kind], set: { ...(columns as object), updatedAt: now } })
        .returning();
      record = { id: row.id, ...fromColumns(addressKeys, row as unknown as Obj) };
    } else {
      const [row] = await tx
        .update(candidateProfiles)
        .set({ ...columns, updatedAt: now } as never)
        .where(eq(candidateProfiles.id, profile.id))
        .returning();
      const keys = section === 'basic_info' ? basicKeys : section === 'career_info' ? careerKeys : preferenceKeys;
      record = { id: row.id, ...fromColumns(keys, row as unknown as Obj) };
    }
    if (isRowSection(section) || section.endsWith('_address')) await tx.update(candidateProfiles).set({ updatedAt: now }).where(eq(candidateProfiles.id, profile.id));
    // Which section changed, never its values: they are personal data the audit trail does not need.
    await recordAudit(tx, { actor, action: rowId ? 'update' : 'save', entity: `candidate_${section}`, entityId, ip: meta.ip, requestId: meta.requestId });
    return { section, record };
  });
}

const rowNounTitle = (section: RowSection) => `${section.charAt(0).toUpperCase()}${section.slice(1)}`;

/** Removes one row of a repeatable section (the actor's own; anything else 404). */
export async function deleteResumeRow(actor: Actor, rawSection: unknown, rawRowId: unknown, meta: Meta = {}): Promise<void> {
  assertCan(actor, 'resume:write');
  const section = parseInput(resumeSectionSchema, rawSection);
  if (!isRowSection(section)) throw notFound('Row');
  const id = parseId(rawRowId, rowNounTitle(section));
  const table = rowTables[section];
  await getDb().transaction(async (tx) => {
    const profile = await findProfile(tx, actor.id, true);
    if (!profile) throw notFound(rowNounTitle(section));
    const [gone] = await tx
      .delete(table)
      .where(and(eq(table.id, id), eq(table.profileId, profile.id)))
      .returning({ id: table.id });
    if (!gone) throw notFound(rowNounTitle(section));
    await tx.update(candidateProfiles).set({ updatedAt: new Date() }).where(eq(candidateProfiles.id, profile.id));
    await recordAudit(tx, { actor, action: 'delete', entity: `candidate_${section}`, entityId: id, ip: meta.ip, requestId: meta.requestId });
  });
}

/** The directory opt-in, which sensitive fields employers may see and which contact details the directory shows (unsent: none). */
export async function savePrivacy(
  actor: Actor,
  input: unknown,
  meta: Meta = {},
): Promise<{ isPublic: boolean; sharedFields: SensitiveField[]; sharedContacts: ContactField[] }> {
  assertCan(actor, 'resume:write');
  const data = parseInput(privacySchema, input ?? {});
  const shared = sensitiveFields.filter((f) => (data.shared_fields ?? []).includes(f));
  const contacts = contactFields.filter((f) => (data.shared_contacts ?? []).includes(f));
  return getDb().transaction(async (tx) => {
    const profile = await ownProfileForUpdate(tx, actor.id);
    await tx
      .update(candidateProfiles)
      .set({ isPublic: data.is_public ?? false, sharedFields: shared, sharedContacts: contacts, updatedAt: new Date() })
      .where(eq(candidateProfiles.id, profile.id));
    await recordAudit(tx, {
      actor,
      action: 'update',
      entity: 'candidate_privacy',
      entityId: profile.id,
      changes: {
        is_public: [profile.isPublic, data.is_public ?? false],
        shared_fields: [profile.sharedFields.join(','), shared.join(',')],
        shared_contacts: [profile.sharedContacts.join(','), contacts.join(',')],
      },
      ip: meta.ip,
      requestId: meta.requestId,
    });
    return { isPublic: data.is_public ?? false, sharedFields: shared, sharedContacts: contacts };
  });
}

/**
 * Uploads (or replaces) the picture: PNG, JPEG or WebP up to 5 MB, checked by content. Given the
 * caller's transaction (`tx`), the picture is one part of the caller's unit: its bytes are deleted
 * again if the unit rolls back, and the picture it replaces only after the unit commits.
 */
export async function saveResumePhoto(actor: Actor, file: Blob & { name?: string }, meta: Meta = {}, tx?: Tx): Promise<{ url: string; name: string }> {
  assertCan(actor, 'resume:write');
  const stored = await withTransaction(tx, async (t) => {
    const profile = await ownProfileForUpdate(t, actor.id);
    const saved = await saveUpload({ file, kind: 'profile_pic', ownerId: actor.id, field: 'picture' }, t);
    // The row rolls back with the unit; the bytes are outside it.
    onRollback(t, () => getStorage().delete(saved.storageKey, saved.isPublic));
    const replaced = profile.photo;
    if (replaced) {
      afterCommit(t, async () => {
        const old = await findFileByKey(replaced);
        if (old) await deleteStoredFile(old.id);
      });
    }
    await t.update(candidateProfiles).set({ photo: saved.storageKey, updatedAt: new Date() }).where(eq(candidateProfiles.id, profile.id));
    await recordAudit(t, { actor, action: 'upload', entity: 'candidate_photo', entityId: profile.id, ip: meta.ip, requestId: meta.requestId });
    return saved;
  });
  return { url: `/files/${stored.uuid}`, name: stored.originalName };
}

/** Removes the picture (404 when there is none). */
export async function removeResumePhoto(actor: Actor, meta: Meta = {}): Promise<void> {
  assertCan(actor, 'resume:write');
  const key = await getDb().transaction(async (tx) => {
    const profile = await findProfile(tx, actor.id, true);
    if (!profile?.photo) throw notFound('Picture');
    await tx.update(candidateProfiles).set({ photo: null, updatedAt: new Date() }).where(eq(candidateProfiles.id, profile.id));
    await recordAudit(tx, { actor, action: 'delete', entity: 'candidate_photo', entityId: profile.id, ip: meta.ip, requestId: meta.requestId });
    return profile.photo;
  });
  const f = await findFileByKey(key);
  if (f) await deleteStoredFile(f.id);
}


/** The builder's page: the resume, how complete it is (CVs counted), and the live choice lists. */
export async function getResumeBuilder(actor: Actor) {
  const { listOwnCvs } = await import('./cvs');
  const { listJobCategories } = await import('@/lib/jobs/categories');
  const { listCountryOptions } = await import('@/lib/accounts/register');
  const { resumeCompleteness } = await import('./completeness');
  const [resume, cvs, categories, countryNames] = await Promise.all([getOwnResume(actor), listOwnCvs(actor), listJobCategories(), listCountryOptions()]);
  return {
    resume,
    completeness: resumeCompleteness({ ...resume, cvCount: cvs.length }),
    cvCount: cvs.length,
    lists: { countries: countryNames, categories: categories.map((c) => ({ id: c.id, name: c.name })) },
  };
}
