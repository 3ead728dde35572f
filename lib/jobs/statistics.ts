import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { jobCounts, jobs } from '@/db/schema';
import { todayIso } from './status';
import { jobStatusCondition } from './status-filter';
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
    // The summary kept on write (job_counts, a few rows per employer; the whole board is employer 0):
    // the same figures whatever the board's size, never a count over jobs or job applications.
    const rows = await getDb()
      .select({ key: jobCounts.key, n: jobCounts.n })
      .from(jobCounts)
      .where(eq(jobCounts.employerId, employerId ?? 0));
    const n = new Map(rows.map((r) => [r.key, r.n]));
    return {
      approvedJobPosts: n.get('jobs:approved') ?? 0,
      reviewingJobPosts: n.get('jobs:reviewing') ?? 0,
      unviewedApplications: n.get('applications:unviewed') ?? 0,
      totalApplications: n.get('applications') ?? 0,
    };
  },
});

/**
 * The dashboards' job figures (the admin's for the whole board, an employer's for their own
 * jobs): each counts exactly what the list its link opens shows. The applications' two come from
 * the summary (the job-applications list counts the same rows); the posts' two are counted under
 * the job lists' status rule (`jobStatusCondition`: approved or in review, and not expired), which
 * the summary cannot keep, since a job expires by the calendar, not by a write.
 */
export async function jobStatistics(actor: Actor, scope: { employerId?: number } = {}): Promise<JobStatistics> {
  const stats = await readJobStatistics(actor, scope);
  const employerId = can(actor, 'jobs:moderate') ? scope.employerId : actor!.id;
  const today = todayIso();
  const counted = (status: 'approved' | 'reviewing') =>
    getDb()
      .select({ n: count() })
      .from(jobs)
      .where(and(employerId === undefined ? undefined : eq(jobs.employerId, employerId), jobStatusCondition(status, today)))
      .then(([r]) => r.n);
  const [approved, reviewing] = await Promise.all([counted('approved'), counted('reviewing')]);
  return { ...stats, approvedJobPosts: approved, reviewingJobPosts: reviewing };
}
