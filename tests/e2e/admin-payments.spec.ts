import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { openPostgres, type DbHandle } from '@/db';
import { applications, applicationStatusHistory, courses, payments, programs, universities, users } from '@/db/schema';
import { DEMO_PASSWORD, demoAccounts } from '../helpers/auth';
import { expect, freshAccount, signInAs, test, expectNoSeriousAxe } from '../helpers/e2e';
import { readServerState } from '../helpers/test-server';

/**
 * /admin/payments as an admin uses it, with the keyboard alone: finds a student's recorded
 * reference, confirms the fee paid (the student's fees page then says Paid), then marks it
 * refunded with a reason (refused without one). axe finds nothing serious; no sideways scroll at
 * 360 px. The student, course and application are the test's own.
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

/** A submitted application of the student's with its application fee pending under `reference`. */
async function pendingFee(email: string, reference: string) {
  const db = handle!.db;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  const [program] = await db.select({ id: programs.id }).from(programs).limit(1);
  const u = crypto.randomBytes(4).toString('hex');
  const [uni] = await db
    .insert(universities)
    .values({ slug: `zz-pay-${u}`, name: `Zz Payments University ${u}`, code: `ZP${u}`.toUpperCase(), status: false })
    .returning({ id: universities.id });
  madeUniversities.push(uni.id);
  const [course] = await db
    .insert(courses)
    .values({ slug: `zz-pay-course-${u}`, title: `Zz Payments Course ${u}`, programId: program.id, universityId: uni.id, status: false })
    .returning({ id: courses.id });
  const [app] = await db
    .insert(applications)
    .values({ userId: user.id, universityId: uni.id, courseId: course.id, programId: program.id, status: 'submitted', submittedAt: new Date() })
    .returning({ id: applications.id });
  await db.insert(applicationStatusHistory).values({ applicationId: app.id, fromStatus: 'draft', toStatus: 'submitted', actorId: user.id });
  await db.insert(payments).values([
    { applicationId: app.id, kind: 'application_fee', amountMinor: 50_000, currency: 'CNY', method: 'bank_transfer', reference, status: 'pending', submittedAt: new Date() },
    { applicationId: app.id, kind: 'service_fee', amountMinor: 750_000, currency: 'CNY' },
  ]);
  return app.id;
}

test.describe('admin payments', () => {
  test.skip(!databaseUrl, 'needs the test server on Postgres (TEST_DATABASE_URL) to make applications in its database');

  test('confirm a recorded reference, the student sees Paid; refund needs a reason; keyboard alone, axe, 360 px', async ({ page, context, browser, baseURL }) => {
    test.setTimeout(120_000);
    const student = await freshAccount(baseURL!, 'student');
    const reference = `TRX-${crypto.randomBytes(4).toString('hex').toUpperCase()}`;
    const applicationId = await pendingFee(student.email, reference);

    await signInAs(context, baseURL!, demoAccounts.admin, DEMO_PASSWORD);
    await page.goto(`/admin/payments?q=${reference}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    const row = page.locator('tr[data-payment-id]').filter({ hasText: reference });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Pending confirmation');
    await expect(row).toContainText('CNY 500');
    await expectNoSeriousAxe(page, 'the payments list');

    // Keyboard alone: the row's button opens the confirmation (Cancel first), Tab to confirm.
    await row.getByRole('button', { name: /^Confirm paid/ }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Confirm this payment?');
    await expectNoSeriousAxe(page, 'the confirmation');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirm.getByRole('button', { name: 'Confirm paid' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Payment confirmed: the student was told by e-mail')).toBeVisible();
    await expect(row).toHaveAttribute('data-status', 'paid');

    // The student's fees page says Paid.
    const studentContext = await browser.newContext({ baseURL });
    try {
      await signInAs(studentContext, baseURL!, student.email, student.password);
      const studentPage = await studentContext.newPage();
      await studentPage.goto(`/checkout?application_id=${applicationId}`);
      await expect(studentPage.locator('[data-fee="application_fee"]')).toContainText('Paid');
      await expect(studentPage.locator('[data-fee="service_fee"]')).toContainText('Unpaid');
    } finally {
      await studentContext.close();
    }

    // Refund: the reason is required; then it is refunded with the reason shown.
    await row.getByRole('button', { name: /^Refund/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Mark this payment refunded?');
    await dialog.getByRole('button', { name: 'Mark refunded' }).click();
    await expect(dialog.getByText('Say why the payment is refunded (the student reads it)')).toBeVisible();
    await expectNoSeriousAxe(page, 'the refund dialog');
    await dialog.getByLabel(/Reason/).fill('The course was cancelled by the university.');
    await dialog.getByRole('button', { name: 'Mark refunded' }).click();
    await expect(page.getByText('Payment marked refunded: the student was told by e-mail')).toBeVisible();
    await expect(row).toHaveAttribute('data-status', 'refunded');
    await expect(row).toContainText('The course was cancelled by the university.');

    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/admin/payments?q=${reference}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'the payments page scrolls sideways at 360 px').toBeLessThanOrEqual(0);
  });
});
