import { DEMO_PASSWORD, demoAccounts } from '../helpers/auth';
import { expect, expectNoAxe, expectNoSeriousAxe, signInAs, test } from '../helpers/e2e';

/**
 * Direct hire end to end: a visitor fills "Fill this form for DIRECT HIRE" (the required fields
 * are asked first, the list limit is enforced on submit), sees the confirmation, and the admin
 * finds the request in /admin/direct-hire by its search and moves it on. The form also works
 * without JavaScript. /directhire passes axe at 1280 and 360 px.
 */
const newTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('direct hire', () => {
  test('a request sent from the public form appears in the admin list and is found by its search', async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    const tag = newTag();
    const title = `Forklift driver ${tag}`;
    await page.goto('/directhire');
    await expect(page.getByRole('heading', { level: 1, name: 'Fill this form for DIRECT HIRE' })).toBeVisible();

    // The form's code loads on its first use (components/forms/deferred.tsx, tested on its own in
    // light-forms.spec.ts): type once it has taken over, so a busy machine cannot race the hand-over.
    await page.getByLabel('Job title').focus();
    await expect(page.locator('[data-deferred-form][data-live]')).toHaveCount(1, { timeout: 30_000 });
    await page.getByLabel('Job title').fill(title);
    await page.getByLabel('Organisation').fill(`Ashford Freight ${tag}`);
    await page.getByLabel('Category').selectOption({ index: 1 });
    await page.getByLabel('Positions').fill('4');
    await page.getByLabel('Salary type').selectOption('hourly');
    await page.getByLabel('Salary from (£)').fill('12.50');
    await page.getByLabel('Salary to (£)').fill('14');
    await page.getByLabel('City', { exact: true }).fill('Ashford');
    await page.getByLabel('County', { exact: true }).fill('Kent');
    await page.getByLabel('Country', { exact: true }).selectOption('United Kingdom');
    // An eleventh skill is refused with the list's message, and nothing typed is lost.
    await page.getByLabel('Skills').fill(Array.from({ length: 11 }, (_, i) => `Skill ${i}`).join(', '));
    await page.getByLabel('Contact number').fill('01233 123456');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Skills Max length will be 10')).toBeVisible();
    await expect(page.getByLabel('Job title')).toHaveValue(title);

    await page.getByLabel('Skills').fill('Forklift licence, Night shifts');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Thank you: your direct-hire request was sent.')).toBeVisible();
    await expect(page.getByLabel('Job title')).toHaveValue('');

    await signInAs(context, baseURL!, demoAccounts.admin, DEMO_PASSWORD);
    await page.goto('/admin/direct-hire');
    await page.getByLabel('Search', { exact: true }).fill(tag);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.locator(`tr[data-row-label="${title}"]`);
    await expect(row).toContainText(`Ashford Freight ${tag}`);
    await expect(row).toContainText('Ashford');
    await expect(row).toContainText(/£12\.50? – £14 per hour/);
    await expect(row).toContainText('4');
    await expect(page.locator('main tbody tr')).toHaveCount(1);

    await row.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Forklift licence, Night shifts')).toBeVisible();
    await page.getByRole('button', { name: /^Mark as contacted/ }).click();
    await expect(page.getByText('Marked as contacted').first()).toBeVisible();
    await expect(page.getByRole('button', { name: `Close ${title}` })).toBeVisible();
    await expectNoSeriousAxe(page, 'direct-hire request page');
  });

  test('a night shift (22:00-06:00) is accepted and shown as such; the old list link searches with ?search=', async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const tag = newTag();
    const title = `Night porter ${tag}`;
    const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await page.goto('/directhire');
    await page.getByLabel('Job title').focus();
    await expect(page.locator('[data-deferred-form][data-live]')).toHaveCount(1, { timeout: 30_000 });
    await page.getByLabel('Job title').fill(title);
    await page.getByLabel('Organisation').fill(`Dover Hotels ${tag}`);
    await page.getByLabel('Category').selectOption({ index: 1 });
    await page.getByLabel('Positions').fill('2');
    await page.getByLabel('Working hours from').fill('22:00');
    await page.getByLabel('Working hours to').fill('06:00');
    await page.getByLabel('E-mail').fill(`night-${tag}@example.test`);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Thank you: your direct-hire request was sent.')).toBeVisible();
    await expect(page.getByText('The first value cannot be above the second')).toHaveCount(0);
    await expectNoAxe(page, '/directhire after sending');

    // The old admin screen's link with its `?search=` lands on the list filtered by it.
    await signInAs(context, baseURL!, demoAccounts.admin, DEMO_PASSWORD);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/admin-add-contracthire-type?search=${encodeURIComponent(`porter ${tag}`)}`);
      await expect(page).toHaveURL(/\/admin\/direct-hire\?q=porter/);
      await expect(page.getByLabel('Search', { exact: true })).toHaveValue(`porter ${tag}`);
      await expect(page.locator('main tbody tr')).toHaveCount(1);
      await expect(page.locator(`tr[data-row-label="${title}"]`)).toBeVisible();
    }
    await expectNoAxe(page, '/admin/direct-hire?q=');
    await page.locator(`tr[data-row-label="${title}"]`).getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('22:00 – 06:00 (night shift, ends the next day)')).toBeVisible();
    await expectNoAxe(page, 'the direct-hire request page');
    await context.close();
  });

  test('the form works without JavaScript', async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const tag = newTag();
    await page.goto('/directhire');
    await page.getByLabel('Job title').fill(`No-JS cleaner ${tag}`);
    await page.getByLabel('Organisation').fill('Surrey Homes');
    await page.getByLabel('Category').selectOption({ index: 1 });
    await page.getByLabel('Positions').fill('1');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Give an e-mail address or a phone number').first()).toBeVisible();
    await expect(page.getByLabel('Job title')).toHaveValue(`No-JS cleaner ${tag}`);
    await page.getByLabel('E-mail').fill(`nojs-${tag}@example.test`);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Thank you: your direct-hire request was sent.')).toBeVisible();
    await context.close();
  });

  test('/directhire passes axe at 1280 and 360 px', async ({ page }) => {
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/directhire');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousAxe(page, `/directhire at ${width} px`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
});
