import { eq } from 'drizzle-orm';
import { openPostgres } from '@/db';
import { universities } from '@/db/schema';
import { DEMO_PASSWORD, demoAccounts } from '../helpers/auth';
import { expect, expectNoSeriousAxe, signInAs, test } from '../helpers/e2e';
import { readServerState } from '../helpers/test-server';

/**
 * The list kit (components/lists) on a back-office list: at 360 px each row is a card, its status
 * and its actions on screen without a sideways scroll (the page does not scroll sideways either);
 * and the filter form is a plain GET form that works with JavaScript off.
 */
const databaseUrl = readServerState()?.databaseUrl ?? '';

test.describe('list kit', () => {
  test.skip(!databaseUrl, 'needs the test server on Postgres (TEST_DATABASE_URL)');

  test('rows are cards at 360 px with status and actions visible; the filters work without JavaScript', async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const tag = `listkit-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const farId = 1_900_000_000 + Math.floor(Math.random() * 100_000_000);
    const name = `Zz List Kit University ${tag}`;
    const handle = openPostgres(databaseUrl, 1);
    const phone = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 } });
    const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      await handle.db.insert(universities).values({ id: farId, name, slug: tag, code: tag.toUpperCase() });
      await signInAs(phone, baseURL!, demoAccounts.admin, DEMO_PASSWORD);
      await signInAs(noScript, baseURL!, demoAccounts.admin, DEMO_PASSWORD);

      // --- 360 px: the row is a card inside the screen, its status and actions visible.
      const page = await phone.newPage();
      await page.goto(`/admin/universities?q=${tag}`);
      const card = page.locator(`tr[data-university-code="${tag.toUpperCase()}"]`);
      await expect(card).toBeVisible();
      expect(await card.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
      const status = card.locator('td[data-label="Status"]');
      await expect(status).toBeVisible();
      await expect(status).toContainText('Enabled');
      const disable = card.getByRole('button', { name: `Disable ${name}` });
      const edit = card.getByRole('link', { name: `Edit ${name}` });
      for (const target of [card, status, disable, edit]) {
        await target.scrollIntoViewIfNeeded();
        await expect(target).toBeInViewport({ ratio: 1 });
        const box = (await target.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(360);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectNoSeriousAxe(page, 'the list as cards');
      // The action works from the card: it asks first, then the card says Disabled.
      await disable.click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Disable university' }).click();
      await expect(status).toContainText('Disabled');

      // --- Without JavaScript: the GET form filters, and keeps the sort.
      const plain = await noScript.newPage();
      await plain.goto('/admin/universities?sort=code');
      await plain.getByLabel('Name or code').fill(tag);
      await plain.getByLabel('Status').selectOption('disabled');
      await plain.getByRole('button', { name: 'Search' }).click();
      await expect(plain).toHaveURL(new RegExp(`[?&]q=${tag}`));
      await expect(plain).toHaveURL(/[?&]status=disabled/);
      await expect(plain).toHaveURL(/[?&]sort=code/);
      await expect(plain.locator(`tr[data-university-code="${tag.toUpperCase()}"]`)).toContainText('Disabled');
      await expect(plain.getByRole('status').filter({ hasText: 'Showing 1 to 1 of 1 university' })).toBeVisible();
      await plain.getByLabel('Status').selectOption('enabled');
      await plain.getByRole('button', { name: 'Search' }).click();
      await expect(plain.getByText('No universities match.')).toBeVisible();
    } finally {
      await phone.close();
      await noScript.close();
      await handle.db.delete(universities).where(eq(universities.id, farId));
      await handle.close();
    }
  });
});
