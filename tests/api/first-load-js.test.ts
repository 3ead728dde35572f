import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { COMPILE_HINT } from '@/lib/build/compile-hints.mjs';
import { TEST_DIST_DIR } from '../helpers/test-server';
import { localizedPath } from '@/lib/i18n/paths';
import { locales, type Locale } from '@/lib/i18n/config';
import ar from '@/lib/i18n/messages/ar';
import en from '@/lib/i18n/messages/en';
import fr from '@/lib/i18n/messages/fr';
import ru from '@/lib/i18n/messages/ru';
import zh from '@/lib/i18n/messages/zh';

/**
 * Light public pages (issue 14): the first-load JavaScript of every public page type, measured
 * from its HTML as a browser loads it, at most BUDGET bytes gzipped. Counted: every external
 * script the HTML makes a modern browser load (`<script src>` without `nomodule`, and scripts
 * it preloads), each once, gzipped at level 6 the way a server would send it. Bytes, not time:
 * the answer is the same on any machine for the same build.
 */
const baseUrl = inject('baseUrl');

const FIRST_LOAD_JS_BUDGET = 150_000;

/** The distinct script addresses a page's HTML makes a modern browser load. */
function scriptsOf(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>/g)) {
    const attrs = m[1];
    if (/\bnomodule\b/i.test(attrs)) continue;
    const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
    if (src) found.add(src.replace(/&amp;/g, '&'));
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/g)) {
    const attrs = m[1];
    if (!/\brel="(?:preload|modulepreload)"/.test(attrs) || (/\brel="preload"/.test(attrs) && !/\bas="script"/.test(attrs))) continue;
    const href = /\bhref="([^"]+)"/.exec(attrs)?.[1];
    if (href) found.add(href.replace(/&amp;/g, '&'));
  }
  return [...found];
}

const gzipped = new Map<string, number>();

async function gzipSize(src: string): Promise<number> {
  const url = new URL(src, baseUrl).toString();
  const known = gzipped.get(url);
  if (known !== undefined) return known;
  const res = await fetch(url);
  expect(res.status, url).toBe(200);
  const size = gzipSync(Buffer.from(await res.arrayBuffer()), { level: 6 }).length;
  gzipped.set(url, size);
  return size;
}

async function firstLoadJs(path: string): Promise<{ bytes: number; scripts: number }> {
  const res = await fetch(baseUrl + path);
  expect(res.status, path).toBe(200);
  const scripts = scriptsOf(await res.text());
  const sizes = await Promise.all(scripts.map(gzipSize));
  return { bytes: sizes.reduce((a, b) => a + b, 0), scripts: scripts.length };
}

const firstMatch = (html: string, pattern: RegExp) => {
  const m = pattern.exec(html);
  if (!m) throw new Error(`no ${pattern} in the page`);
  return m[1];
};

const pages: Record<string, string> = {
  home: '/',
  'universities list': '/universities',
  'universities list, filtered': '/universities?type=public',
  'course finder': '/programs',
  'course finder, filtered': '/programs?teaching_language=english',
  search: '/search?key=university',
  scholarships: '/scholarships',
  jobs: '/jobs',
  'jobs, filtered': '/jobs?type=fulltime&sort=salary',
  'job category': '/jobs/category/44',
  'content page': '/terms',
  contact: '/contact',
  'direct hire form': '/directhire',
  login: '/login',
  register: '/register',
};

beforeAll(async () => {
  const home = await (await fetch(`${baseUrl}/`)).text();
  pages['university page'] = `/universities/${firstMatch(home, /href="\/universities\/([a-z0-9-]+)"/)}`;
  pages['university courses'] = `${pages['university page']}/courses`;
  pages['course page'] = `/courses/${firstMatch(home, /href="\/courses\/([a-z0-9-]+)"/)}`;
  pages['city page'] = `/cities/${firstMatch(home, /href="\/cities\/([a-z0-9-]+)"/)}`;
  pages['degree page'] = `/programs?program_id=${firstMatch(home, /href="\/programs\?program_id=(\d+)"/)}`;
});

/**
 * A job page that answers now, from the job list endpoint (read fresh: the cached /jobs may still
 * list a job another test removed), the list's oldest first: other test files add and remove
 * their own jobs while this one runs.
 */
async function liveJobPage(): Promise<string> {
  const jobList = (await (await fetch(`${baseUrl}/api/anonymous/job-list/?per_page=10`)).json()) as { results: { uuid: string }[] };
  for (const { uuid } of jobList.results.toReversed()) {
    if ((await fetch(`${baseUrl}/jobs/${uuid}`)).status === 200) return `/jobs/${uuid}`;
  }
  throw new Error('no job page answers 200');
}

describe('first-load JavaScript of the public pages', () => {
  it('scriptsOf counts external module scripts and preloaded scripts once, never nomodule ones', () => {
    const html =
      '<script src="/a.js" async=""></script><script src="/b.js" nomodule=""></script><script>inline()</script>' +
      '<link rel="preload" as="script" href="/c.js"/><link rel="preload" as="style" href="/d.css"/><script src="/a.js"></script>';
    expect(scriptsOf(html)).toEqual(['/a.js', '/c.js']);
  });

  // The form pages (contact, login, register, a university page) too: their form's code is loaded
  // on its first use (components/forms/deferred.tsx), not with the page.
  it(`every public page type loads at most ${FIRST_LOAD_JS_BUDGET / 1000} kB of JavaScript (gzip)`, async () => {
    const rows: { page: string; path: string; kB: number; scripts: number }[] = [];
    for (const [name, path] of [...Object.entries(pages), ['job page', await liveJobPage()]]) {
      const { bytes, scripts } = await firstLoadJs(path);
      rows.push({ page: name, path, kB: Math.round(bytes / 100) / 10, scripts });
    }
    console.log(`first-load JS (gzip, budget ${FIRST_LOAD_JS_BUDGET / 1000} kB):\n${rows.map((r) => `  ${r.page.padEnd(28)} ${String(r.kB).padStart(6)} kB  ${r.scripts} scripts  ${r.path}`).join('\n')}`);
    const over = rows.filter((r) => r.kB * 1000 > FIRST_LOAD_JS_BUDGET).map((r) => `${r.page} (${r.path}): ${r.kB} kB > ${FIRST_LOAD_JS_BUDGET / 1000} kB`);
    expect(over, 'pages over the first-load JS budget').toEqual([]);
  });

  // Issue 29: the other languages' pages are the same code with another catalogue; the types with
  // the most islands (forms, filters) are measured in each.
  it(`in every language, the page types with the most islands load at most ${FIRST_LOAD_JS_BUDGET / 1000} kB of JavaScript (gzip)`, async () => {
    const over: string[] = [];
    for (const locale of locales.filter((l) => l !== 'en')) {
      for (const name of ['home', 'course finder', 'university page', 'register', 'contact']) {
        const localized = localizedPath(locale, pages[name]);
        const { bytes } = await firstLoadJs(localized);
        if (bytes > FIRST_LOAD_JS_BUDGET) over.push(`${name} (${localized}): ${Math.round(bytes / 100) / 10} kB`);
      }
    }
    expect(over, 'pages over the first-load JS budget').toEqual([]);
  });

  // Only the page's language reaches the browser, the inline payload included: no sentence of
  // another language's catalogue is in a French (or Arabic) page. A sentence (see below) that
  // the page's own catalogue has nowhere (names and codes aside).
  it("a page carries no sentence of another language's catalogue", async () => {
    const catalogues: Record<Locale, unknown> = { en, zh, fr, ar, ru };
    const sentences = (messages: unknown): Set<string> => {
      const out = new Set<string>();
      const walk = (v: unknown) => {
        if (typeof v === 'string') {
          // The literal text between placeholders and ICU syntax: what would show on a page.
          // A sentence: three words or more (punctuation is no word: ", taught in" is a fragment a
          // description may hold), or (Chinese, no spaces) eight characters; a shorter text may be a
          // name an admin typed (a degree called "Chinese Language").
          for (const part of v.split(/[{}<>#]/).map((p) => p.trim())) if ((part.match(/\p{L}+/gu) ?? []).length >= 3 || (!/\s/.test(part) && part.length >= 8 && /[^\x00-\x7f]/.test(part))) out.add(part);
        } else if (v && typeof v === 'object') for (const x of Object.values(v)) walk(x);
      };
      walk(messages);
      return out;
    };
    for (const [locale, path] of [['fr', '/fr/register'], ['fr', '/fr/universities'], ['ar', '/ar/programs'], ['ru', pages['university page']]] as [Locale, string][]) {
      const address = path.startsWith(`/${locale}`) ? path : localizedPath(locale, path);
      const html = (await (await fetch(baseUrl + address)).text()).replace(/\\"/g, '"').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&')
        // A form's stored values, and the keys of the props handed to islands, are no words on the
        // page (a gender is stored as "Prefer not to say", and its label is found by that key).
        .replace(/\bvalue="[^"]*"|"value":"[^"]*"|"[^"]*":/g, '');
      const own = sentences(catalogues[locale]);
      const foreign = locales
        .filter((l) => l !== locale)
        .flatMap((l) => [...sentences(catalogues[l])].filter((text) => !own.has(text) && ![...own].some((o) => o.includes(text))).filter((text) => html.includes(text)).map((text) => `${l}: ${text}`));
      expect(foreign, `${address} shows another language's words`).toEqual([]);
      // And the page's own words are there (the check above is not passing for want of text).
      expect(html, address).toContain(`lang="${locale === 'zh' ? 'zh-Hans' : locale}"`);
    }
  });

  // A cached page is sent (and gzipped) on every hit: it hands its islands only the messages they use
  // (components/i18n/client-messages.tsx): validation's shared words everywhere, its larger groups
  // only where a form says them.
  it("a public page carries only the validation groups its forms use", async () => {
    // A group's plain sentences (three words or more) that no other validation message contains.
    const plain = (messages: unknown): string[] => (typeof messages === 'string' ? (/[{}<]/.test(messages) || messages.split(' ').length < 3 ? [] : [messages]) : Array.isArray(messages) ? [] : Object.values(messages as object).flatMap(plain));
    const group = (name: keyof typeof en.validation) => {
      const elsewhere = Object.entries(en.validation).filter(([key]) => key !== name).flatMap(([, m]) => plain(m));
      return plain(en.validation[name]).filter((m) => !elsewhere.some((other) => other.includes(m)));
    };
    const carries = (html: string, name: keyof typeof en.validation) => group(name).some((m) => html.includes(m));
    const expected: Record<string, (keyof typeof en.validation)[]> = { 'university page': [], home: [], contact: [], register: ['auth'], login: ['auth'], 'direct hire form': ['jobs'] };
    for (const [page, groups] of Object.entries(expected)) {
      const html = await (await fetch(baseUrl + pages[page])).text();
      // The shared words are there on every page (the check below is not passing for want of messages).
      expect(html, page).toContain(en.validation.required);
      for (const name of ['auth', 'jobs', 'settings', 'fees', 'applications', 'review', 'candidates'] as const) {
        expect(carries(html, name), `${page} carries validation.${name}`).toBe(groups.includes(name));
      }
    }
  });

  it('the form pages still carry their whole form in the HTML (its code is what waits for the first use)', async () => {
    for (const page of ['contact', 'login', 'register', 'university page']) {
      const html = await (await fetch(baseUrl + pages[page])).text();
      const form = [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].map((m) => m[0]).find((f) => /name="email"/.test(f)) ?? '';
      expect(form, `${page}: a form with an email field`).toMatch(/type="submit"/);
      expect(html, page).toMatch(/data-deferred-form=/);
      // Inline, not in a streamed part that only JavaScript reveals (a browser without it shows no form).
      expect(html, page).not.toMatch(/<div hidden id="S:\d+">(?:(?!<\/div>)[\s\S])*?<form\b/);
    }
  });

  // Their compile runs off the main thread while they download (lib/build/compile-hints.mjs), not in the page's boot task.
  it('the framework scripts every page loads start with V8\'s compile hint', async () => {
    const manifest = path.resolve(import.meta.dirname, '../..', TEST_DIST_DIR, 'build-manifest.json');
    const { rootMainFiles } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { rootMainFiles: string[] };
    const framework = rootMainFiles.filter((f) => f.endsWith('.js'));
    expect(framework.length).toBeGreaterThan(0);
    for (const page of ['home', 'login', 'university page']) {
      const scripts = scriptsOf(await (await fetch(baseUrl + pages[page])).text());
      for (const file of framework) {
        const src = scripts.find((s) => s.split('?')[0].endsWith(`/_next/${file}`));
        expect(src, `${page} loads ${file}`).toBeDefined();
        const code = await (await fetch(new URL(src!, baseUrl))).text();
        expect(code.startsWith(COMPILE_HINT), `${file} starts with the compile hint`).toBe(true);
      }
    }
  });
});
