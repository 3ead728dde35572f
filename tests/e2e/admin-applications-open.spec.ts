import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { openPostgres, type DbHandle } from '@/db';
import { applications, applicationStatusHistory, courses, programs, universities, users } from '@/db/schema';
import { DEMO_PASSWORD, demoAccounts } from '../helpers/auth';
import { expect, expectNoAxe, freshAccount, signInAs, test } from '../helpers/e2e';
import { readServerState } from '../helpers/test-server';

/**
 * Issue 31, item 1: /admin/applications opens an application without a sideways scroll at 1280,
 * 1440 and 1920 px. The student's name opens it; the row's View link stays inside the table's
 * frame (the actions column holds the frame's end edge while the table scrolls) and the page does
 * not scroll sideways. The student, course and application (long names, as real ones are) are the
 * test's own.
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
    await handle.db.delete(courses).where(inArray(courses.universityId, madeUniversities));
    await handle.db.delete(universities).where(inArray(universities.id, madeUniversities));
  }
  await handle.close();
});

test.describe('admin applications: open one without scrolling sideways', () => {
  test.skip(!databaseUrl, 'needs the test server on Postgres (TEST_DATABASE_URL)');

  test('the name opens the application and View stays in view at 1280, 1440 and 1920 px', async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const db = handle!.db;
    const u = crypto.randomBytes(4).toString('hex');
    const student = await freshAccount(baseURL!, 'student', { name: `Maximiliana Alexandrovna Konstantinopolskaya ${u}` });
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, student.email.toLowerCase()));
    const [program] = await db.select({ id: programs.id }).from(programs).limit(1);
    const [uni] = await db
      .insert(universities)
      .values({ slug: `zz-open-${u}`, name: `Zz Huazhong University of Science and Technology Open ${u}`, code: `ZO${u}`.toUpperCase(), status: false })
      .returning({ id: universities.id });
    madeUniversities.push(uni.id);
    const [course] = await db
      .insert(courses)
      .values({ slug: `zz-open-course-${u}`, title: `Zz Master of Public Health in Global Health Policy ${u}`, programId: program.id, universityId: uni.id, status: false })
      .returning({ id: courses.id });
    const [app] = await db
      .insert(applications)
      .values({ userId: user.id, universityId: uni.id, courseId: course.id, programId: program.id, status: 'submitted', submittedAt: new Date() })
      .returning({ id: applications.id });
    await db.insert(applicationStatusHistory).values({ applicationId: app.id, fromStatus: 'draft', toStatus: 'submitted', actorId: user.id });

    for (const width of [1280, 1440, 1920]) {
      const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
      try {
        await signInAs(context, baseURL!, demoAccounts.admin, DEMO_PASSWORD);
        const page = await context.newPage();
        await page.goto(`/admin/applications?q=${u}`);
        const row = page.locator(`tr[data-application-id="${app.id}"]`);
        await expect(row).toBeVisible();
        // The page itself never scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `page width at ${width}`).toBeLessThanOrEqual(width);
        // The table's frame: the View link and the name are inside it without scrolling it.
        const frame = page.locator('div:has(> table)').filter({ has: row });
        const frameBox = (await frame.boundingBox())!;
        const view = row.getByRole('link', { name: `View application #${app.id} of ${student.name}` });
        const name = row.getByRole('link', { name: student.name, exact: true });
        for (const [what, target] of [['View', view], ['name', name]] as const) {
          await expect(target, `${what} at ${width}`).toBeInViewport({ ratio: 1 });
          const box = (await target.boundingBox())!;
          expect(box.x, `${what} starts inside the frame at ${width}`).toBeGreaterThanOrEqual(frameBox.x);
          expect(box.x + box.width, `${what} ends inside the frame at ${width}`).toBeLessThanOrEqual(frameBox.x + frameBox.width + 0.5);
        }
        await page.screenshot({ path: test.info().outputPath(`applications-${width}.png`) });
        if (width === 1280) await expectNoAxe(page, '/admin/applications');
        // The name opens the application.
        await page.setViewportSize({ width, height: 900 });
        await name.click();
        await expect(page).toHaveURL(new RegExp(`/admin/applications/${app.id}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      } finally {
        await context.close();
      }
    }
  });
});
