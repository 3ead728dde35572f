import { expect, freshAccount, signInAs, test } from '../helpers/e2e';
import { apiToken, DEMO_PASSWORD, demoAccounts, sessionCookie } from '../helpers/auth';

/**
 * "Sign out everywhere" in the header's account menu: every role's menu has it, and it ends every
 * session of the account (this browser, other browsers, API tokens). Only fresh accounts are
 * signed out; the demo admin's menu is only opened.
 */
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
