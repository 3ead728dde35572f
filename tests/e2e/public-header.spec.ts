import { expect, signInAs, test } from '../helpers/e2e';
import { DEMO_PASSWORD, demoAccounts } from '../helpers/auth';

/**
 * Public pages are cached, the same HTML for everyone; the header's account entry is a client
 * island (components/layout/header-account.tsx). A visitor sees LOGIN/REGISTER and their browser
 * never asks the session endpoint; after signing in, the name and its menu show on the cached
 * pages; after signing out, LOGIN/REGISTER again. The brand mark and the favicon draw without a
 * Chinese font.
 */
test.describe('the public header on cached pages', () => {
  test('a visitor sees LOGIN/REGISTER and never calls the session endpoint', async ({ page }) => {
    const sessionCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/auth/session')) sessionCalls.push(r.url());
    });
    for (const path of ['/', '/universities', '/programs', '/scholarships']) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: 'LOGIN/REGISTER' }).first()).toBeVisible();
    }
    await page.getByRole('link', { name: 'UNIVERSITIES' }).first().click();
    await expect(page).toHaveURL(/\/universities$/);
    await page.waitForLoadState('networkidle');
    expect(sessionCalls).toEqual([]);
  });

  test('signing in through the login form shows the name and menu on cached pages; logging out shows LOGIN/REGISTER', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email address').fill(demoAccounts.student);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/student\/dashboard$/);
    expect((await page.context().cookies()).find((c) => c.name === 'signed_in')).toMatchObject({ value: '1', httpOnly: false });

    for (const path of ['/', '/universities', '/scholarships']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Amina Rahman' }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'LOGIN/REGISTER' })).toHaveCount(0);
    }
    // The header keeps its size while the island loads: the brand and the nav do not move.
    await page.getByRole('button', { name: 'Amina Rahman' }).first().click();
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/student/dashboard');
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'LOGIN/REGISTER' }).first()).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'signed_in')).toBeUndefined();
  });

  test('a stale hint (the session ended elsewhere) falls back to LOGIN/REGISTER and is dropped', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'signed_in', value: '1', url: baseURL!, sameSite: 'Lax' }]);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'LOGIN/REGISTER' }).first()).toBeVisible();
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'signed_in')).toBe(false);
  });

  test('the account entry does not move the header when it turns into the menu', async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    const visitorBox = await nav.boundingBox();
    await signInAs(context, baseURL!, demoAccounts.student, DEMO_PASSWORD);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Amina Rahman' }).first()).toBeVisible();
    expect(await nav.boundingBox()).toEqual(visitorBox);
  });
});

test.describe('brand mark and favicon', () => {
  test('the mark 志 is an SVG path (no font needed) and /favicon.ico is an icon', async ({ page, request }) => {
    await page.goto('/');
    const mark = page.getByRole('link', { name: /^Zhiyuan\s*Study in China/ }).first().locator('svg path');
    await expect(mark).toHaveCount(1);
    const box = await mark.boundingBox();
    expect(box!.width).toBeGreaterThan(10);
    expect(box!.height).toBeGreaterThan(10);
    const ico = await request.get('/favicon.ico');
    expect(ico.status()).toBe(200);
    expect(ico.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
    const bytes = await ico.body();
    // ICONDIR: reserved 0, type 1 (icon), at least one image.
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
    expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);
  });

  test('on a phone, the links of the home page lists are at least 24 px tall', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/');
    for (const section of ['Universities A–Z', 'Choose your course']) {
      const links = page.getByRole('region', { name: section }).getByRole('listitem').getByRole('link');
      const n = Math.min(await links.count(), 8);
      expect(n, section).toBeGreaterThan(0);
      for (let i = 0; i < n; i++) {
        const box = await links.nth(i).boundingBox();
        expect(box!.height, `${section} link ${i}`).toBeGreaterThanOrEqual(24);
      }
    }
  });
});
