import crypto from 'node:crypto';
import { extractCode, findLatestMail, outboxDir } from '@/lib/mail/outbox';
import { expect, expectNoAxe, type Page, test } from '../helpers/e2e';
import { samplePdf, samplePng } from '../helpers/sample-files';
import { readServerState } from '../helpers/test-server';
import { openCourseSlug } from '../helpers/wizard-fixtures';
import { fillContactAndStudent, fillFamily, fillFirstEducation } from '../helpers/wizard-steps';

/**
 * A student from abroad, as a new user would: registers, verifies the e-mail, opens a course,
 * applies (through the login and back), fills the four steps (signing out and back in between two
 * of them resumes at the last saved step), uploads the documents with progress and submits; the
 * applied list says Submitted, the timeline shows the submission, and an e-mail went out.
 */
const state = readServerState();
const databaseUrl = state?.databaseUrl ?? '';
const PASSWORD = `Journey-pass-${crypto.randomBytes(3).toString('hex')}`;

async function mailTo(email: string, template: string, since: Date) {
  const mail = await findLatestMail(outboxDir(state!.dataDir), email, { template, since, waitMs: 15_000 });
  expect(mail, `a ${template} mail to ${email}`).not.toBeNull();
  return mail!;
}

async function login(page: Page, email: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('register, verify, apply to a course, fill the four steps across a sign-out, upload, submit: Submitted, in the timeline, by e-mail', async ({ page }) => {
  test.skip(!databaseUrl, 'needs the test server on Postgres (TEST_DATABASE_URL) to find an open course');
  test.setTimeout(240_000);
  const email = `journey-${crypto.randomBytes(4).toString('hex')}@example.test`;
  const since = new Date(Date.now() - 1000);

  // Register and verify.
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Amina Rahman');
  await page.getByLabel('Phone number').fill('01711000000');
  await page.getByLabel('Country').selectOption('Bangladesh');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Create an Account' }).click();
  await page.getByRole('textbox', { name: 'Enter the code', exact: true }).fill(extractCode(await mailTo(email, 'verification_code', since))!);
  await page.getByRole('button', { name: 'Verify' }).click();
  // The verified code signs the student in.
  await expect(page).toHaveURL(/\/student\/dashboard$/);

  // Open a course as a visitor would (signed out), apply: the login brings the student back to it.
  await page.context().clearCookies();
  const slug = await openCourseSlug(databaseUrl);
  await page.goto(`/courses/${slug}`);
  await page.getByTestId('apply-button').click();
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  await login(page, email);
  await expect(page).toHaveURL(new RegExp(`/courses/${slug}$`));
  await page.getByTestId('apply-button').click();
  await expect(page).toHaveURL(/\/application\?application_id=\d+/);
  const applicationId = Number(/application_id=(\d+)/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 2, name: 'Contact and student information' })).toBeVisible();

  // Step 1.
  await fillContactAndStudent(page, email);
  await fillFirstEducation(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2, then a reload: nothing lost.
  await expect(page).toHaveURL(/step=2/);
  await fillFamily(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/step=3/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Declaration' })).toBeVisible();

  // Sign out and back in: the applied list's Continue resumes at the last saved step, all filled in.
  await page.goto('/student/dashboard');
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login/);
  await login(page, email);
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await page.goto('/student/applied-program');
  await page.locator(`tr[data-application-id="${applicationId}"]`).getByRole('link', { name: /^Continue/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Declaration' })).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByLabel("Family member's name")).toHaveValue('Karim Rahman');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/step=3/);

  // Step 3 and 4.
  for (const box of await page.getByRole('main').getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/step=4/);
  const files: [string, string, Buffer, string][] = [
    ['Passport', 'passport.pdf', samplePdf, 'application/pdf'],
    ['Highest education certificate and transcript', 'diploma.png', samplePng, 'image/png'],
    ['Resume / CV', 'cv.pdf', samplePdf, 'application/pdf'],
  ];
  const upload = async ([label, name, buffer, mimeType]: (typeof files)[number]) => {
    await page.getByLabel(`Upload ${label}`, { exact: true }).setInputFiles({ name, mimeType, buffer });
    await expect(page.getByRole('progressbar', { name: `Uploading ${name}` })).toHaveJSProperty('value', 1);
    await expect(page.getByRole('link', { name })).toBeVisible();
  };
  for (const file of files.slice(0, 2)) await upload(file);
  // Submit with the CV missing: the box names it; it goes as soon as the CV is there (issue 30, item 2).
  await page.getByRole('button', { name: 'Submit application' }).click();
  const notComplete = page.getByRole('alert').filter({ hasText: 'Resume / CV' });
  await expect(notComplete).toBeVisible();
  await upload(files[2]);
  await expect(notComplete).toHaveCount(0);
  const submittedAt = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByTestId('application-status')).toHaveText('Submitted');
  // What happens next, whom it waits on, and paying the fees from the same page.
  const next = page.getByRole('region', { name: 'What happens next' });
  await expect(next).toContainText(/Submitted on \d{1,2} \w+ \d{4}\./);
  await expect(next).toContainText('The admissions office checks that your file is complete');
  await expect(next.getByRole('link', { name: 'Pay the fees' })).toHaveAttribute('href', `/checkout?application_id=${applicationId}`);
  await expectNoAxe(page, 'submitted: what happens next');

  // The applied list, the timeline, the e-mail.
  await page.goto('/student/applied-program');
  const row = page.locator(`tr[data-application-id="${applicationId}"]`);
  await expect(row.getByText('Submitted', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: /^View/ }).click();
  await expect(page.getByTestId('timeline-entry').last()).toContainText('You moved it to submitted');
  await mailTo(email, 'application_status', submittedAt);
});
