import { DEMO_PASSWORD, demoAccounts } from '../helpers/auth';
import { expect, expectNoAxe, expectNoSeriousAxe, freshAccount, signInAs, test, type Page } from '../helpers/e2e';

/**
 * Part-time end to end: a new candidate sends the part-time form (it says employers can see it;
 * an eleventh skill is refused), an employer finds them on /employer/contract-applicants and the
 * admin on /admin/part-time by a search; the candidate withdraws and the employer's search is
 * empty. The form works without JavaScript. The three pages pass axe at 1280 and 360 px, and at
 * 360 px the page itself does not scroll sideways (the list's rows are cards).
 */
const newTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('part-time applications', () => {
  test('a candidate sends the form; employers and the admin find it; the candidate withdraws it', async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const tag = newTag();
    const name = `Part Timer ${tag}`;
    const city = `Canterbury${tag}`;
    const who = await freshAccount(baseURL!, 'candidate');
    const cc = await browser.newContext({ baseURL });
    await signInAs(cc, baseURL!, who.email, who.password);
    const page = await cc.newPage();
    await page.goto('/candidate/part-time');
    await expect(page.getByRole('heading', { level: 1, name: 'Part-time work' })).toBeVisible();
    await expect(page.getByText(/Employers on the job board and our team can see everything on this form/)).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Part-time Work' }).first()).toBeVisible();

    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('City').fill(city);
    const skills = page.getByLabel('Skills', { exact: true });
    for (let i = 1; i <= 10; i++) {
      await skills.fill(i === 1 ? `Barista ${tag}` : `Skill ${i}`);
      await skills.press('Enter');
    }
    await skills.fill('Skill 11');
    await skills.press('Enter');
    await expect(page.getByText('Skills Max length will be 10')).toBeVisible();
    for (let i = 3; i <= 10; i++) await page.getByRole('button', { name: `Remove Skill ${i}` }).click();
    await skills.fill('');
    await page.getByLabel('Expected rate (£ per hour)').fill('13.50');
    await page.getByLabel('Availability').fill('Weekends');
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Your part-time application was saved. Employers can now see it.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your application is listed' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your application is listed' })).toBeVisible();
    await expect(page.getByLabel('Expected rate (£ per hour)')).toHaveValue('13.5');
    await expect(page.getByRole('button', { name: 'Update application' })).toBeVisible();

    // The employer finds the candidate by a skill; the admin by the city.
    const ec = await browser.newContext({ baseURL });
    await signInAs(ec, baseURL!, demoAccounts.employer, DEMO_PASSWORD);
    const ep = await ec.newPage();
    await ep.goto('/employer/contract-applicants');
    await ep.getByLabel('Skill or city').fill(`barista ${tag}`);
    await ep.getByRole('button', { name: 'Search' }).click();
    const row = ep.locator(`tr[data-row-label="${name}"]`);
    await expect(row).toContainText(city);
    await expect(row).toContainText(`Barista ${tag}`);
    await expect(row).toContainText('Skill 2');
    await expect(row).toContainText('£13.50 / hour');
    await expect(ep.locator('main tbody tr')).toHaveCount(1);

    const ac = await browser.newContext({ baseURL });
    await signInAs(ac, baseURL!, demoAccounts.admin, DEMO_PASSWORD);
    const ap = await ac.newPage();
    await ap.goto(`/admin/part-time?q=${encodeURIComponent(city)}`);
    await expect(ap.getByText(/Showing All Resumes/)).toBeVisible();
    await expect(ap.locator(`tr[data-row-label="${name}"]`)).toContainText('£13.50 / hour');
    await expect(ap.locator('main tbody tr')).toHaveCount(1);

    // Withdrawn: gone from the lists.
    await page.getByRole('button', { name: 'Withdraw my application' }).click();
    await expect(page.getByText('Your part-time application was withdrawn.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your application is listed' })).toHaveCount(0);
    await ep.reload();
    await expect(ep.getByText('No part-time applicants match', { exact: true })).toBeVisible();
    await expect(ep.locator('main tbody tr')).toHaveCount(0);
    await Promise.all([cc.close(), ec.close(), ac.close()]);
  });

  test('employers and the admin open an applicant and reach them by the contact they chose to share (none until chosen)', async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    const tag = newTag();
    const name = `Reachable ${tag}`;
    const who = await freshAccount(baseURL!, 'candidate');
    const cc = await browser.newContext({ baseURL });
    await signInAs(cc, baseURL!, who.email, who.password);
    const page = await cc.newPage();
    await page.goto('/candidate/part-time');
    const share = page.getByLabel('Contact employers may see');
    await expect(share).toHaveValue('none');
    await expect(share.locator('option')).toHaveText(['Neither (employers cannot contact me)', `My e-mail (${who.email})`, 'My phone (+44 7911 123456)', 'My e-mail and my phone']);
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('City').fill(`Rye${tag}`);
    await page.getByLabel('Skills', { exact: true }).fill(`Gardening ${tag}`);
    await page.getByLabel('Skills', { exact: true }).press('Enter');
    await page.getByLabel('Expected rate (£ per hour)').fill('12');
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Your part-time application was saved. Employers can now see it.')).toBeVisible();
    await expectNoAxe(page, '/candidate/part-time');

    // Nothing shared yet: the employer opens the applicant from the list and finds no contact.
    const ec = await browser.newContext({ baseURL });
    await signInAs(ec, baseURL!, demoAccounts.employer, DEMO_PASSWORD);
    const ep = await ec.newPage();
    await ep.goto(`/employer/contract-applicants?q=${encodeURIComponent(`gardening ${tag}`)}`);
    await expectNoAxe(ep, '/employer/contract-applicants');
    await ep.setViewportSize({ width: 1280, height: 900 });
    await ep.locator(`tr[data-row-label="${name}"]`).getByRole('link', { name }).click();
    await expect(ep.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(ep.getByText('This applicant has not chosen to share an e-mail address or a phone number.')).toBeVisible();
    await expect(ep.locator('main a[href^="mailto:"], main a[href^="tel:"]')).toHaveCount(0);
    await expect(ep.getByText(`Gardening ${tag}`)).toBeVisible();
    await expect(ep.getByText('£12 / hour')).toBeVisible();
    const detail = ep.url();
    expect(detail).toMatch(/\/employer\/contract-applicants\/\d+$/);

    // The candidate shares the phone only: the employer sees it as a link, and no e-mail.
    await page.reload();
    await page.getByLabel('Contact employers may see').selectOption('phone');
    await page.getByRole('button', { name: 'Update application' }).click();
    await expect(page.getByText('Your part-time application was updated.')).toBeVisible();
    await ep.reload();
    await expect(ep.getByRole('link', { name: '+44 7911 123456' })).toHaveAttribute('href', 'tel:+447911123456');
    await expect(ep.locator('main a[href^="mailto:"]')).toHaveCount(0);
    await expectNoAxe(ep, 'the employer\'s applicant page');

    // Both: the admin's page shows the e-mail and the phone, each a link.
    await page.getByLabel('Contact employers may see').selectOption('both');
    await page.getByRole('button', { name: 'Update application' }).click();
    await expect(page.getByText('Your part-time application was updated.')).toBeVisible();
    const ac = await browser.newContext({ baseURL });
    await signInAs(ac, baseURL!, demoAccounts.admin, DEMO_PASSWORD);
    const ap = await ac.newPage();
    await ap.goto(`/admin/part-time?q=${encodeURIComponent(`gardening ${tag}`)}`);
    await expectNoAxe(ap, '/admin/part-time');
    await ap.setViewportSize({ width: 1280, height: 900 });
    await ap.locator(`tr[data-row-label="${name}"]`).getByRole('link', { name }).click();
    await expect(ap.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(ap.getByRole('link', { name: who.email })).toHaveAttribute('href', `mailto:${who.email}`);
    await expect(ap.getByRole('link', { name: '+44 7911 123456' })).toHaveAttribute('href', 'tel:+447911123456');
    await expectNoAxe(ap, 'the admin\'s applicant page');

    // Withdrawn: the page is gone (404), and an id that names nothing is a 404 too.
    await page.getByRole('button', { name: 'Withdraw my application' }).click();
    await expect(page.getByText('Your part-time application was withdrawn.')).toBeVisible();
    expect((await ep.goto(detail))?.status()).toBe(404);
    expect((await ep.goto('/employer/contract-applicants/2000000000'))?.status()).toBe(404);
    expect((await ep.goto('/employer/contract-applicants/abc'))?.status()).toBe(404);
    await Promise.all([cc.close(), ec.close(), ac.close()]);
  });

  test('the form works without JavaScript (an error keeps the typed values; then it saves)', async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const who = await freshAccount(baseURL!, 'candidate');
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await signInAs(context, baseURL!, who.email, who.password);
    const page = await context.newPage();
    await page.goto('/candidate/part-time');
    await page.getByLabel('Full name').fill('No Script');
    await page.getByLabel('City').fill('Dover');
    await page.getByLabel('Skills').fill('Cleaning, Ironing');
    await page.getByLabel('Expected rate (£ per hour)').fill('lots');
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Enter an hourly rate in pounds, e.g. 12.50').first()).toBeVisible();
    await expect(page.getByLabel('City')).toHaveValue('Dover');
    await expect(page.getByLabel('Skills')).toHaveValue('Cleaning, Ironing');
    await page.getByLabel('Expected rate (£ per hour)').fill('11');
    await page.getByLabel('Contact employers may see').selectOption('email');
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Your part-time application was saved.')).toBeVisible();
    // The choice is kept: the form shows it again.
    await page.goto('/candidate/part-time');
    await expect(page.getByLabel('Contact employers may see')).toHaveValue('email');
    await context.close();
  });

  test('the three pages pass axe at 1280 and 360 px', async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const who = await freshAccount(baseURL!, 'candidate');
    const pages: [string, string, string][] = [
      [who.email, who.password, '/candidate/part-time'],
      [demoAccounts.employer, DEMO_PASSWORD, '/employer/contract-applicants'],
      [demoAccounts.admin, DEMO_PASSWORD, '/admin/part-time'],
    ];
    for (const [email, password, path] of pages) {
      const context = await browser.newContext({ baseURL });
      await signInAs(context, baseURL!, email, password);
      const page = await context.newPage();
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousAxe(page, `${path} at ${width} px`);
        await noSidewaysScroll(page);
      }
      await context.close();
    }
  });
});
