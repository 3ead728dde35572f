import { DEMO_PASSWORD, demoAccounts } from '../helpers/auth';
import { expect, signInAs, test, expectNoSeriousAxe } from '../helpers/e2e';
import { samplePng } from '../helpers/sample-files';

/**
 * The admin's catalogue journey in Chromium: create a university with a logo and a banner (it is
 * on the public list and its page at once), add a course to it (it is in the course finder),
 * edit it, disable it (gone from the public pages, the list, search and the sitemap), then
 * delete it with the confirmation that lists what goes with it. Axe on the list and form pages;
 * the sort headers, the dialog and the form work from the keyboard.
 */

/** Every address the sitemap lists (the index and its files). */
async function sitemapText(baseURL: string): Promise<string> {
  const index = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).filter((u) => /sitemap/.test(new URL(u).pathname));
  const parts = await Promise.all(files.map(async (u) => (await fetch(`${baseURL}${new URL(u).pathname}`)).text()));
  return [index, ...parts].join('\n');
}

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: samplePng });

test.describe('admin university and course CRUD', () => {
  test('create with logo and banner, add a course, edit, disable, delete', async ({ page, context, baseURL }) => {
    test.setTimeout(240_000);
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const name = `Crud Journey University ${tag}`;
    const slug = `crud-journey-university-${tag}`;
    const courseTitle = `Crud Journey Oceanography ${tag}`;
    await signInAs(context, baseURL!, demoAccounts.admin, DEMO_PASSWORD);

    // --- Create, with the keyboard for the first fields.
    await page.goto('/admin/universities/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Add university' })).toBeVisible();
    await expectNoSeriousAxe(page, 'the add form');
    await page.getByRole('textbox', { name: 'Name', exact: true }).focus();
    await page.keyboard.type(name);
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue(slug);
    await page.keyboard.press('Tab');
    await page.keyboard.type('克鲁大学');
    await expect(page.getByLabel('Chinese name', { exact: true })).toHaveValue('克鲁大学');
    await page.getByLabel('City', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Scholarship', { exact: true }).selectOption('1');
    await page.getByLabel('Bachelor fee', { exact: true }).fill('26000');
    await page.getByLabel('Website', { exact: true }).fill('not a web address');
    await page.getByLabel('Accommodation', { exact: true }).fill('<p>Rooms on campus</p><script>alert(1)</script>');
    await page.getByLabel('Logo', { exact: true }).setInputFiles(png('logo.png'));
    await expect(page.getByRole('img', { name: 'Preview of the new logo' })).toBeVisible();
    await page.getByLabel('Banner', { exact: true }).setInputFiles(png('banner.png'));
    await expect(page.getByRole('img', { name: 'Preview of the new banner' })).toBeVisible();
    await page.getByRole('button', { name: 'Create university' }).click();
    // Refused in the browser, with the field's message; nothing is created.
    await expect(page.getByText('Enter a web address starting with http:// or https://')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/universities\/new$/);
    await page.getByLabel('Website', { exact: true }).fill('https://journey.example.test');
    await page.getByRole('button', { name: 'Create university' }).click();

    await expect(page).toHaveURL(/\/admin\/universities(\?.*)?$/);
    const banner = page.getByRole('status').filter({ hasText: 'University created successfully' });
    await expect(banner).toBeVisible();
    await expect(banner).toBeHidden({ timeout: 8_000 });

    // --- At once on the public list and its page, with its logo.
    await page.goto(`/universities?key=${encodeURIComponent(name)}`);
    await expect(page.getByRole('link', { name }).first()).toBeVisible();
    await page.goto(`/universities/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const logo = page.getByRole('img', { name: `${name} logo` }).first();
    await expect(logo).toBeVisible();
    const logoAnswer = await page.request.get((await logo.getAttribute('src'))!);
    expect(logoAnswer.status()).toBe(200);
    expect(logoAnswer.headers()['content-type']).toMatch(/^image\//);
    // The accommodation text, sanitised when saved (the script is gone).
    await page.goto(`/universities/${slug}?tab=accommodation`);
    await expect(page.getByText('Rooms on campus')).toBeVisible();
    expect(await page.locator('main script', { hasText: 'alert(1)' }).count()).toBe(0);

    // --- The admin list: sort headers from the keyboard, the row, its edit page.
    await page.goto(`/admin/universities?q=${tag}`);
    await expectNoSeriousAxe(page, 'the list');
    await page.getByRole('link', { name: /^Code\b/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]sort=code/);
    await expect(page.getByRole('columnheader', { name: /Code/ })).toHaveAttribute('aria-sort', 'ascending');
    const row = page.locator('tr', { hasText: name });
    await expect(row).toContainText('Open');
    await expect(row).toContainText('Enabled');
    await expect(row.locator('td').nth(5)).toHaveText('0');
    await row.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(/\/admin\/universities\/\d+\/edit$/);
    const universityId = /\/admin\/universities\/(\d+)\/edit/.exec(page.url())![1];
    await expectNoSeriousAxe(page, 'the edit form');
    await expect(page.getByRole('img', { name: 'Current logo' })).toBeVisible();

    // --- Add a course to it: in the course finder at once.
    await page.goto(`/admin/courses/new?university_id=${universityId}`);
    await expectNoSeriousAxe(page, 'the course form');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(courseTitle);
    // The university is a type-ahead: the address's university is in it; typing offers the server's matches.
    const university = page.getByRole('combobox', { name: 'University', exact: true });
    await expect(university).toHaveValue(name);
    await university.fill(tag);
    await page.getByRole('option', { name }).click();
    await expect(university).toHaveValue(name);
    await page.getByRole('combobox', { name: 'Degree', exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Intake', { exact: true }).fill('2027-09');
    await page.getByRole('button', { name: 'Create course' }).click();
    await expect(page).toHaveURL(/\/admin\/courses(\?.*)?$/);
    await expect(page.getByRole('status').filter({ hasText: 'Course created successfully' })).toBeVisible();
    await page.goto(`/admin/courses?q=${tag}`);
    await expectNoSeriousAxe(page, 'the courses list');
    await expect(page.locator('tr', { hasText: courseTitle })).toContainText(name);
    await page.goto(`/programs?key=${encodeURIComponent(courseTitle)}`);
    await expect(page.getByRole('link', { name: courseTitle }).first()).toBeVisible();

    // --- Edit: only the change is saved.
    await page.goto(`/admin/universities/${universityId}/edit`);
    await page.getByLabel('Short name', { exact: true }).fill('CJU');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'University updated successfully' })).toBeVisible();
    await page.goto(`/universities/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(await sitemapText(baseURL!)).toContain(`/universities/${slug}`);

    // --- Disable (asks first): gone from the public pages, list, search and sitemap.
    await page.goto(`/admin/universities?q=${tag}`);
    await row.getByRole('button', { name: `Disable ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disable university' }).click();
    await expect(row).toContainText('Disabled');
    expect((await fetch(`${baseURL}/universities/${slug}`)).status).toBe(404);
    await page.goto(`/universities?key=${encodeURIComponent(name)}`);
    await expect(page.getByRole('link', { name })).toHaveCount(0);
    await page.goto(`/search?key=${encodeURIComponent(name)}`);
    await expect(page.getByRole('link', { name })).toHaveCount(0);
    await page.goto(`/programs?key=${encodeURIComponent(courseTitle)}`);
    await expect(page.getByRole('heading', { level: 2, name: /^0 courses for/ })).toBeVisible();
    await expect(page.getByRole('link', { name: courseTitle })).toHaveCount(0);
    expect(await sitemapText(baseURL!)).not.toContain(`/universities/${slug}`);

    // --- Delete: the dialog (keyboard: opens with Enter, Escape closes and gives focus back) lists the course.
    await page.goto(`/admin/universities?q=${tag}`);
    const deleteButton = row.getByRole('button', { name: `Delete ${name}` });
    await deleteButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Delete this university?');
    await expect(dialog).toContainText('1 course');
    await expectNoSeriousAxe(page, 'the delete dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Delete university' }).click();
    await expect(page.getByText('University deleted successfully')).toBeVisible();
    await expect(page.getByText('No universities match', { exact: true })).toBeVisible();
  });

  test('a university with applications cannot be deleted: disable is offered instead', async ({ page, context, baseURL }) => {
    await signInAs(context, baseURL!, demoAccounts.admin, DEMO_PASSWORD);
    await page.goto('/admin/universities?sort=applications');
    const first = page.locator('tbody tr').first();
    const count = Number(await first.locator('td').nth(5).textContent());
    expect(count).toBeGreaterThan(0);
    await first.getByRole('button', { name: /^Delete / }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('cannot be deleted');
    await expect(dialog).toContainText(`${count} application`);
    await expect(dialog.getByRole('button', { name: /^Delete university/ })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Disable instead' })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test('at 360 px the lists and forms do not scroll sideways', async ({ page, context, baseURL }) => {
    await signInAs(context, baseURL!, demoAccounts.admin, DEMO_PASSWORD);
    await page.setViewportSize({ width: 360, height: 800 });
    for (const path of ['/admin/universities', '/admin/universities/new', '/admin/courses', '/admin/courses/new']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways at 360 px`).toBeLessThanOrEqual(0);
    }
  });
});
