import { and, eq } from 'drizzle-orm';
import { openPostgres, type DbHandle } from '@/db';
import { jobApplications, jobs, users } from '@/db/schema';
import { DEMO_PASSWORD, demoAccounts } from '../helpers/auth';
import { expect, expectNoAxe, freshAccount, signInAs, test, type Page } from '../helpers/e2e';
import { readServerState } from '../helpers/test-server';

/**
 * Issue 31, item 2: every figure of the admin's and the employer's dashboards opens the list it
 * counts: the list the link opens says it holds as many rows as the figure says ("Showing … of
 * N"), and the job applications not yet viewed open a list of exactly those (a new unviewed
 * application of the test's own is in it, marked Unviewed, and every row there is). No axe
 * violation on the pages touched (the dashboards and the new and newly filtered lists) at 1280
 * and 360 px.
 */
const databaseUrl = readServerState()?.databaseUrl;
let handle: DbHandle | undefined;
let madeApplication: number | undefined;

test.beforeAll(() => {
  if (databaseUrl) handle = openPostgres(databaseUrl, 2);
});

test.afterAll(async () => {
  if (!handle) return;
  if (madeApplication) await handle.db.delete(jobApplications).where(eq(jobApplications.id, madeApplication));
  await handle.close();
});

/** The number a list says it holds: "Showing 1 to 20 of 57 …", or 0 for its empty state. */
async function listCount(page: Page): Promise<number> {
  const status = page.locator('main [role="status"]').filter({ hasText: /Showing \d/ });
  if ((await status.count()) === 0) {
    await expect(page.locator('main')).toContainText(/No .* (match|yet)/);
    return 0;
  }
  const text = (await status.first().innerText()).replace(/\s+/g, ' ');
  const found = /of ([\d,]+)/.exec(text);
  expect(found, `a count in "${text}"`).not.toBeNull();
  return Number(found![1].replace(/,/g, ''));
}

/** Each figure: the list its link opens holds as many rows as its number says. */
async function expectFiguresOpenTheirLists(page: Page, figures: { href: string; value: number }[]) {
  for (const f of figures) {
    await page.goto(f.href);
    expect(await listCount(page), `${f.href} counts ${f.value}`).toBe(f.value);
  }
}

const numberIn = (text: string) => Number(/\d[\d,]*/.exec(text)![0].replace(/,/g, ''));

test.describe('dashboard figures open the lists they count', () => {
  test.skip(!databaseUrl, 'needs the test server on Postgres (TEST_DATABASE_URL)');

  test('the admin and employer dashboards: each figure opens a list of exactly what it counts', async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    const db = handle!.db;
    // An unviewed application of the test's own to one of the demo employer's approved jobs.
    const seeker = await freshAccount(baseURL!, 'candidate', { name: `Figure Seeker ${Date.now().toString(36)}` });
    const [candidate] = await db.select({ id: users.id }).from(users).where(eq(users.email, seeker.email.toLowerCase()));
    const [employer] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoAccounts.employer));
    const [job] = await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.employerId, employer.id), eq(jobs.status, 'approved'))).limit(1);
    const [made] = await db.insert(jobApplications).values({ jobId: job.id, candidateId: candidate.id }).returning({ id: jobApplications.id });
    madeApplication = made.id;

    // --- The admin's dashboard.
    const admin = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    try {
      await signInAs(admin, baseURL!, demoAccounts.admin, DEMO_PASSWORD);
      const page = await admin.newPage();
      await page.goto('/admin/dashboard');
      await expectNoAxe(page, '/admin/dashboard');
      await page.setViewportSize({ width: 1280, height: 900 });
      // Every figure (and the chart's statuses, each with its count beside it), read once from the dashboard.
      const figures = await page.locator('a[data-figure]').evaluateAll((links) => links.map((a) => ({ key: a.getAttribute('data-figure')!, href: a.getAttribute('href')!, text: a.querySelector('[data-value]')!.textContent! })));
      expect(figures.map((f) => f.key)).toContain('job-applications-unviewed');
      const statuses = await page.locator('#by-status li').evaluateAll((rows) => rows.map((li) => ({ href: li.querySelector('a')!.getAttribute('href')!, text: li.lastElementChild!.textContent! })));
      expect(statuses.length).toBeGreaterThan(0);
      expect(figures.find((f) => f.key === 'job-applications-unviewed')!.href).toBe('/admin/job-applications?viewed=no');
      await expectFiguresOpenTheirLists(page, [...figures, ...statuses].map((f) => ({ href: f.href, value: numberIn(f.text) })));
      // "Not yet viewed" holds the new application, and only unviewed ones.
      await page.goto('/admin/dashboard');
      await page.locator('a[data-figure="job-applications-unviewed"]').click();
      await page.waitForURL(/\/admin\/job-applications\?viewed=no$/);
      await expect(page.getByLabel('Viewed', { exact: true })).toHaveValue('no');
      const rows = page.locator('main tr.list-row');
      await expect(rows.filter({ hasText: seeker.name })).toHaveCount(1);
      for (let i = 0; i < (await rows.count()); i++) await expect(rows.nth(i)).toContainText('Unviewed');
      await expectNoAxe(page, '/admin/job-applications?viewed=no');
      // Viewed ones are the rest: the two lists add up to the whole.
      await page.goto('/admin/job-applications?viewed=yes');
      const viewed = await listCount(page);
      await page.goto('/admin/job-applications?viewed=no');
      const unviewed = await listCount(page);
      await page.goto('/admin/job-applications');
      expect(viewed + unviewed).toBe(await listCount(page));
    } finally {
      await admin.close();
    }

    // --- The employer's dashboard: its four figures.
    const employerContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    try {
      await signInAs(employerContext, baseURL!, demoAccounts.employer, DEMO_PASSWORD);
      const page = await employerContext.newPage();
      await page.goto('/employer/dashboard');
      await expectNoAxe(page, '/employer/dashboard');
      await page.setViewportSize({ width: 1280, height: 900 });
      const figures = await page
        .locator('section[aria-labelledby="figures-title"] a')
        .evaluateAll((links) => links.map((a) => ({ href: a.getAttribute('href')!, text: a.textContent! })));
      expect(figures.map((f) => f.href)).toEqual(['/employer/jobs?status=approved', '/employer/jobs?status=reviewing', '/employer/applicants?viewed=no', '/employer/applicants']);
      await expectFiguresOpenTheirLists(page, figures.map((f) => ({ href: f.href, value: numberIn(f.text) })));
      await page.goto('/employer/applicants?viewed=no');
      await expect(page.locator('main tr.list-row').filter({ hasText: seeker.name })).toHaveCount(1);
      await expectNoAxe(page, '/employer/applicants?viewed=no');
      await page.goto('/employer/jobs?status=approved');
      const rows = page.locator('main tr.list-row');
      expect(await rows.count()).toBeGreaterThan(0);
      for (let i = 0; i < (await rows.count()); i++) await expect(rows.nth(i).locator('td[data-label="Status"]')).toContainText('Approved');
      await expectNoAxe(page, '/employer/jobs?status=approved');
    } finally {
      await employerContext.close();
    }
  });
});
