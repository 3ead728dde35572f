import crypto from 'node:crypto';
import { expect, freshAccount, type Page, signInAs, test } from '../helpers/e2e';
import { extractCode, findLatestMail, outboxDir } from '@/lib/mail/outbox';
import { DEMO_PASSWORD, demoAccounts } from '../helpers/auth';
import { readServerState } from '../helpers/test-server';
import { samplePdf } from '../helpers/sample-files';

/**
 * Every form that carries a password or personal data posts (a server-action form), so it works
 * before the scripts arrive, and what it carries never lands in the address: these run with
 * JavaScript off. Each test watches every URL the page requests or navigates to and checks that
 * none holds a value that was typed.
 */
test.use({ javaScriptEnabled: false });

function outbox(): string {
  const state = readServerState();
  if (!state) throw new Error('no test server state: run through the test server (npm test or Playwright webServer)');
  return outboxDir(state.dataDir);
}

const tag = () => crypto.randomBytes(4).toString('hex');

async function codeFor(email: string, template: string, since: Date): Promise<string> {
  const mail = await findLatestMail(outbox(), email, { template, since, waitMs: 15_000 });
  expect(mail, `a ${template} mail to ${email}`).not.toBeNull();
  return extractCode(mail!)!;
}

/** Records every URL the page asks for; `assertClean` fails if one holds a typed value. */
function watchUrls(page: Page) {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  page.on('framenavigated', (f) => urls.push(f.url()));
  return {
    urls,
    assertClean(...values: string[]) {
      expect(urls.length).toBeGreaterThan(0);
      for (const value of values) {
        const forms = new Set([value, encodeURIComponent(value), new URLSearchParams({ v: value }).toString().slice(2)]);
        for (const url of urls) for (const form of forms) expect(url, `a URL holding "${value}"`).not.toContain(form);
      }
    },
  };
}

test('the forms post: method="post" and a same-page action on every one of them', async ({ page }) => {
  for (const [path, name] of [
    ['/login', 'Login'],
    ['/admin/login', 'Admin login'],
    ['/register', 'Create an Account'],
    ['/forgot-password', 'Forgot password'],
    ['/contact', 'Contact form'],
  ] as const) {
    await page.goto(path);
    const form = page.getByRole('form', { name });
    await expect(form, path).toHaveAttribute('method', /^post$/i);
    await expect(form, path).toHaveAttribute('action', '');
  }
});

test('register → verify → login without JavaScript; field errors come back from the server', async ({ page }) => {
  const watch = watchUrls(page);
  const email = `e2e-nojs-${tag()}@example.com`;
  const password = `Nojs-lantern-${tag()}`;

  await page.goto('/register');
  await page.getByRole('button', { name: 'Create an Account' }).click();
  // The page rendered after the POST carries the server's field errors, wired to their inputs.
  await expect(page.getByLabel('Full name')).toHaveAccessibleDescription('This field is required');
  await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('You must accept the terms')).toBeVisible();
  // No country is preselected (issue 15).
  await expect(page.getByLabel('Country')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Full name').fill('No Script Student');
  await page.getByLabel('Phone number').fill('984 123 4567');
  // Without JavaScript the phone code stays empty: the server takes the country's dial code.
  await page.getByLabel('Country').selectOption('Nepal');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Something-else-entirely');
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Create an Account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  // What was typed comes back (passwords excepted), so only the passwords need typing again.
  await expect(page.getByLabel('Full name')).toHaveValue('No Script Student');
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');

  const since = new Date(Date.now() - 1000);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Create an Account' }).click();
  const codeBox = page.getByRole('textbox', { name: 'Enter the code', exact: true });
  await expect(codeBox).toBeVisible();
  await expect(codeBox).toHaveValue('');
  await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();

  await codeBox.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('textbox', { name: 'Enter the code', exact: true })).toHaveAccessibleDescription('This code has expired or is not valid');
  await page.getByRole('textbox', { name: 'Enter the code', exact: true }).fill(await codeFor(email, 'verification_code', since));
  await page.getByRole('button', { name: 'Verify' }).click();
  // The verified code signs the student in, without JavaScript too; then sign out and in again.
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await page.context().clearCookies();
  await page.goto('/login');

  await page.getByLabel('Email address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong-password-123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  watch.assertClean(email, password, 'Wrong-password-123', 'No Script Student', '01711000000');
});

test('login shows field errors and signs in to a callbackUrl without JavaScript', async ({ page }) => {
  const watch = watchUrls(page);
  await page.goto('/login?callbackUrl=%2Fstudent%2Fupdate-profile');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByLabel('Email address')).toHaveAccessibleDescription('Enter email address');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAccessibleDescription('Enter password');
  await page.getByLabel('Email address').fill(demoAccounts.student);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/student\/update-profile$/);
  watch.assertClean(demoAccounts.student, DEMO_PASSWORD);
});

test('admin login without JavaScript: a wrong pair is refused in place, the right one opens the back office', async ({ page }) => {
  const watch = watchUrls(page);
  const stranger = `nobody-${tag()}@example.com`;
  await page.goto('/admin/login');
  await page.getByLabel('Email address').fill(stranger);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Not-the-password-1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Email address').fill(demoAccounts.admin);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  watch.assertClean(stranger, 'Not-the-password-1', demoAccounts.admin, DEMO_PASSWORD);
});

test('contact form without JavaScript: field errors, then "Message sent"', async ({ page }) => {
  const watch = watchUrls(page);
  const email = `e2e-nojs-contact-${tag()}@example.com`;
  const subject = `No script question ${tag()}`;
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByLabel('Your name')).toHaveAccessibleDescription('This field is required');
  await expect(page.getByLabel('Email address')).toHaveAccessibleDescription('Enter email address');

  await page.getByLabel('Your name').fill('Amina Yusuf');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Subject').fill(subject);
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('When does the MBBS intake open?');
  const since = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('');
  const mail = await findLatestMail(outbox(), email, { template: 'contact_confirmation', since, waitMs: 10_000 });
  expect(mail?.text).not.toContain(subject);
  watch.assertClean(email, subject, 'Amina Yusuf');
});

test('forgot password without JavaScript: address, code, new password, then sign in with it', async ({ page, baseURL }) => {
  const watch = watchUrls(page);
  const oldPassword = `Old-pass-${tag()}`;
  const newPassword = `New-pass-${tag()}`;
  const { email } = await freshAccount(baseURL!, 'candidate', { password: oldPassword });

  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByLabel('Email address')).toHaveAccessibleDescription('Enter email address');
  const since = new Date(Date.now() - 1000);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send the code' }).click();
  const codeInput = page.getByRole('textbox', { name: 'Type or paste the code from your e-mail' });
  await expect(codeInput).toBeVisible();
  await codeInput.fill(await codeFor(email, 'password_reset_code', since));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/login\?reset=1$/);

  await page.getByLabel('Email address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/candidate\/dashboard$/);
  watch.assertClean(email, oldPassword, newPassword);
});

test('resend code without JavaScript: the button posts and the answer does not tell whether the address waits for a code; Enter in the code box verifies (360 px)', async ({ page }) => {
  const email = `e2e-nojs-resend-${tag()}@example.com`;
  const password = `Nojs-resend-${tag()}`;
  await page.setViewportSize({ width: 360, height: 760 });
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Resend Student');
  await page.getByLabel('Phone number').fill('984 123 4567');
  await page.getByLabel('Country').selectOption('Nepal');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Create an Account' }).click();
  // Without JavaScript there is no countdown: the button is there, and the server decides.
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByText('If this address is waiting for verification, we sent a new code to it')).toBeVisible();
  const since = new Date(Date.now() - 60_000);
  // Issue 30, item 13: Enter submits the form's first button, which is Verify (before, "Send a new code").
  const box = page.getByRole('textbox', { name: 'Enter the code', exact: true });
  await box.fill(await codeFor(email, 'verification_code', since));
  await box.press('Enter');
  await expect(page).toHaveURL(/\/student\/dashboard$/);
});

test('delete profile without JavaScript: the password confirms, then a page confirms the account is gone', async ({ page, context, baseURL }) => {
  const watch = watchUrls(page);
  const password = `Nojs-delete-${tag()}`;
  const { email } = await freshAccount(baseURL!, 'employer', { password });
  await signInAs(context, baseURL!, email, password);
  await page.goto('/employer/delete-profile');
  const input = page.getByRole('textbox', { name: 'Your password', exact: true });
  await input.fill('Not-my-password-1');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('textbox', { name: 'Your password', exact: true })).toHaveAccessibleDescription(/Current password is wrong$/);
  await page.getByRole('textbox', { name: 'Your password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole('heading', { name: 'Your account has been deleted' })).toBeVisible();
  await expect(page.getByText('Your account and your personal data have been deleted')).toBeVisible();
  await page.goto('/employer/dashboard');
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  watch.assertClean(password, 'Not-my-password-1');
});

test('identity files without JavaScript (360 px): each upload is a form; a passport is saved and listed, a text file is refused and nothing is saved', async ({ page, context, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 760 });
  const account = await freshAccount(baseURL!, 'student');
  await signInAs(context, baseURL!, account.email, account.password);
  await page.goto('/student/update-profile');
  const files = page.getByRole('list', { name: 'Identity documents' });
  const item = (name: string) => files.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

  // The file input is the form's, shown with its Upload button (the drop zone needs the scripts).
  await item('Passport').getByLabel('Upload Passport').setInputFiles({ name: 'nojs-passport.pdf', mimeType: 'application/pdf', buffer: samplePdf });
  await item('Passport').getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page).toHaveURL(/\/student\/update-profile\?upload=passport&upload_status=saved&/);
  await expect(item('Passport').getByRole('status')).toHaveText('File uploaded');
  await expect(item('Passport').getByRole('link', { name: /Download Passport: nojs-passport\.pdf/ })).toBeVisible();

  await item('Certificates').getByLabel('Upload Certificates').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a certificate') });
  await item('Certificates').getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page).toHaveURL(/upload=certificates&upload_status=refused&/);
  await expect(item('Certificates').getByRole('alert')).toHaveText('This file type is not allowed: use PDF, JPEG or PNG');
  await expect(item('Certificates').getByText('Not uploaded', { exact: true })).toBeVisible();
  await expect(item('Certificates').getByRole('link')).toHaveCount(0);
  // The passport is still there; the earlier outcome is gone from the page.
  await expect(item('Passport').getByRole('link', { name: /nojs-passport\.pdf/ })).toBeVisible();
  await expect(page.getByText('File uploaded', { exact: true })).toHaveCount(0);
});

test('the header account menu opens and signs out without JavaScript (a native popover and a posted form)', async ({ page, context, baseURL }) => {
  await signInAs(context, baseURL!, demoAccounts.candidate, DEMO_PASSWORD);
  // A per-request page renders the menu on the server; cached public pages (the same HTML for
  // everyone) show it through a client island, so without JavaScript they show LOGIN/REGISTER.
  await page.goto('/candidate/dashboard');
  const button = page.getByTestId('account-menu').first();
  await button.click();
  await expect(page.getByRole('menuitem', { name: 'Dashboard' }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  // Closed: out of the accessibility tree again.
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveCount(0);
  await button.click();
  await page.getByRole('menuitem', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'LOGIN/REGISTER' }).first()).toBeVisible();
});

test.describe('with JavaScript on, before the scripts arrive (a slow phone)', () => {
  test.use({ javaScriptEnabled: true });

  test('a login submitted while the scripts are still loading posts, and the password never reaches the address', async ({ page }) => {
    const watch = watchUrls(page);
    // Hold every script back until the form has been submitted.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email address').fill(demoAccounts.employer);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    const post = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await post;
    release();
    await expect(page).toHaveURL(/\/employer\/dashboard$/);
    watch.assertClean(demoAccounts.employer, DEMO_PASSWORD);
  });
});
