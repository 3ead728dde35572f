import { eq, sql } from 'drizzle-orm';
import { openPostgres } from '@/db';
import { cities, universities } from '@/db/schema';
import { DEMO_PASSWORD, demoAccounts } from '../helpers/auth';
import { expect, type Page, signInAs, test } from '../helpers/e2e';
import { readServerState } from '../helpers/test-server';

/**
 * Issue 15 in the browser: the filters work with the keyboard (an explicit change applies them,
 * one arrow key does not, the focus stays where the user is); the phone menu closes on Escape and
 * on a click outside; at 360 px the Apply action is reached before the description, the active
 * university tab is in view and the filters fold behind a "Filters" button (without JavaScript
 * too); the legal facts are site settings that About, terms and privacy show at once; the admin
 * university form warns about a scholarship flag without a live offer; the admin users table keeps
 * its actions reachable on a phone.
 */
const databaseUrl = readServerState()?.databaseUrl ?? '';
const PHONE = { width: 360, height: 740 };

/** Waits for the filter form's enhancement (AutoSubmit) to be live, and records the navigations it starts. */
async function filtersReady(page: Page, action: string) {
  await expect(page.locator(`form[action="${action}"][data-auto-submit="on"]`)).toHaveCount(1, { timeout: 20_000 });
  await recordNavigations(page);
}

type Recorded = typeof window & { __navigations?: string[] };

/**
 * Records in the page every client-side navigation the router starts: its request for the next
 * page (RSC, not a prefetch) and its new history entry. The window lives on across client-side
 * navigations, so does the record.
 */
async function recordNavigations(page: Page) {
  await page.evaluate(() => {
    const w = window as Recorded;
    if (w.__navigations) return;
    const seen: string[] = (w.__navigations = []);
    const fetch0 = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
      const prefetch = [...headers.keys()].some((k) => k.startsWith('next-router-prefetch') || k.startsWith('next-router-segment-prefetch'));
      if ((headers.has('rsc') || url.includes('_rsc=')) && !prefetch) seen.push(`fetch ${url}`);
      return fetch0(input, init);
    };
    const push0 = history.pushState.bind(history);
    history.pushState = (data, unused, url) => {
      seen.push(`pushState ${String(url)}`);
      push0(data, unused, url);
    };
  });
}

/**
 * The navigations started since the last call, read once the page has run the handlers of the
 * events sent so far and drawn a frame (router.push starts its request on the event itself).
 */
async function navigationsStarted(page: Page): Promise<string[]> {
  return page.evaluate(
    () => new Promise<string[]>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve((window as Recorded).__navigations!.splice(0)), 0))),
  );
}

/** Presses `key` and checks that it started no navigation. */
async function pressStaying(page: Page, key: string) {
  const url = page.url();
  await navigationsStarted(page); // forget the earlier ones
  await page.keyboard.press(key);
  expect(await navigationsStarted(page), `${key} started a navigation`).toEqual([]);
  expect(page.url()).toBe(url);
}

/** Presses `key` and checks that it started a navigation at once (so the record above sees one). */
async function pressNavigating(page: Page, key: string) {
  await navigationsStarted(page);
  await page.keyboard.press(key);
  expect(await navigationsStarted(page), `${key} started no navigation`).not.toEqual([]);
}

async function expectFocused(page: Page, id: string) {
  await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? document.activeElement?.tagName), { timeout: 20_000 }).toBe(id);
}

for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
  test.describe(`filters with the keyboard at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('/programs: one arrow key moves the choice only; Enter applies it and the focus stays on the drop-down', async ({ page }) => {
      await page.goto('/programs');
      await filtersReady(page, '/programs');
      if (viewport.width < 1024) {
        // Results first: the filters are folded behind the "Filters" button.
        await expect(page.locator('#filter-program_id')).toBeHidden();
        await page.locator('summary', { hasText: 'Filters' }).click();
      }
      const degree = page.locator('#filter-program_id');
      await degree.focus();
      await pressStaying(page, 'ArrowDown');
      await expect(degree).not.toHaveValue('');
      await expectFocused(page, 'filter-program_id');

      const chosen = await degree.inputValue();
      await pressNavigating(page, 'Enter');
      await expect(page).toHaveURL(new RegExp(`[?&]program_id=${chosen}(&|$)`));
      await expectFocused(page, 'filter-program_id');
      await expect(page.locator('#filter-program_id')).toHaveValue(chosen);
      await expect(page.locator('#filter-program_id')).toBeVisible();

      // Leaving a drop-down whose choice moved applies it; the focus is on the next field.
      await page.keyboard.press('Tab');
      await expectFocused(page, 'filter-teaching_language');
      await pressStaying(page, 'ArrowDown');
      const language = await page.locator('#filter-teaching_language').inputValue();
      expect(language).not.toBe('');
      await pressNavigating(page, 'Tab');
      await expect(page).toHaveURL(new RegExp(`[?&]teaching_language=${language}(&|$)`));
      await expectFocused(page, 'filter-major');
      await expect(page.locator('#filter-program_id')).toHaveValue(chosen);
    });

    test('/universities: an arrow key on the city does not navigate; Enter does and keeps the focus; a click on the check box applies it', async ({ page }) => {
      await page.goto('/universities');
      await filtersReady(page, '/universities');
      if (viewport.width < 1024) {
        await expect(page.locator('#filter-city')).toBeHidden();
        await page.locator('summary', { hasText: 'Filters' }).click();
      }
      const city = page.locator('#filter-city');
      await city.focus();
      await pressStaying(page, 'ArrowDown');
      const chosen = await city.inputValue();
      expect(chosen).not.toBe('');
      await pressNavigating(page, 'Enter');
      await expect(page).toHaveURL(new RegExp(`[?&]city=${chosen}(&|$)`));
      await expectFocused(page, 'filter-city');

      // A click on the check box applies it; the focus stays on it.
      await page.locator('#filter-scholarship').check();
      await expect(page).toHaveURL(/[?&]scholarship=1(&|$)/);
      await expectFocused(page, 'filter-scholarship');

      // A keyword typed and submitted with Enter keeps the focus in the field.
      await page.locator('#uni-key').fill('university');
      await page.locator('#uni-key').press('Enter');
      await expect(page).toHaveURL(/[?&]key=university(&|$)/);
      await expectFocused(page, 'uni-key');
    });
  });
}

test.describe('at 360 px', () => {
  test.use({ viewport: PHONE });

  test('the phone menu (a popover) closes on Escape and on a click outside', async ({ page }) => {
    await page.goto('/about');
    const button = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator('#site-menu');
    await button.click();
    await expect(menu.getByRole('link', { name: 'PROGRAMS' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(20, 600);
    await expect(menu).toBeHidden();
    // A link in it navigates and the menu closes.
    await button.click();
    await menu.getByRole('link', { name: 'UNIVERSITIES' }).click();
    await expect(page).toHaveURL(/\/universities$/);
    await expect(menu).toBeHidden();
  });

  test('a course page shows its Apply action before the description, without scrolling', async ({ page }) => {
    await page.goto('/programs');
    const href = (await page.locator('a[href^="/courses/"]').first().getAttribute('href'))!;
    await page.goto(href);
    const apply = page.getByTestId('apply-button');
    await expect(apply).toBeVisible();
    await expect(apply).toBeInViewport({ ratio: 1 });
    const applyBox = (await apply.boundingBox())!;
    const about = (await page.getByRole('heading', { name: 'About this course' }).boundingBox())!;
    expect(applyBox.y + applyBox.height).toBeLessThan(about.y);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the active university tab is scrolled into view in its strip', async ({ page }) => {
    await page.goto('/universities');
    const slug = /\/universities\/([a-z0-9-]+)/.exec((await page.locator('article a[href^="/universities/"]').first().getAttribute('href'))!)![1];
    for (const tab of ['Scholarship', 'Admission Process']) {
      const id = tab === 'Scholarship' ? 'scholarship' : 'admission';
      await page.goto(`/universities/${slug}?tab=${id}`);
      const nav = page.getByRole('navigation', { name: 'University information' });
      const active = nav.getByRole('link', { name: tab });
      await expect(active).toHaveAttribute('aria-current', 'page');
      // Horizontally inside the screen (the strip scrolled, not the page).
      await expect.poll(async () => {
        const box = (await active.boundingBox())!;
        return box.x >= 0 && box.x + box.width <= PHONE.width;
      }).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    }
    // Choosing another tab brings it into view too.
    await page.getByRole('navigation', { name: 'University information' }).getByRole('link', { name: 'Introduction' }).click();
    await expect(page).toHaveURL(new RegExp(`/universities/${slug}#tabs$`));
    const intro = page.getByRole('navigation', { name: 'University information' }).getByRole('link', { name: 'Introduction' });
    await expect(intro).toHaveAttribute('aria-current', 'page');
    await expect.poll(async () => ((await intro.boundingBox())!.x >= 0)).toBe(true);
  });

  test('without JavaScript the filters fold behind "Filters" and the results come first', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL });
    const page = await context.newPage();
    try {
      for (const [path, field, results] of [
        ['/programs', '#filter-program_id', '#results-title'],
        ['/universities', '#filter-city', 'article'],
      ] as const) {
        await page.goto(path);
        await expect(page.locator(field)).toBeHidden();
        await expect(page.locator(results).first()).toBeVisible();
        await page.locator('summary', { hasText: 'Filters' }).click();
        await expect(page.locator(field)).toBeVisible();
        // A wide screen shows them beside the results without a click.
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(path);
        await expect(page.locator(field)).toBeVisible();
        await page.setViewportSize(PHONE);
      }
    } finally {
      await context.close();
    }
  });

  test('the admin users list shows each account as a card with every action reachable, and Delete is the quiet one', async ({ page, context, baseURL }) => {
    await signInAs(context, baseURL!, demoAccounts.admin, DEMO_PASSWORD);
    await page.goto('/admin/users');
    const table = page.getByRole('table', { name: 'Accounts' });
    await expect(table).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    const row = table.locator('tbody tr').filter({ has: page.getByRole('button', { name: /^Delete / }) }).first();
    const del = row.getByRole('button', { name: /^Delete / });
    // The list kit: each row is a card (no sideways scroll, not even in the table's own frame),
    // its actions at its foot inside the screen.
    const scroller = table.locator('xpath=..');
    expect(await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await row.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
    await del.scrollIntoViewIfNeeded();
    for (const action of [del, row.getByRole('button', { name: /^End sessions/ })]) {
      await expect(action).toBeInViewport({ ratio: 1 });
      const box = (await action.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    // Quieter than the others: no filled red button in the row (the dialog carries the red one).
    const bg = await del.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bg === 'rgba(0, 0, 0, 0)' || bg === 'transparent').toBe(true);
  });
});

test.describe('site settings that the public pages read', () => {
  test.skip(!databaseUrl, 'needs the test server on Postgres (TEST_DATABASE_URL)');

  test('an admin changes the legal facts; About, terms and privacy show them at once; bad input is refused on the fields', async ({ page, context, baseURL }) => {
    test.setTimeout(180_000);
    await signInAs(context, baseURL!, demoAccounts.admin, DEMO_PASSWORD);
    await page.goto('/admin/settings');
    const form = page.getByRole('form', { name: 'Legal details' });
    const entity = form.getByRole('textbox', { name: 'Legal entity' });
    const jurisdiction = form.getByRole('textbox', { name: 'Jurisdiction' });
    const office = form.getByRole('textbox', { name: 'Registered office' });
    const demo = form.getByRole('checkbox');
    await expect(entity).not.toHaveValue('');
    const original = { entity: await entity.inputValue(), jurisdiction: await jurisdiction.inputValue(), office: await office.inputValue(), demo: await demo.isChecked() };
    // Every page shows the facts as they are now.
    for (const path of ['/about', '/terms', '/privacy']) {
      const html = await (await page.request.get(path)).text();
      expect(html, path).toContain(original.entity);
    }

    const tag = Date.now().toString(36);
    const next = { entity: `Trust Test Holdings ${tag} Ltd`, jurisdiction: 'Scotland', office: `Trust Test Holdings ${tag} Ltd\n2 Test Lane\nEdinburgh EH1 1AA\nUnited Kingdom` };
    try {
      // Refused: an empty entity, and an office outside the jurisdiction.
      await entity.fill('');
      await jurisdiction.fill('Hong Kong');
      await form.getByRole('button', { name: 'Save legal details' }).click();
      await expect(entity).toHaveAccessibleDescription(/Enter the name of the company/);
      await expect(office).toHaveAccessibleDescription(/must be in the jurisdiction/);

      await entity.fill(next.entity);
      await jurisdiction.fill(next.jurisdiction);
      await office.fill(next.office);
      await form.getByRole('button', { name: 'Save legal details' }).click();
      await expect(page.getByText('Legal details saved')).toBeVisible({ timeout: 20_000 });

      for (const path of ['/about', '/terms', '/privacy']) {
        await page.goto(path);
        const main = page.locator('main');
        await expect(main, path).toContainText(next.entity);
        await expect(main, path).toContainText('Scotland');
        await expect(main, path).not.toContainText(original.entity);
      }
      await expect(page.locator('main')).toContainText('2 Test Lane, Edinburgh EH1 1AA, United Kingdom');
    } finally {
      await page.goto('/admin/settings');
      await entity.fill(original.entity);
      await jurisdiction.fill(original.jurisdiction);
      await office.fill(original.office);
      if ((await demo.isChecked()) !== original.demo) await demo.click();
      await form.getByRole('button', { name: 'Save legal details' }).click();
      await expect(page.getByText('Legal details saved')).toBeVisible({ timeout: 20_000 });
    }
    await page.goto('/about');
    await expect(page.locator('main')).toContainText(original.entity);
  });

  test('the admin university form warns when the scholarship flag is on without a live offer', async ({ page, context, baseURL }) => {
    const tag = `warn${Date.now().toString(36)}`;
    const handle = openPostgres(databaseUrl, 1);
    const [city] = await handle.db.select({ id: cities.id }).from(cities).where(eq(cities.status, true)).limit(1);
    const [uni] = await handle.db
      .insert(universities)
      .values({ name: `Zz Flag University ${tag}`, slug: tag, code: tag.toUpperCase(), cityId: city.id, scholarshipOpen: true })
      .returning({ id: universities.id });
    try {
      await signInAs(context, baseURL!, demoAccounts.admin, DEMO_PASSWORD);
      await page.goto(`/admin/universities/${uni.id}/edit`);
      const warning = page.getByTestId('scholarship-warning');
      await expect(warning).toContainText('No live scholarship offer');
      await page.getByRole('combobox', { name: 'Scholarship' }).selectOption('0');
      await expect(warning).toBeEmpty();
      await page.getByRole('combobox', { name: 'Scholarship' }).selectOption('1');
      await expect(warning).toContainText('No live scholarship offer');
    } finally {
      await handle.db.execute(sql`DELETE FROM universities WHERE id = ${uni.id}`);
      await handle.close();
    }
  });
});
