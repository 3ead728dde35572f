import { expect, test } from '../helpers/e2e';

/**
 * Light pages (issue 14): a public form's code (react-hook-form, its controls) is downloaded on the
 * form's first use, not with the page (components/forms/deferred.tsx); what the user types while it
 * arrives is kept, the focus stays, and the live form checks in the browser.
 */
test('the contact form loads its code on first use and keeps what was typed meanwhile', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/contact');
  const island = page.locator('[data-deferred-form]');
  // Hydrated: React has taken the island over (it chose to keep the server's form then), and every
  // script the page asked for has arrived.
  await expect.poll(() => island.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$')))).toBe(true);
  await page.waitForLoadState('networkidle');
  // The server's form, not yet live, while nobody uses it.
  await expect(island).not.toHaveAttribute('data-live');
  const withPage = scripts.length;

  const name = page.getByLabel('Your name');
  await name.click();
  await page.keyboard.type('Amina Yusuf');
  await expect(island, 'the form code is downloaded on first use').toHaveAttribute('data-live', '');
  expect(scripts.length, 'the form code was not downloaded with the page').toBeGreaterThan(withPage);
  await expect(name).toHaveValue('Amina Yusuf');
  await expect(name).toBeFocused();

  // The live form checks in the browser.
  const email = page.getByLabel('Email address');
  await email.fill('not-an-address');
  await email.blur();
  await expect(email).toHaveAccessibleDescription('Enter a valid email address');
  await expect(name).toHaveValue('Amina Yusuf');
});

test('a choice made on the register form before its code arrived is kept (the employer asks for a company)', async ({ page }) => {
  await page.goto('/register');
  await page.getByText('Employer', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Employer' })).toBeChecked();
  await expect(page.getByLabel('Company name')).toBeVisible();
  await expect(page.getByLabel('Gender (optional)')).toHaveCount(0);
});
