import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { COMPILE_HINT } from '@/lib/build/compile-hints.mjs';
import { TEST_DIST_DIR } from '../helpers/test-server';

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
  // From the job list endpoint (read fresh: the cached /jobs may still list a job another test removed from the database).
  const jobList = (await (await fetch(`${baseUrl}/api/anonymous/job-list/?per_page=10`)).json()) as { results: { uuid: string }[] };
  pages['job page'] = `/jobs/${jobList.results[0].uuid}`;
});

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
    for (const [name, path] of Object.entries(pages)) {
      const { bytes, scripts } = await firstLoadJs(path);
      rows.push({ page: name, path, kB: Math.round(bytes / 100) / 10, scripts });
    }
    console.log(`first-load JS (gzip, budget ${FIRST_LOAD_JS_BUDGET / 1000} kB):\n${rows.map((r) => `  ${r.page.padEnd(28)} ${String(r.kB).padStart(6)} kB  ${r.scripts} scripts  ${r.path}`).join('\n')}`);
    const over = rows.filter((r) => r.kB * 1000 > FIRST_LOAD_JS_BUDGET).map((r) => `${r.page} (${r.path}): ${r.kB} kB > ${FIRST_LOAD_JS_BUDGET / 1000} kB`);
    expect(over, 'pages over the first-load JS budget').toEqual([]);
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
