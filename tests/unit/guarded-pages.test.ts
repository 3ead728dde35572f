import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAccess } from '@/lib/auth/access';

/**
 * Every guarded page calls the guard itself (the proxy's redirect is not the only check).
 * tests/api/access-walk.test.ts checks the same pages over HTTP, as a visitor and each role.
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

/** app/(account)/admin/(area)/users/page.tsx → /admin/users */
function routeOf(file: string): string {
  const rel = path.relative(appDir, path.dirname(file)).split(path.sep);
  const segments = rel.filter((s) => s !== '' && !/^\(.*\)$/.test(s));
  return '/' + segments.join('/');
}

const pages = pageFiles(appDir).map((file) => ({ file, route: routeOf(file), source: fs.readFileSync(file, 'utf8') }));
const guarded = pages.filter((p) => {
  const match = resolveAccess(p.route);
  return !!match && match.rule !== 'public';
});

describe('guarded pages', () => {
  it('finds the pages, and the guarded ones among them', () => {
    expect(pages.length).toBeGreaterThan(30);
    expect(guarded.map((p) => p.route)).toEqual(expect.arrayContaining(['/admin/users', '/student/dashboard', '/employer/jobs/new', '/candidate/profile']));
  });

  it('every page whose access entry is not public calls the guard itself', () => {
    const unguarded = guarded.filter((p) => !/\brequirePage(User)?\(/.test(p.source)).map((p) => `${p.route} (${resolveAccess(p.route)?.key})`);
    expect(unguarded, 'pages that do not call requirePage').toEqual([]);
  });
});
