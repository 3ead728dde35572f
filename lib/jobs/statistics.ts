import 'server-only';
import { and, count, eq, isNull, type SQL } from 'drizzle-orm';
import { getDb } from '@/db';
import { jobApplications, jobs } from '@/db/schema';
import { z } from 'zod';
import type { Actor } from '@/lib/auth/actor';
import { can } from '@/lib/auth/permissions';
import { forbidden } from '@/lib/errors';
import { defineUseCase } from '@/lib/use-case';

/**
 * THE job figures (seed: total_approved_job_posts, reviewing_job_posts, non_viewed_applications,
 * total_applications): the admin dashboard reads them for the whole board, an employer's
 * dashboard for their own jobs (`employerId`). An employer is always scoped to themselves.
 */
export interface JobStatistics {
  approvedJobPosts: number;
  reviewingJobPosts: number;
  unviewedApplications: number;
  totalApplications: number;
}

/** An admin reads the whole board's (or one employer's, `employerId`); an employer only their own. */
export const readJobStatistics = defineUseCase({
  name: 'jobs.jobStatistics',
  summary: "The four job counts: the employer's own, or the whole board's for an admin",
  access: 'signed-in',
  input: z.object({ employerId: z.number().int().optional() }).optional().default({}),
  run: async (actor, scope): Promise<JobStatistics> => {
    let employerId = scope.employerId;
    if (!can(actor, 'jobs:moderate')) {
      if (!can(actor, 'jobs:post')) throw forbidden();
      if (employerId !== undefined && employerId !== actor.id) throw forbidden();
      employerId = actor.id;
    }
    const db = getDb();
    const own: SQL | undefined = employerId === undefined ? undefined : eq(jobs.employerId, employerId);
    const byStatus = await db.select({ status: jobs.status, n: count() }).from(jobs).where(own).groupBy(jobs.status);
    const posted = new Map(byStatus.map((r) => [r.status, r.n]));
    const [apps] = await db
      .select({ total: count() })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(own);
    const [unviewed] = await db
      .select({ n: count() })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(and(own, isNull(jobApplications.viewedAt)));
    return {
      approvedJobPosts: posted.get('approved') ?? 0,
      reviewingJobPosts: posted.get('reviewing') ?? 0,
      unviewedApplications: unviewed.n,
      totalApplications: apps.total,
    };
  },
});

/** The same read for pages and other domains' dashboards (`jobStatistics(actor)`: the actor's scope). */
export function jobStatistics(actor: Actor, scope: { employerId?: number } = {}): Promise<JobStatistics> {
  return readJobStatistics(actor, scope);
}
