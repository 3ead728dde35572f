import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { openPostgres, type DbHandle } from '@/db';
import { applicationDocuments, applications, applicationStatusHistory, courses, programs, universities, uploadedFiles, users } from '@/db/schema';
import type { ApplicationStatus } from '@/lib/applications/values';
import AxeBuilder from '@axe-core/playwright';
import { DEMO_PASSWORD, demoAccounts } from '../helpers/auth';
import { expect, expectNoAxe, freshAccount, type Page, signInAs, test, expectNoSeriousAxe } from '../helpers/e2e';
import { samplePdf } from '../helpers/sample-files';
import { readServerState } from '../helpers/test-server';

/**
 * The student's Applied Program list and the read-only application view with its timeline, in a
 * browser. Each test makes its own student (through the API) and its own applications in the test
 * server's database (reachable when the server runs on Postgres, as in CI and `npm test` with
 * TEST_DATABASE_URL); the courses are hidden from the public catalogue so no other test sees them.
 */
const databaseUrl = readServerState()?.databaseUrl;
let handle: DbHandle | undefined;
const madeUniversities: number[] = [];
const madeFiles: number[] = [];

test.beforeAll(() => {
  if (databaseUrl) handle = openPostgres(databaseUrl, 2);
});

test.afterAll(async () => {
  if (!handle) return;
  if (madeUniversities.length > 0) {
    await handle.db.delete(applications).where(inArray(applications.universityId, madeUniversities));
    await handle.db.delete(universities).where(inArray(universities.id, madeUniversities));
  }
  if (madeFiles.length > 0) await handle.db.delete(uploadedFiles).where(inArray(uploadedFiles.id, madeFiles));
  await handle.close();
});

async function userIdOf(email: string): Promise<number> {
  const [u] = await handle!.db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  return u.id;
}

/** A hidden university with one course, of the test's own. */
async function makeCourse(tag: string) {
  const db = handle!.db;
  const [program] = await db.select({ id: programs.id, name: programs.name }).from(programs).limit(1);
  const u = `${tag}-${crypto.randomBytes(4).toString('hex')}`;
  const [uni] = await db
    .insert(universities)
    .values({ slug: `zz-applied-${u}`, name: `Zz Applied University ${u}`, code: `ZA${u}`.toUpperCase(), status: false })
    .returning({ id: universities.id, name: universities.name });
  madeUniversities.push(uni.id);
  const [course] = await db
    .insert(courses)
    .values({ slug: `zz-applied-course-${u}`, title: `Zz Course ${u}`, programId: program.id, universityId: uni.id, status: false })
    .returning({ id: courses.id, title: courses.title });
  return { universityId: uni.id, universityName: uni.name, courseId: course.id, courseTitle: course.title, programId: program.id, programName: program.name };
}

/** An application in a status, with the history a student's own moves would have written. */
async function makeApplication(userId: number, status: ApplicationStatus, tag: string) {
  const c = await makeCourse(tag);
  const [row] = await handle!.db
    .insert(applications)
    .values({ userId, universityId: c.universityId, courseId: c.courseId, programId: c.programId, status, submittedAt: status === 'draft' ? null : new Date() })
    .returning({ id: applications.id });
  if (status !== 'draft') {
    await handle!.db.insert(applicationStatusHistory).values({ applicationId: row.id, fromStatus: 'draft', toStatus: 'submitted', actorId: userId });
  }
  return { id: row.id, ...c };
}

const rowOf = (page: Page, id: number) => page.locator(`tr[data-application-id="${id}"]`);

test.describe('Applied Program', () => {
  test('a new student sees the empty state with the way to the universities', async ({ page, context, baseURL }) => {
    const student = await freshAccount(baseURL!, 'student');
    await signInAs(context, baseURL!, student.email, student.password);
    await page.goto('/student/applied-program');
    await expect(page.getByRole('heading', { name: 'Applied universities', level: 1 })).toBeVisible();
    await expect(page.getByText('You have not applied yet')).toBeVisible();
    await expectNoSeriousAxe(page, 'empty applied list');
    await page.getByRole('link', { name: 'Find a university' }).click();
    await expect(page).toHaveURL(/\/universities$/);
  });

  test('lists a draft and a submitted application; deletes the draft and withdraws the other with confirmation; the timeline shows the withdrawal', async ({
    page,
    context,
    baseURL,
  }) => {
    test.skip(!databaseUrl, 'needs the test server on Postgres (TEST_DATABASE_URL) to make applications in its database');
    const student = await freshAccount(baseURL!, 'student');
    const userId = await userIdOf(student.email);
    const draft = await makeApplication(userId, 'draft', 'draft');
    const submitted = await makeApplication(userId, 'submitted', 'sub');
    await signInAs(context, baseURL!, student.email, student.password);

    await page.goto('/student/applied-program');
    const draftRow = rowOf(page, draft.id);
    const submittedRow = rowOf(page, submitted.id);
    await expect(draftRow).toContainText(draft.universityName);
    await expect(draftRow).toContainText(draft.courseTitle);
    await expect(draftRow).toContainText(draft.programName);
    await expect(draftRow.getByText('Draft', { exact: true })).toBeVisible();
    await expect(submittedRow.getByText('Submitted', { exact: true })).toBeVisible();
    await expect(submittedRow).toContainText('Waiting on the admissions office');
    // Only the moves the status machine allows: a draft is continued or deleted, a submitted one withdrawn.
    await expect(draftRow.getByRole('link', { name: /^Continue/ })).toHaveAttribute('href', `/application?application_id=${draft.id}`);
    await expect(draftRow.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);
    await expect(submittedRow.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await expect(submittedRow.getByRole('link', { name: /^Continue/ })).toHaveCount(0);
    await expectNoSeriousAxe(page, 'applied list');

    // Delete the draft: cancelling first keeps it, confirming deletes it.
    await draftRow.getByRole('button', { name: /^Delete/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this draft?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(draftRow).toBeVisible();
    await draftRow.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete draft' }).click();
    await expect(page.getByText('Draft deleted')).toBeVisible();
    await expect(draftRow).toHaveCount(0);
    const [gone] = await handle!.db.select({ id: applications.id }).from(applications).where(eq(applications.id, draft.id));
    expect(gone).toBeUndefined();

    // Withdraw the submitted one, with the keyboard alone (the alert dialog focuses Cancel first).
    await submittedRow.getByRole('button', { name: /^Withdraw/ }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Withdraw this application?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirm.getByRole('button', { name: 'Withdraw application' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Application withdrawn')).toBeVisible();
    await expect(submittedRow.getByText('Withdrawn', { exact: true })).toBeVisible();
    await expect(submittedRow.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);

    // The view: summary and the timeline with both changes, who made them, and no one to wait on.
    await submittedRow.getByRole('link', { name: /^View/ }).click();
    await expect(page).toHaveURL(new RegExp(`/student/applications/${submitted.id}$`));
    await expect(page.getByRole('heading', { name: submitted.courseTitle, level: 1 })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText(submitted.universityName);
    await expect(summary).toContainText('Application fee');
    const entries = page.getByTestId('timeline-entry');
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText('You moved it to submitted');
    await expect(entries.nth(1)).toContainText('You moved it to withdrawn');
    await expect(entries.nth(1).getByText('Withdrawn', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Waiting on/)).toHaveCount(0);
    await expectNoSeriousAxe(page, 'application view');
    const [row] = await handle!.db.select({ status: applications.status }).from(applications).where(eq(applications.id, submitted.id));
    expect(row.status).toBe('withdrawn');
  });

  test('the view names who made each change, gives the reason when documents are requested and says the student is waited on', async ({ page, context, baseURL }) => {
    test.skip(!databaseUrl, 'needs the test server on Postgres (TEST_DATABASE_URL) to make applications in its database');
    const student = await freshAccount(baseURL!, 'student');
    const userId = await userIdOf(student.email);
    const app = await makeApplication(userId, 'documents_requested', 'req');
    const [admin] = await handle!.db.select({ id: users.id }).from(users).where(eq(users.email, demoAccounts.admin));
    await handle!.db
      .insert(applicationStatusHistory)
      .values({ applicationId: app.id, fromStatus: 'submitted', toStatus: 'documents_requested', actorId: admin.id, note: 'The passport scan is blurred', createdAt: new Date(Date.now() + 1000) });
    await signInAs(context, baseURL!, student.email, student.password);
    await page.goto(`/student/applications/${app.id}`);
    const entries = page.getByTestId('timeline-entry');
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(1)).toContainText('The admissions office moved it to documents requested');
    await expect(entries.nth(1)).toContainText('What is needed: The passport scan is blurred');
    await expect(entries.nth(1)).toContainText('Waiting on you');
  });

  /** The admissions office asked for the passport again a minute ago; `reuploaded` puts a new file in the slot since. */
  async function requestPassport(userId: number, reuploaded: boolean) {
    const app = await makeApplication(userId, 'documents_requested', 'docs');
    const [admin] = await handle!.db.select({ id: users.id }).from(users).where(eq(users.email, demoAccounts.admin));
    const requestedAt = new Date(Date.now() - 60_000);
    await handle!.db
      .insert(applicationStatusHistory)
      .values({ applicationId: app.id, fromStatus: 'submitted', toStatus: 'documents_requested', actorId: admin.id, note: 'The passport scan is blurred', createdAt: requestedAt });
    let fileId: number | null = null;
    if (reuploaded) {
      const [file] = await handle!.db
        .insert(uploadedFiles)
        .values({ ownerId: userId, kind: 'application_document', storageKey: `e2e-applied-${crypto.randomUUID()}.pdf`, originalName: 'passport.pdf', mimeType: 'application/pdf', sizeBytes: 13 })
        .returning({ id: uploadedFiles.id });
      madeFiles.push(file.id);
      fileId = file.id;
    }
    await handle!.db.insert(applicationDocuments).values({
      applicationId: app.id,
      slot: 'passport',
      fileId,
      requestedAt,
      requestReason: 'The passport scan is blurred',
      updatedAt: reuploaded ? new Date() : requestedAt,
    });
    return app;
  }

  test('documents requested: the view leads to the upload until the slot holds a new file, then resubmits', async ({ page, context, baseURL }) => {
    test.skip(!databaseUrl, 'needs the test server on Postgres (TEST_DATABASE_URL) to make applications in its database');
    const student = await freshAccount(baseURL!, 'student');
    const userId = await userIdOf(student.email);
    const waiting = await requestPassport(userId, false);
    const ready = await requestPassport(userId, true);
    await signInAs(context, baseURL!, student.email, student.password);

    await page.goto(`/student/applications/${waiting.id}`);
    const requested = page.getByRole('region', { name: 'Documents requested' });
    await expect(requested).toContainText('The passport scan is blurred');
    await expect(requested.getByRole('button', { name: 'Resubmit' })).toHaveCount(0);
    await expect(requested.getByRole('link', { name: 'Upload the documents' })).toHaveAttribute('href', `/application?application_id=${waiting.id}&step=documents`);

    await page.goto(`/student/applications/${ready.id}`);
    await page.getByRole('region', { name: 'Documents requested' }).getByRole('button', { name: 'Resubmit' }).click();
    await expect(page.getByText('Application sent back to the admissions office')).toBeVisible();
    const entries = page.getByTestId('timeline-entry');
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(2)).toContainText('You moved it to resubmitted');
    await expect(entries.nth(2)).toContainText('Waiting on the admissions office');
    await expect(page.getByRole('region', { name: 'Documents requested' })).toHaveCount(0);
    const [row] = await handle!.db.select({ status: applications.status }).from(applications).where(eq(applications.id, ready.id));
    expect(row.status).toBe('resubmitted');
  });

  test('documents requested, at 360 px: the link every message carries opens the documents step, which names the slots and sends the application back once each has a new file', async ({ page, context, baseURL }) => {
    test.skip(!databaseUrl, 'needs the test server on Postgres (TEST_DATABASE_URL) to make applications in its database');
    const student = await freshAccount(baseURL!, 'student');
    const app = await requestPassport(await userIdOf(student.email), false);
    await signInAs(context, baseURL!, student.email, student.password);
    await page.setViewportSize({ width: 360, height: 760 });
    // The dashboard's, the notification's and the e-mail's link (applicationLink).
    await page.goto(`/application?application_id=${app.id}`);
    await expect(page.getByTestId('requested-notice')).toContainText('Upload a new file for each document marked below');
    await expect(page.getByText('can no longer be changed')).toHaveCount(0);
    await expect(page.getByTestId('requested-documents')).toContainText('Passport: The passport scan is blurred');
    const sendBack = page.getByRole('button', { name: 'Send back to the office' });
    await expect(sendBack).toBeDisabled();
    await expect(page.getByText('(0 of 1 done)')).toBeVisible();
    await expectNoAxe(page, 'documents asked for again');

    await page.getByLabel('Replace Passport', { exact: true }).or(page.getByLabel('Upload Passport', { exact: true })).setInputFiles({ name: 'passport-new.pdf', mimeType: 'application/pdf', buffer: samplePdf });
    await expect(page.getByTestId('requested-documents').getByText('New file uploaded')).toBeVisible();
    await expect(sendBack).toBeEnabled();
    await sendBack.click();
    await expect(page).toHaveURL(/sent=back/);
    await expect(page.getByRole('region', { name: 'What happens next' })).toContainText('Sent back to the admissions office');
    await expect(page.getByTestId('application-status')).toHaveText('Resubmitted');
    await expectNoAxe(page, 'sent back: what happens next');
    const [row] = await handle!.db.select({ status: applications.status }).from(applications).where(eq(applications.id, app.id));
    expect(row.status).toBe('resubmitted');
  });

  test('a document kept once, at 360 px: a new draft offers the passport sent with another application, and using it puts it in the slot', async ({ page, context, baseURL }) => {
    test.skip(!databaseUrl, 'needs the test server on Postgres (TEST_DATABASE_URL) to make applications in its database');
    const student = await freshAccount(baseURL!, 'student');
    const userId = await userIdOf(student.email);
    const sent = await makeApplication(userId, 'submitted', 'sent');
    const [file] = await handle!.db
      .insert(uploadedFiles)
      .values({ ownerId: userId, kind: 'application_document', storageKey: `e2e-reuse-${crypto.randomUUID()}.pdf`, originalName: 'my-passport.pdf', mimeType: 'application/pdf', sizeBytes: 13 })
      .returning({ id: uploadedFiles.id });
    madeFiles.push(file.id);
    await handle!.db.insert(applicationDocuments).values({ applicationId: sent.id, slot: 'passport', fileId: file.id });
    const draft = await makeApplication(userId, 'draft', 'draft');
    await signInAs(context, baseURL!, student.email, student.password);
    await page.setViewportSize({ width: 360, height: 760 });

    await page.goto(`/application?application_id=${draft.id}&step=4`);
    const offer = page.getByRole('button', { name: `Use my-passport.pdf (sent with your application to ${sent.courseTitle})` });
    await expect(offer).toBeVisible();
    await expectNoAxe(page, 'documents step with an offer');
    await offer.click();
    await expect(page.getByRole('link', { name: 'my-passport.pdf' })).toHaveAttribute('href', `/api/applications/${draft.id}/documents/passport`);
    await expect(offer).toHaveCount(0);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(360);
    // One stored file, now in both applications' passport slots.
    const slots = await handle!.db.select({ applicationId: applicationDocuments.applicationId }).from(applicationDocuments).where(eq(applicationDocuments.fileId, file.id));
    expect(slots.map((r) => r.applicationId).sort((a, b) => a - b)).toEqual([sent.id, draft.id].sort((a, b) => a - b));
  });

  test("another student's application view is a 404", async ({ page, context, baseURL }) => {
    test.skip(!databaseUrl, 'needs the test server on Postgres (TEST_DATABASE_URL) to make applications in its database');
    const owner = await freshAccount(baseURL!, 'student');
    const app = await makeApplication(await userIdOf(owner.email), 'submitted', 'own');
    await signInAs(context, baseURL!, demoAccounts.student, DEMO_PASSWORD);
    const res = await page.goto(`/student/applications/${app.id}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByText(app.courseTitle)).toHaveCount(0);
    // A malformed or unknown id is the same 404.
    expect((await page.goto('/student/applications/not-a-number'))?.status()).toBe(404);
    expect((await page.goto('/student/applications/2147483000'))?.status()).toBe(404);
  });
});

test.describe('Applied Program pages', () => {
  test('pages with the shared page parameters, newest change first', async ({ page, context, baseURL }) => {
    test.skip(!databaseUrl, 'needs the test server on Postgres (TEST_DATABASE_URL) to make applications in its database');
    const student = await freshAccount(baseURL!, 'student');
    const userId = await userIdOf(student.email);
    const made: number[] = [];
    for (let i = 0; i < 11; i++) {
      const app = await makeApplication(userId, 'submitted', `page${i}`);
      // One minute apart, the first made the oldest change.
      await handle!.db.update(applications).set({ updatedAt: new Date(Date.now() - (11 - i) * 60_000) }).where(eq(applications.id, app.id));
      made.push(app.id);
    }
    await signInAs(context, baseURL!, student.email, student.password);
    await page.goto('/student/applied-program?per_page=10');
    await expect(page.locator('tr[data-application-id]')).toHaveCount(10);
    await expect(page.locator('tr[data-application-id]').first()).toHaveAttribute('data-application-id', String(made[10]));
    await expect(rowOf(page, made[0])).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Pages of your applications' }).getByRole('link', { name: /2/ }).first().click();
    await expect(page).toHaveURL(/\/student\/applied-program\?page=2&per_page=10$/);
    await expect(page.locator('tr[data-application-id]')).toHaveCount(1);
    await expect(rowOf(page, made[0])).toBeVisible();
  });
});

/** Every axe violation on the whole page (the shell too), as readable lines. */
async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * At 360 px each row of a list is a card: its status, where its fees stand and each of its actions
 * on screen within the width (none off to the right inside a scroller), each value with its label,
 * and the page does not scroll sideways. Returns the rows.
 */
async function expectCards(page: Page, rowSelector: string, what: string) {
  const rows = page.locator(rowSelector);
  await expect(rows.first(), what).toBeVisible();
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), `${what}: no sideways scroll`).toBeLessThanOrEqual(360);
  const n = await rows.count();
  for (let i = 0; i < n; i++) {
    const row = rows.nth(i);
    expect(await row.evaluate((el) => getComputedStyle(el).display), `${what}: row ${i} is a card`).toBe('flex');
    const cells = ['Status', 'Payment'].map((label) => row.locator(`td[data-label="${label}"]`));
    const actions = row.locator('td.list-cell-actions').getByRole('link').or(row.locator('td.list-cell-actions').getByRole('button'));
    const targets = [...cells, ...(await actions.all())];
    for (const target of targets) {
      await target.scrollIntoViewIfNeeded();
      await expect(target).toBeInViewport({ ratio: 1 });
      const box = (await target.boundingBox())!;
      expect(box.x, `${what}: row ${i}`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${what}: row ${i}, ${await target.innerText()}`).toBeLessThanOrEqual(360);
    }
    // The card says what each value is (the column's header, shown before it).
    for (const [k, label] of ['Status', 'Payment'].entries()) {
      expect(await cells[k].evaluate((el) => getComputedStyle(el, '::before').content), `${what}: row ${i}`).toBe(`"${label}"`);
    }
  }
  return rows;
}

test.describe('Applied Program and fees on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the demo student at 360 px: each application and fee is a card with its status, payment and actions on screen; axe finds nothing at 360 and 1280 px', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signInAs(context, baseURL!, demoAccounts.student, DEMO_PASSWORD);
    const wide = async (what: string) => {
      expect(await axeViolations(page), `${what} at 360 px`).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
      // A real table from sm up, with its header row.
      await expect(page.locator('table thead').first()).toBeVisible();
      expect(await axeViolations(page), `${what} at 1280 px`).toEqual([]);
      await page.setViewportSize({ width: 360, height: 740 });
    };

    // The applied list: the draft (Continue, View, Delete) and the application under review (Pay fees, View, Withdraw:
    // its application fee is paid, its service fee not yet).
    await page.goto('/student/applied-program');
    const applied = await expectCards(page, 'tr[data-application-id]', 'applied list');
    expect(await applied.count()).toBeGreaterThanOrEqual(2);
    for (const row of await applied.all()) await expect(row.getByRole('link', { name: /^View/ })).toBeInViewport();
    const reviewed = applied.filter({ hasText: 'Under review' });
    await expect(reviewed.getByRole('button', { name: /^Withdraw/ })).toBeVisible();
    await expect(reviewed.getByRole('link', { name: /^Pay fees/ })).toBeVisible();
    await expect(reviewed.locator('td[data-label="Payment"]')).toHaveText('Unpaid');
    await expect(applied.filter({ hasText: 'Draft' }).locator('td[data-label="Payment"]')).toHaveText('Due once submitted');
    await page.screenshot({ path: 'test-results/phone-applied-program.png', fullPage: true });
    await wide('applied list');

    // The fees page without an application: the submitted ones to choose from, each with its fees link.
    await page.goto('/checkout');
    const choose = await expectCards(page, 'tr[data-application-id]', 'checkout list');
    const link = choose.first().getByRole('link', { name: /^(See|Pay) fees/ });
    await expect(link).toBeInViewport();
    await page.screenshot({ path: 'test-results/phone-checkout.png', fullPage: true });
    await wide('checkout list');

    // One application's fees: each fee a card with its status and how it was paid; the total under them.
    await page.goto((await link.getAttribute('href'))!);
    const fees = await expectCards(page, 'tr[data-fee]', 'fees');
    await expect(fees).toHaveCount(2);
    await expect(page.locator('tr[data-fee="application_fee"] td[data-label="Status"]')).toHaveText('Paid');
    await expect(page.locator('tr[data-fee="service_fee"] td[data-label="Status"]')).toHaveText('Unpaid');
    await expect(page.getByRole('row', { name: /Total/ })).toBeInViewport();
    await page.screenshot({ path: 'test-results/phone-checkout-fees.png', fullPage: true });
    await wide('fees');
  });
});
