import crypto from 'node:crypto';
import { findLatestMail, outboxDir } from '@/lib/mail/outbox';
import { DEMO_PASSWORD, demoAccounts } from '../helpers/auth';
import { expect, type Page, signInAs, test, expectNoSeriousAxe } from '../helpers/e2e';
import { readServerState } from '../helpers/test-server';

/**
 * The admin's inbox and dashboard as an admin uses them: a visitor writes from /contact, the
 * message shows unread in /admin/messages, the admin opens it (read), answers with the keyboard
 * alone, the answer reaches the sender's mailbox and is listed with the message; the dashboard's
 * figures link to their lists and its chart period changes. axe finds nothing serious; at 360 px
 * nothing scrolls sideways.
 */
const state = readServerState();

async function noSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${what} scrolls sideways at 360 px`).toBeLessThanOrEqual(0);
}

test.describe('admin inbox and dashboard', () => {
  test('a contact message reaches the inbox; the answer reaches the sender and is recorded', async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    const tag = crypto.randomBytes(4).toString('hex');
    const sender = `inbox-${tag}@example.com`;
    const subject = `Dormitory question ${tag}`;

    await page.goto('/contact');
    await page.getByLabel('Your name').fill('Amina Yusuf');
    await page.getByLabel('Email address').fill(sender);
    await page.getByLabel('Subject').fill(subject);
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Are single rooms available for first-year students?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Message sent', { exact: true })).toBeVisible();

    await signInAs(context, baseURL!, demoAccounts.admin, DEMO_PASSWORD);
    await page.goto(`/admin/messages?q=${encodeURIComponent(tag)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const row = page.locator('tr[data-message-id]').filter({ hasText: subject });
    await expect(row).toHaveAttribute('data-read', 'false');
    await expect(row).toContainText('Unread');
    await expectNoSeriousAxe(page, 'the inbox');

    // Keyboard alone: reach the subject link and open it.
    await page.getByRole('link', { name: subject }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page.getByText('Are single rooms available for first-year students?')).toBeVisible();
    await expect(page.getByText('Not answered yet.')).toBeVisible();
    await expectNoSeriousAxe(page, 'the message');

    const since = new Date(Date.now() - 1000);
    const answer = page.getByLabel(`Your answer to ${sender}`);
    await answer.focus();
    await page.keyboard.type('Yes: single rooms are available; apply before 1 June.');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Send answer' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your answer was sent by e-mail and recorded with the message.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Answers sent' })).toContainText('Yes: single rooms are available; apply before 1 June.');

    const mail = await findLatestMail(outboxDir(state!.dataDir), sender, { template: 'contact_reply', since, waitMs: 15_000 });
    expect(mail, 'the answer in the sender’s mailbox').not.toBeNull();
    expect(mail!.subject).toBe(`Re: ${subject}`);
    expect(mail!.text).toContain('Yes: single rooms are available; apply before 1 June.');

    await page.goto(`/admin/messages?q=${encodeURIComponent(tag)}`);
    await expect(row).toHaveAttribute('data-read', 'true');
    await expect(row).toContainText('Answered');

    // Mark as unread: back to the inbox, unread again.
    await page.getByRole('link', { name: subject }).click();
    await page.getByRole('button', { name: 'Mark as unread' }).click();
    await expect(page).toHaveURL(/\/admin\/messages$/);
    await page.goto(`/admin/messages?q=${encodeURIComponent(tag)}&status=unread`);
    await expect(row).toContainText('Unread');

    await page.setViewportSize({ width: 360, height: 800 });
    await noSidewaysScroll(page, 'the inbox');
  });

  test('the dashboard: figures link to their lists, the chart period changes, nothing serious for axe', async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    await signInAs(context, baseURL!, demoAccounts.admin, DEMO_PASSWORD);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    for (const key of ['applications', 'universities', 'courses', 'payments-pending', 'unread-messages', 'jobs-approved', 'jobs-reviewing', 'job-applications']) {
      await expect(page.locator(`[data-figure="${key}"] [data-value]`), key).toHaveText(/^\d+$/);
    }
    await expect(page.locator('[data-bucket]')).toHaveCount(12);
    await expectNoSeriousAxe(page, 'the dashboard');

    await page.getByRole('link', { name: 'Last 5 years' }).click();
    await expect(page).toHaveURL(/period=5y/);
    await expect(page.locator('[data-bucket]')).toHaveCount(5);
    await expect(page.getByRole('link', { name: 'Last 5 years' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: 'Last 6 months' }).click();
    await expect(page.locator('[data-bucket]')).toHaveCount(6);

    const unread = page.locator('[data-figure="unread-messages"]');
    await unread.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/messages\?status=unread/);

    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/admin/dashboard');
    await noSidewaysScroll(page, 'the dashboard');
  });
});
