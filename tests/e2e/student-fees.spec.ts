import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { openPostgres, type DbHandle } from '@/db';
import { applications, applicationStatusHistory, courses, notifications, payments, programs, siteSettings, universities, users } from '@/db/schema';
import { DEMO_PASSWORD, demoAccounts } from '../helpers/auth';
import { expect, freshAccount, type Page, signInAs, test, expectNoSeriousAxe } from '../helpers/e2e';
import { readServerState } from '../helpers/test-server';

/**
 * The fees page in a browser: a student opens the fees of their submitted application from the
 * applied list, reads the amounts and the payment instructions from the site settings, records a
 * payment reference for both fees at once (unpaid → pending confirmation) with the mouse and with
 * the keyboard alone (at 360 px, with the cash office and wallet from the settings; the office's
 * one confirmation pays both and "How to pay" goes),
 * and finds it on the dashboard and the notifications page ("Mark all as read"); another student's
 * application is a 404; an admin's change on /admin/settings shows on the fees page at once.
 * Each test makes its own students, hidden course and applications in the test server's database
 * (reachable when it runs on Postgres).
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

async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, what).toBeLessThanOrEqual(0);
}

/** The fees the settings say now (what a submission is charged). */
async function settingsFees() {
  const [row] = await handle!.db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, 'fees'));
  const v = row.value as { application_fee_minor: number; service_fee_minor: number; currency: string };
  return v;
}

const money = (minor: number, currency: string) => {
  const units = minor / 100;
  return `${currency} ${units.toLocaleString('en-GB', { minimumFractionDigits: Number.isInteger(units) ? 0 : 2, maximumFractionDigits: 2 })}`;
};

/**
 * An application of the student's on a hidden course of the test's own: submitted (with its two
 * unpaid fee rows, charged as the settings say, and the submit's notification) or a draft.
 */
async function applicationOf(email: string, status: 'submitted' | 'draft' = 'submitted') {
  const db = handle!.db;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  const [program] = await db.select({ id: programs.id }).from(programs).limit(1);
  const u = crypto.randomBytes(4).toString('hex');
  const [uni] = await db
    .insert(universities)
    .values({ slug: `zz-fees-${u}`, name: `Zz Fees University ${u}`, code: `ZF${u}`.toUpperCase(), status: false })
    .returning({ id: universities.id });
  madeUniversities.push(uni.id);
  const [course] = await db
    .insert(courses)
    .values({ slug: `zz-fees-course-${u}`, title: `Zz Fees Course ${u}`, programId: program.id, universityId: uni.id, status: false })
    .returning({ id: courses.id });
  const [app] = await db
    .insert(applications)
    .values({ userId: user.id, universityId: uni.id, courseId: course.id, programId: program.id, status, submittedAt: status === 'submitted' ? new Date() : null })
    .returning({ id: applications.id });
  if (status === 'submitted') {
    await db.insert(applicationStatusHistory).values({ applicationId: app.id, fromStatus: 'draft', toStatus: 'submitted', actorId: user.id });
    const fees = await settingsFees();
    await db.insert(payments).values([
      { applicationId: app.id, kind: 'application_fee', amountMinor: fees.application_fee_minor, currency: fees.currency },
      { applicationId: app.id, kind: 'service_fee', amountMinor: fees.service_fee_minor, currency: fees.currency },
    ]);
    await db.insert(notifications).values({ userId: user.id, type: 'application_status', title: `Your application is now: Submitted ${u}`, link: `/application?application_id=${app.id}` });
  }
  return { id: app.id, course: `Zz Fees Course ${u}`, userId: user.id };
}

test.describe('Fees and payment', () => {
  test.skip(!databaseUrl, 'needs the test server on Postgres (TEST_DATABASE_URL) to make applications in its database');

  test('a student opens the fees of a submitted application, records a payment reference, and sees it pending on the dashboard and in the notifications', async ({
    page,
    context,
    baseURL,
  }) => {
    const student = await freshAccount(baseURL!, 'student');
    const made = await applicationOf(student.email);
    const fees = await settingsFees();
    await signInAs(context, baseURL!, student.email, student.password);

    // The dashboard says what is next: pay the fees.
    await page.goto('/student/dashboard');
    await expect(page.locator('#next').getByRole('link', { name: new RegExp(`Pay the fees of ${made.course}`) })).toHaveAttribute('href', `/checkout?application_id=${made.id}`);

    // From the applied list to the fees page.
    await page.goto('/student/applied-program');
    const row = page.locator(`[data-application-id="${made.id}"]`);
    await row.getByRole('link', { name: /Pay fees/ }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout\\?application_id=${made.id}$`));
    await expect(page.getByRole('heading', { name: 'Fees and payment', level: 1 })).toBeVisible();
    const appFee = page.locator('[data-fee="application_fee"]');
    const serviceFee = page.locator('[data-fee="service_fee"]');
    await expect(appFee).toContainText(money(fees.application_fee_minor, fees.currency));
    await expect(serviceFee).toContainText(money(fees.service_fee_minor, fees.currency));
    await expect(appFee).toContainText('Unpaid');
    await expect(page.getByRole('row', { name: /Total/ })).toContainText(money(fees.application_fee_minor + fees.service_fee_minor, fees.currency));
    const [instr] = await handle!.db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, 'payment_instructions'));
    const instructions = instr.value as Record<string, string>;
    for (const method of ['bank_transfer', 'cheque', 'cash', 'online_wallet']) {
      await expect(page.locator(`[data-method="${method}"] dd`)).toHaveText(instructions[method]);
    }
    await expectNoSeriousAxe(page, 'fees page');

    // A card number is refused, in the browser as on the server.
    const form = page.getByRole('form', { name: 'Record your payment' });
    await form.getByRole('radio', { name: 'Bank transfer' }).check();
    await form.getByLabel(/Payment reference/).fill('4111 1111 1111 1111');
    await form.getByRole('button', { name: 'Record payment reference' }).click();
    await expect(form.getByText(/Never enter a card number/)).toBeVisible();
    await expect(appFee).toContainText('Unpaid');

    const reference = `BOC-E2E-${crypto.randomBytes(3).toString('hex')}`;
    await form.getByLabel(/Payment reference/).fill(reference);
    await form.getByRole('button', { name: 'Record payment reference' }).click();
    await expect(page.getByText('Payment reference recorded: the admissions office will confirm it')).toBeVisible();
    await expect(appFee).toContainText('Pending confirmation');
    await expect(serviceFee).toContainText('Pending confirmation');
    await expect(appFee).toContainText(`Bank transfer: ${reference}`);
    await page.reload();
    await expect(appFee).toContainText('Pending confirmation');
    await expect(page.locator('[data-fee][data-status="pending"]')).toHaveCount(2);
    await expectNoSeriousAxe(page, 'fees page after recording');

    // Nothing is left to pay: the applied list offers no "Pay fees"; the application view says where it stands.
    await page.goto('/student/applied-program');
    await expect(page.locator(`[data-application-id="${made.id}"]`).getByRole('link', { name: /Pay fees/ })).toHaveCount(0);
    await page.goto(`/student/applications/${made.id}`);
    await expect(page.locator('#summary')).toContainText('(Pending confirmation)');

    // The dashboard: the counters, the chart and the payment's notification.
    await page.goto('/student/dashboard');
    for (const key of ['universities', 'applications', 'programs', 'courses']) await expect(page.locator(`[data-counter="${key}"] dd`)).toHaveText('1');
    await expect(page.locator('[data-status="submitted"]')).toContainText('1');
    await expect(page.locator('#notifications li', { hasText: 'Payment reference recorded: Application fee and Service fee' })).toContainText('Unread');
    await expect(page.getByText('2 unread')).toBeVisible();
    await expect(page.locator('#next')).toHaveCount(0);
    await expectNoSeriousAxe(page, 'dashboard');

    // The notifications page, reached from the sidebar; "Mark all as read" reaches the other pages too.
    const older = Array.from({ length: 11 }, (_, i) => ({
      userId: made.userId,
      type: 'application_status',
      title: `Older notice ${i}`,
      createdAt: new Date(Date.now() - (i + 1) * 86_400_000),
    }));
    await handle!.db.insert(notifications).values(older);
    await page.getByRole('navigation').getByRole('link', { name: 'Notifications' }).first().click();
    await expect(page).toHaveURL(/\/student\/notifications$/);
    await expect(page.getByText('13 unread')).toBeVisible();
    await expectNoSeriousAxe(page, 'notifications');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByText('You have read all your notifications.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await page.goto('/student/notifications?page=2&per_page=10');
    await expect(page.locator('li[data-notification-id]')).toHaveCount(3);
    await expect(page.locator('li[data-notification-id][data-read="false"]')).toHaveCount(0);
    await page.goto('/student/dashboard');
    await expect(page.getByText('0 unread')).toBeVisible();
  });

  test("another student's application, a draft and the old cart path", async ({ page, context, baseURL }) => {
    const owner = await freshAccount(baseURL!, 'student');
    const other = await freshAccount(baseURL!, 'student');
    const theirs = await applicationOf(owner.email);
    const draft = await applicationOf(other.email, 'draft');
    await signInAs(context, baseURL!, other.email, other.password);

    for (const q of [String(theirs.id), 'abc', '99999999', '-1']) {
      const res = await page.goto(`/checkout?application_id=${q}`);
      expect(res?.status(), q).toBe(404);
      await expect(page.getByText(theirs.course)).toHaveCount(0);
    }
    // Without an id: the student's own submitted applications to choose from (a draft has no fees yet).
    await page.goto('/checkout');
    await expect(page.getByText('No submitted application yet')).toBeVisible();
    await expect(page.getByText(theirs.course)).toHaveCount(0);
    // The seed's cart path lands on the fees page of the same application.
    await page.goto(`/shopingcart?application_id=${draft.id}`);
    await expect(page).toHaveURL(new RegExp(`/checkout\\?application_id=${draft.id}$`));
    await expect(page.getByText('Submit the application first: its fees are due once it is submitted')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Record your payment' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Continue the application' })).toBeVisible();
    const rows = await handle!.db.select({ status: payments.status }).from(payments).where(eq(payments.applicationId, theirs.id));
    expect(rows.map((r) => r.status)).toEqual(['unpaid', 'unpaid']);
  });

  test('with the keyboard alone at 360 px: the cash office and wallet from the settings, one reference for both fees; once the office confirms it, "How to pay" goes', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const student = await freshAccount(baseURL!, 'student');
    const made = await applicationOf(student.email);
    const db = handle!.db;
    // The cash office as the settings say (this test's own, put back after).
    const token = crypto.randomBytes(3).toString('hex');
    const [saved] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, 'cash_office'));
    const office = { address: [`Zhiyuan cash desk ${token}`, '1 Example Road, Hangzhou'], hours: `Weekdays 09:00-17:00 ${token}` };
    await db.insert(siteSettings).values({ key: 'cash_office', value: office }).onConflictDoUpdate({ target: siteSettings.key, set: { value: office } });
    const adminContext = await browser.newContext({ baseURL });
    try {
      await signInAs(context, baseURL!, student.email, student.password);
      await page.setViewportSize({ width: 360, height: 740 });

      for (const path of ['/student/dashboard', '/student/notifications', '/checkout', `/checkout?application_id=${made.id}`]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSidewaysScroll(page, path);
        if (path === '/checkout') await expect(page.getByRole('link', { name: `Pay fees of ${made.course}` })).toHaveAttribute('href', `/checkout?application_id=${made.id}`);
      }

      // How to pay: the wallet's instructions and the cash office's address and hours, from the settings.
      const howToPay = page.locator('#how-to-pay');
      const [instr] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, 'payment_instructions'));
      await expect(howToPay.locator('[data-method="online_wallet"] dd')).toHaveText((instr.value as Record<string, string>).online_wallet);
      await expect(howToPay.locator('[data-cash-office="address"]')).toHaveText(office.address.join(''));
      await expect(howToPay.locator('[data-cash-office="hours"]')).toHaveText(office.hours);
      // One form, one reference for both fees (no choice of fee).
      const form = page.getByRole('form', { name: 'Record your payment' });
      await expect(form).toHaveCount(1);
      await expect(page.locator('[data-covers]')).toContainText('Application fee and Service fee');
      await expect(form.getByRole('combobox')).toHaveCount(0);

      // Tab to the first payment method, pick cash with the arrow keys, type the reference, send with Enter.
      const bank = page.getByRole('radio', { name: 'Bank transfer' });
      let reached = false;
      for (let i = 0; i < 80 && !reached; i++) {
        await page.keyboard.press('Tab');
        reached = await bank.evaluate((el) => el === document.activeElement);
      }
      expect(reached, 'Tab reaches the payment methods').toBe(true);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('radio', { name: 'Cash' })).toBeChecked();
      await page.keyboard.press('Tab');
      await expect(page.getByLabel(/Payment reference/)).toBeFocused();
      const reference = `RCPT 2026/${token}`;
      await page.keyboard.type(reference);
      await page.keyboard.press('Enter');
      await expect(page.getByText('Payment reference recorded: the admissions office will confirm it')).toBeVisible();
      await expect(page.locator('[data-fee="application_fee"]')).toContainText(`Cash: ${reference}`);
      await expect(page.locator('[data-fee="service_fee"]')).toContainText(`Cash: ${reference}`);
      await expect(page.locator('[data-fee][data-status="pending"]')).toHaveCount(2);
      // Pending is not paid: how to pay stays until the office confirms.
      await expect(howToPay).toBeVisible();
      await expectNoSidewaysScroll(page, 'fees page after recording');

      // The office confirms one line on /admin/payments: both are paid.
      await signInAs(adminContext, baseURL!, demoAccounts.admin, DEMO_PASSWORD);
      const admin = await adminContext.newPage();
      await admin.goto(`/admin/payments?q=${encodeURIComponent(reference)}`);
      const line = admin.locator('tr[data-payment-id]').filter({ hasText: 'Application fee' });
      await line.getByRole('button', { name: /^Confirm paid/ }).click();
      await admin.getByRole('alertdialog').getByRole('button', { name: 'Confirm paid' }).click();
      await expect(admin.getByText('Payment confirmed: the student was told by e-mail')).toBeVisible();
      await expect(admin.locator('tr[data-payment-id][data-status="paid"]')).toHaveCount(2);

      await page.reload();
      await expect(page.locator('[data-fee][data-status="paid"]')).toHaveCount(2);
      await expect(page.locator('[data-settled]')).toBeVisible();
      await expect(page.locator('#how-to-pay')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'How to pay' })).toHaveCount(0);
      await expect(page.getByRole('form', { name: 'Record your payment' })).toHaveCount(0);
    } finally {
      await adminContext.close();
      if (saved) await db.update(siteSettings).set({ value: saved.value }).where(eq(siteSettings.key, 'cash_office'));
      else await db.delete(siteSettings).where(eq(siteSettings.key, 'cash_office'));
    }
  });

  test("an admin's change on /admin/settings shows on the fees page at once (and is put back)", async ({ browser, baseURL }) => {
    const adminContext = await browser.newContext();
    const studentContext = await browser.newContext();
    const admin = await adminContext.newPage();
    const studentPage = await studentContext.newPage();
    const student = await freshAccount(baseURL!, 'student');
    const draft = await applicationOf(student.email, 'draft');
    await signInAs(adminContext, baseURL!, demoAccounts.admin, DEMO_PASSWORD);
    await signInAs(studentContext, baseURL!, student.email, student.password);

    await admin.goto('/admin/settings');
    await expect(admin.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expectNoSeriousAxe(admin, 'admin settings');
    // The keyboard alone reaches every field and the Save button.
    const save = admin.getByRole('button', { name: 'Save settings' });
    const seen = new Set<string>();
    for (let i = 0; i < 80 && !(await save.evaluate((el) => el === document.activeElement)); i++) {
      await admin.keyboard.press('Tab');
      const label = await admin.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? '');
      if (label) seen.add(label.replace('*', '').trim());
    }
    await expect(save).toBeFocused();
    for (const label of ['Application fee', 'Service fee', 'Currency', 'Bank transfer', 'Cheque', 'Cash', 'Online wallet', 'Address of the cash office', 'Opening hours']) expect(seen, label).toContain(label);
    const form = admin.getByRole('form', { name: 'Site settings' });
    const fee = form.getByLabel('Application fee');
    const wallet = form.getByLabel('Online wallet');
    const originalFee = await fee.inputValue();
    const originalWallet = await wallet.inputValue();
    const token = crypto.randomBytes(3).toString('hex');
    try {
      // Refused input stays on the form with the field's message.
      await fee.fill('12.345');
      await form.getByRole('button', { name: 'Save settings' }).click();
      await expect(form.getByText(/Enter an amount in whole units/)).toBeVisible();

      await fee.fill('612.50');
      await wallet.fill(`Pay with WeChat Pay to zhiyuan-${token}.`);
      await form.getByRole('button', { name: 'Save settings' }).click();
      await expect(admin.getByText('Settings saved: the fees page shows them at once')).toBeVisible();

      await studentPage.goto(`/checkout?application_id=${draft.id}`);
      const currency = (await settingsFees()).currency;
      await expect(studentPage.locator('[data-fee="application_fee"]')).toContainText(money(61_250, currency));
      await expect(studentPage.locator('[data-method="online_wallet"] dd')).toHaveText(`Pay with WeChat Pay to zhiyuan-${token}.`);

      // At 360 px, the settings form scrolls nowhere sideways.
      await admin.setViewportSize({ width: 360, height: 740 });
      await admin.reload();
      await expect(form.getByLabel('Application fee')).toHaveValue('612.50');
      await expectNoSidewaysScroll(admin, 'admin settings at 360 px');
    } finally {
      await admin.setViewportSize({ width: 1280, height: 800 });
      await admin.goto('/admin/settings');
      await form.getByLabel('Application fee').fill(originalFee);
      await form.getByLabel('Online wallet').fill(originalWallet);
      await form.getByRole('button', { name: 'Save settings' }).click();
      await expect(admin.getByText('Settings saved: the fees page shows them at once')).toBeVisible();
      await adminContext.close();
      await studentContext.close();
    }
  });
});

test.describe('Fees and notifications without JavaScript', () => {
  test.skip(!databaseUrl, 'needs the test server on Postgres (TEST_DATABASE_URL) to make applications in its database');
  test.use({ javaScriptEnabled: false });

  test('the payment form posts: errors and the recorded reference come back from the server, never in the address; "Mark all as read" works', async ({
    page,
    context,
    baseURL,
  }) => {
    const student = await freshAccount(baseURL!, 'student');
    const made = await applicationOf(student.email);
    await signInAs(context, baseURL!, student.email, student.password);
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    page.on('framenavigated', (f) => urls.push(f.url()));

    await page.goto(`/checkout?application_id=${made.id}`);
    const form = page.getByRole('form', { name: 'Record your payment' });
    await expect(form).toHaveAttribute('method', /^post$/i);
    await form.getByRole('button', { name: 'Record payment reference' }).click();
    await expect(page.getByText('Choose how you paid')).toBeVisible();
    await expect(page.getByLabel(/Payment reference/)).toHaveAccessibleDescription(/Enter the reference of your payment/);

    const reference = `CHQ-NOJS-${crypto.randomBytes(3).toString('hex')}`;
    await page.getByRole('radio', { name: 'Cheque' }).check();
    await page.getByLabel(/Payment reference/).fill(reference);
    await page.getByRole('button', { name: 'Record payment reference' }).click();
    await expect(page.getByText('Payment reference recorded: the admissions office will confirm it')).toBeVisible();
    await page.goto(`/checkout?application_id=${made.id}`);
    await expect(page.locator('[data-fee="service_fee"]')).toContainText(`Cheque: ${reference}`);
    for (const url of urls) expect(url).not.toContain(reference);

    await page.goto('/student/notifications');
    await expect(page.getByText('2 unread')).toBeVisible();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByText('You have read all your notifications.')).toBeVisible();
  });
});
