import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { deadlineOpenOf, effectiveDeadlineOf } from './deadline';

/**
 * The catalogue rules every read shares, written once: what the public may see (a record shows
 * only while it and everything it hangs on are enabled) and what a course costs.
 *
 * Table aliases used by every catalogue query: `c` courses, `u` universities, `p` programs,
 * `ci` cities (LEFT JOIN: a university may have no city), `pv` provinces (LEFT JOIN).
 */

/** The joins from a course (`c`) to the rows its visibility and tuition depend on. */
export const courseJoins: SQL = sql.raw(`
  JOIN universities u ON u.id = c.university_id
  JOIN programs p ON p.id = c.program_id
  LEFT JOIN cities ci ON ci.id = u.city_id
  LEFT JOIN provinces pv ON pv.id = ci.province_id`);

/** The joins from a university (`u`) to its city and province. */
export const universityJoins: SQL = sql.raw(`
  LEFT JOIN cities ci ON ci.id = u.city_id
  LEFT JOIN provinces pv ON pv.id = ci.province_id`);

/**
 * A university is public when it is enabled and its city (if it has one) is enabled.
 * Needs `u` and `ci` (LEFT JOIN cities).
 */
export const publicUniversity: SQL = sql.raw(`(u.status AND (ci.id IS NULL OR ci.status))`);

/**
 * A course is public only when it, its university, its city and its degree are all enabled.
 * Needs `c`, `u`, `p` and `ci` (see courseJoins).
 */
export const publicCourse: SQL = sql.raw(`(c.status AND p.status AND u.status AND (ci.id IS NULL OR ci.status))`);

/**
 * Tuition of a course in CNY minor units: the course's own fee, else its university's fee for the
 * course's degree (Bachelor → bachelor_fee, Masters → masters_fee, PhD → phd_fee, MBBS →
 * mbbs_fee, Chinese Language → language_fee). The rule is written once, in SQL
 * (`public.f_course_tuition_minor`, migration 0005_tuition); triggers keep its value in
 * `courses.tuition_minor` (indexed for the fee sorts), so every read uses the column. Needs `c`.
 */
export const tuitionMinor: SQL = sql.raw(`c.tuition_minor`);

/** Yearly accommodation and other fees: the course's own, else its university's. */
export const accommodationFeeMinor: SQL = sql.raw(`COALESCE(c.accommodation_fee_minor, u.accommodation_fee_minor)`);
export const otherFeeMinor: SQL = sql.raw(`COALESCE(c.other_fee_minor, u.other_fee_minor)`);

/**
 * The number of public courses of a public university `u` (its "number of programs"): the
 * university and city checks are the caller's (it only counts for a university it shows).
 */
export const publicCourseCount: SQL = sql.raw(`(SELECT count(*)::int FROM courses cc
    JOIN programs pp ON pp.id = cc.program_id
   WHERE cc.university_id = u.id AND cc.status AND pp.status)`);

/**
 * A live scholarship offer of university `u`, as /scholarships and the university's tab list
 * them: the offer enabled, and open to every degree or to an enabled one. Needs `u`.
 */
export const liveOfferExists: SQL = sql.raw(`EXISTS (SELECT 1 FROM scholarship_offers so
    LEFT JOIN programs sp ON sp.id = so.program_id
   WHERE so.university_id = u.id AND so.status AND (so.program_id IS NULL OR sp.status))`);

/**
 * "Scholarship open", publicly (the badge, the `scholarship=1` filter, the tab and the legacy
 * `scholarship_open`): the stored flag AND at least one live offer. Needs `u`.
 */
export const publicScholarshipOpen: SQL = sql`(u.scholarship_open AND ${liveOfferExists})`;

/** The public courses of a university `u` still open for application today (China time): `cc`, `pp`. */
const openCoursesOfUniversity: SQL = sql`FROM courses cc
    JOIN programs pp ON pp.id = cc.program_id
   WHERE cc.university_id = u.id AND cc.status AND pp.status
     AND ${deadlineOpenOf(effectiveDeadlineOf(sql.raw('cc.deadline'), sql.raw('u.deadline')))}`;

/**
 * A university's next deadline ('YYYY-MM-DD' text, or NULL): the earliest effective deadline
 * (effectiveDeadline) among its public courses still open. Needs `u`.
 */
export const nextOpenDeadline: SQL = sql`(SELECT min(${effectiveDeadlineOf(sql.raw('cc.deadline'), sql.raw('u.deadline'))})::text ${openCoursesOfUniversity})`;

/** Whether a university `u` has any public course open for application (with or without a deadline). */
export const hasOpenIntake: SQL = sql`EXISTS (SELECT 1 ${openCoursesOfUniversity})`;
