import crypto from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, type Page, test as base, expect } from '@playwright/test';
import { extractCode, findLatestMail, outboxDir } from '@/lib/mail/outbox';
import { SIGNED_IN_HINT } from '@/lib/auth/signed-in-hint';
import { sessionCookie } from './auth';
import { readServerState } from './test-server';

/**
 * The browser tests' `test`: every spec imports it from here, so every page a test opens runs
 * under the real Content-Security-Policy and a violation fails the test, as does a message an
 * island needs that its page does not hand it (next-intl's MISSING_MESSAGE). Chromium reports a
 * violation both as a console message ("Refused to …", "… Content Security Policy …") and as a
 * `securitypolicyviolation` event, which the init script turns into a console message too.
 */
export const test = base.extend({
  context: async ({ context }, provide) => {
    const violations: string[] = [];
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(`Content Security Policy violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
      });
    });
    // An island whose words its page does not provide (components/i18n/client-messages.tsx): next-intl
    // says so in the console and shows the message's key instead.
    const missing: string[] = [];
    context.on('console', (msg) => {
      const text = msg.text();
      if (/Content Security Policy|Refused to/i.test(text)) violations.push(`${msg.page()?.url() ?? ''}: ${text}`);
      if (/MISSING_MESSAGE/.test(text)) missing.push(`${msg.page()?.url() ?? ''}: ${text.slice(0, 300)}`);
    });
    await provide(context);
    expect(violations, 'Content-Security-Policy violations in the console').toEqual([]);
    expect(missing, 'messages an island needs that its page does not provide').toEqual([]);
  },
});

export { expect };
export type { BrowserContext, Page } from '@playwright/test';

/** Signs the browser context in as a user (the session cookie from the API); returns the cookie. */
export async function signInAs(context: BrowserContext, baseURL: string, email: string, password: string): Promise<string> {
  const cookie = await sessionCookie(baseURL, email, password);
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const i = pair.indexOf('=');
      return { name: pair.slice(0, i), value: pair.slice(i + 1), url: baseURL, httpOnly: true, sameSite: 'Lax' as const };
    }),
  );
  // The signed-in hint the sign-in answer also sets (lib/auth/signed-in-hint.ts): the public
  // header's account island reads it.
  await context.addCookies([{ name: SIGNED_IN_HINT, value: '1', url: baseURL, httpOnly: false, sameSite: 'Lax' as const }]);
  return cookie;
}

/** A verified account of the test's own, made through the API (register, then the code from the outbox). */
export async function freshAccount(
  baseURL: string,
  role: 'student' | 'candidate' | 'employer',
  opts: { password?: string; name?: string } = {},
): Promise<{ email: string; password: string; name: string }> {
  const state = readServerState();
  if (!state) throw new Error('no test server state (run through the test server)');
  const email = `e2e-${role}-${crypto.randomBytes(4).toString('hex')}@example.test`;
  const password = opts.password ?? `Fresh-pass-${crypto.randomBytes(4).toString('hex')}`;
  const name = opts.name ?? `Fresh ${role}`;
  const since = new Date(Date.now() - 1000);
  const reg = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ role, name, code: '+44', phone_number: '7911 123456', gender: 'Female', country: 'United Kingdom', email, password, password_confirmation: password }),
  });
  expect(reg.status, await reg.clone().text()).toBe(201);
  const mail = await findLatestMail(outboxDir(state.dataDir), email, { template: 'verification_code', since, waitMs: 15_000 });
  expect(mail, 'verification code in the outbox').not.toBeNull();
  const verify = await fetch(`${baseURL}/api/access/verification/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, verification_code: extractCode(mail!) }),
  });
  expect(verify.status).toBe(202);
  return { email, password, name };
}

/** No serious or critical axe violation inside `main` (the pages' own content; the shell has its own tests). */
/**
 * No axe violation at all, on the whole page, at each width (1280 and 360 px by default): what a
 * page an issue touches must show. The viewport is left at the last width.
 */
export async function expectNoAxe(page: Page, what: string, widths: number[] = [1280, 360]): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const result = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
    expect(result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `${what} at ${width} px`).toEqual([]);
  }
}

export async function expectNoSeriousAxe(page: Page, what: string): Promise<void> {
  const result = await new AxeBuilder({ page }).include('main').options({ resultTypes: ['violations'] }).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), what).toEqual([]);
}
