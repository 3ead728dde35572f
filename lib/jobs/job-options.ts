import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { escapeLike } from '@/db/like';
import { jobs } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { visibleTo } from '@/lib/auth/ownership';
import { assertCan } from '@/lib/auth/permissions';
import { optionSearchSchema, type FilterOptionRow } from '@/lib/lists/option-search';
import { defineUseCase } from '@/lib/use-case';

/**
 * The applicants list's job filter (/employer/applicants) is a type-ahead over the employer's own
 * jobs, never a select of them (an employer may post hundreds): the options are the signed-in
 * employer's jobs whose title holds the typed text (case-insensitive), a few at a time. Only the
 * actor's own jobs are ever read, so another employer's job neither shows nor resolves.
 */
async function matchingOwnJobs(actor: Actor, typed: string, limit: number): Promise<FilterOptionRow[]> {
  const text = typed.trim().toLowerCase();
  if (!text) return [];
  const rows = await getDb()
    .select({ uuid: jobs.uuid, title: jobs.title })
    .from(jobs)
    .where(and(visibleTo(actor, jobs.employerId), sql`lower(${jobs.title}) like ${`%${escapeLike(text)}%`}`))
    .orderBy(asc(jobs.title), asc(jobs.id))
    .limit(limit);
  return rows.map((r) => ({ value: r.uuid, label: r.title }));
}

/** The employer's job type-ahead (the applicants list's filter): their own jobs whose title holds the typed text. */
export const searchOwnJobOptions = defineUseCase({
  name: 'jobs.searchOwnJobOptions',
  summary: "The employer's job type-ahead: their own jobs whose title holds the typed text",
  access: 'jobs:post',
  input: optionSearchSchema,
  run: async (employer, { q, limit }): Promise<FilterOptionRow[]> => matchingOwnJobs(employer, q ?? '', limit),
});

/**
 * The applicants list's job filter as its address carries it: the chosen job (`job`, a uuid) and
 * the text typed beside it (`job_q`, what the form sends without JavaScript). The chosen job
 * stands unless the text was changed; a changed text filters by its one match (an exact title,
 * or the only job holding it), else its matches are a "did you mean" list (none filters). Both are
 * looked up among the actor's own jobs only.
 */
export async function resolveOwnJobFilter(actor: Actor, q: { job?: string; job_q?: string }): Promise<{ job: FilterOptionRow | null; jobMatches: FilterOptionRow[] }> {
  assertCan(actor, 'jobs:post');
  const typed = q.job_q?.trim();
  const [chosen, matches] = await Promise.all([
    q.job ? getDb().select({ uuid: jobs.uuid, title: jobs.title }).from(jobs).where(and(visibleTo(actor, jobs.employerId), eq(jobs.uuid, q.job))) : Promise.resolve([]),
    typed ? matchingOwnJobs(actor, typed, 11) : Promise.resolve([]),
  ]);
  const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;
  const keep = chosen[0] && (!typed || same(typed, chosen[0].title));
  const exact = matches.filter((m) => typed && same(m.label, typed));
  const job = keep ? { value: chosen[0].uuid, label: chosen[0].title } : exact.length === 1 ? exact[0] : matches.length === 1 ? matches[0] : null;
  return { job, jobMatches: job ? [] : matches };
}
