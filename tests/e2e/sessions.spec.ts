import crypto from 'node:crypto';
import { type BrowserContext, expect, test } from '../helpers/e2e';
import { findLatestMail, outboxDir } from '@/lib/mail/outbox';
import { apiToken, DEMO_PASSWORD, demoAccounts, sessionCookie } from '../helpers/auth';
import { readServerState } from '../helpers/test-server';

/**
 * "Sign out everywhere" in the header's account menu: every role's menu has it, and it ends every
 * session of the account (this browser, other browsers, API tokens). Only fresh accounts are
 * signed out; the demo admin's menu is only opened.
 */
async function signInAs(context: BrowserContext, baseURL: string, email: string, password: string) {
  const cookie = await sessionCookie(baseURL, email, password);
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const i = pair.indexOf('=');
      return { name: pair.slice(0, i), value: pair.slice(i + 1), url: baseURL, httpOnly: true, sameSite: 'Lax' as const };
    }),
  );
  return cookie;
}

async function freshAccount(baseURL: string, role: 'student' | 'candidate' | 'employer') {
  const state = readServerState();
  if (!state) throw new Error('no test server state (run through the test server)');
  const email = `e2e-sessions-${role}-${crypto.randomBytes(4).toString('hex')}@example.test`;
  const password = `Fresh-pass-${crypto.randomBytes(4).toString('hex')}`;
  const name = `Sessions ${role} ${crypto.randomBytes(2).toString('hex')}`;
  const since = new Date(Date.now() - 1000);
  const reg = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ role, name, code: '+44', phone_number: '7700900123', gender: 'Female', country: 'United Kingdom', email, password, password_confirmation: password }),
  });
  expect(reg.status, await reg.clone().text()).toBe(201);
  const mail = await findLatestMail(outboxDir(state.dataDir), email, { since, waitMs: 10_000 });
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  expect(code, 'verification code in the outbox').toBeTruthy();
  const verify = await fetch(`${baseURL}/api/access/verification/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, verification_code: code }),
  });
  expect(verify.status).toBe(202);
  return { email, password, name };
}

/** 400 (signed in, empty body) or 401 (signed out) from an endpoint that needs a session. */
async function statusWith(baseURL: string, headers: Record<string, string>): Promise<number> {
  const res = await fetch(`${baseURL}/api/access/change_password/`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });
  await res.body?.cancel();
  return res.status;
}

test.describe('account menu: Logout and Sign out everywhere end server sessions', () => {
  test('every role\'s account menu offers it', async ({ browser, baseURL }) => {
    const accounts = [
      ...(await Promise.all((['student', 'candidate', 'employer'] as const).map((role) => freshAccount(baseURL!, role)))),
      { email: demoAccounts.admin, password: DEMO_PASSWORD, name: null },
    ];
    for (const account of accounts) {
      const context = await browser.newContext();
      try {
        await signInAs(context, baseURL!, account.email, account.password);
        const page = await context.newPage();
        await page.goto('/');
        await page.getByTestId('account-menu').first().click();
        await expect(page.getByRole('menuitem', { name: 'Sign out everywhere' }), account.email).toBeVisible();
      } finally {
        await context.close();
      }
    }
  });

  test('ends this browser\'s session, another browser\'s and the API token', async ({ page, context, baseURL }) => {
    const account = await freshAccount(baseURL!, 'student');
    await signInAs(context, baseURL!, account.email, account.password);
    const otherCookie = await sessionCookie(baseURL!, account.email, account.password);
    const token = await apiToken(baseURL!, account.email, account.password);
    expect(await statusWith(baseURL!, { cookie: otherCookie })).toBe(400);
    expect(await statusWith(baseURL!, { authorization: `Bearer ${token}` })).toBe(400);
    // Somebody else's session is not touched.
    const neighbour = await freshAccount(baseURL!, 'student');
    const neighbourToken = await apiToken(baseURL!, neighbour.email, neighbour.password);

    await page.goto('/');
    await page.getByRole('button', { name: account.name }).first().click();
    await page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'LOGIN/REGISTER' }).first()).toBeVisible();
    await page.goto('/student/dashboard');
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fstudent%2Fdashboard$/);

    expect(await statusWith(baseURL!, { cookie: otherCookie })).toBe(401);
    expect(await statusWith(baseURL!, { authorization: `Bearer ${token}` })).toBe(401);
    expect(await statusWith(baseURL!, { authorization: `Bearer ${neighbourToken}` })).toBe(400);
  });

  test('the menu\'s Logout ends the server session: a copy of the browser\'s cookie is refused afterwards', async ({ page, context, baseURL }) => {
    const account = await freshAccount(baseURL!, 'candidate');
    const cookie = await signInAs(context, baseURL!, account.email, account.password);
    expect(await statusWith(baseURL!, { cookie })).toBe(400);
    await page.goto('/');
    await page.getByRole('button', { name: account.name }).first().click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'LOGIN/REGISTER' }).first()).toBeVisible();
    expect(await statusWith(baseURL!, { cookie })).toBe(401);
  });
});
