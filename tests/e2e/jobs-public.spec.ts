import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '../helpers/e2e';

/**
 * The public job pages in Chromium: a visitor searches and filters /jobs with the keyboard on a
 * 360 px phone and without JavaScript (a plain GET form: every choice in the URL), opens a job,
 * sees that one can apply directly; axe finds nothing on /jobs and a job page.
 */
async function noSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${what}: sideways scroll`).toBeLessThanOrEqual(0);
}

async function noAxeViolation(page: Page, what: string) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(
    result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

test.describe('with JavaScript, at 360 px, by keyboard', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('search by keyword and place, filter by type, sort, open a job and find the Apply explanation', async ({ page }) => {
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Find a job' })).toBeVisible();
    await noSidewaysScroll(page, '/jobs');
    // Keyboard only: focus the first field, type, Tab through the form.
    await page.getByLabel('Job title, skill or company', { exact: true }).focus();
    await page.keyboard.type('accounts');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('City or postcode', { exact: true })).toBeFocused();
    await page.keyboard.type('Rochester');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Category', { exact: true })).toBeFocused();
    // The secondary filters are folded away: Tab to the disclosure, open it with Enter.
    await page.keyboard.press('Tab');
    await expect(page.getByText(/^More filters/)).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const type = page.getByLabel('Job type', { exact: true });
    await expect(type).toBeFocused();
    await type.selectOption('fulltime'); // a focused native select; the keyboard picks the same way
    await page.getByLabel('Sort by', { exact: true }).focus();
    await page.getByLabel('Sort by', { exact: true }).selectOption('salary');
    await page.getByLabel('City or postcode', { exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/jobs\?q=accounts&where=Rochester&type=fulltime&sort=salary$/);
    await expect(page.getByRole('heading', { level: 2, name: /\d+ jobs? for “accounts” in “Rochester”/ })).toBeVisible();
    // The form keeps the choices.
    await expect(page.getByLabel('Job title, skill or company', { exact: true })).toHaveValue('accounts');
    await expect(page.getByLabel('Job type', { exact: true })).toHaveValue('fulltime');
    await noSidewaysScroll(page, 'filtered /jobs');
    const link = page.getByRole('link', { name: 'Accounts Assistant' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts Assistant' })).toBeVisible();
    await expect(page.getByText('£24,000 – £27,500 per year').first()).toBeVisible();
    await noSidewaysScroll(page, 'job page');
    await expect(page.getByRole('link', { name: 'Apply for this job' })).toHaveAttribute('href', /\/candidate\/jobs\/[0-9a-f-]{36}\/apply$/);
    await expect(page.getByText('You can apply directly on Zhiyuan')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register as a job seeker' })).toHaveAttribute('href', '/register?role=candidate');
    await page.getByRole('link', { name: 'Register as a job seeker' }).click();
    await expect(page).toHaveURL(/\/register\?role=candidate$/);
    await expect(page.getByRole('radio', { name: 'Job seeker' })).toBeChecked();
  });

  test('an empty search says so and offers the way back', async ({ page }) => {
    await page.goto('/jobs?q=zzzzqqqqxxxx');
    await expect(page.getByText('No jobs match your search')).toBeVisible();
    await page.getByRole('link', { name: 'See all jobs' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
  });

  test('axe finds no violation on /jobs and a job page (360 px and 1280 px)', async ({ page }) => {
    const list = (await (await page.request.get('/api/anonymous/job-list/?per_page=10')).json()) as { results: { uuid: string }[] };
    for (const path of ['/jobs', '/jobs?type=parttime&sort=closing', `/jobs/${list.results[0].uuid}`]) {
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await noAxeViolation(page, `${path} at ${width}px`);
      }
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });

  test('the search form, the filters, the pages and a category work as plain links and a GET form', async ({ page }) => {
    await page.goto('/jobs');
    // The seeded job by its title (other tests post newer jobs in the same category).
    await page.getByLabel('Job title, skill or company', { exact: true }).fill('Accounts Assistant');
    await page.getByLabel('Category', { exact: true }).selectOption('44');
    await page.getByText(/^More filters/).click();
    await page.getByLabel('Jobs per page', { exact: true }).selectOption('10');
    await page.getByRole('button', { name: 'Search jobs' }).click();
    // Without JavaScript the fields left at "any" are sent empty (read as "any").
    await expect(page).toHaveURL(/\/jobs\?.*category=44/);
    await expect(page).toHaveURL(/per_page=10/);
    await expect(page.getByRole('link', { name: 'Accounts Assistant' })).toBeVisible();
    await expect(page.getByLabel('Category', { exact: true })).toHaveValue('44');
    // Salary filter: a type and a minimum.
    await page.getByLabel('Minimum salary in pounds', { exact: true }).fill('1000000');
    await page.getByLabel('Salary period', { exact: true }).selectOption('yearly');
    await page.getByRole('button', { name: 'Search jobs' }).click();
    await expect(page).toHaveURL(/salary_type=yearly/);
    await expect(page).toHaveURL(/salary_min=1000000/);
    await expect(page.getByText('No jobs match your search')).toBeVisible();
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    // A category page from the list's links.
    await page.getByRole('link', { name: /^Accounting\/Finance/ }).click();
    await expect(page).toHaveURL(/\/jobs\/category\/44$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Accounting/Finance jobs' })).toBeVisible();
    // The Apply panel works without a script (a plain link; the sign-up is offered beside it).
    await page.goto('/jobs?q=Accounts+Assistant');
    await page.getByRole('link', { name: 'Accounts Assistant' }).click();
    await expect(page.getByText('You can apply directly on Zhiyuan')).toBeVisible();
    // The sign-up it offers preselects the job seeker account, without a script too.
    await page.getByRole('link', { name: 'Register as a job seeker' }).click();
    await expect(page.getByRole('radio', { name: 'Job seeker' })).toBeChecked();
  });
});
