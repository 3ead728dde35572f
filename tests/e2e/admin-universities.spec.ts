import { eq } from 'drizzle-orm';
import { openPostgres } from '@/db';
import { universities } from '@/db/schema';
import { DEMO_PASSWORD, demoAccounts } from '../helpers/auth';
import { expect, signInAs, test, expectNoSeriousAxe } from '../helpers/e2e';
import { readServerState } from '../helpers/test-server';

/**
 * The admin universities list as the demo admin uses it: search finds a university this test made
 * itself (the demo data is only read), disabling asks first and shows Disabled, enabling brings it
 * back; no serious axe violation, and at 360 px the page does not scroll sideways (the table
 * scrolls in its own box).
 */
const databaseUrl = readServerState()?.databaseUrl ?? '';

test.describe('admin universities', () => {
  test.skip(!databaseUrl, 'needs the test server on Postgres (TEST_DATABASE_URL)');

  test('the admin finds a university, disables it after confirming, sees Disabled, and enables it again', async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    const tag = `admuni-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const farId = 1_900_000_000 + Math.floor(Math.random() * 100_000_000);
    const name = `Zz Admin List University ${tag}`;
    const handle = openPostgres(databaseUrl, 1);
    try {
      await handle.db.insert(universities).values({ id: farId, name, slug: tag, code: tag.toUpperCase() });
      await signInAs(context, baseURL!, demoAccounts.admin, DEMO_PASSWORD);

      await page.goto('/admin/universities');
      await expect(page.getByRole('heading', { level: 1, name: 'Universities' })).toBeVisible();
      await page.getByLabel('Name or code').fill(tag);
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
      const row = page.locator(`tr[data-university-code="${tag.toUpperCase()}"]`);
      await expect(row).toContainText(name);
      await expect(row).toContainText('Enabled');
      await expect(page.getByRole('status').filter({ hasText: 'Showing 1 to 1 of 1 university' })).toBeVisible();
      await expectNoSeriousAxe(page, 'the list');

      await row.getByRole('button', { name: `Disable ${name}` }).click();
      const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await expect(dialog).toContainText('Disable this university?');
      await expectNoSeriousAxe(page, 'the confirmation');
      await dialog.getByRole('button', { name: 'Disable university' }).click();
      await expect(page.getByText('University disabled: it no longer shows on the public pages')).toBeVisible();
      await expect(row).toContainText('Disabled');
      const [off] = await handle.db.select({ status: universities.status }).from(universities).where(eq(universities.id, farId));
      expect(off.status).toBe(false);

      // The status filter keeps it among the disabled ones, in the URL.
      await page.goto(`/admin/universities?q=${tag}&status=disabled`);
      await expect(row).toContainText('Disabled');
      await page.goto(`/admin/universities?q=${tag}&status=enabled`);
      await expect(page.getByText('No universities match', { exact: true })).toBeVisible();

      await page.goto(`/admin/universities?q=${tag}`);
      await row.getByRole('button', { name: `Enable ${name}` }).click();
      await expect(page.getByText('University enabled: it shows on the public pages again')).toBeVisible();
      await expect(row).toContainText('Enabled');
      const [on] = await handle.db.select({ status: universities.status }).from(universities).where(eq(universities.id, farId));
      expect(on.status).toBe(true);

      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(`/admin/universities?q=${tag}`);
      await expect(row).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'the page scrolls sideways at 360 px').toBeLessThanOrEqual(0);

      await page.goto('/admin/universities?q=no-such-university-anywhere-zz');
      await expect(page.getByText('No universities match', { exact: true })).toBeVisible();
    } finally {
      await handle.db.delete(universities).where(eq(universities.id, farId));
      await handle.close();
    }
  });
});
