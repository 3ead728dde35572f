import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, queryRows } from '@/db';
import { z } from 'zod';
import { hit } from '@/lib/auth/rate-limit';
import { defineUseCase } from '@/lib/use-case';
import { isJobUuid } from './public';
import { todayIso } from './status';

/** A view counts once per client address and job in this window. */
export const VIEW_WINDOW_SECONDS = 3600;

/**
 * Counts a view of a public job from `ip`, at most once per address and job per VIEW_WINDOW_SECONDS
 * (the job page is cached, so its beacon calls this). Returns whether the view was counted; an
 * unknown or non-public job is not counted (no error: a beacon has nobody to tell).
 */
export const countJobView = defineUseCase({
  name: 'jobs.countJobView',
  summary: "Count a view of a public job's page (once per client address and job per hour)",
  access: 'public',
  input: z.object({ uuid: z.unknown() }),
  run: (_actor, { uuid }, { meta }) => recordJobView(typeof uuid === 'string' ? uuid : '', meta.ip),
});

/** The count itself (for `ip`). */
export async function recordJobView(uuid: string, ip: string | null): Promise<boolean> {
  if (!isJobUuid(uuid)) return false;
  const db = getDb();
  const { points } = await hit(`job-view:${ip || 'unknown'}:${uuid.toLowerCase()}`, VIEW_WINDOW_SECONDS, db);
  if (points > 1) return false;
  const today = todayIso();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE jobs SET view_count = view_count + 1
         WHERE uuid = ${uuid.toLowerCase()} AND status = 'approved' AND (expire_date IS NULL OR expire_date >= ${today})
         RETURNING id`,
  );
  return rows.length > 0;
}
