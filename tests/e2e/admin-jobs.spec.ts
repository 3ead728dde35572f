import { DEMO_PASSWORD, demoAccounts } from '../helpers/auth';
import { expect, expectNoSeriousAxe, signInAs, test } from '../helpers/e2e';

/**
 * Moderation as the demo admin does it: the queue opens on the jobs in review; one seeded job is
 * rejected with a reason (the dialog asks for it), another approved; each leaves the queue and
 * shows under its new status, the rejected one with its reason. The back-office job pages pass
 * axe at 1280 and 360 px.
 */
test.describe('admin job moderation', () => {
  test('rejects a seeded job in review with a reason and approves another', async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    await signInAs(context, baseURL!, demoAccounts.admin, DEMO_PASSWORD);
    await page.goto('/admin/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();

    const rejectRow = page.locator('tr[data-job-title="Part-time Credit Controller"]');
    const approveRow = page.locator('tr[data-job-title="QA Engineer (Contract, 6 months)"]');
    await expect(rejectRow).toBeVisible();
    await expect(approveRow).toBeVisible();

    // Reject: a reason is required.
    await rejectRow.getByRole('button', { name: /^Reject/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Reject job' }).click();
    await expect(dialog.getByText('Give the employer a reason for the rejection')).toBeVisible();
    await dialog.getByLabel('Reason for the employer').fill('Please state the hourly rate and the working days.');
    await dialog.getByRole('button', { name: 'Reject job' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Job rejected: the employer sees your reason.')).toBeVisible();
    await expect(rejectRow).toHaveCount(0);

    await approveRow.getByRole('button', { name: /^Approve/ }).click();
    await expect(page.getByText('Job approved: it is on the public job pages now.')).toBeVisible();
    await expect(approveRow).toHaveCount(0);

    // Each under its new status, the rejection with its reason.
    await page.getByLabel('Status', { exact: true }).selectOption('rejected');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/status=rejected/);
    await expect(rejectRow).toContainText('Please state the hourly rate and the working days.');
    await page.getByLabel('Status', { exact: true }).selectOption('approved');
    await page.getByLabel('Title', { exact: true }).fill('QA Engineer');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(approveRow).toContainText('Approved');

    // The job's own page: every field, and the move back to review.
    await approveRow.getByRole('link', { name: 'QA Engineer (Contract, 6 months)' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'QA Engineer (Contract, 6 months)' })).toBeVisible();
    await expect(page.getByText('Age range')).toBeVisible();
    await expectNoSeriousAxe(page, 'admin job page');
  });

  test('the back-office job pages pass axe at 1280 and 360 px', async ({ page, context, baseURL }) => {
    test.setTimeout(180_000);
    await signInAs(context, baseURL!, demoAccounts.admin, DEMO_PASSWORD);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/admin/jobs?status=all', '/admin/job-categories', '/admin/job-categories/new', '/admin/employer-types', '/admin/employers', '/admin/direct-hire']) {
        await page.goto(path);
        await expect(page.locator('main h1')).toBeVisible();
        await expectNoSeriousAxe(page, `${path} at ${width} px`);
        if (width === 360) {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `${path} scrolls sideways at 360 px`).toBeLessThanOrEqual(0);
        }
      }
      await page.goto('/admin/employers');
      await page.locator('main table a').first().click();
      await expect(page.getByRole('heading', { name: 'Company profile' })).toBeVisible();
      await expectNoSeriousAxe(page, `employer page at ${width} px`);
    }
  });

  test('job categories: add, then refuse to delete one in use', async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    const tag = `E2E${Date.now().toString(36)}`;
    await signInAs(context, baseURL!, demoAccounts.admin, DEMO_PASSWORD);
    await page.goto('/admin/job-categories');
    await page.getByRole('link', { name: 'Add job category' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add job category' })).toBeVisible();
    // Typed once the page is interactive (a client navigation may still be rendering the form).
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Code').fill(tag);
    await page.getByLabel('Name').fill(`Warehousing ${tag}`);
    await expect(page.getByLabel('Code')).toHaveValue(tag);
    await page.getByRole('button', { name: 'Add job category' }).click();
    await expect(page).toHaveURL(/\/admin\/job-categories(\?|$)/);
    await expect(page.getByRole('status').filter({ hasText: 'Job category created successfully' })).toBeVisible();
    await page.getByLabel('Name or code').fill(tag);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.locator(`tr[data-row-label="Warehousing ${tag}"]`);
    // Its created and updated times, in the page's language ("29 Nov 2026, 06:04").
    await expect(row).toContainText(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
    // Unused: deleted after the confirmation.
    await row.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete job category' }).click();
    await expect(row).toHaveCount(0);

    // A seeded category has jobs: the dialog says so and offers no delete.
    await page.goto('/admin/job-categories?q=Accounting');
    const used = page.locator('main tbody tr').first();
    await used.getByRole('button', { name: /^Delete/ }).click();
    await expect(page.getByRole('dialog')).toContainText('so it stays');
  });
});
