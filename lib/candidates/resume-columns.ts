import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/db';
import {
  candidateActivities,
  candidateCertifications,
  candidateEducations,
  candidateExperiences,
  candidateLanguages,
  candidateProfiles,
  candidateReferences,
  candidateSkills,
  candidateTrainings,
  type CandidateProfile,
} from '@/db/schema';
import type { SignedInActor } from '@/lib/use-case';
import { visibleTo } from '@/lib/auth/ownership';
import { sectionKeys, type ResumeSection, type RowSection } from './schemas';

/**
 * The resume as stored: the tables of the repeatable sections, the seed's field names ↔ the
 * columns (salaries are pounds outside and pence inside), and the candidate's own profile row.
 * Shared by the reads (./profile.ts) and the writes (./sections.ts, ./photo.ts, ./consent.ts).
 */

export type Obj = Record<string, unknown>;

export const rowTables = {
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
export const camel = (k: string) => columnOverrides[k] ?? k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** Parsed seed-named input → column values; `undefined` (not sent) is left out, so it keeps what was saved. */
export function toColumns(data: Obj): Obj {
  const out: Obj = {};
  for (const [k, value] of Object.entries(data)) {
    if (value === undefined) continue;
    out[camel(k)] = salaryKeys.has(k) && typeof value === 'number' ? Math.round(value * 100) : value;
  }
  return out;
}

/** A row's columns → seed names (the keys of its section's schema, plus id). */
export function fromColumns(keys: readonly string[], row: Obj): Obj {
  const out: Obj = {};
  for (const k of keys) {
    const value = row[camel(k)];
    out[k] = salaryKeys.has(k) ? (typeof value === 'number' ? value / 100 : null) : (value ?? (listKeys.has(k) ? [] : null));
  }
  return out;
}

export const keysOf = (section: ResumeSection) => sectionKeys[section];

export const basicKeys = keysOf('basic_info');
export const careerKeys = keysOf('career_info');
export const preferenceKeys = keysOf('preference');
export const addressKeys = keysOf('permanent_address');

/** "Skill", "Education": the noun of a row's 404. */
export const rowNounTitle = (section: RowSection) => `${section.charAt(0).toUpperCase()}${section.slice(1)}`;

/** A user's profile row (anyone's: the readers decide who may see it). */
export async function findProfile(db: Db | Tx, userId: number): Promise<CandidateProfile | null> {
  const [row] = await db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, userId));
  return row ?? null;
}

/** The actor's own profile row, locked for the write (none yet: null). */
export async function ownProfileLocked(tx: Tx, actor: SignedInActor): Promise<CandidateProfile | null> {
  const [row] = await tx.select().from(candidateProfiles).where(visibleTo(actor, candidateProfiles.userId)).for('update');
  return row ?? null;
}

/** The actor's own profile row, created empty when missing, locked for the write. */
export async function ownProfileForUpdate(tx: Tx, actor: SignedInActor): Promise<CandidateProfile> {
  await tx.insert(candidateProfiles).values({ userId: actor.id }).onConflictDoNothing({ target: candidateProfiles.userId });
  return (await ownProfileLocked(tx, actor))!;
}
