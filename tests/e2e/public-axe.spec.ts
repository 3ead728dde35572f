import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../helpers/e2e';

/**
 * Issue 15: axe finds no violation (any impact, the whole page: header, main and footer) on every
 * public page type, at 1280 px and 360 px; and the logo link is named by its visible words.
 */
const pages = [
  '/',
  '/programs',
  '/programs?page=999',
  '/universities',
  '/universities/tsinghua-university',
  '/universities/tsinghua-university?tab=scholarship',
  '/universities/tsinghua-university?tab=admission',
  '/universities/tsinghua-university/courses',
  '/cities/beijing',
  'course',
  '/scholarships',
  '/jobs',
  '/jobs?q=zzzzqqqqxxxx',
  '/jobs/category/44',
  'job',
  '/search?key=medicine',
  '/search?key=zzzzqqqqxxxx',
  '/about',
  '/terms',
  '/privacy',
  '/howitworks',
  '/needhelp',
  '/contact',
  '/login',
  '/register',
  '/forgot-password',
  '/account-deleted',
];

for (const entry of pages) {
  test(`${entry}: no axe violation at 1280 px and 360 px`, async ({ page }) => {
    let path = entry;
    if (entry === 'course') {
      await page.goto('/programs');
      path = (await page.locator('a[href^="/courses/"]').first().getAttribute('href'))!;
    }
    if (entry === 'job') {
      // From the job list endpoint (read fresh, unlike the cached /jobs).
      const list = (await (await page.request.get('/api/anonymous/job-list/?per_page=10')).json()) as { results: { uuid: string }[] };
      path = `/jobs/${list.results[0].uuid}`;
    }
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const result = await new AxeBuilder({ page }).analyze();
      expect(
        result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        `${path} at ${width}px`,
      ).toEqual([]);
    }
  });
}

test('the logo link is named by its visible words (label-content-name-mismatch)', async ({ page }) => {
  await page.goto('/about');
  const result = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  expect(result.violations.map((v) => v.id)).toEqual([]);
  await expect(page.getByRole('link', { name: /^Zhiyuan\s*Study in China/ }).first()).toBeVisible();
});

/**
 * Issue 29: the same in Arabic, right to left, for the page types with the most parts (the home,
 * the finder's filters and cards, a university's tabs and its contact form), at both widths.
 */
const arabicPages = ['/ar', '/ar/programs', '/ar/universities/tsinghua-university?tab=fees'];

for (const entry of arabicPages) {
  test(`in Arabic, ${entry}: no axe violation at 1280 px and 360 px`, async ({ page }) => {
    const path = entry;
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const result = await new AxeBuilder({ page }).analyze();
      expect(
        result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        `${path} at ${width}px`,
      ).toEqual([]);
    }
  });
}
