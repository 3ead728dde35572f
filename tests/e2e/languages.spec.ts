import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { extractCode, findLatestMail, outboxDir } from '@/lib/mail/outbox';
import { locales, localeTags, type Locale } from '@/lib/i18n/config';
import { localizedPath } from '@/lib/i18n/paths';
import { expect, type Page, test } from '../helpers/e2e';
import { readServerState } from '../helpers/test-server';
import { openCourseSlug } from '../helpers/wizard-fixtures';

/**
 * The site in each of its languages (issue 29), as a student reading it would walk it: home →
 * the course finder → a course → register (and verify) → the wizard's first step → the student
 * dashboard. On every page: the page's language and direction, no message key in place of a
 * text, and (in the other languages) no sentence of the English catalogue (what admins typed, such
 * as course descriptions, aside). Links are followed, not typed, where a visitor would click, so
 * they are checked to keep the language.
 */
const state = readServerState();
const databaseUrl = state?.databaseUrl ?? '';
/** A language's catalogue, read from its JSON files (the browser tests' loader takes no JSON imports). */
function catalogue(locale: Locale): Record<string, unknown> {
  const dir = path.resolve(import.meta.dirname, '../../lib/i18n/messages', locale);
  return Object.fromEntries(fs.readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => [f.slice(0, -5), JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))]));
}

/** Every literal text of a catalogue of three words or more (the text between placeholders). */
function sentences(messages: unknown): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === 'string') {
      // Three words or more (punctuation is no word: ", taught in" is a fragment a description may hold).
      for (const part of v.split(/[{}<>#]/).map((p) => p.trim())) if ((part.match(/\p{L}+/gu) ?? []).length >= 3) out.add(part);
    } else if (v && typeof v === 'object') for (const x of Object.values(v)) walk(x);
  };
  walk(messages);
  return out;
}

const englishOnly = (locale: Locale): string[] => {
  const own = sentences(catalogue(locale));
  return [...sentences(catalogue('en'))].filter((s) => !own.has(s) && ![...own].some((o) => o.includes(s)));
};

/** A message key shown instead of its text (`publicHome.title`, `shellLayout.header.menu`). */
const messageKey = /\b(?:public|shell|admissions|backOffice|jobBoard|people|catalogue|validation|errors|common|values|auth|mail)[A-Za-z]*\.[a-z][A-Za-z]*(?:\.[a-z][A-Za-z]*)*\b/;

async function checkPage(page: Page, locale: Locale, english: string[], where: string) {
  await expect(page.locator('html'), where).toHaveAttribute('lang', localeTags[locale]);
  await expect(page.locator('html'), where).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  const text = await page.locator('body').innerText();
  expect(text.match(messageKey)?.[0], `${where}: a message key shows`).toBeUndefined();
  const shown = english.filter((s) => text.includes(s));
  expect(shown, `${where}: English catalogue sentences on the ${locale} page`).toEqual([]);
}

for (const locale of locales) {
  test.describe(() => {
  // A browser that asks for the page's language: no offer of another one (tested below).
  test.use({ locale: localeTags[locale] });
  test(`in ${locale}: home → finder → course → register → the wizard's first step → the dashboard, all in ${locale}`, async ({ page }) => {
    test.skip(!databaseUrl, 'needs the test server on Postgres (TEST_DATABASE_URL) to find an open course');
    test.setTimeout(120_000);
    const english = locale === 'en' ? [] : englishOnly(locale);
    const at = (path: string) => localizedPath(locale, path);
    const slug = await openCourseSlug(databaseUrl);

    await page.goto(at('/'));
    await checkPage(page, locale, english, 'home');

    // The header's link to the finder keeps the language.
    await page.locator(`header nav a[href="${at('/programs')}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${at('/programs')}$`));
    await checkPage(page, locale, english, 'finder');

    // The course, then Apply: a visitor goes to the login in the same language, and on to register.
    await page.goto(at(`/courses/${slug}`));
    await checkPage(page, locale, english, 'course');
    await page.getByTestId('apply-button').click();
    await expect(page).toHaveURL(new RegExp(`${at('/login')}\\?callbackUrl=`));
    await checkPage(page, locale, english, 'login');
    await page.locator(`main a[href^="${at('/register')}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${at('/register')}(?:\\?|$)`));
    await checkPage(page, locale, english, 'register');

    const email = `lang-${locale}-${crypto.randomBytes(4).toString('hex')}@example.test`;
    const password = `Lang-pass-${crypto.randomBytes(3).toString('hex')}`;
    const since = new Date(Date.now() - 1000);
    const form = page.locator('form:has(input[name="password_confirmation"])');
    await form.locator('input[name="name"]').fill('Amina Rahman');
    await form.locator('input[name="phone_number"]').fill('01711000000');
    await form.locator('select[name="country"]').selectOption('BD');
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="password"]').fill(password);
    await form.locator('input[name="password_confirmation"]').fill(password);
    await form.locator('input[name="terms"]').check();
    await form.locator('button[type="submit"]').click();
    const mail = await findLatestMail(outboxDir(state!.dataDir), email, { template: 'verification_code', since, waitMs: 15_000 });
    expect(mail, 'the verification mail').not.toBeNull();
    await page.locator('input[name="code"]').fill(extractCode(mail!)!);
    await checkPage(page, locale, english, 'the code step');
    // Enter in the code box verifies (the form's first button; "send a new code" comes after it): signed in, on the dashboard.
    await page.locator('input[name="code"]').press('Enter');
    await expect(page).toHaveURL(/\/student\/dashboard$/);

    // The account took the language it was made in. The wizard's first step, from the course.
    await page.goto(at(`/courses/${slug}`));
    await page.getByTestId('apply-button').click();
    await expect(page).toHaveURL(/\/application\?application_id=\d+/);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await checkPage(page, locale, english, "the wizard's first step");

    await page.goto('/student/dashboard');
    await checkPage(page, locale, english, 'the student dashboard');
  });
  });
}

test.describe('a browser asking for another language', () => {
  test.use({ locale: 'ru-RU' });
  test('is offered it on a first visit, never redirected; keeping the page’s language is remembered', async ({ page }) => {
    await page.goto('/fr/universities');
    await expect(page).toHaveURL(/\/fr\/universities$/);
    const offer = page.getByRole('region', { name: /Русский/ });
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('link')).toHaveAttribute('href', '/language/ru');
    await offer.getByRole('button').click();
    await expect(offer).toBeHidden();
    expect((await page.context().cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('fr');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('region', { name: /Русский/ })).toHaveCount(0);
    // The switcher: the same page in the chosen language, remembered for addresses without one.
    await page.goto('/universities?page=2');
    await expect(page).toHaveURL(/\/fr\/universities\?page=2$/);
    await page.locator('footer a[href="/language/ar"]').click();
    await expect(page).toHaveURL(/\/ar\/universities\?page=2$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto('/programs');
    await expect(page).toHaveURL(/\/ar\/programs$/);
  });
});
