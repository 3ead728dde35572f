import 'server-only';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db';
import { cvFiles, jobApplications, jobs } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { visibleTo } from '@/lib/auth/ownership';

import { AppError, notFound } from '@/lib/errors';
import type { Page } from '@/lib/http/page';
import { authorise, defineUseCase } from '@/lib/use-case';
import { applicationMessages as m, applySchema, ownApplicationListParamsSchema } from './application-schemas';
import { applicationStages, canReapply, canWithdraw, type ApplicationStage } from './application-stages';
import { type ApplicationView, baseQuery, pageOf, recordMove, type Row, toView } from './applications';
import { findPublicJob, isJobUuid } from './public';
import { nouns } from '@/lib/messages';

/**
 * The candidate's side of job applications: apply to a public job once (with one of their CVs
 * and a cover note), read their own, withdraw before a decision; applying again after a
 * withdrawal reactivates the same application. Another candidate's application: 404.
 */

/** Applies to a public job with one of the actor's CVs; a second time: 400 `{ job: [...] }`; after a withdrawal: the same application again. */
export const applyToJob = defineUseCase({
  name: 'jobs.applyToJob',
  summary: 'Apply to a public job with one of your CVs and a cover note',
  access: 'jobs:apply',
  input: applySchema,
  run: async (actor, data, { meta }): Promise<ApplicationView & { reactivated: boolean }> => {
    const job = await findPublicJob(data.job);
    if (!job) throw new AppError('validation', m.jobNotOpen, { fieldErrors: { job: [m.jobNotOpen] } });
    const db = getDb();
    const result = await db.transaction(async (tx) => {
      const [cv] = await tx
        .select({ id: cvFiles.id })
        .from(cvFiles)
        .where(and(eq(cvFiles.id, data.cv), visibleTo(actor, cvFiles.userId)));
      if (!cv) throw new AppError('validation', m.cvNotYours, { fieldErrors: { cv: [m.cvNotYours] } });
      const [existing] = await tx
        .select({ id: jobApplications.id, status: jobApplications.status })
        .from(jobApplications)
        .where(and(eq(jobApplications.jobId, job.id), visibleTo(actor, jobApplications.candidateId)))
        .for('update');
      if (existing) {
        if (!canReapply(existing.status)) throw new AppError('validation', m.alreadyApplied, { fieldErrors: { job: [m.alreadyApplied] } });
        await tx
          .update(jobApplications)
          .set({ status: 'applied', cvFileId: cv.id, coverLetter: data.cover_letter, viewedAt: null, updatedAt: new Date() })
          .where(eq(jobApplications.id, existing.id));
        await recordMove(tx, existing.id, existing.status, 'applied', actor, meta);
        return { id: existing.id, reactivated: true };
      }
      const inserted = await tx
        .insert(jobApplications)
        .values({ jobId: job.id, candidateId: actor.id, cvFileId: cv.id, coverLetter: data.cover_letter, status: 'applied' })
        .onConflictDoNothing()
        .returning({ id: jobApplications.id });
      if (!inserted[0]) throw new AppError('validation', m.alreadyApplied, { fieldErrors: { job: [m.alreadyApplied] } });
      await recordMove(tx, inserted[0].id, null, 'applied', actor, meta);
      return { id: inserted[0].id, reactivated: false };
    });
    const [row] = await baseQuery(db).where(eq(jobApplications.id, result.id));
    return { ...toView(row as Row), reactivated: result.reactivated };
  },
});

/** The actor's own applications, newest first (optionally one stage). */
export const listOwnApplications = defineUseCase({
  name: 'jobs.listOwnApplications',
  summary: 'Your own job applications, newest first (optionally one stage)',
  access: 'jobs:apply',
  input: z.preprocess((v) => v ?? {}, ownApplicationListParamsSchema),
  run: (actor, p): Promise<Page<ApplicationView>> => {
    const where = and(visibleTo(actor, jobApplications.candidateId), p.stage ? eq(jobApplications.status, p.stage) : undefined);
    return pageOf(getDb(), where, p.page, p.per_page, { joinsJobs: false, fence: true });
  },
});

/** The actor's application to one job (withdrawn included), or null. */
export async function findOwnApplicationToJob(actor: Actor, jobUuid: string): Promise<ApplicationView | null> {
  authorise(actor, 'jobs:apply');
  if (!isJobUuid(jobUuid)) return null;
  const [row] = await baseQuery(getDb()).where(and(visibleTo(actor, jobApplications.candidateId), eq(jobs.uuid, jobUuid.toLowerCase())));
  return row ? toView(row as Row) : null;
}

/** At most this many jobs in the applied marks (the newest applications'): far more than anyone applies to. */
export const OWN_JOB_STAGES_MAX = 2_000;

/**
 * The jobs the actor has applied to, each with its application's stage, newest application first:
 * what marks a job "applied" on the job list, the job pages and the candidate's search (the cached
 * public pages ask for it from the browser). A withdrawn application is left out: that job is not
 * applied to any more (applying again reactivates it).
 */
export const listOwnJobStages = defineUseCase({
  name: 'jobs.listOwnJobStages',
  summary: 'The jobs you have applied to (withdrawn applications left out), each with its stage',
  access: 'jobs:apply',
  input: z.preprocess((v) => v ?? {}, z.object({})),
  output: z.object({ jobs: z.array(z.object({ job: z.uuid(), stage: z.enum(applicationStages) })) }),
  run: async (actor): Promise<{ jobs: { job: string; stage: ApplicationStage }[] }> => {
    const rows = await getDb()
      .select({ job: jobs.uuid, stage: jobApplications.status })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(and(visibleTo(actor, jobApplications.candidateId), ne(jobApplications.status, 'withdrawn')))
      .orderBy(desc(jobApplications.id))
      .limit(OWN_JOB_STAGES_MAX);
    return { jobs: rows };
  },
});

/** How many of the actor's applications are in each stage. */
export async function countOwnApplicationsByStage(actor: Actor): Promise<Record<ApplicationStage, number>> {
  authorise(actor, 'jobs:apply');
  const rows = await getDb()
    .select({ status: jobApplications.status, n: count() })
    .from(jobApplications)
    .where(visibleTo(actor, jobApplications.candidateId))
    .groupBy(jobApplications.status);
  const out = Object.fromEntries(applicationStages.map((s) => [s, 0])) as Record<ApplicationStage, number>;
  for (const r of rows) out[r.status] = r.n;
  return out;
}

/** Withdraws one of the actor's own applications before a decision. */
export const withdrawApplication = defineUseCase({
  name: 'jobs.withdrawApplication',
  summary: 'Withdraw one of your job applications before a decision',
  access: 'jobs:apply',
  input: z.object({ application: z.string().uuid() }),
  run: async (actor, { application: uuid }, { meta }): Promise<{ uuid: string; status: 'withdrawn' }> => {
    const db = getDb();
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: jobApplications.id, status: jobApplications.status })
        .from(jobApplications)
        .where(and(eq(jobApplications.uuid, uuid.toLowerCase()), visibleTo(actor, jobApplications.candidateId)))
        .for('update');
      if (!row) throw notFound(nouns.application);
      if (!canWithdraw(row.status)) throw new AppError('conflict', m.cannotWithdraw);
      await tx.update(jobApplications).set({ status: 'withdrawn', updatedAt: new Date() }).where(eq(jobApplications.id, row.id));
      await recordMove(tx, row.id, row.status, 'withdrawn', actor, meta);
    });
    return { uuid: uuid.toLowerCase(), status: 'withdrawn' };
  },
});
