import crypto from 'node:crypto';
import { expect, freshAccount, signInAs, test } from '../helpers/e2e';
import { apiToken, DEMO_PASSWORD, demoAccounts } from '../helpers/auth';

/**
 * The accounts' shells in a browser: the header's account menu, the "not allowed" page, the
 * sidebars on a phone, change password and delete profile for fresh accounts (the demo accounts
 * are only signed in to, never changed).
 */
test.describe('header account menu', () => {
  test('shows the name, leads to the dashboard and logs out, with the keyboard alone', async ({ page, context, baseURL }) => {
    await signInAs(context, baseURL!, demoAccounts.student, DEMO_PASSWORD);
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Amina Rahman' }).first();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('link', { name: 'LOGIN/REGISTER' })).toHaveCount(0);

    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/student\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Amina Rahman' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Student menu' }).getByRole('link', { name: 'Student Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.getByRole('button', { name: 'Amina Rahman' }).first().click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'LOGIN/REGISTER' }).first()).toBeVisible();
    // The session is over: the dashboard asks for a login again.
    await page.goto('/student/dashboard');
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fstudent%2Fdashboard$/);
  });
});

test.describe('not allowed', () => {
  test('a wrong-role visit gets the 403 page with a way to the own dashboard', async ({ page, context, baseURL }) => {
    await signInAs(context, baseURL!, demoAccounts.candidate, DEMO_PASSWORD);
    const res = await page.goto('/admin/users');
    expect(res?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'You are not allowed to open this page' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin menu' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/candidate\/dashboard$/);
  });

  test('a visitor is sent to the admin login for admin pages, with the way back', async ({ page }) => {
    await page.goto('/admin/users?role=student');
    await expect(page).toHaveURL(/\/admin\/login\?callbackUrl=%2Fadmin%2Fusers%3Frole%3Dstudent$/);
  });
});

test.describe('sidebar on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('is collapsed behind a menu button that works with the keyboard', async ({ page, context, baseURL }) => {
    await signInAs(context, baseURL!, demoAccounts.employer, DEMO_PASSWORD);
    await page.goto('/employer/dashboard');
    const nav = page.getByRole('navigation', { name: 'Employer menu' });
    const toggle = nav.getByRole('button', { name: /Employer menu/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Manage Jobs' })).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Manage Jobs' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/\/employer\/change-password$/);
    await expect(nav.getByRole('link', { name: 'Change Password' })).toBeHidden();
    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the admin users list never scrolls the page sideways (its rows are cards on a phone)', async ({ page, context, baseURL }) => {
    await signInAs(context, baseURL!, demoAccounts.admin, DEMO_PASSWORD);
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('change password', () => {
  test('a fresh account changes its password; the empty form shows every field’s error at once', async ({ page, context, baseURL }) => {
    const account = await freshAccount(baseURL!, 'student');
    await signInAs(context, baseURL!, account.email, account.password);
    await page.goto('/change-password');
    await expect(page).toHaveURL(/\/student\/change-password$/);

    const current = page.getByRole('textbox', { name: 'Current password', exact: true });
    const next = page.getByRole('textbox', { name: 'New password', exact: true });
    const confirmation = page.getByRole('textbox', { name: 'Confirm new password', exact: true });
    const submit = page.getByRole('button', { name: 'Change password' });

    await submit.click();
    // Every field's error at once (issue 15), not one at a time.
    await expect(current).toHaveAccessibleDescription('Enter current password');
    await expect(next).toHaveAccessibleDescription(/Enter new password$/);
    await expect(confirmation).toHaveAccessibleDescription('Confirm password');

    await current.fill('short');
    await submit.click();
    await expect(current).toHaveAccessibleDescription('Password is too short: enter at least 8 characters');

    await current.fill(account.password);
    await next.fill('Brand-new-pass-42');
    await confirmation.fill('Brand-new-pass-43');
    await submit.click();
    await expect(confirmation).toHaveAccessibleDescription('Passwords do not match');
    await expect(current).toHaveAttribute('aria-invalid', 'false');

    await current.fill('Not-my-password-1');
    await confirmation.fill('Brand-new-pass-42');
    await submit.click();
    await expect(current).toHaveAccessibleDescription('Current password is wrong');

    // The current password is refused as the new one.
    await current.fill(account.password);
    await next.fill(account.password);
    await confirmation.fill(account.password);
    await submit.click();
    await expect(next).toHaveAccessibleDescription(/Choose a new password, not your current one$/);

    await current.fill(account.password);
    await next.fill('Brand-new-pass-42');
    await confirmation.fill('Brand-new-pass-42');
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Password changed successfully' })).toBeVisible();

    // This browser stays signed in; the new password works and the old one does not.
    await page.goto('/student/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome, Fresh student' })).toBeVisible();
    await expect(apiToken(baseURL!, account.email, 'Brand-new-pass-42')).resolves.toBeTruthy();
    await expect(apiToken(baseURL!, account.email, account.password)).rejects.toThrow(/401/);
  });
});

test.describe("the account's language", () => {
  test('a fresh employer chooses French on the account page, with the keyboard; the account\'s pages are French from then on', async ({ page, context, baseURL }) => {
    const account = await freshAccount(baseURL!, 'employer');
    await signInAs(context, baseURL!, account.email, account.password);
    await page.goto('/employer/change-password');
    const language = page.getByRole('combobox', { name: 'Language' });
    await expect(page.getByRole('heading', { name: 'Language', level: 2 })).toBeVisible();
    await expect(language).toHaveValue('en');
    // Each language in its own words, marked as such for screen readers.
    await expect(language.locator('option')).toHaveText(['English', '简体中文', 'Français', 'العربية', 'Русский']);
    await expect(language.locator('option[value="ar"]')).toHaveAttribute('lang', 'ar');
    await language.selectOption('fr');
    await language.press('Tab');
    await page.keyboard.press('Enter');
    // The account's pages follow it at once: the confirmation, and the page after a reload, in French.
    await expect(page.getByRole('status').filter({ hasText: 'Votre langue est enregistrée' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  });
});

test.describe('delete profile', () => {
  test('a fresh candidate deletes the account and lands on a page that confirms it', async ({ page, context, baseURL }) => {
    const account = await freshAccount(baseURL!, 'candidate');
    await signInAs(context, baseURL!, account.email, account.password);
    await page.goto('/candidate/delete-profile');
    const password = page.getByRole('textbox', { name: 'Your password', exact: true });
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(password).toHaveAccessibleDescription(/Enter password$/);
    await password.fill('Not-my-password-1');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(password).toHaveAccessibleDescription(/Current password is wrong$/);
    await password.fill(account.password);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/account-deleted$/);
    await expect(page.getByRole('heading', { name: 'Your account has been deleted' })).toBeVisible();
    await expect(page.getByText('Your account and your personal data have been deleted').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'LOGIN/REGISTER' }).first()).toBeVisible();
    await expect(apiToken(baseURL!, account.email, account.password)).rejects.toThrow(/401/);
  });
});

test.describe('admin users page', () => {
  test('finds a fresh account, disables, enables, signs it out and deletes it; creates an admin', async ({ page, context, baseURL }) => {
    const account = await freshAccount(baseURL!, 'employer');
    await signInAs(context, baseURL!, demoAccounts.admin, DEMO_PASSWORD);
    await page.goto('/admin/users');
    await page.getByLabel('E-mail or name').fill(account.email);
    await page.getByLabel('Role').selectOption('employer');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/users\\?q=${encodeURIComponent(account.email).replace(/\./g, '\\.')}&role=employer`));
    const row = page.locator(`tr[data-user-email="${account.email}"]`);
    await expect(row).toHaveCount(1);
    await expect(page.getByText('Showing 1 to 1 of 1 account')).toBeVisible();

    await row.getByRole('button', { name: /^Disable/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Disable this account?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Disable account' }).click();
    await expect(row.getByText('Disabled', { exact: true })).toBeVisible();
    await expect(apiToken(baseURL!, account.email, account.password)).rejects.toThrow();

    await row.getByRole('button', { name: /^Enable/ }).click();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await expect(apiToken(baseURL!, account.email, account.password)).resolves.toBeTruthy();

    await row.getByRole('button', { name: /^End sessions/ }).click();
    await expect(page.getByText('Every session of this account has ended')).toBeVisible();

    await row.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete account' }).click();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('No accounts match.')).toBeVisible();

    // The admin's own row offers nothing that would lock them out.
    await page.goto(`/admin/users?q=${encodeURIComponent(demoAccounts.admin)}`);
    const own = page.locator(`tr[data-user-email="${demoAccounts.admin}"]`);
    await expect(own.getByText('This is you')).toBeVisible();
    await expect(own.getByRole('button')).toHaveCount(0);

    const newAdmin = `e2e-admin-${crypto.randomBytes(4).toString('hex')}@example.test`;
    const form = page.getByRole('form', { name: 'Create an admin' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Second Admin');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(newAdmin);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Second-admin-pass-1');
    await form.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Second-admin-pass-1');
    await form.getByRole('button', { name: 'Create admin' }).click();
    await expect(form.getByText('Admin account created')).toBeVisible();
    await expect(apiToken(baseURL!, newAdmin, 'Second-admin-pass-1')).resolves.toBeTruthy();
  });
});
