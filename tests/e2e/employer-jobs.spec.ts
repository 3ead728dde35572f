import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { openPostgres } from '@/db';
import { jobs } from '@/db/schema';
import { expect, expectNoSeriousAxe, freshAccount, signInAs, test } from '../helpers/e2e';
import { samplePng } from '../helpers/sample-files';
import { readServerState } from '../helpers/test-server';

/**
 * The employer's side in Chromium, as a new employer meets it: a fresh verified employer is
 * guided to the company profile first (the job form refuses with the way there), fills it with a
 * logo (previewed), posts a job (the list limits answered in the browser with the board's own
 * message) and sees it "In review" on its own page and in the list; a rejection's reason shows in
 * the list and on the job's page, and an edit sends the job back to review. Axe on every employer
 * page at 1280 and 360 pixels wide.
 */
const databaseUrl = readServerState()?.databaseUrl ?? '';

/** Plays the admin's rejection (the back office's own journey is tested with the moderation screens). */
async function rejectInDatabase(uuid: string, reason: string) {
  const handle = openPostgres(databaseUrl, 1);
  try {
    await handle.db.update(jobs).set({ status: 'rejected', rejectionReason: reason }).where(eq(jobs.uuid, uuid));
  } finally {
    await handle.close();
  }
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function checkAxeBothWidths(page: Page, path: string, what: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxe(page, `${what} at ${width}px`);
    // Nothing wider than the screen (a list's rows are cards on a phone).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${what} at ${width}px scrolls sideways`).toBeLessThanOrEqual(1);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('employer: company profile and job posts', () => {
  test('a new employer fills the company profile with a logo, posts a job and sees it in review', async ({ page, context, baseURL }) => {
    test.setTimeout(240_000);
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const { email, password } = await freshAccount(baseURL!, 'employer', { name: 'Olivia Fresh' });
    await signInAs(context, baseURL!, email, password);

    // --- Guided to the profile first.
    await page.goto('/employer/dashboard');
    await expect(page.getByText('you can post jobs once your organisation name is saved')).toBeVisible();
    await expect(page.getByRole('link', { name: /Complete your company profile/ })).toBeVisible();
    await page.goto('/employer/jobs/new');
    await expect(page.getByText('Complete your company profile first')).toBeVisible();
    await page.getByRole('link', { name: 'Go to your company profile' }).click();
    await expect(page).toHaveURL(/\/employer\/profile$/);

    // --- The company profile, with a logo (previewed before it is sent).
    const orgName = `Fresh Ledger ${tag} Ltd`;
    await page.getByLabel('Organisation name', { exact: true }).fill(orgName);
    await page.getByLabel('Organisation type', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Size', { exact: true }).selectOption('small');
    await page.getByLabel('Established (year)', { exact: true }).fill('2012');
    await page.getByLabel('Website', { exact: true }).fill('not a web address');
    await page.getByLabel('County', { exact: true }).fill('Kent');
    await expect(page.locator('datalist#county-suggestions option[value="Surrey"]')).toHaveCount(1);
    await expect(page.getByLabel('Country', { exact: true }).locator('option[value="GB"]')).toHaveText('United Kingdom');
    await page.getByLabel('Country', { exact: true }).selectOption('United Kingdom');
    await page.getByLabel('Email', { exact: true }).fill('hr@fresh.example.test');
    await page.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: samplePng });
    await expect(page.getByRole('img', { name: 'Preview of the new logo' })).toBeVisible();
    await page.getByRole('button', { name: 'Create profile' }).click();
    await expect(page.getByText('Enter a web address starting with http:// or https://')).toBeVisible();
    await page.getByLabel('Website', { exact: true }).fill('https://fresh.example.test');
    await page.getByRole('button', { name: 'Create profile' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Company profile created' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Organisation name', { exact: true })).toHaveValue(orgName);
    await expect(page.getByRole('img', { name: 'Current logo' })).toBeVisible();
    const logoSrc = await page.getByRole('img', { name: 'Current logo' }).getAttribute('src');
    expect((await page.request.get(logoSrc!)).headers()['content-type']).toContain('image/png');

    // --- Post a job.
    const title = `Bookkeeper ${tag}`;
    await page.goto('/employer/jobs/new');
    await page.getByRole('textbox', { name: 'Job title', exact: true }).fill(title);
    await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Accounting/Finance' });
    await page.getByRole('combobox', { name: 'Job type', exact: true }).selectOption('parttime');
    await page.locator('#field-expire_date').fill(inDays(30));
    await page.getByLabel('City', { exact: true }).fill('Rochester');
    await page.getByLabel('Postcode', { exact: true }).fill('ME1 1AA');
    await page.getByLabel('Salary type', { exact: true }).selectOption('hourly');
    await page.getByLabel('Salary from (£)', { exact: true }).fill('13.50');
    await page.getByLabel('Salary to (£)', { exact: true }).fill('15');
    await page.getByLabel('Age from', { exact: true }).fill('18');
    await page.getByLabel('Age to', { exact: true }).fill('65');
    // Ten skills, with Enter; the eleventh is refused with the board's message.
    const skills = page.getByLabel('Skills', { exact: true });
    for (let i = 1; i <= 10; i++) {
      await skills.fill(`Skill ${i}`);
      await skills.press('Enter');
    }
    await expect(page.getByText('10 of 10')).toBeVisible();
    await skills.fill('Skill 11');
    await page.getByRole('button', { name: 'Add to skills' }).click();
    await expect(page.getByText('Skills Max length will be 10')).toBeVisible();
    await page.getByRole('button', { name: 'Remove Skill 10' }).click();
    await expect(page.getByText('9 of 10')).toBeVisible();
    await page.getByLabel('Benefits', { exact: true }).fill('Flexible days');
    await page.getByRole('button', { name: 'Add to benefits' }).click();
    await page.getByLabel('Contact number', { exact: true }).fill('+44 1634');
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Keep the books of a small accountancy practice three days a week.');
    await page.getByRole('button', { name: 'Post job for review' }).click();
    await expect(page.getByText('Enter a phone number that is valid for United Kingdom')).toBeVisible();
    await page.getByLabel('Contact number', { exact: true }).fill('01634 123456');
    await page.getByRole('button', { name: 'Post job for review' }).click();

    // --- Its own page: in review, with what the employer alone sees.
    await expect(page).toHaveURL(/\/employer\/jobs\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Job posted: it is in review' })).toBeVisible();
    await expect(page.getByText('In review', { exact: true })).toBeVisible();
    await expect(page.getByText('18–65')).toBeVisible();
    await expect(page.getByText('+44 1634 123456', { exact: true })).toBeVisible();
    await expect(page.getByText(/£13\.50? – £15 per hour/)).toBeVisible();
    await expect(page.getByText('Skill 9')).toBeVisible();
    await expect(page.getByText('Skill 10')).toHaveCount(0);
    const jobPath = new URL(page.url()).pathname;

    // --- The list: status, views and applications; the job is not public yet.
    await page.goto('/employer/jobs');
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('In review');
    await expect(row.getByRole('cell').nth(3)).toHaveText('0');
    await expect(row.getByRole('cell').nth(4)).toHaveText('0');

    // --- Close and reopen from the list (a job never approved goes back to review).
    await row.getByRole('button', { name: `Close ${title}` }).click();
    await page.getByRole('button', { name: 'Close job' }).click();
    await expect(row).toContainText('Closed');
    await row.getByRole('button', { name: `Reopen ${title}` }).click();
    await expect(row).toContainText('In review');

    // --- Rejected (by an admin): the reason shows in the list and on the job's page.
    if (databaseUrl) {
      await rejectInDatabase(jobPath.split('/').pop()!, 'Please add the working hours');
      await page.reload();
      await expect(row).toContainText('Rejected: Please add the working hours');
      await page.goto(jobPath);
      await expect(page.getByText('Rejected: Please add the working hours')).toBeVisible();
    }

    // --- Edit: the form comes back filled; saving sends it back to review.
    await page.goto(`${jobPath}/edit`);
    await expect(page.getByRole('textbox', { name: 'Job title', exact: true })).toHaveValue(title);
    await expect(page.getByLabel('Salary from (£)', { exact: true })).toHaveValue('13.5');
    await page.getByRole('textbox', { name: 'Job title', exact: true }).fill(`${title} (edited)`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${title} (edited)` })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Job saved' })).toBeVisible();
    await expect(page.getByText('In review', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Rejected:/)).toHaveCount(0);

    // --- Axe on each employer page, wide and narrow.
    for (const [path, what] of [
      ['/employer/dashboard', 'the dashboard'],
      ['/employer/profile', 'the company profile'],
      ['/employer/jobs', 'the job list'],
      ['/employer/jobs/new', 'the job form'],
      [jobPath, 'the job page'],
      [`${jobPath}/edit`, 'the edit form'],
    ] as const) {
      await checkAxeBothWidths(page, path, what);
    }
  });

  test('another employer’s job is not found; a visitor is sent to sign in from /postajob', async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    await page.goto('/postajob');
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Femployer%2Fjobs%2Fnew$/);
    await expect(page.getByRole('link', { name: 'Create an Account' })).toBeVisible();

    const { email, password } = await freshAccount(baseURL!, 'employer');
    await signInAs(context, baseURL!, email, password);
    await page.goto('/postajob');
    await expect(page).toHaveURL(/\/employer\/jobs\/new$/);
    // A demo employer's job, by its uuid from the demo employer's own list.
    const demo = await (
      await fetch(`${baseURL}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'employer@demo.test', password: 'Demo-pass-2026' }) })
    ).json();
    const list = await (await fetch(`${baseURL}/api/recruiter/job/`, { headers: { authorization: `Bearer ${demo.token}` } })).json();
    const uuid = list.results[0].uuid as string;
    const res = await page.goto(`/employer/jobs/${uuid}`);
    expect(res?.status()).toBe(404);
    const edit = await page.goto(`/employer/jobs/${uuid}/edit`);
    expect(edit?.status()).toBe(404);
  });
});
