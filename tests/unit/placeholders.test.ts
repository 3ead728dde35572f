import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAccess } from '@/lib/auth/access';
import { placeholders } from '@/lib/placeholders';

/**
 * The "coming soon" list and the pages agree: a page that shows the notice is listed (and names its
 * own path), and every listed path has a page showing it. Plus: every guarded page calls the guard.
 * (tests/api/placeholders.test.ts checks the same over HTTP, as each page's role.)
 */
const root = path.resolve(import.meta.dirname, '../..');
const appDir = path.join(root, 'app');

function pageFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name.startsWith('_') || entry.name.startsWith('@')) continue;
      out.push(...pageFiles(full));
    } else if (/^page\.(tsx|ts|jsx|js)$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** app/admin/(area)/users/page.tsx → /admin/users */
function routeOf(file: string): string {
  const rel = path.relative(appDir, path.dirname(file)).split(path.sep);
  const segments = rel.filter((s) => s !== '' && !/^\(.*\)$/.test(s));
  return '/' + segments.join('/');
}

const pages = pageFiles(appDir).map((file) => ({ file, route: routeOf(file), source: fs.readFileSync(file, 'utf8') }));
// A dashboard's welcome shows the notice only while it names a placeholder.
const showsNotice = (source: string) =>
  /from '@\/components\/layout\/coming-soon'/.test(source) || (/from '@\/components\/layout\/dashboard-welcome'/.test(source) && /placeholder="/.test(source));

describe('placeholder pages', () => {
  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(30);
    expect(pages.map((p) => p.route)).toContain('/admin/users');
  });

  it('lists every page that shows the coming-soon notice, under its own path', () => {
    for (const page of pages.filter((p) => showsNotice(p.source))) {
      const named = [...page.source.matchAll(/(?:path|placeholder)="([^"]+)"/g)].map((m) => m[1]);
      expect(named, `${page.route} shows the notice without naming its path`).toContain(page.route);
      for (const n of named) expect(n, `${page.route} names another page's notice`).toBe(page.route);
      expect(Object.keys(placeholders), `${page.route} shows the notice but is not in lib/placeholders.ts`).toContain(page.route);
    }
  });

  it('has a page showing the notice for every listed path', () => {
    const showing = new Set(pages.filter((p) => showsNotice(p.source)).map((p) => p.route));
    for (const listed of Object.keys(placeholders)) {
      expect(showing.has(listed), `${listed} is listed in lib/placeholders.ts but no page shows its notice`).toBe(true);
    }
  });
});

describe('guarded pages', () => {
  it('every page whose access entry is not public calls the guard itself', () => {
    for (const page of pages) {
      const match = resolveAccess(page.route);
      if (!match || match.rule === 'public') continue;
      expect(/\brequirePage(User)?\(/.test(page.source), `${page.route} (${match.key}) does not call requirePage`).toBe(true);
    }
  });
});
