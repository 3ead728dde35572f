import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from '@/db';
import { cities as citiesTable, provinces, universities as universitiesTable } from '@/db/schema';
import { apiToken, DEMO_PASSWORD, demoAccounts, sessionCookie } from '../helpers/auth';

/**
 * Public pages come from Next's full-route cache (issue 14): generated on their first request,
 * then answered from the cache (`x-nextjs-cache: HIT`) with no database query and no session
 * read, until an admin change expires their tags; unknown slugs answer 404 with the not-found page.
 */
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');

const decode = (html: string) => html.replace(/<!-- -->/g, '').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(baseUrl + path, { redirect: 'manual', headers });
  return { status: res.status, cache: res.headers.get('x-nextjs-cache'), html: decode(await res.text()), headers: res.headers };
}

/**
 * Asks twice; the second answer must come from the cache. Other test files change the catalogue
 * at the same time (an admin write expires whole lists), which may expire a page between the two
 * requests: up to three tries, and a page that is never cached never answers HIT.
 */
async function secondIsHit(path: string, headers: Record<string, string> = {}) {
  let second: Awaited<ReturnType<typeof get>> | undefined;
  for (let attempt = 0; attempt < 3; attempt++) {
    const first = await get(path, headers);
    expect(first.status, path).toBe(200);
    second = await get(path, headers);
    expect(second.status, path).toBe(200);
    if (second.cache === 'HIT') break;
  }
  expect(second!.cache, `${path}: x-nextjs-cache`).toBe('HIT');
  return second!;
}

const firstMatch = (html: string, pattern: RegExp) => {
  const m = pattern.exec(html);
  if (!m) throw new Error(`no ${pattern} in the page`);
  return m[1];
};

let university = '';
let course = '';
let city = '';
let degree = '';

beforeAll(async () => {
  const home = (await get('/')).html;
  university = firstMatch(home, /href="\/universities\/([a-z0-9-]+)"/);
  course = firstMatch(home, /href="\/courses\/([a-z0-9-]+)"/);
  city = firstMatch(home, /href="\/cities\/([a-z0-9-]+)"/);
  degree = firstMatch(home, /href="\/programs\?program_id=(\d+)"/);
});

describe('public pages from the full-route cache', () => {
  it('every public page type answers x-nextjs-cache: HIT on its second request', async () => {
    const paths = [
      '/',
      '/universities',
      '/universities?page=2',
      `/universities/${university}`,
      `/universities/${university}?tab=fees`,
      `/universities/${university}/courses`,
      `/cities/${city}`,
      `/courses/${course}`,
      '/scholarships',
      '/programs',
      `/programs?program_id=${degree}`,
      '/about',
      '/terms',
      '/privacy',
      '/howitworks',
      '/needhelp',
      '/contact',
    ];
    for (const path of paths) await secondIsHit(path);
  });

  it('the cached rendering is the one asked for (the address decides the content, not the cache)', async () => {
    const fees = await secondIsHit(`/universities/${university}?tab=fees`);
    const intro = await secondIsHit(`/universities/${university}`);
    // The active tab is the only one not hidden.
    expect(fees.html).toMatch(/<section id="tab-fees"(?![^>]*hidden)/);
    expect(intro.html).toMatch(/<section id="tab-introduction"(?![^>]*hidden)/);
    expect(intro.html).toMatch(/<section id="tab-fees"[^>]*hidden/);
    const degreePage = await secondIsHit(`/programs?program_id=${degree}`);
    expect(degreePage.html).toContain(`<link rel="canonical" href="${baseUrl}/programs?program_id=${degree}"/>`);
    const all = await secondIsHit('/programs');
    expect(all.html).toContain('Find your course');
  });

  it('a signed-in request gets the same cached page: no session is read, the header is a client island', async () => {
    const cookie = await sessionCookie(baseUrl, demoAccounts.student, DEMO_PASSWORD);
    for (const path of ['/', `/universities/${university}`, `/courses/${course}`]) {
      const visitor = await secondIsHit(path);
      const signedIn = await secondIsHit(path, { cookie });
      expect(visitor.html, path).toContain('LOGIN/REGISTER');
      expect(signedIn.html, path).toContain('LOGIN/REGISTER');
      expect(signedIn.html, path).not.toContain('Demo Student');
    }
  });

  it('filtered lists and keyword searches stay per request', async () => {
    for (const path of [`/programs?program_id=${degree}&teaching_language=english`, '/universities?key=university', '/programs?key=law']) {
      const { status, cache } = await get(path);
      expect(status, path).toBe(200);
      expect(cache, path).toBeNull();
    }
  });
});

describe('unknown records and internal routes', () => {
  it('an unknown slug answers 404 with the not-found page in the HTML', async () => {
    for (const path of ['/universities/no-such-university-x1', '/universities/no-such-university-x1?tab=fees', '/courses/no-such-course-x1', '/cities/no-such-city-x1']) {
      const { status, html } = await get(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain('We could not find that page');
    }
  });

  it('the internal routes the proxy renders from answer 404 when asked for directly', async () => {
    for (const path of ['/internal/home/index', `/internal/universities/1`, `/internal/university-tab/${university}/fees`, '/internal']) {
      const { status, html } = await get(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain('We could not find that page');
    }
  });

  it("the front door's marks (a plain request skips the proxy, its rewrite) cannot be sent by a client", async () => {
    const forged = { 'x-zhiyuan-plain': '1', 'x-zhiyuan-rewrite': '/internal/universities/2' };
    // Skipping the proxy would render the internal route, the unknown slug's page and the legacy form.
    for (const path of ['/internal/universities/1', '/universities/no-such-university-x2', '/courses/no-such-course-x2']) {
      const { status, html } = await get(path, forged);
      expect(status, path).toBe(404);
      expect(html, path).toContain('We could not find that page');
    }
    expect((await get('/admin/universitylist', forged)).status).toBe(308);
    expect((await get(`/universities/${university}/`, forged)).status).toBe(308);
    // A forged rewrite is not followed: the login page stays the login page, the home page home.
    const login = await get('/login', forged);
    expect(login.status).toBe(200);
    expect(login.html).toContain('type="password"');
    const home = await secondIsHit('/', forged);
    expect(home.html).toContain(`href="/universities/${university}"`);
    expect(home.headers.get('x-request-id')).toBeTruthy();
  });

  it('an unknown degree is not cached as a degree page', async () => {
    const { status, cache } = await get('/programs?program_id=99999');
    expect(status).toBe(200);
    expect(cache).toBeNull();
  });
});

// The university it renames is its own, in a city of its own, made in the server's database and
// removed afterwards (see catalogue-pages.test.ts).
describe.runIf(!!databaseUrl)('an admin change expires exactly the cached pages that show the record', () => {
  it('renaming a university through the API: its pages answer the new name on the next request', async () => {
    const handle = openPostgres(databaseUrl, 2);
    const tag = `pcache-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const farId = 1_900_000_000 + Math.floor(Math.random() * 100_000_000);
    const [province] = await handle.db.insert(provinces).values({ id: farId, name: `Zz Province ${tag}`, slug: `${tag}-province` }).returning({ id: provinces.id });
    const [cityRow] = await handle.db
      .insert(citiesTable)
      .values({ id: farId, name: `Zz City ${tag}`, slug: `${tag}-city`, code: farId, provinceId: province.id })
      .returning({ id: citiesTable.id });
    const original = `Zz Cache Test University ${tag}`;
    const [created] = await handle.db
      .insert(universitiesTable)
      .values({ id: farId, name: original, slug: tag, code: tag.toUpperCase(), cityId: cityRow.id, introduction: 'A university made by this test.' })
      .returning({ id: universitiesTable.id });
    const renamed = `${original} renamed`;
    const auth = { authorization: `Bearer ${await apiToken(baseUrl, demoAccounts.admin, DEMO_PASSWORD)}` };
    const pages = [`/universities/${tag}`, `/universities/${tag}?tab=about`, `/universities/${tag}/courses`, `/cities/${tag}-city`];
    try {
      // Made outside the app: the proxy's index of public slugs sees it within seconds.
      await expect.poll(async () => (await get(`/universities/${tag}`)).status, { timeout: 10_000, interval: 500 }).toBe(200);
      for (const path of pages) {
        const cached = await secondIsHit(path);
        expect(cached.html, path).toContain(original);
      }
      const res = await fetch(`${baseUrl}/api/admin/university/${created.id}`, { method: 'POST', headers: auth, body: new URLSearchParams({ _method: 'PUT', name: renamed }) });
      expect(res.status).toBe(200);
      for (const path of pages) {
        const fresh = await get(path);
        expect(fresh.status, path).toBe(200);
        expect(fresh.html, path).toContain(renamed);
        // ...and that fresh rendering is cached again.
        expect((await secondIsHit(path)).html, path).toContain(renamed);
      }
      // Hidden through the app: its pages answer 404 on the next request.
      const hide = await fetch(`${baseUrl}/api/admin/university/${created.id}`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ status: 0 }) });
      expect(hide.status).toBe(200);
      for (const path of pages.slice(0, 3)) expect((await get(path)).status, path).toBe(404);
    } finally {
      await fetch(`${baseUrl}/api/admin/university/${created.id}`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ status: 0 }) });
      await handle.db.delete(universitiesTable).where(eq(universitiesTable.id, created.id));
      await handle.db.delete(citiesTable).where(eq(citiesTable.id, cityRow.id));
      await handle.db.delete(provinces).where(eq(provinces.id, province.id));
      await handle.close();
    }
  });
});
