import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { frontDoor } from '@/lib/cli/front-door';
import { PLAIN_HEADER, REWRITE_HEADER } from '@/lib/http/plain-headers';
import { plainRoute } from '@/lib/http/public-gate';
import { legacyPaths } from '@/lib/http/legacy-paths';
import { todayIso } from '@/lib/jobs/status';

// The in-process indexes as the app builds them (lib/catalogue/slug-index.ts, lib/jobs/public-index.ts
// keep their state on globalThis so that every bundle of the process shares it).
const holder = globalThis as typeof globalThis & { __zhiyuanSlugIndex?: unknown; __zhiyuanJobIndex?: unknown };
const openJob = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const expiredJob = '3f2504e0-4f89-41d3-9a0c-0305e82c3302';

function buildIndexes(at = Date.now()) {
  holder.__zhiyuanSlugIndex = {
    version: 0,
    built: {
      version: 0,
      at,
      index: { universities: new Set(['tsinghua']), courses: new Set(['physics-bsc']), cities: new Set(['beijing']), degreeIds: new Set([2]), complete: true },
    },
  };
  holder.__zhiyuanJobIndex = {
    version: 0,
    built: { version: 0, at, day: todayIso(), index: { jobs: new Map([[openJob, null], [expiredJob, '2000-01-01']]), categoryIds: new Set([7]), complete: true } },
  };
}

const get = (url: string, headers: Record<string, string> = {}) => plainRoute('GET', url, { host: 'x', ...headers });

describe('plain requests (lib/http/public-gate.ts): the ones the proxy would only have rewritten', () => {
  beforeEach(() => buildIndexes());
  afterEach(() => {
    delete holder.__zhiyuanSlugIndex;
    delete holder.__zhiyuanJobIndex;
  });

  it("a GET of a public page gets the proxy's own rewrite, in its language's tree (app/[locale])", () => {
    expect(get('/')).toEqual({ rewrite: '/en/internal/home/index' });
    expect(get('/universities')).toEqual({ rewrite: '/en/internal/universities/1' });
    expect(get('/universities?page=3')).toEqual({ rewrite: '/en/internal/universities/3' });
    expect(get('/universities/tsinghua')).toEqual({ rewrite: '/en/universities/tsinghua' });
    expect(get('/universities/tsinghua?tab=fees')).toEqual({ rewrite: '/en/internal/university-tab/tsinghua/fees' });
    expect(get('/universities/tsinghua/courses?page=2')).toEqual({ rewrite: '/en/internal/university-courses/tsinghua/2' });
    expect(get('/courses/physics-bsc')).toEqual({ rewrite: '/en/courses/physics-bsc' });
    expect(get('/cities/beijing?q=phys')).toEqual({ rewrite: '/en/internal/city-filter/beijing' });
    expect(get('/programs')).toEqual({ rewrite: '/en/internal/programs/all' });
    expect(get('/programs?program_id=2')).toEqual({ rewrite: '/en/internal/programs/2' });
    expect(get('/jobs')).toEqual({ rewrite: '/en/internal/jobs/1' });
    expect(get(`/jobs/${openJob}`)).toEqual({ rewrite: `/en/jobs/${openJob}` });
    expect(get('/jobs/category/7')).toEqual({ rewrite: '/en/jobs/category/7' });
    expect(plainRoute('HEAD', '/', {})).toEqual({ rewrite: '/en/internal/home/index' });
    // Another language: its prefix names the tree; English has none (`/en/…` is the proxy's to redirect).
    expect(get('/fr')).toEqual({ rewrite: '/fr/internal/home/index' });
    expect(get('/ar/universities?page=3')).toEqual({ rewrite: '/ar/internal/universities/3' });
    // A prefixed detail page's address is its route already: served as it came, no rewrite.
    expect(get('/zh/universities/tsinghua')).toEqual({ rewrite: null });
    expect(get('/ru/programs?program_id=2')).toEqual({ rewrite: '/ru/internal/programs/2' });
    for (const url of ['/en', '/en/universities', '/fr/universities/unknown', '/fr/internal/home/index', '/de/universities']) expect(get(url), url).toBeNull();
    // A visitor who chose a language asks an address without one: the proxy redirects it there.
    expect(get('/universities', { cookie: 'a=1; NEXT_LOCALE=fr' })).toBeNull();
    expect(get('/universities', { cookie: 'NEXT_LOCALE=en' })).toEqual({ rewrite: '/en/internal/universities/1' });
    expect(get('/fr/universities', { cookie: 'NEXT_LOCALE=ar' })).toEqual({ rewrite: '/fr/internal/universities/1' });
    // The signed-in areas' pages are rendered where they are (the proxy only looked for old paths).
    for (const url of ['/admin/dashboard', '/admin/applications?q=li&page=3', '/student/dashboard', '/employer/jobs/new', '/candidate/jobs', '/candidates/x', '/application', '/checkout?id=4', '/change-password']) {
      expect(get(url), url).toEqual({ rewrite: null });
    }
    // Every other page takes the proxy: lists rendered per request, forms, the other public pages.
    for (const url of ['/universities?page=2&key=x', '/programs?program_id=9', '/programs?key=x', '/login', '/admin', '/contact', '/jobs?q=x', '/applications', '/checkout/x']) {
      expect(get(url), url).toBeNull();
    }
  });

  it("none of the old site's paths is plain (the proxy redirects them)", () => {
    for (const { from } of legacyPaths) {
      expect(get(from), from).toBeNull();
      expect(get(`${from}?id=3`), from).toBeNull();
    }
  });

  it('a record the index does not hold as public is for the proxy (it answers the not-found page or looks it up)', () => {
    for (const url of ['/universities/unknown', '/universities/unknown/courses', '/courses/unknown', '/cities/unknown', `/jobs/${expiredJob}`, '/jobs/3f2504e0-4f89-41d3-9a0c-0305e82c3399', '/jobs/not-a-uuid', '/jobs/category/8', '/jobs/category', '/jobs/category/x']) {
      expect(get(url), url).toBeNull();
    }
  });

  it('without a fresh index every request is for the proxy', () => {
    delete holder.__zhiyuanSlugIndex;
    expect(get('/')).toBeNull();
    buildIndexes(Date.now() - 11 * 60_000);
    expect(get('/universities/tsinghua')).toBeNull();
    buildIndexes();
    (holder.__zhiyuanSlugIndex as { version: number }).version++; // a catalogue change since it was built
    expect(get('/universities/tsinghua')).toBeNull();
    buildIndexes();
    (holder.__zhiyuanJobIndex as { version: number }).version++;
    expect(get(`/jobs/${openJob}`)).toBeNull();
    expect(get('/jobs/category/7')).toBeNull();
    expect(get('/universities/tsinghua')).toEqual({ rewrite: '/en/universities/tsinghua' });
  });

  it("whatever else the proxy judges stays the proxy's: bodies, actions, escapes, trailing slashes, old paths, internal routes", () => {
    expect(plainRoute('POST', '/universities/tsinghua', {})).toBeNull();
    expect(plainRoute('OPTIONS', '/', {})).toBeNull();
    expect(get('/', { 'content-type': 'text/plain' })).toBeNull();
    expect(get('/', { 'content-length': '0' })).toBeNull();
    expect(get('/', { 'transfer-encoding': 'chunked' })).toBeNull();
    expect(get('/universities/tsinghua', { 'next-action': 'abc' })).toBeNull();
    for (const url of [
      '/universities/tsing%68ua',
      '/universities/tsinghua?q=%00',
      '/universities/%ZZ',
      '/universities/tsinghua/',
      '/universities//tsinghua',
      '/universities/./tsinghua',
      '/universities/tsinghua/..',
      '/universities\\tsinghua',
      '/universities/tsinghua#x',
      '/universities/tsinghua?q=a b',
      '/internal/home/index',
      '/internal',
      '/university?id=3',
      '/admin/universitylist',
      'universities',
      '',
    ]) {
      expect(get(url), url).toBeNull();
    }
  });
});

describe("the front door's marks", () => {
  async function echo(route: Parameters<typeof frontDoor>[0]['plainRoute'], run: (base: string) => Promise<void>) {
    const server = http.createServer(
      frontDoor({ trustedHops: 0, dev: false, hsts: false, plainRoute: route }, (req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(req.headers));
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it('only the front door marks a request: a client cannot skip the proxy or pick a rewrite', async () => {
    const forged = { [PLAIN_HEADER]: '1', [REWRITE_HEADER]: '/internal/universities/2' };
    await echo(
      (method, url) => (url === '/' ? { rewrite: '/internal/home/index' } : url === '/login' ? { rewrite: null } : null),
      async (base) => {
        const proxied = (await (await fetch(`${base}/universities/x/`, { headers: forged })).json()) as Record<string, string>;
        expect(proxied[PLAIN_HEADER]).toBeUndefined();
        expect(proxied[REWRITE_HEADER]).toBeUndefined();
        const login = (await (await fetch(`${base}/login`, { headers: forged })).json()) as Record<string, string>;
        expect(login[PLAIN_HEADER]).toBe('1');
        expect(login[REWRITE_HEADER]).toBeUndefined();
        const home = (await (await fetch(`${base}/`)).json()) as Record<string, string>;
        expect(home[PLAIN_HEADER]).toBe('1');
        expect(home[REWRITE_HEADER]).toBe('/internal/home/index');
      },
    );
  });

  it('every request carries a request id: the client’s when well-formed, else a new one, echoed in the answer', async () => {
    await echo(undefined, async (base) => {
      const kept = await fetch(base, { headers: { 'x-request-id': 'abc-123' } });
      expect(kept.headers.get('x-request-id')).toBe('abc-123');
      expect(((await kept.json()) as Record<string, string>)['x-request-id']).toBe('abc-123');
      const replaced = await fetch(base, { headers: { 'x-request-id': 'bad id <script>' } });
      const id = replaced.headers.get('x-request-id')!;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(((await replaced.json()) as Record<string, string>)['x-request-id']).toBe(id);
    });
  });

  it("the proxy's matcher and next.config.ts's rewrite name the front door's headers (they must be literals there)", () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const proxy = fs.readFileSync(path.join(root, 'proxy.ts'), 'utf8');
    expect(proxy).toContain(`missing: [{ type: 'header', key: '${PLAIN_HEADER}' }]`);
    expect(fs.readFileSync(path.join(root, 'next.config.ts'), 'utf8')).toContain("key: REWRITE_HEADER, value: '/(?<target>.+)'");
  });
});
