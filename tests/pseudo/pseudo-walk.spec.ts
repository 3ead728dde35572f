import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { defaultLegalFacts, contactFacts } from '@/lib/content/legal';
import { localeNames } from '@/lib/i18n/config';
import { intlTag } from '@/lib/i18n/format';
import { PSEUDO_CLOSE, PSEUDO_OPEN } from '@/lib/i18n/pseudo';
import { DEMO_PASSWORD, demoAccounts, sessionCookie } from '../helpers/auth';
import { readServerState } from '../helpers/test-server';

/**
 * The pseudo-locale walk (issue 29: "a pseudo-locale run shows no text that bypasses the
 * catalogue"). The server runs with PSEUDO_LOCALE=1, so every English message reads "⟦Àƥƥĺý⟧".
 * On every page of every role (and a form's errors), what a person reads — the text, the title,
 * and the attributes shown or read out — is taken apart: what is inside brackets came from the
 * catalogue; what is left must be text people typed (found in the server's database as it is
 * written), a format of `Intl` (a month, "AM"), or a language's own name (the switcher). Anything
 * else is text written in code, and is listed with its page.
 */

const state = readServerState();

/** Everything stored in the server's database, as text (content typed by admins and users). */
let stored = '';
/** The words `Intl` writes in English: months, weekdays, relative times, lists, currencies. */
const intlWords = new Set<string>();

test.beforeAll(async () => {
  test.skip(!state?.databaseUrl, 'the walk reads the server database: set TEST_DATABASE_URL (npm run test:pseudo does)');
  const client = new pg.Client({ connectionString: state!.databaseUrl });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      "select quote_ident(table_name) as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
    );
    const parts: string[] = [];
    for (const { name } of tables.rows) {
      const { rows } = await client.query<{ text: string | null }>(`select string_agg(t::text, ' ') as text from ${name} t`);
      if (rows[0]?.text) parts.push(rows[0].text);
    }
    // A row as text doubles quotes and backslashes, and JSON escapes a quote.
    // The legal facts' and the contact's demo values stand in for a setting an admin has not saved yet.
    parts.push(...Object.values(defaultLegalFacts).flat().map(String), ...Object.values(contactFacts).flat());
    stored = parts.join(' ').replace(/\\\\/g, '\\').replace(/""/g, '"').replace(/\\"/g, '"').replace(/\\n/g, ' ').replace(/\s+/g, ' ');
  } finally {
    await client.end();
  }
  const words = (s: string) => s.match(/\p{L}+/gu) ?? [];
  const add = (s: string) => words(s).forEach((w) => intlWords.add(w));
  // English pages format with this tag (lib/i18n/format.ts: British English, "12 Sept 2026").
  const tag = intlTag('en');
  for (let m = 0; m < 12; m++) {
    const d = new Date(Date.UTC(2026, m, 1 + m));
    for (const month of ['long', 'short'] as const) add(d.toLocaleString(tag, { month, timeZone: 'UTC' }));
    for (const weekday of ['long', 'short'] as const) add(d.toLocaleString(tag, { weekday, timeZone: 'UTC' }));
  }
  add(new Date().toLocaleString(tag, { hour: 'numeric', hour12: true }) + ' AM PM am pm');
  for (const style of ['long', 'short', 'narrow'] as const)
    for (const numeric of ['auto', 'always'] as const) {
      const rtf = new Intl.RelativeTimeFormat(tag, { style, numeric });
      for (const unit of ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'] as const) for (const n of [-2, -1, 0, 1, 2]) add(rtf.format(n, unit));
    }
  for (const type of ['conjunction', 'disjunction'] as const) add(new Intl.ListFormat(tag, { type }).format(['a', 'b', 'c']));
  for (const currency of Intl.supportedValuesOf('currency')) add(new Intl.NumberFormat(tag, { style: 'currency', currency }).format(1) + ' ' + currency);
  for (const name of Object.values(localeNames)) add(name);
});

/** What a person reads of the page, pseudo spans taken out: the pieces left, each with where it was. */
async function leftovers(page: Page): Promise<string[]> {
  const pieces = await page.evaluate(
    ([open, close]) => {
      const SEP = '\u0001';
      const strip = (text: string) => {
        let depth = 0;
        let out = '';
        for (const ch of text) {
          if (ch === open) depth++;
          else if (ch === close) depth = Math.max(0, depth - 1);
          else if (depth === 0) out += ch;
        }
        return out;
      };
      const texts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        // translate="no": not words of a language (a logo's initials, a code).
        if (n.parentElement?.closest('script, style, noscript, template, textarea, [translate="no"]')) continue;
        texts.push(n.textContent ?? '');
      }
      const found = strip(texts.join(SEP)).split(SEP).map((s) => ({ where: 'text', s }));
      const attrs = ['title', 'alt', 'aria-label', 'aria-description', 'placeholder'];
      for (const el of document.querySelectorAll('*')) {
        for (const a of attrs) {
          const v = el.getAttribute(a);
          if (v) found.push({ where: `${el.tagName.toLowerCase()}[${a}]`, s: strip(v) });
        }
        if (el instanceof HTMLInputElement && (el.type === 'submit' || el.type === 'button') && el.value) found.push({ where: 'input[value]', s: strip(el.value) });
      }
      found.push({ where: 'title', s: strip(document.title) });
      const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
      if (description) found.push({ where: 'meta description', s: strip(description) });
      return found.map(({ where, s }) => ({ where, s: s.replace(/\s+/g, ' ').trim() })).filter(({ s }) => /\p{L}/u.test(s));
    },
    [PSEUDO_OPEN, PSEUDO_CLOSE],
  );
  return pieces.filter(({ s }) => !typedOrIntl(s)).map(({ where, s }) => `${where}: ${s}`);
}

/** Whether a piece is text people typed (as stored), or made only of Intl's words and numbers. */
function typedOrIntl(piece: string): boolean {
  if (isStored(piece)) return true;
  // A piece can join stored values and formats with punctuation: "Tsinghua University · Beijing", "3 Nov 2026".
  return piece
    .split(/[·•|,;:()[\]/–—"“”«»!?…]+|\s-\s/)
    .map((part) => part.trim())
    .filter((part) => /\p{L}/u.test(part))
    .every((part) => {
      const words = part.match(/\p{L}+/gu) ?? [];
      if (isStored(part) || words.every((w) => intlWords.has(w))) return true;
      // A name put together from stored parts ("Chidinma Adaeze Eze": first, middle and last name).
      return words.every((w) => /^\p{Lu}/u.test(w) && isStored(w));
    });
}

/** Stored as written: case kept, at word boundaries (so "Home" is not found inside "homework"). */
function isStored(text: string): boolean {
  let at = stored.indexOf(text);
  while (at >= 0) {
    const before = stored[at - 1] ?? ' ';
    const after = stored[at + text.length] ?? ' ';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
    at = stored.indexOf(text, at + 1);
  }
  return false;
}

/** The first link on a page whose address starts with `prefix` (a detail page of real data). */
async function firstLink(page: Page, path: string, prefix: RegExp): Promise<string> {
  await page.goto(path);
  const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const href = hrefs.find((h) => prefix.test(h));
  expect(href, `a link matching ${prefix} on ${path}`).toBeTruthy();
  return href!;
}

async function walk(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBeLessThan(500);
    await page.waitForLoadState('networkidle');
    // The page itself, not a sign-in page it redirected to.
    if (path !== '/no-such-page') expect(new URL(page.url()).pathname, path).toBe(path.split('?')[0]);
    if (path !== '/no-such-page') expect(res?.status(), path).toBe(200);
    for (const piece of await leftovers(page)) found.push(`${path} · ${piece}`);
    // The catalogue's words did reach the page (the server is the pseudo one).
    expect(await page.locator('body').innerText(), path).toContain(PSEUDO_OPEN);
  }
  return found;
}

test('public pages show no text that bypasses the catalogue', async ({ page }) => {
  const university = await firstLink(page, '/universities', /^\/universities\/[^/?]+$/);
  const course = await firstLink(page, '/programs', /^\/courses\/[^/?]+$/);
  const job = await firstLink(page, '/jobs', /^\/jobs\/[0-9a-f-]{36}$/);
  const found = await walk(page, [
    '/', '/universities', university, `${university}/courses`, '/programs', course, '/search?key=university', '/scholarships',
    '/jobs', job, '/directhire', '/contact', '/about', '/howitworks', '/needhelp', '/terms', '/privacy',
    '/login', '/register', '/forgot-password', '/admin/login', '/no-such-page',
  ]);
  // A form's errors, as the browser shows them after an empty submit.
  await page.goto('/register');
  await page.locator('main form button[type="submit"]').last().click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/pseudo/register-errors.png', fullPage: true });
  for (const piece of await leftovers(page)) found.push(`/register (errors) · ${piece}`);
  expect(found).toEqual([]);
});

for (const role of ['student', 'admin', 'employer', 'candidate'] as const) {
  test(`the ${role}'s pages show no text that bypasses the catalogue`, async ({ page, context, baseURL }) => {
    const cookie = await sessionCookie(baseURL!, demoAccounts[role], DEMO_PASSWORD);
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const i = pair.indexOf('=');
        return { name: pair.slice(0, i), value: pair.slice(i + 1), url: baseURL!, httpOnly: true, sameSite: 'Lax' as const };
      }),
    );
    const paths: Record<typeof role, string[]> = {
      student: ['/student/dashboard', '/student/applied-program', '/student/update-profile', '/student/notifications', '/student/change-password', '/application', '/checkout'],
      admin: [
        '/admin/dashboard', '/admin/applications', '/admin/universities', '/admin/universities/new', '/admin/courses', '/admin/courses/new', '/admin/programs',
        '/admin/cities', '/admin/countries', '/admin/categories', '/admin/scholarships', '/admin/jobs', '/admin/payments', '/admin/employers',
        '/admin/employer-types', '/admin/job-categories', '/admin/candidates', '/admin/direct-hire', '/admin/part-time', '/admin/messages',
        '/admin/users', '/admin/settings', '/admin/change-password',
      ],
      employer: ['/employer/dashboard', '/employer/jobs', '/employer/jobs/new', '/employer/profile', '/employer/applicants', '/employer/contract-applicants', '/candidates'],
      candidate: ['/candidate/dashboard', '/candidate/jobs', '/candidate/resume', '/candidate/applied-jobs', '/candidate/cvs', '/candidate/part-time', '/candidate/profile'],
    };
    const details: Partial<Record<typeof role, [string, RegExp][]>> = {
      student: [['/student/applied-program', /^\/student\/applications\/\d+$/]],
      admin: [['/admin/applications', /^\/admin\/applications\/\d+$/], ['/admin/universities', /^\/admin\/universities\/\d+\/edit$/], ['/admin/jobs', /^\/admin\/jobs\/[0-9a-f-]{36}$/]],
      employer: [['/employer/jobs', /^\/employer\/jobs\/[0-9a-f-]{36}$/]],
    };
    for (const [list, pattern] of details[role] ?? []) paths[role].push(await firstLink(page, list, pattern));
    expect(await walk(page, paths[role])).toEqual([]);
  });
}
