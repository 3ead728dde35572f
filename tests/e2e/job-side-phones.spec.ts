import { DEMO_PASSWORD, demoAccounts } from '../helpers/auth';
import { expect, expectNoAxe, freshAccount, signInAs, test } from '../helpers/e2e';

/**
 * The job side's phones on a phone (issue 30, item 11), at 360 px: a job seeker types numbers as
 * people write them, a wrong one is refused on its field before anything is sent, and the saved
 * resume and the printable one show them formatted; a visitor's direct-hire request with a local
 * number reaches the back office as an international number. No axe violation on these pages at
 * 1280 and 360 px.
 */
const newTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('job-side phone numbers at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('a job seeker types numbers as people write them and sees them formatted', async ({ page, context, baseURL }) => {
    test.setTimeout(180_000);
    const seeker = await freshAccount(baseURL!, 'candidate', { name: 'Phone Seeker' });
    await signInAs(context, baseURL!, seeker.email, seeker.password);
    await page.goto('/candidate/profile');
    const s = page.locator('section#basic_info');
    await s.getByLabel('First name').fill('Phone');
    await s.getByLabel('Last name').fill('Seeker');
    await s.getByLabel('Nationality').selectOption('United Kingdom');
    await s.getByRole('textbox', { name: 'Contact number', exact: true }).fill('01634 1234');
    await s.getByRole('textbox', { name: 'Emergency contact number', exact: true }).fill('+86 10 1234 5678');
    await s.getByRole('button', { name: /^Save/ }).click();
    // The browser's check (the same schema as the server's) names the country it read the number in.
    await expect(s.getByText('Enter a phone number that is valid for United Kingdom')).toBeVisible();
    await expect(s.getByRole('textbox', { name: 'Contact number', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await s.getByRole('textbox', { name: 'Contact number', exact: true }).fill('(0)20 7946 0000');
    await s.getByRole('button', { name: /^Save/ }).click();
    await expect(s.locator('form')).toHaveCount(0, { timeout: 20_000 });
    await expect(s.getByText('+44 20 7946 0000', { exact: true })).toBeVisible();
    await expect(s.getByText('+86 10 1234 5678', { exact: true })).toBeVisible();

    // Editing again starts from the formatted number, and saving it unchanged keeps it.
    await s.getByRole('link', { name: 'Edit basic information' }).click();
    await expect(s.getByRole('textbox', { name: 'Contact number', exact: true })).toHaveValue('+44 20 7946 0000');
    await s.getByLabel('First name').fill('Phoebe');
    await s.getByRole('button', { name: /^Save/ }).click();
    await expect(s.locator('form')).toHaveCount(0, { timeout: 20_000 });
    await expect(s.getByText('+44 20 7946 0000', { exact: true })).toBeVisible();

    // A referee's number without a country code is read in the United Kingdom.
    const r = page.locator('section#reference');
    await r.getByRole('link', { name: 'Add reference' }).click();
    await r.getByRole('textbox', { name: 'Name', exact: true }).fill('Dr Patel');
    await r.getByLabel('Mobile number').fill('07911 123456');
    await r.getByRole('button', { name: /^Save/ }).click();
    await expect(r.locator('form')).toHaveCount(0, { timeout: 20_000 });
    await expect(r.getByText('+44 7911 123456', { exact: true })).toBeVisible();
    // The "saved" toasts are gone first (axe would judge their colours halfway through the fade).
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 30_000 });
    await expectNoAxe(page, 'the resume builder with phones');

    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/candidate/resume');
    const resume = page.locator('#printable-resume');
    await expect(resume.getByText('+44 20 7946 0000')).toBeVisible();
    await expect(resume.getByText(/\+44 7911 123456/)).toBeVisible();
    await expectNoAxe(page, 'the printable resume with phones');
  });

  test('a direct-hire request with a local number reaches the back office in the international format', async ({ page, context, baseURL }) => {
    test.setTimeout(180_000);
    const tag = newTag();
    const title = `Phone courier ${tag}`;
    await page.goto('/directhire');
    await page.getByLabel('Job title').focus();
    await expect(page.locator('[data-deferred-form][data-live]')).toHaveCount(1, { timeout: 30_000 });
    await page.getByLabel('Job title').fill(title);
    await page.getByLabel('Organisation').fill(`Ashford Parcels ${tag}`);
    await page.getByLabel('Category').selectOption({ index: 1 });
    await page.getByLabel('Positions').fill('1');
    // The server judges this public form: a number too short for the United Kingdom is sent back on its field.
    await page.getByLabel('Contact number').fill('01233 1234');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Enter a phone number that is valid for United Kingdom')).toBeVisible();
    await expect(page.getByLabel('Contact number')).toHaveValue('01233 1234');
    await page.getByLabel('Contact number').fill('01233 123456');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Thank you: your direct-hire request was sent.')).toBeVisible();
    await expectNoAxe(page, '/directhire after a request');

    await signInAs(context, baseURL!, demoAccounts.admin, DEMO_PASSWORD);
    // The admin finds it by the number as it was typed.
    await page.goto(`/admin/direct-hire?q=${encodeURIComponent('01233 123456')}`);
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const phone = page.getByRole('link', { name: '+44 1233 123456' });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute('href', 'tel:+441233123456');
    await expectNoAxe(page, 'the direct-hire request in the back office');
  });
});
