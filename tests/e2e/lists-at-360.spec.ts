import { DEMO_PASSWORD, demoAccounts } from '../helpers/auth';
import { expect, expectNoAxe, signInAs, test, type Page } from '../helpers/e2e';

/**
 * Issue 31, item 13: every list page of every role is usable at 360 px through the list kit
 * (components/lists/list-table.tsx): the page does not scroll sideways, each row is a card inside
 * the screen, every cell of it (the status among them) and its actions on screen; no axe
 * violation at 1280 and 360 px. The rows are the demo seed's (each list asked for has some, so a
 * list that lost its rows or its cards fails here).
 */
const lists: Record<keyof typeof demoAccounts, string[]> = {
  admin: [
    '/admin/applications',
    '/admin/payments',
    '/admin/jobs',
    '/admin/job-applications',
    '/admin/employers',
    '/admin/candidates',
    '/admin/direct-hire',
    '/admin/part-time',
    '/admin/messages',
    '/admin/users',
    '/admin/universities',
    '/admin/courses',
    '/admin/programs',
    '/admin/scholarships',
    '/admin/categories',
    '/admin/cities',
    '/admin/countries',
    '/admin/job-categories',
    '/admin/employer-types',
  ],
  employer: ['/employer/jobs', '/employer/applicants', '/employer/contract-applicants'],
  candidate: ['/candidate/applied-jobs'],
  student: ['/student/applied-program'],
};

async function expectCardsFit(page: Page, path: string) {
  const width = 360;
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path}: the page scrolls sideways`).toBeLessThanOrEqual(width);
  const rows = page.locator('main tr.list-row');
  const n = await rows.count();
  expect(n, `${path}: rows to look at`).toBeGreaterThan(0);
  for (let i = 0; i < Math.min(n, 3); i++) {
    const row = rows.nth(i);
    expect(await row.evaluate((el) => getComputedStyle(el).display), `${path}: row ${i} is a card`).toBe('flex');
    // Every cell the card shows lies inside the screen (none cut off at the edge), its label included.
    const outside = await row.evaluate((el, w) => {
      const out: string[] = [];
      for (const cell of Array.from(el.children)) {
        if (getComputedStyle(cell).display === 'none') continue;
        for (const node of [cell, ...Array.from(cell.querySelectorAll('*'))]) {
          const b = node.getBoundingClientRect();
          if (b.width === 0 || node.closest('.sr-only')) continue;
          if (b.left < -0.5 || b.right > w + 0.5) out.push(`${(cell as HTMLElement).dataset.label ?? cell.className}: ${node.tagName} ${Math.round(b.left)}-${Math.round(b.right)}`);
        }
      }
      return out;
    }, width);
    expect(outside, `${path}: row ${i}'s cells inside 360 px`).toEqual([]);
    const actions = row.locator('td.list-cell-actions');
    if ((await actions.count()) > 0) {
      const controls = actions.locator('a, button');
      for (let j = 0; j < (await controls.count()); j++) {
        await controls.nth(j).scrollIntoViewIfNeeded();
        await expect(controls.nth(j), `${path}: row ${i}'s action ${j}`).toBeInViewport({ ratio: 1 });
      }
    }
  }
}

for (const [role, paths] of Object.entries(lists) as [keyof typeof demoAccounts, string[]][]) {
  test(`every ${role} list is cards at 360 px with status and actions on screen; axe finds nothing at 1280 and 360 px`, async ({ browser, baseURL }) => {
    test.setTimeout(60_000 + paths.length * 30_000);
    const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 800 } });
    try {
      await signInAs(context, baseURL!, demoAccounts[role], DEMO_PASSWORD);
      const page = await context.newPage();
      for (const path of paths) {
        await page.setViewportSize({ width: 360, height: 800 });
        await page.goto(path);
        await expectCardsFit(page, path);
        await page.screenshot({ path: test.info().outputPath(`${path.replace(/\//g, '_')}.png`) });
        await expectNoAxe(page, path);
      }
    } finally {
      await context.close();
    }
  });
}
