import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db';
import { candidateAddresses, jobCategories, users, type CandidateProfile } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { assertCan, can } from '@/lib/auth/permissions';
import { notFound } from '@/lib/errors';
import { findFileByKey } from '@/lib/storage';
import { contactFields, sensitiveFields, type ContactField, type SensitiveField } from './consent-schemas';
import { addressKeys, basicKeys, camel, careerKeys, findProfile, fromColumns, keysOf, preferenceKeys, rowTables, type Obj } from './resume-columns';
import type { ResumeRow, ResumeView } from './resume-view';
import { rowSections, type RowSection } from './schemas';
import { nouns } from '@/lib/messages';

export type { ResumeRow, ResumeView } from './resume-view';

/**
 * Reading a resume: the candidate's own (the builder, the dashboard) and anyone's for the readers
 * that decide themselves who may see it and filter it first (the directory, an employer's
 * applicants, the back office). The writes are lib/candidates/sections.ts (sections and rows),
 * photo.ts (the picture) and consent.ts (the privacy choices); field names in and out are the
 * seed's (`cer_name`, `secondary_mail`).
 */

const emptyRows = () => Object.fromEntries(rowSections.map((s) => [s, []])) as unknown as Record<RowSection, ResumeRow[]>;

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
  if (!u) throw notFound(nouns.profile);
  return u.email;
}

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

/** The builder's page: the resume, how complete it is (CVs counted), and the live choice lists. */
export async function getResumeBuilder(actor: Actor) {
  const { listOwnCvs } = await import('./cvs');
  const { listJobCategories } = await import('@/lib/jobs/categories');
  const { listCountryChoices } = await import('@/lib/countries/countries');
  const { requestLocale } = await import('@/lib/i18n/locale');
  const { resumeCompleteness } = await import('./completeness');
  const [resume, cvs, categories, locale] = await Promise.all([getOwnResume(actor), listOwnCvs(actor), listJobCategories(), requestLocale()]);
  // The values the resume holds stay chosen even when their country is no longer offered.
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  const held = [text(resume.basic_info.nationality), text(resume.permanent_address?.country), text(resume.present_address?.country)];
  const countryNames = await listCountryChoices(locale, held, { chinaFirst: true });
  return {
    resume,
    completeness: resumeCompleteness({ ...resume, cvCount: cvs.length }),
    cvCount: cvs.length,
    lists: { countries: countryNames, categories: categories.map((c) => ({ id: c.id, name: c.name })) },
  };
}
