import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * A course's application deadline, written once in SQL and once in TypeScript (a test holds the
 * two to the same answers): the course's own deadline, else its university's. Applications are
 * open on every day up to and including that date in China time (Asia/Shanghai): a deadline of
 * 30 June closes at midnight in Beijing, whatever the visitor's clock says. No deadline at all
 * means nothing closes the course. Client-safe (no server imports).
 */
export const CHINA_TIME_ZONE = 'Asia/Shanghai';

/** The rule in SQL, on any two date expressions (columns: `c.deadline`, `u.deadline`). */
export function effectiveDeadlineOf(courseDeadline: SQLWrapper, universityDeadline: SQLWrapper): SQL {
  return sql`coalesce(${courseDeadline}, ${universityDeadline})`;
}

/** Whether a deadline (a `date` expression) is still open at `now` (a `timestamptz`), in China time. */
export function deadlineOpenOf(deadline: SQLWrapper, now: SQLWrapper = sql`now()`): SQL {
  return sql`(${deadline} IS NULL OR ${deadline} >= (${now} AT TIME ZONE ${CHINA_TIME_ZONE})::date)`;
}

/** The same rule in TypeScript: dates are 'YYYY-MM-DD'. */
export function effectiveDeadline(course: { deadline: string | null; universityDeadline?: string | null }): string | null {
  return course.deadline ?? course.universityDeadline ?? null;
}

const chinaDay = new Intl.DateTimeFormat('en-CA', { timeZone: CHINA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in China ('YYYY-MM-DD'). */
export function chinaDate(now: Date = new Date()): string {
  return chinaDay.format(now);
}

/** Whether applications are open at `now`: on or before the deadline's date in China. */
export function isDeadlineOpen(deadline: string | null, now: Date = new Date()): boolean {
  return deadline === null || chinaDate(now) <= deadline;
}
