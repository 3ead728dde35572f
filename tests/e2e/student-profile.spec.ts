import AxeBuilder from '@axe-core/playwright';
import { expect, freshAccount, type Page, signInAs, test } from '../helpers/e2e';
import { samplePdf } from '../helpers/sample-files';
import { readServerState } from '../helpers/test-server';
import { openCourseSlug } from '../helpers/wizard-fixtures';

/**
 * The student profile as a new student uses it: each section saved with its own Save (a refused
 * save names the missing field), an identity file uploaded and downloadable, then a new
 * application that starts with what the profile holds. The page passes axe, works with the keyboard
 * alone and fits 360 px; another student sees none of it.
 */
const databaseUrl = readServerState()?.databaseUrl ?? '';

const section = (page: Page, name: string) => page.getByRole('form', { name, exact: true });

async function noSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

async function save(page: Page, name: string) {
  const form = section(page, name);
  await form.getByRole('button', { name: /^Save/ }).click();
  await expect(form.getByRole('status')).toHaveText('Student profile updated successfully');
}

test.describe('student profile', () => {
  test('a new student fills the profile section by section, uploads a file, and a new application starts pre-filled', async ({ page, context, baseURL }) => {
    test.skip(!databaseUrl, 'needs the test server on Postgres (TEST_DATABASE_URL) to find an open course');
    test.setTimeout(180_000);
    const account = await freshAccount(baseURL!, 'student', { name: 'Bilal Ahmed' });
    await signInAs(context, baseURL!, account.email, account.password);
    await page.goto('/student/update-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Update your profile' })).toBeVisible();

    // Typed once (issue 30, item 3): the name and country given at registration are already there.
    const basic = section(page, 'Basic information');
    await expect(basic.getByLabel('First name')).toHaveValue('Bilal');
    await expect(basic.getByLabel('Last name')).toHaveValue('Ahmed');
    await expect(basic.getByLabel('Nationality')).toHaveValue('GB');
    await basic.getByLabel('Last name').fill('');
    // Basic information: a missing required field is named and nothing is saved; then saved.
    await basic.getByLabel('First name').fill('Bilal');
    await basic.getByRole('button', { name: /^Save/ }).click();
    await expect(basic.getByText('This field is required').first()).toBeVisible();
    await basic.getByLabel('Last name').fill('Ahmed');
    await basic.getByLabel("Parent's name").fill('Imran Ahmed');
    await basic.getByLabel('Type').selectOption('Foreign');
    await basic.getByLabel('Nationality').selectOption('Pakistan');
    await basic.getByLabel('Gender').selectOption('Male');
    await basic.getByLabel('Date of birth').fill('2002-03-04');
    await save(page, 'Basic information');

    // Two education levels (school and bachelor), each with its own Save; masters left empty.
    const school = section(page, 'Education information (school)');
    await school.getByLabel('School name').fill('Lahore Grammar School');
    await school.getByLabel('Examination name').fill('O Level');
    await school.getByLabel('Year').fill('2018');
    await save(page, 'Education information (school)');
    const bachelor = section(page, 'Education information (bachelor)');
    await bachelor.getByLabel('Institute name').fill('Punjab University');
    await bachelor.getByLabel('Examination name').fill('BSc Computer Science');
    await bachelor.getByLabel('Year').fill('2024');
    await bachelor.getByLabel('Grade').fill('3.6');
    await save(page, 'Education information (bachelor)');

    const passport = section(page, 'Passport information');
    await passport.getByLabel('Passport number').fill('AK1234567');
    await passport.getByLabel('Issuing country').selectOption('Pakistan');
    // An expired passport is refused here as in the wizard (issue 30, item 3).
    await passport.getByLabel('Expiry date').fill('2020-08-01');
    await passport.getByRole('button', { name: /^Save/ }).click();
    await expect(passport.getByLabel('Expiry date')).toHaveAttribute('aria-invalid', 'true');
    await expect(passport.getByText('The passport must be valid after today')).toBeVisible();
    await passport.getByLabel('Expiry date').fill('2033-08-01');
    await save(page, 'Passport information');

    // A file: uploaded, listed, downloadable.
    const files = page.getByRole('list', { name: 'Identity documents' });
    await files.getByLabel('Upload Passport').setInputFiles({ name: 'my-passport.pdf', mimeType: 'application/pdf', buffer: samplePdf });
    const link = files.getByRole('link', { name: /Download Passport: my-passport\.pdf/ });
    await expect(link).toBeVisible();
    const fileHref = (await link.getAttribute('href'))!;
    const download = await page.request.get(fileHref);
    expect(download.status()).toBe(200);
    expect(Buffer.from(await download.body()).equals(samplePdf)).toBe(true);

    // A reload shows everything as saved.
    await page.reload();
    await expect(section(page, 'Basic information').getByLabel('Last name')).toHaveValue('Ahmed');
    await expect(section(page, 'Basic information').getByLabel('Type')).toHaveValue('Foreign');
    await expect(section(page, 'Education information (bachelor)').getByLabel('Year')).toHaveValue('2024');
    await expect(section(page, 'Education information (masters)').getByLabel('Institute name')).toHaveValue('');
    await expect(page.getByRole('link', { name: /Download Passport: my-passport\.pdf/ })).toBeVisible();

    // A new application starts with the profile's data.
    await page.goto(`/courses/${await openCourseSlug(databaseUrl)}`);
    await page.getByTestId('apply-button').click();
    await expect(page).toHaveURL(/\/application\?application_id=\d+/);
    await expect(page.getByLabel('First name')).toHaveValue('Bilal');
    await expect(page.getByLabel('Last name')).toHaveValue('Ahmed');
    await expect(page.getByLabel('Date of birth')).toHaveValue('2002-03-04');
    await expect(page.getByLabel('Passport number')).toHaveValue('AK1234567');
    await expect(page.getByLabel('Passport expiry date')).toHaveValue('2033-08-01');
    await expect(page.getByLabel('Nationality')).toHaveValue('PK');
    await expect(page.getByLabel('Gender')).toHaveValue('Male');
    await expect(page.getByLabel('School (education 1)')).toHaveValue('Punjab University');
    await expect(page.getByLabel('Major (education 1)')).toHaveValue('BSc Computer Science');
    await expect(page.getByLabel('GPA (education 1)')).toHaveValue('3.6');
    await expect(page.getByLabel('School (education 2)')).toHaveValue('Lahore Grammar School');

    // Another student's profile page shows nothing of this one; the file is a 404 for them.
    const other = await freshAccount(baseURL!, 'student');
    await context.clearCookies();
    await signInAs(context, baseURL!, other.email, other.password);
    await page.goto('/student/update-profile');
    // Their own account's name ("Fresh student"), never the first student's.
    await expect(section(page, 'Basic information').getByLabel('Last name')).toHaveValue('student');
    await expect(page.getByRole('link', { name: /Download Passport/ })).toHaveCount(0);
    expect((await page.request.get(fileHref)).status()).toBe(404);
  });

  test('axe finds nothing, the keyboard alone saves a section, and at 360 px nothing scrolls sideways', async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    const account = await freshAccount(baseURL!, 'student');
    await signInAs(context, baseURL!, account.email, account.password);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/student/update-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Update your profile' })).toBeVisible();
    await noSidewaysScroll(page, 'the profile at 360 px');
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // Keyboard alone: Tab into the passport form, type, Tab on to its Save and press Enter.
    const passport = section(page, 'Passport information');
    await passport.getByLabel('Passport number').focus();
    await page.keyboard.type('ZX9876543');
    await page.keyboard.press('Tab');
    await expect(passport.getByLabel('Issuing country')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(passport.getByLabel('Expiry date')).toBeFocused();
    await page.keyboard.type('06052031');
    // Tab steps through the date's own parts (day, month, year) before it leaves the field.
    const saveButton = passport.getByRole('button', { name: /^Save/ });
    for (let i = 0; i < 4 && !(await saveButton.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(saveButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(passport.getByRole('status')).toHaveText('Student profile updated successfully');
    await noSidewaysScroll(page, 'the profile after a save at 360 px');

    // Every control in the page is reached with Tab.
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
    await page.locator('body').focus();
    const seen = new Set<string>();
    for (let i = 0; i < 300 && seen.size < controls; i++) {
      await page.keyboard.press('Tab');
      const id = await page.evaluate(() => document.activeElement?.getAttribute('data-tab-id') ?? null);
      if (id !== null) seen.add(id);
    }
    expect(seen.size, 'controls reached with Tab').toBe(controls);
  });
});

test.describe('student profile without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a section saves through its form post, and a refused one shows its error with the typed values', async ({ page, context, baseURL }) => {
    const account = await freshAccount(baseURL!, 'student');
    await signInAs(context, baseURL!, account.email, account.password);
    await page.goto('/student/update-profile');
    const masters = section(page, 'Education information (masters)');
    await masters.getByLabel('Institute name').fill('Tsinghua University');
    await masters.getByRole('button', { name: /^Save/ }).click();
    await expect(section(page, 'Education information (masters)').getByText('This field is required').first()).toBeVisible();
    await expect(section(page, 'Education information (masters)').getByLabel('Institute name')).toHaveValue('Tsinghua University');
    await section(page, 'Education information (masters)').getByLabel('Examination name').fill('MEng');
    await section(page, 'Education information (masters)').getByLabel('Year').fill('2026');
    await section(page, 'Education information (masters)').getByRole('button', { name: /^Save/ }).click();
    await expect(page.getByText('Student profile updated successfully')).toBeVisible();
    await page.goto('/student/update-profile');
    await expect(section(page, 'Education information (masters)').getByLabel('Year')).toHaveValue('2026');
  });
});
