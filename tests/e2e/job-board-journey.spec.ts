import crypto from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { extractCode, findLatestMail, outboxDir } from '@/lib/mail/outbox';
import { DEMO_PASSWORD, demoAccounts } from '../helpers/auth';
import { expect, signInAs, test } from '../helpers/e2e';
import { samplePng } from '../helpers/sample-files';
import { readServerState } from '../helpers/test-server';

/**
 * The job board's first half as a new employer meets it, end to end in Chromium: register as an
 * employer through the form, verify with the code from the mail, fill the company profile with a
 * logo, post a job → the admin rejects it with a reason → the employer reads the reason, edits
 * and resubmits → the admin approves → the job is on /jobs, on its category page, in the sitemap,
 * with JobPosting JSON-LD that has every required and recommended property.
 */
const PASSWORD = 'Ledger-lamp-2026';
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function codeFor(email: string): Promise<string> {
  const state = readServerState();
  if (!state) throw new Error('no test server state');
  const mail = await findLatestMail(outboxDir(state.dataDir), email, { template: 'verification_code', waitMs: 15_000 });
  expect(mail, `a verification mail to ${email}`).not.toBeNull();
  return extractCode(mail!)!;
}

/** The admin's moves, in a browser context of their own. */
async function asAdmin(browser: Browser, baseURL: string, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ baseURL });
  try {
    await signInAs(context, baseURL, demoAccounts.admin, DEMO_PASSWORD);
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

async function findInQueue(page: Page, title: string) {
  await page.goto('/admin/jobs?status=all');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.locator(`tr[data-job-title="${title}"]`);
  await expect(row).toBeVisible();
  return row;
}

test('employer registers, posts a job; admin rejects, employer fixes it, admin approves; the job is public with full JSON-LD', async ({ page, browser, baseURL }) => {
  test.setTimeout(420_000);
  // A letter first: a 6-digit tag in a name would read as the code of a verification mail.
  const tag = `j${crypto.randomBytes(3).toString('hex')}`;
  const email = `e2e-journey-${tag}@example.com`;
  const orgName = `Journey Ledger ${tag} Ltd`;
  const title = `Payroll Clerk ${tag}`;

  // --- Register as an employer and verify (the code signs the employer in).
  await page.goto('/register');
  await page.getByText('Employer', { exact: true }).click();
  await page.getByLabel('Company name').fill(orgName);
  await page.getByLabel('Full name').fill('Harriet Journey');
  await page.getByLabel('Country').selectOption('United Kingdom');
  await page.getByLabel('Phone number').fill('7911 123456');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Create an Account' }).click();
  await page.getByRole('textbox', { name: 'Enter the code', exact: true }).fill(await codeFor(email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/employer\/dashboard$/);

  // --- The company profile (the company name from registration already in it), with a logo.
  await page.getByRole('link', { name: 'Company Profile' }).click();
  await expect(page).toHaveURL(/\/employer\/profile$/);
  await expect(page.getByLabel('Organisation name', { exact: true })).toHaveValue(orgName);
  await page.getByLabel('Website', { exact: true }).fill('https://journey-ledger.example.test');
  await page.getByLabel('City', { exact: true }).fill('Guildford');
  await page.getByLabel('County', { exact: true }).fill('Surrey');
  await page.getByLabel('Country', { exact: true }).selectOption('GB');
  await page.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: samplePng });
  await expect(page.getByRole('img', { name: 'Preview of the new logo' })).toBeVisible();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Company profile saved' })).toBeVisible();

  // --- Post a job.
  await page.goto('/employer/jobs/new');
  await page.getByRole('textbox', { name: 'Job title', exact: true }).fill(title);
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Accounting/Finance' });
  await page.getByRole('combobox', { name: 'Job type', exact: true }).selectOption('fulltime');
  await page.locator('#field-expire_date').fill(inDays(45));
  await page.getByLabel('City', { exact: true }).fill('Guildford');
  await page.getByLabel('Postcode', { exact: true }).fill('GU1 3AA');
  await page.getByLabel('Salary type', { exact: true }).selectOption('yearly');
  await page.getByLabel('Salary from (£)', { exact: true }).fill('26000');
  await page.getByLabel('Salary to (£)', { exact: true }).fill('29000');
  const skills = page.getByLabel('Skills', { exact: true });
  await skills.fill('Payroll');
  await skills.press('Enter');
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Run the monthly payroll for forty client businesses.');
  await page.getByRole('button', { name: 'Post job for review' }).click();
  await expect(page).toHaveURL(/\/employer\/jobs\/[0-9a-f-]{36}$/);
  const uuid = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByText('In review', { exact: true })).toBeVisible();
  // Not public while in review.
  expect((await page.request.get(`/jobs/${uuid}`)).status()).toBe(404);

  // --- The admin rejects it with a reason.
  const reason = `Please give the working hours (${tag}).`;
  await asAdmin(browser, baseURL!, async (admin) => {
    const row = await findInQueue(admin, title);
    await row.getByRole('button', { name: /^Reject/ }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Reason for the employer').fill(reason);
    await dialog.getByRole('button', { name: 'Reject job' }).click();
    await expect(admin.getByText('Job rejected: the employer sees your reason.')).toBeVisible();
  });

  // --- The employer reads the reason, edits and resubmits.
  await page.goto('/employer/jobs');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText(`Rejected: ${reason}`);
  await page.goto(`/employer/jobs/${uuid}`);
  await expect(page.getByText(`Rejected: ${reason}`)).toBeVisible();
  await page.goto(`/employer/jobs/${uuid}/edit`);
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Run the monthly payroll for forty client businesses, Monday to Friday, 9:00 to 17:30.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('In review', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Rejected:/)).toHaveCount(0);

  // --- The admin approves it.
  await asAdmin(browser, baseURL!, async (admin) => {
    const row = await findInQueue(admin, title);
    await row.getByRole('button', { name: /^Approve/ }).click();
    await expect(admin.getByText('Job approved: it is on the public job pages now.')).toBeVisible();
  });

  // --- Public at once: /jobs, its category, the sitemap, and its page with JobPosting JSON-LD.
  await page.goto(`/jobs?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.goto('/jobs/category/44');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  expect(await (await page.request.get('/sitemap.xml')).text()).toContain(`/jobs/${uuid}</loc>`);

  await page.goto(`/jobs/${uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(orgName).first()).toBeVisible();
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = ld.map((t) => JSON.parse(t)).find((d) => d['@type'] === 'JobPosting');
  expect(posting, 'a JobPosting JSON-LD block').toBeTruthy();
  for (const key of ['title', 'description', 'datePosted', 'validThrough', 'employmentType', 'hiringOrganization', 'jobLocation', 'baseSalary', 'identifier', 'directApply']) {
    expect(posting, `JobPosting.${key}`).toHaveProperty(key);
  }
  expect(posting.title).toBe(title);
  expect(posting.employmentType).toBe('FULL_TIME');
  expect(posting.hiringOrganization.name).toBe(orgName);
  expect(posting.hiringOrganization.logo).toMatch(/^https?:\/\//);
  expect(posting.jobLocation.address.addressLocality).toBe('Guildford');
  expect(posting.jobLocation.address.postalCode).toBe('GU1 3AA');
  expect(posting.baseSalary.currency).toBe('GBP');
  expect(posting.baseSalary.value).toMatchObject({ minValue: 26000, maxValue: 29000, unitText: 'YEAR' });
  expect(posting.validThrough.slice(0, 10)).toBe(inDays(45));
  expect(posting.directApply).toBe(true);
});
