import 'server-only';
import { asc, countDistinct, count, eq, inArray, ne, and } from 'drizzle-orm';
import { getDb } from '@/db';
import { applications, courses, universities } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { assertCan } from '@/lib/auth/permissions';
import { applicationLink } from './applications';
import { checkoutLink, feesDueAmong } from './payments';
import { applicationStatuses, statusLabels, type ApplicationStatus } from './status';

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
          ? `Finish the documents of ${w.course} (${w.university}) and submit`
          : `Upload the documents requested for ${w.course} (${w.university})`,
      link: applicationLink(w.id),
      })),
      ...unpaid.map((u) => ({
        applicationId: u.id,
        kind: 'fees' as const,
        status: u.status,
        text: `Pay the fees of ${u.course} (${u.university}) and record the payment reference`,
        link: checkoutLink(u.id),
      })),
    ],
    empty: drafts === 0,
  };
}
