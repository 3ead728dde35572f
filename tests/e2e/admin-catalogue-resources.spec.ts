import { eq } from 'drizzle-orm';
import { openPostgres } from '@/db';
import { count } from 'drizzle-orm';
import { applications, cities, programs, scholarshipOffers, universities } from '@/db/schema';
import { DEMO_PASSWORD, demoAccounts } from '../helpers/auth';
import { expect, signInAs, test, expectNoSeriousAxe } from '../helpers/e2e';
import { samplePng } from '../helpers/sample-files';
import { readServerState } from '../helpers/test-server';

/**
 * The back office's simple resources as the demo admin uses them: a scholarship offer added to a
 * university (made by the test) shows on its Scholarship tab and on /scholarships at once; a city
 * added, renamed and disabled changes its public page at once; a program's list, form and delete
 * confirmation pass axe; the list, the confirmation and the form work with the keyboard alone.
 */
const databaseUrl = readServerState()?.databaseUrl ?? '';

const newTag = (p: string) => `${p}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('admin catalogue resources', () => {
  test.skip(!databaseUrl, 'needs the test server on Postgres (TEST_DATABASE_URL)');

  test('a scholarship offer added to a university shows on its Scholarship tab and on /scholarships', async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    const tag = newTag('offer');
    const uniName = `Zz Offer University ${tag}`;
    const title = `Zz Excellence Award ${tag}`;
    const handle = openPostgres(databaseUrl, 1);
    const [city] = await handle.db.select({ id: cities.id }).from(cities).where(eq(cities.status, true)).limit(1);
    const [uni] = await handle.db.insert(universities).values({ name: uniName, slug: tag, code: tag.toUpperCase(), cityId: city.id }).returning({ id: universities.id });
    try {
      await signInAs(context, baseURL!, demoAccounts.admin, DEMO_PASSWORD);
      await page.goto('/admin/scholarships');
      await expect(page.getByRole('heading', { level: 1, name: 'Scholarship offers' })).toBeVisible();
      await page.getByRole('link', { name: 'Add scholarship offer' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Add scholarship offer' })).toBeVisible();

      // The required fields answer in the browser first.
      await page.getByRole('button', { name: 'Add scholarship offer' }).click();
      await expect(page.getByText('This field is required').first()).toBeVisible();

      await page.getByLabel('Title').fill(title);
      // The university is a type-ahead: typing offers the server's matches.
      const university = page.getByRole('combobox', { name: 'University', exact: true });
      await university.fill(tag);
      await page.getByRole('option', { name: uniName }).click();
      await expect(university).toHaveValue(uniName);
      await page.getByLabel('Percent').fill('75');
      await page.getByLabel('Duration').fill('4 years');
      await page.getByLabel('Details').fill('<p>Tuition <strong>reduced</strong></p><script>alert(1)</script>');
      await page.getByRole('button', { name: 'Add scholarship offer' }).click();

      await expect(page).toHaveURL(/\/admin\/scholarships(\?|$)/);
      await expect(page.getByRole('status').filter({ hasText: 'Scholarship offer created successfully' })).toBeVisible();
      await page.getByLabel('Title or code').fill(tag);
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.locator(`tr[data-row-label="${title}"]`)).toContainText('75%');

      await page.goto(`/universities/${tag}?tab=scholarship`);
      await expect(page.getByText(title)).toBeVisible();
      await page.goto('/scholarships');
      await expect(page.getByText(title)).toBeVisible();
      const [stored] = await handle.db.select({ details: scholarshipOffers.details }).from(scholarshipOffers).where(eq(scholarshipOffers.universityId, uni.id));
      expect(stored.details).toContain('<strong>reduced</strong>');
      expect(stored.details).not.toContain('script');
    } finally {
      await handle.db.delete(scholarshipOffers).where(eq(scholarshipOffers.universityId, uni.id));
      await handle.db.delete(universities).where(eq(universities.id, uni.id));
      await handle.close();
    }
  });

  test('a city added, renamed and disabled changes its public page at once', async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    const tag = newTag('city');
    const name = `Zz City ${tag}`;
    const slug = `zz-city-${tag}`;
    const handle = openPostgres(databaseUrl, 1);
    let uniId: number | null = null;
    try {
      await signInAs(context, baseURL!, demoAccounts.admin, DEMO_PASSWORD);
      await page.goto('/admin/cities/new');
      await page.getByLabel('Name').fill(name);
      await page.getByLabel('Code').fill('12ab');
      await page.getByRole('button', { name: 'Add city' }).click();
      await expect(page.getByText('Enter digits only')).toBeVisible();
      await page.getByLabel('Code').fill('4321');
      await expectNoSeriousAxe(page, 'the city form');
      await page.getByRole('button', { name: 'Add city' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'City created successfully' })).toBeVisible();

      const [city] = await handle.db.select({ id: cities.id }).from(cities).where(eq(cities.slug, slug));
      const [uni] = await handle.db
        .insert(universities)
        .values({ name: `Zz City University ${tag}`, slug: `${tag}-uni`, code: `${tag}-U`.toUpperCase(), cityId: city.id })
        .returning({ id: universities.id });
      uniId = uni.id;
      await page.goto(`/cities/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name);

      await page.goto(`/admin/cities/${city.id}/edit`);
      await page.getByLabel('Name').fill(`${name} Renamed`);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'City updated successfully' })).toBeVisible();
      await page.goto(`/cities/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`${name} Renamed`);

      await page.goto(`/admin/cities?q=${encodeURIComponent(tag)}`);
      const row = page.locator(`tr[data-row-label="${name} Renamed"]`);
      await row.getByRole('button', { name: `Disable ${name} Renamed` }).click();
      await expect(page.getByText('City disabled: it no longer shows on the public pages')).toBeVisible();
      await expect(row).toContainText('Disabled');
      const res = await page.goto(`/cities/${slug}`);
      expect(res?.status()).toBe(404);
    } finally {
      if (uniId !== null) await handle.db.delete(universities).where(eq(universities.id, uniId));
      await handle.db.delete(cities).where(eq(cities.slug, slug));
      await handle.close();
    }
  });

  test('programs: list, form and delete confirmation pass axe and work with the keyboard alone', async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    const tag = newTag('prog');
    const name = `Zz Program ${tag}`;
    await signInAs(context, baseURL!, demoAccounts.admin, DEMO_PASSWORD);

    // The form by keyboard: type, Tab between fields, Enter submits.
    await page.goto('/admin/programs/new');
    await expectNoSeriousAxe(page, 'the program form');
    await page.getByLabel('Name').focus();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Type')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Duration')).toBeFocused();
    await page.keyboard.type('2 years');
    // An icon: a file that is not an image is refused in the browser; a PNG shows a preview.
    await page.getByLabel('Icon').setInputFiles({ name: 'icon.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(page.getByText('Choose a PNG, JPEG or WebP image')).toBeVisible();
    await page.getByLabel('Icon').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: samplePng });
    await expect(page.getByRole('img', { name: 'Preview of the new icon' })).toBeVisible();
    await page.getByLabel('Duration').focus();
    await page.keyboard.press('Enter');
    const banner = page.getByRole('status').filter({ hasText: 'Program created successfully' });
    await expect(banner).toBeVisible();
    // The banner hides after 5 seconds, and the flag has left the address.
    await expect(banner).toBeHidden({ timeout: 9_000 });
    expect(page.url()).not.toContain('saved=');

    // The list: search by keyboard, sort header link, axe.
    await page.getByLabel('Name', { exact: true }).focus();
    await page.keyboard.type(tag);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
    const row = page.locator(`tr[data-row-label="${name}"]`);
    await expect(row).toContainText('Enabled');
    await expect(row.locator('img')).toHaveCount(1);
    await expectNoSeriousAxe(page, 'the program list');
    await page.getByRole('link', { name: /^Name/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]dir=desc/);
    await expect(page.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');

    // The delete confirmation by keyboard: Enter opens it, Cancel has the focus, Escape closes it
    // and the focus returns; then it deletes.
    const del = row.getByRole('button', { name: `Delete ${name}` });
    await del.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Delete this program?');
    await expect(dialog.getByRole('button', { name: 'Disable instead' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSeriousAxe(page, 'the delete confirmation');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(del).toBeFocused();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Delete program' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Program deleted successfully')).toBeVisible();
    await expect(row).toHaveCount(0);

    // A degree with applications cannot be deleted: the confirmation says so and offers disabling.
    const handle = openPostgres(databaseUrl, 1);
    try {
      const [busy] = await handle.db
        .select({ name: programs.name, n: count() })
        .from(applications)
        .innerJoin(programs, eq(programs.id, applications.programId))
        .groupBy(programs.name)
        .limit(1);
      test.skip(!busy, 'the demo data has no application');
      await page.goto(`/admin/programs?q=${encodeURIComponent(busy.name)}`);
      await page.locator(`tr[data-row-label="${busy.name}"]`).getByRole('button', { name: `Delete ${busy.name}` }).click();
      await expect(dialog).toContainText('This program cannot be deleted');
      await expect(dialog.getByRole('button', { name: 'Delete program' })).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: 'Disable instead' })).toBeVisible();
      await page.keyboard.press('Escape');
    } finally {
      await handle.close();
    }

    // 360 px: the list does not scroll sideways (the table scrolls in its own box).
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/admin/programs');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'the page scrolls sideways at 360 px').toBeLessThanOrEqual(0);
  });
});
