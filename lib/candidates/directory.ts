import 'server-only';
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db';
import { escapeLike } from '@/db/like';
import type { JobApplicationStatus } from '@/lib/jobs/values';
import { candidateAddresses, candidateProfiles, candidateSearchKeys, candidateSkills, jobApplications, jobCategories, jobs, users } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { assertCan } from '@/lib/auth/permissions';
import { notFound } from '@/lib/errors';
import { parseId } from '@/lib/http/id';
import { toPage, type Page } from '@/lib/http/page';
import { byIds, desc as seekDesc, estimatedRows, pageIdsOf } from '@/lib/lists/seek';
import { orNotFound } from '@/lib/auth/ownership';
import { findFileByKey, openStoredFile, toStoredFile, type StoredFile } from '@/lib/storage';
import type { StoredObject } from '@/lib/storage/driver';
import { defineUseCase } from '@/lib/use-case';
import { adminCandidateParamsSchema, directoryParamsSchema } from './directory-schemas';
import { employerViewOf, listedCandidate } from './employer-view';
import { resumeForEmployer } from './privacy';
import { loadResumeView } from './profile';
import type { ResumeView } from './resume-view';
import { nouns } from '@/lib/messages';

/**
 * The candidate directory (employers and admins): only candidates who opted in are listed or
 * shown, and what they show goes through the one rule, employerViewOf + resumeForEmployer (a
 * sensitive field or contact detail the candidate did not agree to show is removed from the DTO,
 * so no page can render it). The back office
 * (admins) sees every job seeker, opted in or not, with everything and their applications.
 */

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface DirectoryRow {
  uuid: string;
  name: string;
  jobLevel: string | null;
  city: string | null;
  skills: string[];
  categories: string[];
  updatedAt: Date;
}


/** One page of opted-in candidates, filtered by skill, city and job category. */
export async function listDirectory(actor: Actor, rawParams: unknown = {}): Promise<Page<DirectoryRow>> {
  assertCan(actor, 'candidates:browse');
  const params = directoryParamsSchema.parse(rawParams ?? {});
  const db = getDb();
  const conds: SQL[] = [listedCandidate()];
  if (params.skill) {
    const like = `%${escapeLike(params.skill)}%`;
    conds.push(
      or(
        sql`exists (select 1 from ${candidateSkills} s where s.profile_id = ${candidateProfiles.id} and s.skill_name ilike ${like})`,
        sql`exists (select 1 from unnest(${candidateProfiles.specialSkills}) x where x ilike ${like})`,
      )!,
    );
  }
  if (params.city) {
    const like = `%${escapeLike(params.city)}%`;
    conds.push(
      or(
        sql`exists (select 1 from ${candidateAddresses} a where a.profile_id = ${candidateProfiles.id} and a.city ilike ${like})`,
        sql`exists (select 1 from unnest(${candidateProfiles.prefCities}) x where x ilike ${like})`,
      )!,
    );
  }
  if (params.category !== null) conds.push(sql`${params.category}::integer = any(${candidateProfiles.jobCategoryChoice})`);
  const where = and(...conds);
  const [{ n }] = await db.select({ n: count() }).from(candidateProfiles).innerJoin(users, eq(users.id, candidateProfiles.userId)).where(where);
  const pageCount = Math.max(1, Math.ceil(n / params.per_page));
  const page = Math.min(params.page, pageCount);
  // The page's ids, read from the nearer end of the order (any page, the last one too), then its rows.
  const ids = await pageIdsOf(
    db,
    (columns) => db.select(columns).from(candidateProfiles).innerJoin(users, eq(users.id, candidateProfiles.userId)).where(where).$dynamic(),
    [seekDesc(candidateProfiles.updatedAt), seekDesc(candidateProfiles.id)],
    n,
    page,
    params.per_page,
    { rows: await estimatedRows('candidate_profiles') },
  );
  const found = ids.length
    ? await db
        .select({
          id: candidateProfiles.id,
          uuid: candidateProfiles.uuid,
          firstName: candidateProfiles.firstName,
          lastName: candidateProfiles.lastName,
          accountName: users.name,
          jobLevel: candidateProfiles.jobLevel,
          city: sql<string | null>`(select a.city from ${candidateAddresses} a where a.profile_id = ${candidateProfiles.id} order by (a.kind = 'present') desc limit 1)`,
          skills: sql<string[]>`coalesce((select array_agg(s.skill_name order by s.sort_order, s.id) from ${candidateSkills} s where s.profile_id = ${candidateProfiles.id}), '{}')`,
          categories: sql<string[]>`coalesce((select array_agg(c.name order by c.name) from ${jobCategories} c where c.id = any(${candidateProfiles.jobCategoryChoice})), '{}')`,
          updatedAt: candidateProfiles.updatedAt,
        })
        .from(candidateProfiles)
        .innerJoin(users, eq(users.id, candidateProfiles.userId))
        .where(inArray(candidateProfiles.id, ids))
    : [];
  const rows = byIds(ids, found);
  return toPage(
    rows.map((r) => ({
      uuid: r.uuid,
      name: [r.firstName, r.lastName].filter(Boolean).join(' ') || r.accountName,
      jobLevel: r.jobLevel,
      city: r.city,
      skills: r.skills ?? [],
      categories: r.categories ?? [],
      updatedAt: r.updatedAt,
    })),
    n,
    page,
    params.per_page,
  );
}

async function listedProfile(rawUuid: unknown) {
  const uuid = typeof rawUuid === 'string' ? rawUuid.trim() : '';
  if (!uuidPattern.test(uuid)) throw notFound(nouns.candidate);
  const [p] = await getDb()
    .select({ userId: candidateProfiles.userId, photo: candidateProfiles.photo })
    .from(candidateProfiles)
    .innerJoin(users, eq(users.id, candidateProfiles.userId))
    .where(and(eq(candidateProfiles.uuid, uuid.toLowerCase()), listedCandidate()));
  if (!p) throw notFound(nouns.candidate);
  return { ...p, uuid: uuid.toLowerCase() };
}

/**
 * An opted-in candidate's resume as this directory viewer may see it (employerViewOf: the
 * sensitive fields and contact details not consented to are gone from the DTO, except the e-mail
 * and phone for an employer the candidate applied to), the consent lists are not handed out, and
 * the picture is served by the directory's own photo route. Not opted in (or no such candidate): 404.
 */
export async function getDirectoryResume(actor: Actor, rawUuid: unknown): Promise<ResumeView & { uuid: string }> {
  assertCan(actor, 'candidates:browse');
  const p = await listedProfile(rawUuid);
  const view = await loadResumeView(p.userId);
  if (!view) throw notFound(nouns.candidate);
  const seen = await employerViewOf(actor, p.userId);
  const shown = resumeForEmployer(view, seen);
  // A listed candidate's picture, by the directory's address (never the file's).
  return { ...shown, uuid: p.uuid, photo: seen.listed && view.photo ? { url: `/candidates/${p.uuid}/photo`, name: view.photo.name } : null };
}

/**
 * An opted-in candidate's picture with its bytes, for directory viewers (anyone else, or no
 * picture: 404); the route answers it by the directory's own address, never the file's.
 */
export const openDirectoryPhoto = defineUseCase({
  name: 'candidates.openDirectoryPhoto',
  summary: "An opted-in candidate's picture, for employers and admins browsing the directory",
  access: 'candidates:browse',
  input: z.object({ uuid: z.string() }),
  run: async (actor, { uuid }): Promise<{ file: StoredFile; body: StoredObject['body']; size?: number }> => {
    const p = await listedProfile(uuid);
    const row = p.photo && (await employerViewOf(actor, p.userId)).listed ? await findFileByKey(p.photo) : null;
    const file = orNotFound(row, nouns.picture);
    const stored = orNotFound(await openStoredFile(toStoredFile(file)), nouns.picture);
    return { file: toStoredFile(file), body: stored.body, size: stored.size };
  },
});

// ---------------------------------------------------------------------------------------------
// The back office

export interface AdminCandidateRow {
  id: number;
  name: string;
  email: string;
  isPublic: boolean;
  applications: number;
  disabled: boolean;
  createdAt: Date;
}

/** Every job seeker (opted in or not), searchable by name or e-mail, in real pages. */
export async function listAllCandidates(actor: Actor, rawParams: unknown = {}): Promise<Page<AdminCandidateRow>> {
  assertCan(actor, 'jobs:moderate');
  const params = adminCandidateParamsSchema.parse(rawParams ?? {});
  const db = getDb();
  // Counted and paged on the narrow search keys (candidate_search_keys: one row per job seeker,
  // one lower-cased text, a trigram index; the order's index carries the text), then the page's
  // rows loaded by id.
  const k = candidateSearchKeys;
  const where = params.q ? sql`${k.search} LIKE ${`%${escapeLike(params.q.toLowerCase())}%`}` : undefined;
  const [{ n }] = await db.select({ n: count() }).from(k).where(where);
  const pageCount = Math.max(1, Math.ceil(n / params.per_page));
  const page = Math.min(params.page, pageCount);
  // The page's ids (a search's few matches first, then ordered; else a walk along the order's index).
  const ids = await pageIdsOf(
    db,
    (columns) => db.select(columns).from(k).where(where).$dynamic(),
    [seekDesc(k.createdAt, 'last'), seekDesc(k.userId, 'last')],
    n,
    page,
    params.per_page,
    params.q ? { rows: await estimatedRows('candidate_search_keys') } : false,
  );
  if (ids.length === 0) return toPage([], n, page, params.per_page);
  const found = await db
    .select({
      id: users.id,
      accountName: users.name,
      firstName: candidateProfiles.firstName,
      lastName: candidateProfiles.lastName,
      email: users.email,
      isPublic: candidateProfiles.isPublic,
      disabledAt: users.disabledAt,
      createdAt: users.createdAt,
      applications: sql<number>`(select count(*)::int from ${jobApplications} ja where ja.candidate_id = ${users.id})`,
    })
    .from(users)
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(inArray(users.id, ids));
  const rows = byIds(ids, found);
  return toPage(
    rows.map((r) => ({
      id: r.id,
      name: [r.firstName, r.lastName].filter(Boolean).join(' ') || r.accountName,
      email: r.email,
      isPublic: r.isPublic ?? false,
      applications: Number(r.applications),
      disabled: r.disabledAt !== null,
      createdAt: r.createdAt,
    })),
    n,
    page,
    params.per_page,
  );
}

export interface CandidateApplicationRow {
  id: number;
  jobUuid: string;
  jobTitle: string;
  status: JobApplicationStatus;
  appliedAt: Date;
}

export interface AdminCandidateDetail {
  id: number;
  name: string;
  email: string;
  disabled: boolean;
  createdAt: Date;
  /** everything, sensitive fields included */
  resume: ResumeView;
  applications: CandidateApplicationRow[];
}

/** One job seeker by user id: the whole resume and every application (newest first). */
export async function getCandidateForAdmin(actor: Actor, rawId: unknown): Promise<AdminCandidateDetail> {
  assertCan(actor, 'jobs:moderate');
  const id = parseId(rawId, nouns.candidate);
  const db = getDb();
  const [u] = await db
    .select({ id: users.id, name: users.name, email: users.email, disabledAt: users.disabledAt, createdAt: users.createdAt })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'candidate')));
  if (!u) throw notFound(nouns.candidate);
  const resume = (await loadResumeView(id, db))!;
  // The back office reads the picture through /files (admins may read any file), so it stays as is.
  const applications = await db
    .select({ id: jobApplications.id, jobUuid: jobs.uuid, jobTitle: jobs.title, status: jobApplications.status, appliedAt: jobApplications.createdAt })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(jobApplications.candidateId, id))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
  const name = [resume.basic_info.first_name, resume.basic_info.last_name].filter(Boolean).join(' ') || u.name;
  return { id: u.id, name, email: u.email, disabled: u.disabledAt !== null, createdAt: u.createdAt, resume, applications };
}
