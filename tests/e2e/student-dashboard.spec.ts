import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { openPostgres, type DbHandle } from '@/db';
import { applications, applicationStatusHistory, courses, notifications, programs, universities, users } from '@/db/schema';
import { expect, freshAccount, signInAs, test, expectNoSeriousAxe } from '../helpers/e2e';
import { readServerState } from '../helpers/test-server';

/**
 * The student dashboard and the notifications page in a browser: a new student's empty state; a
 * student with a submitted application sees the counters, the chart and the notification, which
 * the notifications page then marks read. Each test makes its own student, hidden course and rows
 * in the test server's database (when it runs on Postgres).
 */
const databaseUrl = readServerState()?.databaseUrl;
let handle: DbHandle | undefined;
const madeUniversities: number[] = [];

test.beforeAll(() => {
  if (databaseUrl) handle = openPostgres(databaseUrl, 2);
});

test.afterAll(async () => {
  if (!handle) return;
  if (madeUniversities.length > 0) {
    await handle.db.delete(applications).where(inArray(applications.universityId, madeUniversities));
    await handle.db.delete(universities).where(inArray(universities.id, madeUniversities));
  }
  await handle.close();
});

/** A submitted application on a hidden course of the test's own, with the notification its submit writes. */
async function submittedApplication(email: string) {
  const db = handle!.db;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  const [program] = await db.select({ id: programs.id }).from(programs).limit(1);
  const u = crypto.randomBytes(4).toString('hex');
  const [uni] = await db
    .insert(universities)
    .values({ slug: `zz-dash-${u}`, name: `Zz Dashboard University ${u}`, code: `ZD${u}`.toUpperCase(), status: false })
    .returning({ id: universities.id });
  madeUniversities.push(uni.id);
  const [course] = await db
    .insert(courses)
    .values({ slug: `zz-dash-course-${u}`, title: `Zz Dash Course ${u}`, programId: program.id, universityId: uni.id, status: false })
    .returning({ id: courses.id });
  const [app] = await db
    .insert(applications)
    .values({ userId: user.id, universityId: uni.id, courseId: course.id, programId: program.id, status: 'submitted', submittedAt: new Date() })
    .returning({ id: applications.id });
  await db.insert(applicationStatusHistory).values({ applicationId: app.id, fromStatus: 'draft', toStatus: 'submitted', actorId: user.id });
  const title = `Application status: Submitted ${u}`;
  await db.insert(notifications).values({ userId: user.id, type: 'application_status', title, link: `/application?application_id=${app.id}` });
  return { id: app.id, title };
}

test.describe('Student dashboard', () => {
  test('a new student sees zero counters and the empty state', async ({ page, context, baseURL }) => {
    const student = await freshAccount(baseURL!, 'student');
    await signInAs(context, baseURL!, student.email, student.password);
    await page.goto('/student/dashboard');
    await expect(page.getByRole('heading', { name: `Welcome, ${student.name}`, level: 1 })).toBeVisible();
    await expect(page.getByText('No applications yet')).toBeVisible();
    await expect(page.locator('[data-counter="applications"] dd')).toHaveText('0');
    await expect(page.getByText('No notifications yet.')).toBeVisible();
    await expectNoSeriousAxe(page, 'empty dashboard');
  });

  test('a submitted application shows in the counters, the chart and the notification, which the notifications page marks read', async ({
    page,
    context,
    baseURL,
  }) => {
    test.skip(!databaseUrl, 'needs the test server on Postgres (TEST_DATABASE_URL) to make applications in its database');
    const student = await freshAccount(baseURL!, 'student');
    const made = await submittedApplication(student.email);
    await signInAs(context, baseURL!, student.email, student.password);

    await page.goto('/student/dashboard');
    await expect(page.getByText('No applications yet')).toHaveCount(0);
    for (const key of ['universities', 'applications', 'programs', 'courses']) await expect(page.locator(`[data-counter="${key}"] dd`)).toHaveText('1');
    await expect(page.locator('[data-status="submitted"]')).toContainText('1');
    await expect(page.locator('[data-status="accepted"]')).toContainText('0');
    const onDashboard = page.locator('#notifications li', { hasText: made.title });
    await expect(onDashboard).toContainText('Unread');
    await expect(page.getByText('1 unread')).toBeVisible();
    await expectNoSeriousAxe(page, 'dashboard');

    await page.getByRole('link', { name: 'All notifications' }).click();
    await expect(page).toHaveURL(/\/student\/notifications$/);
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    // Seen now: shown as new this once, read from then on.
    await expect(page.locator('li', { hasText: made.title })).toContainText('Unread');
    await expectNoSeriousAxe(page, 'notifications');
    await page.reload();
    await expect(page.locator('li', { hasText: made.title })).toContainText('Read');
    await expect(page.locator('li', { hasText: made.title })).not.toContainText('Unread');
    await page.goto('/student/dashboard');
    await expect(page.getByText('0 unread')).toBeVisible();
  });

  test('at 360 px nothing scrolls sideways, and the keyboard alone reaches the notifications', async ({ page, context, baseURL }) => {
    const student = await freshAccount(baseURL!, 'student');
    await signInAs(context, baseURL!, student.email, student.password);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/student/dashboard');
    await expect(page.getByRole('heading', { name: `Welcome, ${student.name}`, level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const link = page.getByRole('link', { name: 'All notifications' });
    let reached = false;
    for (let i = 0; i < 60 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await link.evaluate((el) => el === document.activeElement);
    }
    expect(reached, 'Tab reaches "All notifications"').toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/student\/notifications$/);
    await expect(page.getByText('No notifications yet')).toBeVisible();
  });
});
