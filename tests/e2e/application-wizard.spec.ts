import { expect, freshAccount, type Page, signInAs, test, expectNoAxe, expectNoSeriousAxe } from '../helpers/e2e';
import { samplePdf, samplePng } from '../helpers/sample-files';
import { readServerState } from '../helpers/test-server';
import { draftFor } from '../helpers/wizard-fixtures';
import { fillContactAndStudent, fillFamily, fillFirstEducation } from '../helpers/wizard-steps';

/**
 * The application wizard as a new student uses it: four steps, Next saves on the server and moves
 * on, a reload loses nothing, documents upload with progress, submit shows what is missing or moves
 * the application to Submitted; each step passes axe and fits 360 px.
 */
const databaseUrl = readServerState()?.databaseUrl ?? '';

async function noSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

// The application is made in the server's database, reachable on Postgres (CI runs it so).
test.describe('application wizard', () => {
  test.skip(!databaseUrl, 'needs the test server on Postgres (TEST_DATABASE_URL)');

  test('a new student fills the four steps, reloads without losing anything, uploads with progress and submits', async ({ page, context, baseURL }) => {
    test.setTimeout(180_000);
    const account = await freshAccount(baseURL!, 'student');
    const { applicationId } = await draftFor(databaseUrl, account.email);
    await signInAs(context, baseURL!, account.email, account.password);

    await page.goto(`/application?application_id=${applicationId}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Contact and student information' })).toBeVisible();
    await expect(page.getByText(`#${applicationId}`)).toBeVisible();
    await expect(page.getByTestId('application-status')).toHaveText('Draft');
    await expect(page.getByText(/Application fee/)).toBeVisible();
    await expect(page.getByTestId('wizard-progress')).toHaveAttribute('style', /width:\s*0%/);
    await expectNoSeriousAxe(page, 'step 1');

    // Next with nothing filled in stays on the step and says why, on the field.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).not.toHaveURL(/step=2/);
    await expect(page.locator('#field-students_information-first_name-error')).toBeVisible();

    await fillContactAndStudent(page, 'amina@example.test');
    await expect(page.getByRole('group', { name: 'Postal address' })).toHaveCount(0);
    // Repeatable rows: a second row can be added and removed; the only row cannot be removed.
    await expect(page.getByRole('button', { name: 'Remove education 1' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add education' }).click();
    await expect(page.getByLabel('School (education 2)')).toBeVisible();
    await page.getByRole('button', { name: 'Remove education 2' }).click();
    await expect(page.getByLabel('School (education 2)')).toHaveCount(0);
    await fillFirstEducation(page);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/step=2/);
    await expect(page.getByRole('heading', { level: 2, name: 'Family' })).toBeVisible();
    await expect(page.getByTestId('saved-at')).not.toHaveText('Not saved yet');
    await expect(page.getByTestId('wizard-progress')).toHaveAttribute('style', /width:\s*33%/);

    // A reload resumes here with everything kept; Back shows step 1 as it was saved.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Family' })).toBeVisible();
    await page.goto(`/application?application_id=${applicationId}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Family' })).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page.getByLabel('First name')).toHaveValue('Amina');
    await expect(page.getByLabel('School (education 1)')).toHaveValue('Dhaka College');
    await expect(page.getByLabel('Postal address is the same as the home address')).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/step=2/);

    await expectNoSeriousAxe(page, 'step 2');
    await fillFamily(page);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/step=3/);
    // The declaration's policy links (issue 30, item 4): no axe violation at either width.
    await expectNoAxe(page, 'step 3');
    await page.setViewportSize({ width: 1280, height: 900 });
    const boxes = page.getByRole('main').getByRole('checkbox');
    await expect(boxes).toHaveCount(6);
    for (const box of await boxes.all()) await box.check();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/step=4/);
    await expect(page.getByTestId('wizard-progress')).toHaveAttribute('style', /width:\s*100%/);
    await expectNoSeriousAxe(page, 'step 4');
    await expect(page.getByRole('list', { name: 'Documents' }).getByRole('listitem').filter({ hasText: 'Required' })).toHaveCount(3);
    const files: [string, string, Buffer, string][] = [
      ['Passport', 'passport.pdf', samplePdf, 'application/pdf'],
      ['Highest education certificate and transcript', 'diploma.png', samplePng, 'image/png'],
      ['Resume / CV', 'cv.pdf', samplePdf, 'application/pdf'],
    ];
    for (const [label, name, buffer, mimeType] of files) {
      await page.getByLabel(`Upload ${label}`, { exact: true }).setInputFiles({ name, mimeType, buffer });
      await expect(page.getByRole('progressbar', { name: `Uploading ${name}` })).toHaveJSProperty('value', 1);
      await expect(page.getByRole('link', { name })).toBeVisible();
    }
    // A refused file says why.
    await page.getByLabel('Upload Other document', { exact: true }).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByRole('alert').filter({ hasText: /not allowed/ })).toBeVisible();

    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByTestId('application-status')).toHaveText('Submitted');
  });

  test('submit lists what is missing with links to each step; someone else opening the application gets 404; 360 px', async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const account = await freshAccount(baseURL!, 'student');
    const { applicationId } = await draftFor(databaseUrl, account.email);
    await signInAs(context, baseURL!, account.email, account.password);

    await page.goto(`/application?application_id=${applicationId}&step=4`);
    await noSidewaysScroll(page, 'documents step at 360 px');
    await page.getByRole('button', { name: 'Submit application' }).click();
    const missing = page.getByRole('alert').filter({ hasText: 'not complete' });
    await expect(missing).toBeVisible();
    await expect(missing.getByRole('link', { name: 'Step 1: Contact and student information' })).toHaveAttribute('href', `/application?application_id=${applicationId}&step=1`);
    await expect(missing.getByRole('link', { name: 'Step 4: Documents' })).toBeVisible();
    await expect(page.getByTestId('application-status')).toHaveText('Draft');
    await missing.getByRole('link', { name: 'Step 1: Contact and student information' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Contact and student information' })).toBeVisible();
    await noSidewaysScroll(page, 'student step at 360 px');
    await expectNoSeriousAxe(page, 'step 1 at 360 px');

    const other = await freshAccount(baseURL!, 'student');
    await context.clearCookies();
    await signInAs(context, baseURL!, other.email, other.password);
    const res = await page.goto(`/application?application_id=${applicationId}`);
    expect(res?.status()).toBe(404);
  });
  test('Save draft keeps incomplete input and stays on the step; the declaration step works with the keyboard alone', async ({ page, context, baseURL }) => {
    const account = await freshAccount(baseURL!, 'student');
    const { applicationId } = await draftFor(databaseUrl, account.email);
    await signInAs(context, baseURL!, account.email, account.password);

    await page.goto(`/application?application_id=${applicationId}`);
    await page.getByLabel('First name').fill('Amina');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/step=1&saved=draft/);
    await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
    await expect(page.getByTestId('saved-at')).not.toHaveText('Not saved yet');
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Amina');
    // Only a draft: Next still checks the whole step.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.locator('#field-students_information-last_name-error')).toBeVisible();

    // The statements that accept a policy link it, in a new tab (issue 30, item 4).
    await page.goto(`/application?application_id=${applicationId}&step=3`);
    const declaration = page.getByRole('group', { name: 'Declaration' });
    for (const [name, href] of [[/^terms and conditions/, '/terms'], [/^privacy policy/, '/privacy'], [/^payment policy/, '/terms#fees'], [/^refund policy/, '/terms#fees']] as const) {
      const link = declaration.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
    }

    // Keyboard alone: each box is reached with Tab and ticked with Space (past the links of its
    // statement), then Next with Enter.
    const boxes = page.getByRole('main').getByRole('checkbox');
    await expect(boxes).toHaveCount(6);
    const linksAfter = [2, 0, 0, 1, 1, 0];
    await boxes.first().focus();
    for (let i = 0; i < 6; i++) {
      await expect(boxes.nth(i)).toBeFocused();
      await page.keyboard.press('Space');
      await expect(boxes.nth(i)).toBeChecked();
      for (let j = 0; j < linksAfter[i]; j++) {
        await page.keyboard.press('Tab');
        await expect(declaration.locator('a:focus')).toHaveCount(1);
      }
      await page.keyboard.press('Tab');
    }
    // Past the boxes: Back, then Next (the default button), in that order.
    await expect(page.getByRole('link', { name: 'Back' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Next' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/step=4/);
  });
  test('every control of each step and of the applied list is reached with Tab alone', async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    const account = await freshAccount(baseURL!, 'student');
    const { applicationId } = await draftFor(databaseUrl, account.email);
    await signInAs(context, baseURL!, account.email, account.password);

    // Tabs from the top of the page until every visible control in <main> has had the focus.
    async function tabReachesEverything(path: string) {
      await page.goto(path);
      const controls = await page.evaluate(() => {
        const all = Array.from(document.querySelectorAll<HTMLElement>('main a[href], main button, main input, main select, main textarea'));
        const usable = all.filter((el) => {
          if (el instanceof HTMLInputElement && el.type === 'hidden') return false;
          if ((el as HTMLButtonElement).disabled || el.tabIndex < 0 || el.closest('[hidden], [inert]')) return false;
          const box = el.getBoundingClientRect();
          return box.width > 0 || box.height > 0 || el.classList.contains('sr-only');
        });
        usable.forEach((el, i) => el.setAttribute('data-tab-id', String(i)));
        return usable.length;
      });
      expect(controls, `${path} has controls`).toBeGreaterThan(0);
      const seen = new Set<string>();
      for (let i = 0; i < 400 && seen.size < controls; i++) {
        await page.keyboard.press('Tab');
        const id = await page.evaluate(() => document.activeElement?.getAttribute('data-tab-id') ?? null);
        if (id !== null) seen.add(id);
      }
      expect(seen.size, `${path}: controls reached with Tab`).toBe(controls);
    }

    for (const step of [1, 2, 3, 4]) await tabReachesEverything(`/application?application_id=${applicationId}&step=${step}`);
    await tabReachesEverything('/student/applied-program');
  });
});
