import { and, count, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '@/db';
import { seedDemo } from '@/db/seed';
import { applications, contactMessages, courses, jobApplications, jobs, payments, universities, users } from '@/db/schema';
import { adminDashboard, chartBuckets } from '@/lib/applications/dashboard';
import { hashPassword } from '@/lib/auth/password-hash';
import { AppError } from '@/lib/errors';
import { jobStatistics } from '@/lib/jobs/statistics';
import { describeEachDatabase } from '../helpers/db';
import { withLocalServices } from '../helpers/local-services';
import { makeUser } from './account-fixtures';

withLocalServices('zy-admin-dashboard-');

async function codeOf(p: Promise<unknown>): Promise<string> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return (err as AppError).code;
}

it('chart buckets end with the current month (or year) in UTC, oldest first', () => {
  const now = new Date('2026-02-10T12:00:00Z');
  expect(chartBuckets('6m', now).keys).toEqual(['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02']);
  expect(chartBuckets('16m', now).keys).toHaveLength(16);
  expect(chartBuckets('24m', now).from.toISOString()).toBe('2024-03-01T00:00:00.000Z');
  expect(chartBuckets('5y', now)).toMatchObject({ unit: 'year', keys: ['2022', '2023', '2024', '2025', '2026'] });
});

describeEachDatabase('admin dashboard: every figure is its own query on the demo data', ({ db }) => {
  beforeAll(async () => {
    const result = await seedDemo(db(), { passwordHash: await hashPassword('Demo-password-1') });
    expect(result.skipped).toBe(false);
  }, 120_000);

  it('counts equal independent queries, and the demo data makes them non-zero', async () => {
    const admin = await makeUser(db(), { role: 'admin' });
    const now = new Date();
    const d = await adminDashboard(admin, '24m', now);

    const q = async (query: Promise<{ n: number }[]>) => (await query)[0].n;
    const submitted = ne(applications.status, 'draft');
    expect(d.applications.total).toBe(await q(db().select({ n: count() }).from(applications).where(submitted)));
    expect(d.applications.total).toBeGreaterThan(0);
    for (const row of d.applications.byStatus) {
      expect(row.count, row.status).toBe(await q(db().select({ n: count() }).from(applications).where(eq(applications.status, row.status))));
    }
    expect(d.applications.byStatus.reduce((s, r) => s + r.count, 0)).toBe(d.applications.total);
    const weekAgo = new Date(`${d.applications.weekFrom}T00:00:00Z`);
    expect(now.getTime() - weekAgo.getTime()).toBeLessThanOrEqual(7 * 864e5);
    expect(d.applications.newThisWeek).toBe(
      await q(db().select({ n: count() }).from(applications).where(and(submitted, gte(applications.submittedAt, weekAgo)))),
    );
    expect(d.universities.total).toBe(await q(db().select({ n: count() }).from(universities)));
    expect(d.universities.enabled).toBe(await q(db().select({ n: count() }).from(universities).where(eq(universities.status, true))));
    expect(d.courses.total).toBe(await q(db().select({ n: count() }).from(courses)));
    expect(d.courses.enabled).toBe(await q(db().select({ n: count() }).from(courses).where(eq(courses.status, true))));
    for (const r of d.usersByRole) expect(r.count, r.role).toBe(await q(db().select({ n: count() }).from(users).where(eq(users.role, r.role))));
    expect(d.paymentsPending).toBe(await q(db().select({ n: count() }).from(payments).where(eq(payments.status, 'pending'))));
    expect(d.unreadMessages).toBe(await q(db().select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt))));

    expect(d.jobs.approvedJobPosts).toBe(await q(db().select({ n: count() }).from(jobs).where(eq(jobs.status, 'approved'))));
    expect(d.jobs.reviewingJobPosts).toBe(await q(db().select({ n: count() }).from(jobs).where(eq(jobs.status, 'reviewing'))));
    expect(d.jobs.totalApplications).toBe(await q(db().select({ n: count() }).from(jobApplications)));
    expect(d.jobs.unviewedApplications).toBe(await q(db().select({ n: count() }).from(jobApplications).where(isNull(jobApplications.viewedAt))));
    expect(d.jobs.approvedJobPosts + d.jobs.totalApplications).toBeGreaterThan(0);

    // the chart: 24 monthly buckets whose sum is every application submitted since the first bucket
    expect(d.chart.buckets).toHaveLength(24);
    const { from } = chartBuckets('24m', now);
    expect(d.chart.buckets.reduce((s, b) => s + b.count, 0)).toBe(
      await q(db().select({ n: count() }).from(applications).where(and(submitted, gte(applications.submittedAt, from)))),
    );
    const fiveYears = await adminDashboard(admin, '5y', now);
    expect(fiveYears.chart.buckets.map((b) => b.key)).toEqual(chartBuckets('5y', now).keys);
    // an unknown period falls back to 12 months
    expect((await adminDashboard(admin, 'forever', now)).chart).toMatchObject({ period: '12m' });
    expect(d.activity.length).toBeLessThanOrEqual(10);
  });

  it('the application figures follow every write (the summary kept on write equals the table)', async () => {
    const admin = await makeUser(db(), { role: 'admin' });
    const now = new Date();
    const figures = async () => {
      const d = await adminDashboard(admin, '24m', now);
      const q = async (query: Promise<{ n: number }[]>) => (await query)[0].n;
      expect(d.universities).toEqual({ total: await q(db().select({ n: count() }).from(universities)), enabled: await q(db().select({ n: count() }).from(universities).where(eq(universities.status, true))) });
      expect(d.courses).toEqual({ total: await q(db().select({ n: count() }).from(courses)), enabled: await q(db().select({ n: count() }).from(courses).where(eq(courses.status, true))) });
      for (const r of d.usersByRole) expect(r.count, r.role).toBe(await q(db().select({ n: count() }).from(users).where(eq(users.role, r.role))));
      expect(d.paymentsPending).toBe(await q(db().select({ n: count() }).from(payments).where(eq(payments.status, 'pending'))));
      return { byStatus: d.applications.byStatus.map((r) => [r.status, r.count]), total: d.applications.total, chart: d.chart.buckets.map((b) => [b.key, b.count] as const) };
    };
    const counted = async () => {
      const rows = await db().select({ status: applications.status, n: count() }).from(applications).where(ne(applications.status, 'draft')).groupBy(applications.status);
      return new Map(rows.map((r) => [r.status, r.n]));
    };
    const check = async () => {
      const f = await figures();
      const c = await counted();
      for (const [status, n] of f.byStatus) expect(n, String(status)).toBe(c.get(status as never) ?? 0);
      expect(f.total).toBe([...c.values()].reduce((s, n) => s + n, 0));
      const month = sql<string>`to_char(${applications.submittedAt} at time zone 'UTC', 'YYYY-MM')`;
      const perMonth = new Map(
        (await db().select({ key: month, n: count() }).from(applications).where(ne(applications.status, 'draft')).groupBy(month)).map((r) => [r.key, r.n]),
      );
      for (const [key, n] of f.chart) expect(n, key).toBe(perMonth.get(key) ?? 0);
      return f;
    };
    const before = await check();
    const [one] = await db().select({ id: applications.id, status: applications.status }).from(applications).where(eq(applications.status, 'submitted')).limit(1);
    expect(one).toBeDefined();
    // A status change and a submission date moved to this month, in one statement.
    await db().update(applications).set({ status: 'under_review', submittedAt: now }).where(eq(applications.id, one.id));
    const after = await check();
    expect(after.total).toBe(before.total);
    // A submitted application removed: the figures follow.
    await db().delete(applications).where(eq(applications.id, one.id));
    const gone = await check();
    expect(gone.total).toBe(after.total - 1);
    // Several rows in one statement (as a seed or a bulk move writes them).
    await db().update(applications).set({ status: 'withdrawn' }).where(and(eq(applications.status, 'under_review'), sql`${applications.id} % 2 = 0`));
    await check();
    // The other figures: a university added disabled, courses switched off, a role changed, fees confirmed.
    const u = `dash-${Date.now()}`;
    await db().insert(universities).values({ slug: u, name: `Dashboard ${u}`, code: u, status: false });
    await db().update(courses).set({ status: false }).where(sql`${courses.id} % 3 = 0`);
    await db().update(users).set({ role: 'employer' }).where(eq(users.id, (await makeUser(db(), { role: 'student' })).id));
    await db().update(payments).set({ status: 'paid' }).where(and(eq(payments.status, 'pending'), sql`${payments.id} % 2 = 0`));
    await db().delete(payments).where(sql`${payments.id} % 5 = 0`);
    await check();
  });

  it('job statistics: the whole board for an admin, only their own jobs for an employer', async () => {
    const admin = await makeUser(db(), { role: 'admin' });
    const [employer] = await db()
      .select({ id: jobs.employerId, n: count() })
      .from(jobs)
      .groupBy(jobs.employerId)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    const [owner] = await db().select({ id: users.id, role: users.role }).from(users).where(eq(users.id, employer.id));
    const own = await jobStatistics(owner, {});
    expect(own.approvedJobPosts + own.reviewingJobPosts).toBe(employer.n);
    expect(await jobStatistics(admin, { employerId: owner.id })).toEqual(own);
    const all = await jobStatistics(admin);
    expect(all.approvedJobPosts + all.reviewingJobPosts).toBeGreaterThanOrEqual(employer.n);
    // an employer cannot ask for someone else's figures; students and visitors get none
    expect(await codeOf(jobStatistics(owner, { employerId: admin.id }))).toBe('forbidden');
    expect(await codeOf(jobStatistics(await makeUser(db(), { role: 'student' })))).toBe('forbidden');
    expect(await codeOf(jobStatistics(null))).toBe('unauthenticated');
  });

  it('the job figures follow every write (the summary kept on write equals the tables), per employer and for the board', async () => {
    const admin = await makeUser(db(), { role: 'admin' });
    const [a, b] = [await makeUser(db(), { role: 'employer' }), await makeUser(db(), { role: 'employer' })];
    const counted = async (employerId?: number) => {
      const own = employerId === undefined ? sql`true` : sql`j.employer_id = ${employerId}`;
      const [r] = await queryRows<{ approved: number; reviewing: number; apps: number; unviewed: number }>(
        db(),
        sql`SELECT (SELECT count(*)::int FROM jobs j WHERE ${own} AND j.status = 'approved') AS approved,
                   (SELECT count(*)::int FROM jobs j WHERE ${own} AND j.status = 'reviewing') AS reviewing,
                   (SELECT count(*)::int FROM job_applications x JOIN jobs j ON j.id = x.job_id WHERE ${own}) AS apps,
                   (SELECT count(*)::int FROM job_applications x JOIN jobs j ON j.id = x.job_id WHERE ${own} AND x.viewed_at IS NULL) AS unviewed`,
      );
      return { approvedJobPosts: r.approved, reviewingJobPosts: r.reviewing, totalApplications: r.apps, unviewedApplications: r.unviewed };
    };
    const check = async () => {
      const board = await jobStatistics(admin);
      expect(board).toEqual(await counted());
      expect((await adminDashboard(admin, '12m')).jobs).toEqual(board);
      for (const e of [a, b]) {
        expect(await jobStatistics(e), `employer ${e.id}`).toEqual(await counted(e.id));
        expect(await jobStatistics(admin, { employerId: e.id })).toEqual(await counted(e.id));
      }
      return board;
    };
    const before = await check();
    expect(before.approvedJobPosts + before.totalApplications).toBeGreaterThan(0); // the demo board is counted
    // Jobs posted (one statement, several rows), approved, one closed.
    const posted = await db()
      .insert(jobs)
      .values([1, 2, 3].map((i) => ({ employerId: a.id, categoryId: 44, title: `Counted ${i}` })))
      .returning({ id: jobs.id });
    await db().insert(jobs).values({ employerId: b.id, categoryId: 44, title: 'Counted elsewhere' });
    expect((await check()).reviewingJobPosts).toBe(before.reviewingJobPosts + 4);
    await db().update(jobs).set({ status: 'approved', approvedAt: new Date() }).where(sql`${jobs.id} IN (${posted[0].id}, ${posted[1].id})`);
    await db().update(jobs).set({ viewCount: sql`${jobs.viewCount} + 1` }).where(eq(jobs.id, posted[0].id)); // a view changes no figure
    expect((await check()).approvedJobPosts).toBe(before.approvedJobPosts + 2);
    // Applications: several in one statement, one opened by the employer, one withdrawn.
    const seekers = await Promise.all([0, 1, 2, 3].map(() => makeUser(db(), { role: 'candidate' })));
    const apps = await db()
      .insert(jobApplications)
      .values(seekers.flatMap((s) => [{ jobId: posted[0].id, candidateId: s.id }, { jobId: posted[1].id, candidateId: s.id }]))
      .returning({ id: jobApplications.id });
    expect((await check()).totalApplications).toBe(before.totalApplications + 8);
    await db().update(jobApplications).set({ viewedAt: new Date() }).where(eq(jobApplications.id, apps[0].id));
    await db().update(jobApplications).set({ status: 'shortlisted' }).where(eq(jobApplications.id, apps[1].id)); // a stage changes no figure
    expect((await check()).unviewedApplications).toBe(before.unviewedApplications + 7);
    await db().delete(jobApplications).where(eq(jobApplications.id, apps[2].id));
    await check();
    // A job handed to another employer takes its applications along; a job deleted takes its applications off.
    await db().update(jobs).set({ employerId: b.id }).where(eq(jobs.id, posted[1].id));
    expect((await check()).totalApplications).toBe(before.totalApplications + 7);
    await db().delete(jobs).where(eq(jobs.id, posted[0].id));
    await check();
    // A candidate's account deleted (their applications cascade), then an employer's (their jobs and those jobs' applications).
    await db().delete(users).where(eq(users.id, seekers[3].id));
    await check();
    await db().delete(users).where(eq(users.id, b.id));
    const end = await check();
    expect(end.totalApplications).toBe(before.totalApplications);
    // Bulk moves across the demo board, in one statement each.
    await db().update(jobs).set({ status: 'closed' }).where(and(eq(jobs.status, 'approved'), sql`${jobs.id} % 2 = 0`));
    await db().update(jobApplications).set({ viewedAt: new Date() }).where(sql`${jobApplications.id} % 3 = 0`);
    await check();
  });

  it('only admins see the dashboard', async () => {
    expect(await codeOf(adminDashboard(null, '12m'))).toBe('unauthenticated');
    expect(await codeOf(adminDashboard(await makeUser(db(), { role: 'student' }), '12m'))).toBe('forbidden');
  });
});
