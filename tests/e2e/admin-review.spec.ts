import crypto from 'node:crypto';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { openPostgres } from '@/db';
import { applications, users } from '@/db/schema';
import { findLatestMail, outboxDir } from '@/lib/mail/outbox';
import { DEMO_PASSWORD, demoAccounts } from '../helpers/auth';
import { expect, freshAccount, signInAs, test, expectNoSeriousAxe } from '../helpers/e2e';
import { samplePdf, samplePng } from '../helpers/sample-files';
import { readServerState } from '../helpers/test-server';
import { draftFor } from '../helpers/wizard-fixtures';

/**
 * The admissions office's review in Chromium. A student submits; the admin starts the review and
 * asks for the passport again with a reason; the student reads the reason, uploads a new passport
 * and resubmits; the admin accepts the file and the application; the student's status, timeline,
 * notification and e-mail show it. Then the list: a filtered bulk start-review that refuses the
 * application that cannot move, a keyboard-only bulk reject, and the CSV of the filter. axe on the
 * list and the detail. Every application and student is the test's own; demo data is only read.
 */
const state = readServerState();
const databaseUrl = state?.databaseUrl ?? '';

const nextYear = String(new Date().getUTCFullYear() + 2);
/** The wizard's sections, complete (the documents are uploaded through the page). */
const sections = (first: string, last: string, email: string) => ({
  contactDetails: { email, phone: '+8613800000000', wechat: 'wx_review' },
  studentsInformation: {
    first_name: first,
    last_name: last,
    date_of_birth: '2001-04-02',
    passport_number: 'BA7654321',
    passport_expiry_date: `${nextYear}-01-31`,
    nationality: 'BD',
    gender: 'Female',
    in_china: false,
    alcohol: false,
  },
  homeAddress: { country: 'BD', city: 'Dhaka', street: 'Road 5' },
  postalAddress: { country: 'BD', city: 'Dhaka', street: 'Road 5' },
  postalSameAsHome: true,
  languageProficiency: { native_language: 'Bengali', english_level: '3' },
  educationBackground: [{ school: 'Dhaka College', major: 'Science', started: '2016-07', finished: '2018-06', gpa: '5.0', country: 'BD' }],
  workExperience: [],
  familyContact: { member_name: 'Karim Rahman', member_nationality: 'BD', member_phone: '+880 1711 000000' },
  financialSupporter: { supporters_name: 'Karim Rahman' },
  emergencyContact: {},
  declaration: { terms: true, consent: true, accuracy: true, payment: true, refund: true, attendance: true },
  currentStep: 4,
});

async function mailTo(email: string, since: Date, text: RegExp) {
  const dir = outboxDir(state!.dataDir);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = await findLatestMail(dir, email, { template: 'application_status', since, waitMs: 2_000 });
    if (mail && text.test(mail.text)) return mail;
    if (Date.now() > deadline) throw new Error(`no application_status mail to ${email} matching ${text}`);
  }
}

test.describe('admin application review', () => {
  test.skip(!databaseUrl, 'needs the test server on Postgres (TEST_DATABASE_URL)');

  test('submit → start review → request the passport again → re-upload and resubmit → accept: the student sees every step', async ({ page, context, browser, baseURL }) => {
    test.setTimeout(180_000);
    // A letter first: the name is in the verification mail, whose code is its only 6-digit number.
    const tag = `r${crypto.randomBytes(3).toString('hex')}`;
    const student = await freshAccount(baseURL!, 'student', { name: `Review Student ${tag}` });
    const { applicationId: id } = await draftFor(databaseUrl, student.email);
    const handle = openPostgres(databaseUrl, 1);
    try {
      await handle.db.update(applications).set(sections(`Rana${tag}`, 'Begum', student.email)).where(eq(applications.id, id));
    } finally {
      await handle.close();
    }

    // The student uploads the three required documents and submits.
    await signInAs(context, baseURL!, student.email, student.password);
    await page.goto(`/application?application_id=${id}&step=4`);
    const files: [string, string, Buffer, string][] = [
      ['Passport', 'passport.pdf', samplePdf, 'application/pdf'],
      ['Highest education certificate and transcript', 'diploma.png', samplePng, 'image/png'],
      ['Resume / CV', 'cv.pdf', samplePdf, 'application/pdf'],
    ];
    for (const [label, name, buffer, mimeType] of files) {
      await page.getByLabel(`Upload ${label}`, { exact: true }).setInputFiles({ name, mimeType, buffer });
      await expect(page.getByRole('link', { name })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByTestId('application-status')).toHaveText('Submitted');

    // The admin finds it in the list and opens it.
    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await signInAs(adminContext, baseURL!, demoAccounts.admin, DEMO_PASSWORD);
    await admin.goto(`/admin/applications?q=Rana${tag}`);
    await expect(admin.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    const row = admin.locator(`tr[data-application-id="${id}"]`);
    await expect(row).toContainText(`Rana${tag} Begum`);
    await expect(row).toContainText('Submitted');
    await expect(row).toContainText('Unpaid');
    await expectNoSeriousAxe(admin, 'the application list');
    await row.getByRole('link', { name: new RegExp(`View application #${id}`) }).click();
    await expect(admin.getByRole('heading', { level: 1, name: `Application #${id}: Rana${tag} Begum` })).toBeVisible();

    // The eleven tabs, each filled from the student's data (arrow keys move between them).
    const tabs = admin.getByRole('tablist', { name: 'Application sections' }).getByRole('tab');
    await expect(tabs).toHaveCount(11);
    await tabs.first().focus();
    await admin.keyboard.press('ArrowRight');
    await expect(admin.getByRole('tabpanel')).toContainText('BA7654321');
    await tabs.filter({ hasText: 'Family Contact' }).click();
    await expect(admin.getByRole('tabpanel')).toContainText('Karim Rahman');
    await tabs.filter({ hasText: 'Education Background' }).click();
    await expect(admin.getByRole('tabpanel')).toContainText('Dhaka College');
    await expectNoSeriousAxe(admin, 'the application detail');

    // Start the review, with a note the student reads.
    await admin.getByLabel('New status').selectOption('under_review');
    await admin.getByLabel('Note to the student').fill('We have started reviewing your application');
    await admin.getByRole('button', { name: 'Change status' }).click();
    await expect(admin.getByText('Status changed to under review')).toBeVisible();
    await expect(admin.locator('#summary')).toContainText('Under review');

    // Ask for the passport again with a reason (a dialog, keyboard only).
    await admin.getByRole('button', { name: /^Request again\s*:\s*Passport$/ }).focus();
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog', { name: 'Request the passport again' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousAxe(admin, 'the request dialog');
    await dialog.getByLabel('Reason').focus();
    await admin.keyboard.type('The passport scan is blurred: please upload a sharper copy');
    await admin.keyboard.press('Tab');
    await admin.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(admin.locator('#summary')).toContainText('Documents requested');
    await expect(admin.locator('[data-slot="passport"]')).toContainText('Requested again');

    // The admin writes an internal note.
    const internal = `Checked with the university ${tag}`;
    await admin.getByRole('textbox', { name: 'Internal note' }).fill(internal);
    await admin.getByRole('button', { name: 'Add note' }).click();
    await expect(admin.getByRole('list', { name: 'Notes' })).toContainText(internal);

    // The student reads the reason, uploads a new passport and resubmits.
    await page.goto(`/student/applications/${id}`);
    await expect(page.locator('#documents-requested')).toContainText('The passport scan is blurred: please upload a sharper copy');
    await expect(page.locator('body')).not.toContainText(internal);
    await page.getByRole('link', { name: 'Upload the documents' }).click();
    await page.getByLabel('Replace Passport', { exact: true }).setInputFiles({ name: 'passport-sharp.png', mimeType: 'image/png', buffer: samplePng });
    await expect(page.getByRole('link', { name: 'passport-sharp.png' })).toBeVisible();
    await page.goto(`/student/applications/${id}`);
    await page.getByRole('button', { name: 'Resubmit' }).click();
    await expect(page.locator('#summary')).toContainText('Resubmitted');

    // The admin accepts the new passport, then the application.
    await admin.reload();
    await expect(admin.locator('#summary')).toContainText('Resubmitted');
    await expect(admin.locator('[data-slot="passport"]')).toContainText('passport-sharp.png');
    await admin.getByRole('button', { name: /^Accept\s*:\s*Passport$/ }).click();
    await expect(admin.locator('[data-slot="passport"]').getByText('Accepted')).toBeVisible();
    const acceptedAt = new Date(Date.now() - 1000);
    await admin.getByLabel('New status').selectOption('accepted');
    await admin.getByLabel('Note to the student').fill('Congratulations: you have a place');
    await admin.getByRole('button', { name: 'Change status' }).click();
    await expect(admin.getByText('Status changed to accepted')).toBeVisible();

    // The student's status, timeline, notification and e-mail.
    await page.goto(`/student/applications/${id}`);
    await expect(page.locator('#summary')).toContainText('Accepted');
    const last = page.getByTestId('timeline-entry').last();
    await expect(last).toContainText('The admissions office moved it to accepted');
    await expect(last).toContainText('Congratulations: you have a place');
    await expect(page.getByTestId('timeline-entry').filter({ hasText: 'The passport scan is blurred' })).toHaveCount(1);
    await expect(page.locator('body')).not.toContainText(internal);
    await page.goto('/student/notifications');
    await expect(page.getByRole('main')).toContainText('Your application is now: Accepted');
    const mail = await mailTo(student.email, acceptedAt, /Accepted/);
    expect(mail.text).toContain('Congratulations: you have a place');
    await adminContext.close();
  });

  test('a filtered list: bulk start review refuses what cannot move, a keyboard-only bulk reject, and the CSV of the filter', async ({ page, context, baseURL }) => {
    test.setTimeout(180_000);
    const tag = `Bulk${crypto.randomBytes(3).toString('hex')}`;
    const handle = openPostgres(databaseUrl, 1);
    const ids: number[] = [];
    try {
      for (const [i, status] of (['submitted', 'submitted', 'accepted'] as const).entries()) {
        const email = `${tag.toLowerCase()}-${i}@example.test`;
        await handle.db.insert(users).values({ email, name: `${tag} ${i}`, passwordHash: 'not-a-real-hash', role: 'student', emailVerifiedAt: new Date() });
        const { applicationId } = await draftFor(databaseUrl, email);
        await handle.db
          .update(applications)
          .set({ ...sections(tag, `Student${i}`, email), status, submittedAt: new Date(Date.UTC(2025, 0, 10 + i)) })
          .where(eq(applications.id, applicationId));
        ids.push(applicationId);
      }
    } finally {
      await handle.close();
    }
    await signInAs(context, baseURL!, demoAccounts.admin, DEMO_PASSWORD);
    await page.goto('/admin/applications');
    await page.getByLabel('Name, e-mail, phone, passport, course, university or #number').fill(tag);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
    await expect(page.getByRole('status').filter({ hasText: 'Showing 1 to 3 of 3 applications' })).toBeVisible();

    // The sort headers are links in the URL.
    await page.getByRole('link', { name: /^Student\s*,\s*sort ascending/ }).click();
    await expect(page).toHaveURL(/sort=name/);
    await expect(page.locator('tbody tr').first()).toContainText(`${tag} Student0`);

    // Select every row shown with the keyboard, start the review.
    await page.getByRole('checkbox', { name: 'Select all applications shown' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('3 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Start review' }).click();
    await expect(page.getByText('2 applications changed, 1 refused')).toBeVisible();
    await expect(page.getByText(`#${ids[2]}: An application cannot move from Accepted to Under review`)).toBeVisible();
    for (const id of ids.slice(0, 2)) await expect(page.locator(`tr[data-application-id="${id}"]`)).toContainText('Under review');
    await expect(page.locator(`tr[data-application-id="${ids[2]}"]`)).toContainText('Accepted');

    // Filter to the ones under review, export them.
    await page.goto(`/admin/applications?q=${tag}&status=under_review`);
    await expect(page.getByRole('status').filter({ hasText: 'of 2 applications' })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: /^Export CSV/ }).click();
    const csv = fs.readFileSync((await (await downloading).path())!, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(csv).toHaveLength(3);
    expect(csv.slice(1).every((l) => l.includes(`${tag} Student`) && l.includes('Under review'))).toBe(true);

    // Reject one with the keyboard alone: select it, open the dialog, write the reason, send.
    await page.getByRole('checkbox', { name: new RegExp(`Select application #${ids[0]} `) }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Reject…' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Reject 1 application' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Reject applications' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Give a reason the student can read')).toBeVisible();
    await dialog.getByLabel('Reason').focus();
    await page.keyboard.type('The programme is full for this intake');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText('1 application changed')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'of 1 application' })).toBeVisible();
    await page.goto(`/admin/applications?q=${tag}&status=rejected`);
    await expect(page.locator(`tr[data-application-id="${ids[0]}"]`)).toContainText('Rejected');
    await expectNoSeriousAxe(page, 'the filtered list');
  });
});
