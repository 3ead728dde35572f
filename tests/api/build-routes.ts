import fs from 'node:fs';
import path from 'node:path';
import { TEST_DIST_DIR } from '../helpers/test-server';

/**
 * The routes of the build the test server runs (Next's `app-path-routes-manifest.json` in the
 * build folder): every page and route handler of app/, route groups removed, dynamic segments
 * as written (`/universities/[slug]`). Next's own pages (`/_not-found`, `/_global-error`) left out.
 * The public pages' tree (app/[locale]) is listed by its English address (`/[locale]/about` →
 * `/about`): what the access table and a visitor know; the other languages' prefixes name the same
 * routes (lib/i18n/paths.ts).
 */
export interface BuildRoute {
  /** `/admin/users`, `/api/auth/[...nextauth]` */
  route: string;
  kind: 'page' | 'route';
  /** The manifest key, e.g. `/admin/(area)/users/page`. */
  entry: string;
}

const root = path.resolve(import.meta.dirname, '../..');

export function manifestPath(): string {
  return path.join(root, TEST_DIST_DIR, 'app-path-routes-manifest.json');
}

export function buildRoutes(): BuildRoute[] {
  const file = manifestPath();
  if (!fs.existsSync(file)) throw new Error(`${file} not found: the test server builds into ${TEST_DIST_DIR} first`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  return Object.entries(manifest)
    .filter(([, route]) => !route.split('/').some((s) => s.startsWith('_')))
    .map(([entry, route]) => ({ entry, route: englishAddress(route), kind: entry.endsWith('/route') ? ('route' as const) : ('page' as const) }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

const englishAddress = (route: string) => (route === '/[locale]' ? '/' : route.replace(/^\/\[locale\]\//, '/'));

/** A concrete path for a route: dynamic segments get values no record has (so nothing real is touched). */
export function samplePath(route: string): string {
  return route
    .split('/')
    .map((s) => {
      if (/^\[\[?\.\.\./.test(s)) return 'sample';
      if (/^\[.*(uuid).*\]$/i.test(s)) return '00000000-0000-4000-8000-000000000000';
      if (/^\[.+\]$/.test(s)) return '999999';
      return s;
    })
    .join('/');
}
