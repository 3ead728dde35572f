import 'server-only';
import { and, eq, gte, isNotNull, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import { jobs } from '@/db/schema';
import type { QueueStatus } from './admin-schemas';

/**
 * The condition of a job list's status filter (the back office's queue, the employer's own jobs,
 * and the dashboards' figures that open them): a stored status means "and not expired"; expired
 * is derived from the date (a closed job stays closed).
 */
export function jobStatusCondition(status: QueueStatus, today: string): SQL | undefined {
  const notExpired = or(isNull(jobs.expireDate), gte(jobs.expireDate, today));
  switch (status) {
    case 'all':
      return undefined;
    case 'expired':
      return and(ne(jobs.status, 'closed'), isNotNull(jobs.expireDate), lt(jobs.expireDate, today));
    case 'closed':
      return eq(jobs.status, 'closed');
    default:
      return and(eq(jobs.status, status), notExpired);
  }
}
