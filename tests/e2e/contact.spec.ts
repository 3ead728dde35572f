import { expect, test } from '../helpers/e2e';

/** The contact page: one zod schema in the browser and on the server; sent only on submit. */
test.describe('contact form', () => {
  test('submitting empty shows each message under its input and sends nothing', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r.url());
    });
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Contact our admissions team' })).toBeVisible();
    await page.getByRole('button', { name: 'Send message' }).click();

    const name = page.getByLabel('Your name');
    const email = page.getByLabel('Email address');
    const subject = page.getByLabel('Subject');
    const message = page.getByRole('textbox', { name: 'Message', exact: true });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('This field is required');
    await expect(email).toHaveAccessibleDescription('Enter email address');
    await expect(subject).toHaveAccessibleDescription('This field is required');
    await expect(message).toHaveAccessibleDescription('This field is required');
    await expect(name).toBeFocused();
    expect(posts).toEqual([]);

    await email.fill('not-an-address');
    await email.blur();
    await expect(email).toHaveAccessibleDescription('Enter a valid email address');
    expect(posts).toEqual([]);
  });

  test('an address the server refuses lands as a field error on the email input', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Your name').fill('Amina Yusuf');
    // Valid in the browser; the server refuses `.invalid` (it can never receive mail).
    await page.getByLabel('Email address').fill('amina@mail.invalid');
    await page.getByLabel('Subject').fill('MBBS intake');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('When does the MBBS intake open?');
    const action = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/contact'));
    await page.getByRole('button', { name: 'Send message' }).click();
    await action;

    const email = page.getByLabel('Email address');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter a valid email address');
    await expect(page.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'false');
    await expect(page.getByRole('alert').filter({ hasText: 'Enter a valid email address' })).toBeVisible();
    await expect(page.getByText('Message sent')).toHaveCount(0);
  });

  test('a valid message shows "Message sent", clears the form, and the banner hides after 5 seconds', async ({ page }) => {
    await page.goto('/contact');
    const email = `e2e-contact-${Date.now()}@example.com`;
    await page.getByLabel('Your name').fill('Amina Yusuf');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Subject').fill('Scholarships');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Which universities offer scholarships for the Masters?');
    await page.getByRole('button', { name: 'Send message' }).click();

    const banner = page.getByRole('status').filter({ hasText: 'Message sent' });
    await expect(banner).toBeVisible();
    await expect(page.getByLabel('Subject')).toHaveValue('');
    await expect(banner).toBeHidden({ timeout: 8000 });
  });

  test('at 360 px, a fourth message from one sender in an hour is refused saying so, and keeps what was typed', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 360, height: 760 });
    // Issue 30, item 12: the refusal speaks of this sender's messages, never of "attempts".
    const email = `e2e-contact-limit-${Date.now()}@example.com`;
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${baseURL}/api/anonymous/direct-message/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ name: 'Amina Yusuf', email, subject: `Question ${i + 1}`, message: 'When does the MBBS intake open?' }),
      });
      expect(res.status).toBe(201);
    }
    await page.goto('/contact');
    await page.getByLabel('Your name').fill('Amina Yusuf');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Subject').fill('One more question');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Is the HSK needed for the English-taught MBBS?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /^You have sent several messages in a short time; please try again in \d+ minutes?\.$/ })).toBeVisible();
    await expect(page.getByText(/attempts/i)).toHaveCount(0);
    await expect(page.getByLabel('Subject')).toHaveValue('One more question');
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('Is the HSK needed for the English-taught MBBS?');
    await expect(page.getByText('Message sent')).toHaveCount(0);
  });
});
