import 'server-only';
import { and, asc, count, countDistinct, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { applicationMonthCounts, applications, auditLogs, courses, dashboardCounts, universities, users } from '@/db/schema';
import { roles, type Actor, type Role } from '@/lib/auth/actor';
import { assertCan } from '@/lib/auth/permissions';
import { unreadMessageCount } from '@/lib/content/messages';
import { jobStatistics, type JobStatistics } from '@/lib/jobs/statistics';
import { applicationLink } from './reads';
import { dashboardPeriodSchema, type DashboardPeriod } from './schemas';
import { checkoutLink, feesDueAmong } from './fees';
import { applicationStatuses, statusLabels } from './status';
import type { ApplicationStatus } from './values';
import { msg } from '@/lib/i18n/message';

/**
 * The student's dashboard: what they applied to, where their applications stand, and what needs
 * them next. A draft is no application yet: it counts in neither the counters nor the chart, and
 * shows only as something to finish.
 */

export interface DashboardCounters {
  universities: number;
  applications: number;
  programs: number;
  courses: number;
}

export interface DashboardNextStep {
  applicationId: number;
  /** what the student does: finish or upload documents (the wizard), or pay the fees (the fees page) */
  kind: 'documents' | 'fees';
  status: ApplicationStatus;
  text: string;
  link: string;
}

export interface StudentDashboard {
  counters: DashboardCounters;
  /** every status but draft, in the status order, zeros included */
  byStatus: { status: ApplicationStatus; label: string; count: number }[];
  next: DashboardNextStep[];
  /** true when the student has no application and no draft (the empty state) */
  empty: boolean;
}

const NEEDS_STUDENT: ApplicationStatus[] = ['draft', 'documents_requested'];

export async function studentDashboard(actor: Actor): Promise<StudentDashboard> {
  assertCan(actor, 'applications:apply');
  const db = getDb();
  const applied = and(eq(applications.userId, actor.id), ne(applications.status, 'draft'));
  const [c] = await db
    .select({
      universities: countDistinct(applications.universityId),
      applications: count(),
      programs: countDistinct(applications.programId),
      courses: countDistinct(applications.courseId),
    })
    .from(applications)
    .where(applied);
  const statusRows = await db.select({ status: applications.status, n: count() }).from(applications).where(applied).groupBy(applications.status);
  const counts = new Map(statusRows.map((r) => [r.status, r.n]));
  const waiting = await db
    .select({ id: applications.id, status: applications.status, course: courses.title, university: universities.name })
    .from(applications)
    .innerJoin(courses, eq(courses.id, applications.courseId))
    .innerJoin(universities, eq(universities.id, applications.universityId))
    .where(and(eq(applications.userId, actor.id), inArray(applications.status, NEEDS_STUDENT)))
    .orderBy(asc(applications.updatedAt), asc(applications.id));
  const [{ drafts }] = await db.select({ drafts: count() }).from(applications).where(eq(applications.userId, actor.id));
  const due = await feesDueAmong(db, actor.id);
  const unpaid =
    due.size === 0
      ? []
      : await db
          .select({ id: applications.id, status: applications.status, course: courses.title, university: universities.name })
          .from(applications)
          .innerJoin(courses, eq(courses.id, applications.courseId))
          .innerJoin(universities, eq(universities.id, applications.universityId))
          .where(inArray(applications.id, [...due]))
          .orderBy(asc(applications.submittedAt), asc(applications.id));
  return {
    counters: { universities: c.universities, applications: c.applications, programs: c.programs, courses: c.courses },
    byStatus: applicationStatuses
      .filter((s) => s !== 'draft')
      .map((status) => ({ status, label: statusLabels[status], count: counts.get(status) ?? 0 })),
    next: [
      ...waiting.map((w) => ({
      applicationId: w.id,
      kind: 'documents' as const,
      status: w.status,
      text:
        w.status === 'draft'
          ? msg('applications.dashboard.finishDocuments', { course: w.course, university: w.university })
          : msg('applications.dashboard.uploadRequested', { course: w.course, university: w.university }),
      link: applicationLink(w.id),
      })),
      ...unpaid.map((u) => ({
        applicationId: u.id,
        kind: 'fees' as const,
        status: u.status,
        text: msg('applications.dashboard.payFees', { course: u.course, university: u.university }),
        link: checkoutLink(u.id),
      })),
    ],
    empty: drafts === 0,
  };
}

/* ------------------------------------------------------------------------------------------ */
/* The admin dashboard: both sides of the business in figures, each one the count of a list.  */
/* ------------------------------------------------------------------------------------------ */

export interface AdminDashboard {
  applications: {
    byStatus: { status: ApplicationStatus; label: string; count: number }[];
    /** submitted in the last 7 days (today and the 6 before, UTC) */
    newThisWeek: number;
    /** the first of those days, YYYY-MM-DD (the list's `from` filter) */
    weekFrom: string;
    total: number;
  };
  universities: { total: number; enabled: number };
  courses: { total: number; enabled: number };
  usersByRole: { role: Role; count: number }[];
  paymentsPending: number;
  unreadMessages: number;
  jobs: JobStatistics;
  /** applications submitted per month (per year for 5 years), oldest first, zeros included; `key` is 'YYYY-MM' (or 'YYYY') */
  chart: { period: DashboardPeriod; buckets: { key: string; count: number }[] };
  activity: { id: number; actor: string | null; action: string; entity: string; entityId: string | null; at: Date }[];
}

/** The chart's buckets for a period, ending with the current month (or year), in UTC. */
export function chartBuckets(period: DashboardPeriod, now: Date = new Date()): { unit: 'month' | 'year'; keys: string[]; from: Date } {
  if (period === '5y') {
    const y = now.getUTCFullYear();
    const keys = Array.from({ length: 5 }, (_, i) => String(y - 4 + i));
    return { unit: 'year', keys, from: new Date(Date.UTC(y - 4, 0, 1)) };
  }
  const n = Number.parseInt(period, 10);
  const keys: string[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    keys.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return { unit: 'month', keys, from: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (n - 1), 1)) };
}

export async function adminDashboard(actor: Actor, rawPeriod: unknown, now: Date = new Date()): Promise<AdminDashboard> {
  assertCan(actor, 'applications:review');
  const period = dashboardPeriodSchema.parse(rawPeriod);
  const db = getDb();
  const submitted = ne(applications.status, 'draft');
  const weekAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 6));
  const { unit, keys, from } = chartBuckets(period, now);
  // The application figures come from the summary kept on write (application_month_counts: a row
  // per status and month of submission), the week's from the submission date's index: no scan.
  const bucket = sql<string>`to_char(${applicationMonthCounts.month}, ${sql.raw(unit === 'year' ? `'YYYY'` : `'YYYY-MM'`)})`;
  const counted = ne(applicationMonthCounts.status, 'draft');
  const fromMonth = from.toISOString().slice(0, 10);
  const [statusRows, [week], counters, unreadMessages, jobs, chartRows, activity] = await Promise.all([
    db.select({ status: applicationMonthCounts.status, n: sql<number>`sum(${applicationMonthCounts.n})::int` }).from(applicationMonthCounts).where(counted).groupBy(applicationMonthCounts.status),
    db.select({ n: count() }).from(applications).where(and(submitted, gte(applications.submittedAt, weekAgo))),
    db.select({ key: dashboardCounts.key, n: dashboardCounts.n }).from(dashboardCounts),
    unreadMessageCount(actor),
    jobStatistics(actor),
    db
      .select({ key: bucket, n: sql<number>`sum(${applicationMonthCounts.n})::int` })
      .from(applicationMonthCounts)
      .where(and(counted, gte(applicationMonthCounts.month, fromMonth), sql`${applicationMonthCounts.month} <> date '1970-01-01'`))
      .groupBy(bucket),
    db
      .select({ id: auditLogs.id, actor: users.name, action: auditLogs.action, entity: auditLogs.entity, entityId: auditLogs.entityId, at: auditLogs.createdAt })
      .from(auditLogs)
      .leftJoin(users, eq(users.id, auditLogs.actorId))
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(10),
  ]);
  const byStatusCount = new Map(statusRows.map((r) => [r.status, Number(r.n)]));
  const perBucket = new Map(chartRows.map((r) => [r.key, Number(r.n)]));
  // The other figures: the summary kept on write (dashboard_counts, a few rows).
  const counter = new Map(counters.map((r) => [r.key, Number(r.n)]));
  const n = (key: string) => counter.get(key) ?? 0;
  return {
    applications: {
      byStatus: applicationStatuses
        .filter((s) => s !== 'draft')
        .map((status) => ({ status, label: statusLabels[status], count: byStatusCount.get(status) ?? 0 })),
      newThisWeek: week.n,
      weekFrom: weekAgo.toISOString().slice(0, 10),
      total: statusRows.reduce((sum, r) => sum + Number(r.n), 0),
    },
    universities: { total: n('universities'), enabled: n('universities:enabled') },
    courses: { total: n('courses'), enabled: n('courses:enabled') },
    usersByRole: roles.map((role) => ({ role, count: n(`users:${role}`) })),
    paymentsPending: n('payments:pending'),
    unreadMessages,
    jobs,
    chart: { period, buckets: keys.map((key) => ({ key, count: perBucket.get(key) ?? 0 })) },
    activity,
  };
}
