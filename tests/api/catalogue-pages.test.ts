import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from '@/db';
import { cities as citiesTable, provinces, universities as universitiesTable } from '@/db/schema';
import { apiToken, DEMO_PASSWORD, demoAccounts } from '../helpers/auth';

/**
 * The public catalogue pages without a browser: the content is in the first HTML, seed path forms
 * answer 308, hidden records 404 everywhere, sitemap and robots, structured data, and the run-time
 * cache refreshed by an admin write.
 */
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
type Json = Record<string, unknown>;

/** The HTML text with React's entity escapes and text-joining comments undone. */
const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

async function page(path: string, init: RequestInit = {}): Promise<{ status: number; html: string; headers: Headers }> {
  const res = await fetch(baseUrl + path, { redirect: 'manual', ...init });
  return { status: res.status, html: decode(await res.text()), headers: res.headers };
}

async function json<T = Json[]>(path: string): Promise<T> {
  return (await (await fetch(baseUrl + path)).json()) as T;
}

/** Every JSON-LD object of a page. */
function jsonLd(html: string): Json[] {
  const out: Json[] = [];
  for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const v = JSON.parse(m[1]) as Json | Json[];
    out.push(...(Array.isArray(v) ? v : [v]));
  }
  return out;
}

let universities: Json[] = [];
let courses: Json[] = [];
let cities: Json[] = [];
let thu: Json;

beforeAll(async () => {
  universities = await json('/api/web/university/list');
  courses = await json('/api/web/courses/for_home?per_page=1000');
  cities = await json('/api/web/city');
  thu = universities.find((u) => u.name === 'Tsinghua University') as Json;
});

describe('pages render the catalogue on the server', () => {
  it('home: universities, cities, degrees, courses, the claims and the search', async () => {
    // Other test files change the catalogue on the same server meanwhile (the home page is cached
    // until a change expires it): the page and the top five are read until they agree.
    let html = '';
    let top: Json[] = [];
    await expect
      .poll(async () => {
        const got = await page('/');
        expect(got.status).toBe(200);
        html = got.html;
        top = await json('/api/web/university/topfive');
        return top.length > 0 && top.every((u) => html.includes(String(u.name)));
      })
      .toBe(true);
    expect(html).toContain('Tsinghua University');
    expect(cities.length).toBeGreaterThan(0);
    for (const u of top) expect(html).toContain(String(u.name));
    // The home lists the cities with the most universities (HOME_CITY_LIMIT); a city another file's
    // test just created (`Api City …`, no university yet) is rightly not among them.
    const listed = cities.filter((c) => !/^Api City /.test(String(c.name)));
    for (const c of listed.slice(0, 5)) expect(html).toContain(`/cities/${c.slug}`);
    for (const d of ['Bachelor', 'Masters', 'PhD', 'MBBS', 'Chinese Language']) expect(html).toContain(d);
    expect(html).toMatch(/href="\/programs\?program_id=\d+"/);
    expect(html).toMatch(/href="\/courses\/[a-z0-9-]+"/);
    // Figures from the data (issue 15; public-claims.test.ts compares them with their queries).
    expect(html).not.toContain('20K+');
    expect(html).toMatch(/data-home-figure="universities"/);
    expect(html).toContain('href="/scholarships"');
    expect(html).toMatch(/<form[^>]*action="\/programs"/);
    expect(html).toMatch(/<a\b(?=[^>]*data-popular-chip)[^>]*href="\/programs\?(program_id|major|city)=[^"]+"/);
    expect(html).toContain('Steps of application');
    expect(html).toContain('Apply Now');
    expect(html).not.toContain('Disabled Demo');
    const site = jsonLd(html).find((o) => o['@type'] === 'WebSite') as Json;
    expect(site.potentialAction).toMatchObject({ '@type': 'SearchAction', 'query-input': 'required name=search_term_string' });
  });

  it('/universities: the list with filters and pagination, filters in the URL', async () => {
    const { status, html } = await page('/universities?per_page=60');
    expect(status).toBe(200);
    expect(html).toContain('Tsinghua University');
    expect(html).toContain('Beihang University');
    expect(html).toContain('name="city"');
    expect(html).toContain('name="province"');
    expect(html).toContain('name="type"');
    expect(html).toContain('name="scholarship"');
    const beijing = await page('/universities?city=beijing');
    expect(beijing.html).toContain('Tsinghua University');
    expect(beijing.html).not.toContain('Fudan University');
    const none = await page('/universities?city=atlantis');
    expect(none.status).toBe(200);
    expect(none.html).toContain('No universities match');
    expect(none.html).toContain('Clear filters');
  });

  it('/universities/[slug]: name, Chinese name, facts, six tabs, sidebar and contact form', async () => {
    const { status, html } = await page(`/universities/${thu.slug}`);
    expect(status).toBe(200);
    expect(html).toContain('<h1');
    for (const text of ['Tsinghua University', '清华大学', 'Beijing', 'Founded 1911', 'Public university', 'See all courses', 'Courses', 'Schools and departments', 'Send message']) {
      expect(html, text).toContain(text);
    }
    for (const tab of ['Introduction', 'About', 'Accommodation', 'Fee Structure', 'Admission Process', 'Scholarship']) expect(html, tab).toContain(tab);
    expect(html).toContain(`/universities/${thu.slug}/courses`);
    expect(html).toContain('/image/university/');
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/universities/${thu.slug}"`);
    expect(html).toMatch(/<meta property="og:title" content="Tsinghua University/);
  });

  it('/universities/[slug]/courses: each course with program, fee and duration', async () => {
    const { status, html } = await page(`/universities/${thu.slug}/courses`);
    expect(status).toBe(200);
    const list = await json(`/api/web/course/university/${thu.id}`);
    expect(list.length).toBeGreaterThan(0);
    for (const c of list) expect(html).toContain(String(c.title));
    expect(html).toContain('CNY');
  });

  it('/cities/[slug]: the city heading, its universities and the live filter', async () => {
    const { status, html } = await page('/cities/beijing');
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Beijing/);
    expect(html).toContain('Tsinghua University');
    expect(html).toContain('id="city-filter"');
    // Without JavaScript, ?q= narrows the rendered list (the full list still travels in the page data).
    const filtered = await page('/cities/beijing?q=tsinghua');
    expect(filtered.html).toMatch(/>Tsinghua University<\/a>/);
    expect(filtered.html).not.toMatch(/>Beihang University<\/a>/);
  });

  it('/courses/[slug]: every fact, scholarships and Apply to the login with a return address', async () => {
    const c = courses[0];
    const detail = await json<Json>(`/api/web/course/${c.id}`);
    const { status, html } = await page(`/courses/${c.slug}`);
    expect(status).toBe(200);
    expect(html).toContain(String(c.title));
    expect(html).toContain(String((c.university as Json).name));
    expect(html).toContain(String((c.program as Json).name));
    for (const label of ['Tuition', 'Accommodation', 'Other fees', 'Duration', 'Major', 'Intake', 'Deadline', 'Scholarships']) expect(html, label).toContain(label);
    if (detail.course_description) expect(html).toContain(String(detail.course_description).slice(0, 40));
    // Apply is a plain link to the door, which sends a visitor to the login with this page as the return address.
    expect(html).toContain(`href="/apply/${c.id}"`);
    const door = await fetch(`${baseUrl}/apply/${c.id}`, { redirect: 'manual' });
    expect(door.headers.get('location')).toBe(`/login?callbackUrl=${encodeURIComponent(`/courses/${c.slug}`)}`);
  });

  it('/programs: filters, five tabs, sort, page size, a real count, cards with View course and Apply', async () => {
    const { status, html } = await page('/programs');
    expect(status).toBe(200);
    for (const name of ['key', 'program_id', 'teaching_language', 'major', 'university_id', 'province', 'city', 'intake', 'sort', 'per_page']) {
      expect(html, name).toContain(`name="${name}"`);
    }
    // Each tab named by what it holds: no two read as the same one (issue 30, item 9).
    for (const tab of ['Top Picks', 'Most Popular', 'Fastest Admissions', 'Editor’s picks', 'Leading universities']) expect(html, tab).toContain(tab);
    expect(html).not.toContain('Editor’s picks: leading universities');
    // No rating or ranking without a source (issue 15).
    expect(html).not.toContain('Highest Rating');
    expect(html).not.toContain('Top Ranked');
    expect(html).toMatch(/\d[\d,]*\+? courses/);
    expect(html).toContain('View course');
    expect(html).toMatch(/<a [^>]*href="\/apply\/\d+"[^>]*>Apply<\/a>/);
    expect(html).not.toContain('Apply Now !');
    const total = Number((await fetch(`${baseUrl}/api/web/courses/for_home?per_page=1`)).headers.get('x-total-count'));
    expect(html).toContain(`${total.toLocaleString('en-GB')} courses`);

    const degrees = await json('/api/web/degree');
    const masters = degrees.find((d) => d.name === 'Masters') as Json;
    const byDegree = await page(`/programs?program_id=${masters.id}&teaching_language=english&city=beijing&per_page=60`);
    expect(byDegree.status).toBe(200);
    expect(byDegree.html).toContain('Masters courses');
    expect(byDegree.html).toContain(`<link rel="canonical" href="${baseUrl}/programs?program_id=${masters.id}"`);
    const expected = ((await (
      await fetch(`${baseUrl}/api/web/course/filter`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ program_id: masters.id, teaching_language: 'english' }) })
    ).json()) as Json[]).filter((x) => (x.university as Json).city === 'Beijing');
    expect(expected.length, 'English-taught Masters courses in Beijing').toBeGreaterThan(0);
    for (const x of expected) expect(byDegree.html).toContain(String(x.title));

    const clamped = await page('/programs?per_page=5000&page=-3&sort=bogus');
    expect(clamped.status).toBe(200);
    const none = await page('/programs?key=zzzzqqqqxxxx');
    expect(none.status).toBe(200);
    expect(none.html).toContain('No courses match');
    expect(none.html).toContain('Clear filters');
    const unknown = await page('/programs?program_id=abc&intake=never');
    expect(unknown.status).toBe(200);
    expect(unknown.html).toContain('No courses match');
  });

  it('/search?key=: the heading names what it lists (universities and courses), each section with its count', async () => {
    const { status, html } = await page('/search?key=tsinghua');
    expect(status).toBe(200);
    const h1 = html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1] ?? '';
    expect(h1).toMatch(/universities/i);
    expect(h1).toMatch(/courses/i);
    expect(html).toContain('Search result for “tsinghua”');
    expect(html).toContain('Tsinghua University');
    expect(html).toMatch(/<h3 id="search-universities"[^>]*>Universities \(\d+\)<\/h3>/);
    expect(html).toMatch(/<h3 id="search-courses"[^>]*>Courses \(\d[\d,]*\+?\)<\/h3>/);
  });

  it('/scholarships and the content pages', async () => {
    const s = await page('/scholarships');
    expect(s.status).toBe(200);
    expect(s.html).toMatch(/\d+%/);
    for (const [path, text] of [
      ['/howitworks', 'How it works'],
      ['/needhelp', 'Frequently asked questions'],
      ['/terms', 'England and Wales'],
      ['/privacy', 'UK General Data Protection Regulation'],
    ]) {
      const p = await page(path);
      expect(p.status, path).toBe(200);
      expect(p.html, path).toContain(text);
    }
  });
});

describe('seed path forms and hidden records', () => {
  it('each seed path form answers 308 to its canonical page', async () => {
    const c = courses[0];
    const cases: [string, string][] = [
      ['/universitylist', '/universities'],
      [`/university?id=${thu.id}`, `/universities/${thu.slug}`],
      [`/university-programs?id=${thu.id}&name=Tsinghua%20University`, `/universities/${thu.slug}/courses`],
      ['/universityCitylist?name=Beijing', '/cities/beijing'],
      [`/course?id=${c.id}`, `/courses/${c.slug}`],
    ];
    for (const [from, to] of cases) {
      const res = await fetch(baseUrl + from, { redirect: 'manual' });
      expect(res.status, from).toBe(308);
      expect(new URL(res.headers.get('location') ?? '', baseUrl).pathname + new URL(res.headers.get('location') ?? '', baseUrl).search, from).toBe(to);
    }
  });

  it('unknown slugs and the seeded disabled university, course and city answer 404', async () => {
    const disabledCourse = 'disabled-demo-course';
    for (const path of [
      '/universities/no-such-university',
      '/universities/disabled-demo-university',
      '/universities/disabled-demo-university/courses',
      '/cities/no-such-city',
      '/cities/disabled-demo-city',
      '/courses/no-such-course',
      '/university?id=99999999',
      '/university?id=abc',
      '/university-programs?id=99999999',
      '/universityCitylist?name=Disabled%20Demo%20City',
      '/universityCitylist?name=Atlantis',
      '/course?id=99999999',
    ]) {
      const res = await fetch(baseUrl + path, { redirect: 'manual' });
      expect(res.status, path).toBe(404);
    }
    // The disabled course's slug ends with "disabled-demo-course" (prefixed by its university's code).
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(sitemap).not.toContain(disabledCourse);
    // Its id is one the public list lacks: every such id answers 404 on the seed path form.
    const ids = new Set(courses.map((x) => Number(x.id)));
    const hidden = Array.from({ length: Math.max(...ids) + 3 }, (_, i) => i + 1).filter((id) => !ids.has(id));
    expect(hidden.length).toBeGreaterThan(0);
    for (const id of hidden) expect((await fetch(`${baseUrl}/course?id=${id}`, { redirect: 'manual' })).status, `course ${id}`).toBe(404);
  });

  it('hidden records appear in no list or search', async () => {
    for (const path of ['/', '/universities', '/programs?per_page=60', '/search?key=disabled', '/programs?key=disabled', '/scholarships']) {
      const { html } = await page(path);
      expect(html, path).not.toContain('Disabled Demo');
    }
  });
});

describe('sitemap.xml, robots.txt and structured data', () => {
  it('the sitemap lists every public university, city, course and degree page, and nothing hidden', async () => {
    const res = await fetch(`${baseUrl}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/xml/);
    const xml = await res.text();
    expect(xml).toContain('<urlset');
    const locs = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&')));
    expect([universities.length, cities.length, courses.length].every((n) => n > 0), 'universities, cities and courses to look for').toBe(true);
    for (const u of universities) expect(locs.has(`${baseUrl}/universities/${u.slug}`), String(u.slug)).toBe(true);
    for (const c of cities) expect(locs.has(`${baseUrl}/cities/${c.slug}`), String(c.slug)).toBe(true);
    for (const c of courses) expect(locs.has(`${baseUrl}/courses/${c.slug}`), String(c.slug)).toBe(true);
    const degrees = await json('/api/web/degree');
    expect(degrees.length).toBeGreaterThan(0);
    for (const d of degrees) expect(locs.has(`${baseUrl}/programs?program_id=${d.id}`)).toBe(true);
    expect(xml).not.toContain('disabled-demo');
  });

  it('every sitemap entry names the same page in every language (hreflang alternates, English as x-default)', async () => {
    const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(entry)![1].replace(/&amp;/g, '&');
      const path = loc.slice(baseUrl.length);
      const alternates = Object.fromEntries([...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2].replace(/&amp;/g, '&')]));
      expect(alternates, loc).toEqual({
        en: loc,
        'zh-Hans': `${baseUrl}${path === '/' ? '/zh' : `/zh${path}`}`,
        fr: `${baseUrl}${path === '/' ? '/fr' : `/fr${path}`}`,
        ar: `${baseUrl}${path === '/' ? '/ar' : `/ar${path}`}`,
        ru: `${baseUrl}${path === '/' ? '/ru' : `/ru${path}`}`,
        'x-default': loc,
      });
    }
    // Each alternate is a page that answers, in its language, and names the same alternates.
    const sample = `${baseUrl}/fr/universities/${thu.slug}`;
    const res = await fetch(sample);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="fr" dir="ltr"');
    expect(html).toContain(`<link rel="canonical" href="${sample}"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="ar" href="${baseUrl}/ar/universities/${thu.slug}"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${baseUrl}/universities/${thu.slug}"/>`);
  });

  it('robots.txt keeps dashboards and the API out and points at the sitemap', async () => {
    const text = await (await fetch(`${baseUrl}/robots.txt`)).text();
    for (const path of ['/api/', '/admin', '/student', '/employer', '/candidate']) expect(text).toContain(`Disallow: ${path}`);
    expect(text).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });

  it('a university page carries CollegeOrUniversity and BreadcrumbList JSON-LD', async () => {
    const ld = jsonLd((await page(`/universities/${thu.slug}`)).html);
    const org = ld.find((o) => o['@type'] === 'CollegeOrUniversity') as Json;
    expect(org).toMatchObject({ name: 'Tsinghua University', url: `${baseUrl}/universities/${thu.slug}`, foundingDate: '1911' });
    expect(String(org.logo)).toMatch(new RegExp(`^${baseUrl}/image/university/`));
    expect(org.address).toMatchObject({ '@type': 'PostalAddress', addressLocality: 'Beijing', addressRegion: 'Beijing', addressCountry: 'CN' });
    const crumbs = ld.find((o) => o['@type'] === 'BreadcrumbList') as Json;
    expect((crumbs.itemListElement as Json[]).map((i) => i.name)).toEqual(['Home', 'Universities', 'Tsinghua University']);
  });

  it('a course page carries Course JSON-LD (provider, offers, hasCourseInstance, credential) and BreadcrumbList', async () => {
    const c = courses[0];
    const ld = jsonLd((await page(`/courses/${c.slug}`)).html);
    const course = ld.find((o) => o['@type'] === 'Course') as Json;
    expect(course).toMatchObject({ name: c.title, description: expect.any(String), educationalCredentialAwarded: expect.any(String) });
    expect(course.provider).toMatchObject({ '@type': 'CollegeOrUniversity', name: (c.university as Json).name, url: `${baseUrl}/universities/${(c.university as Json).slug}` });
    const offer = (course.offers as Json[])[0];
    expect(offer).toMatchObject({ '@type': 'Offer', category: 'Paid', price: c.fee, priceCurrency: 'CNY' });
    const instance = (course.hasCourseInstance as Json[])[0];
    expect(instance).toMatchObject({ '@type': 'CourseInstance', courseMode: 'Onsite', inLanguage: expect.stringMatching(/^(en|zh)$/) });
    expect(instance.courseWorkload ?? instance.courseSchedule).toBeTruthy();
    const crumbs = ld.find((o) => o['@type'] === 'BreadcrumbList') as Json;
    expect((crumbs.itemListElement as Json[]).at(-1)).toMatchObject({ name: c.title, item: `${baseUrl}/courses/${c.slug}` });
  });
});

describe('POST /api/admin/university/{id} (_method=PUT) and the run-time cache', () => {
  it('answers 401 to a visitor and 403 to a student', async () => {
    const body = new URLSearchParams({ _method: 'PUT', name: 'Nope' });
    expect((await fetch(`${baseUrl}/api/admin/university/${thu.id}`, { method: 'POST', body })).status).toBe(401);
    const token = await apiToken(baseUrl, demoAccounts.student, DEMO_PASSWORD);
    const res = await fetch(`${baseUrl}/api/admin/university/${thu.id}`, { method: 'POST', body, headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(403);
  });

  // The university it renames is its own, in a city of its own, made in the server's database and
  // removed afterwards: no other test sees a shared record change under it. The server's database
  // is reachable on Postgres (CI always runs this); the embedded one belongs to the server alone.
  it.runIf(!!databaseUrl)('as the demo admin: renames a university, and its public page shows the new name on the next request', async () => {
    const handle = openPostgres(databaseUrl, 2);
    const tag = `rename-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    // Ids far above the seeded ones and names that sort last, so that while it exists (a few
    // seconds) it is never inside a range or first page another file checks.
    const farId = 1_900_000_000 + Math.floor(Math.random() * 100_000_000);
    const [province] = await handle.db.insert(provinces).values({ id: farId, name: `Zz Province ${tag}`, slug: `${tag}-province` }).returning({ id: provinces.id });
    const [city] = await handle.db
      .insert(citiesTable)
      .values({ id: farId, name: `Zz City ${tag}`, slug: `${tag}-city`, code: farId, provinceId: province.id })
      .returning({ id: citiesTable.id });
    const original = `Zz Renaming Test University ${tag}`;
    const [created] = await handle.db
      .insert(universitiesTable)
      .values({ id: farId, name: original, slug: tag, code: tag.toUpperCase(), cityId: city.id, introduction: 'A university made by this test.' })
      .returning({ id: universitiesTable.id });
    const target = { id: created.id, slug: tag };
    const renamed = `${original} (renamed)`;
    const token = await apiToken(baseUrl, demoAccounts.admin, DEMO_PASSWORD);
    const auth = { authorization: `Bearer ${token}` };
    try {
      // Made outside the app: the proxy's index of public slugs sees it within seconds.
      await expect.poll(async () => (await page(`/universities/${target.slug}`)).status, { timeout: 10_000, interval: 500 }).toBe(200);
      const before = await page(`/universities/${target.slug}`);
      expect(before.status).toBe(200);
      expect(before.html).toContain(original);
      expect(before.html).not.toContain(renamed);

      const form = new FormData();
      form.append('_method', 'PUT');
      form.append('name', renamed);
      const res = await fetch(`${baseUrl}/api/admin/university/${target.id}`, { method: 'POST', body: form, headers: auth });
      expect(res.status).toBe(200);
      const answer = (await res.json()) as { message: string; data: Json };
      expect(answer.message).toBe('University updated successfully');
      expect(answer.data).toMatchObject({ id: target.id, name: renamed, status: 1 });

      const after = await page(`/universities/${target.slug}`);
      expect(after.html).toContain(renamed);
      expect((await json<Json>(`/api/web/university/${target.id}`)).name).toBe(renamed);
      const list = await page(`/universities?city=${tag}-city`);
      expect(list.html).toContain(renamed);

      const bad = await fetch(`${baseUrl}/api/admin/university/${target.id}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ _method: 'PUT', founded_at: 'abc', email: 'not-an-email' }),
      });
      expect(bad.status).toBe(422);
      const errors = ((await bad.json()) as { errors: Record<string, string[]> }).errors;
      expect(Object.keys(errors).sort()).toEqual(['email', 'founded_at']);
      expect((await fetch(`${baseUrl}/api/admin/university/99999999`, { method: 'POST', headers: auth, body: new URLSearchParams({ _method: 'PUT', name: 'x' }) })).status).toBe(404);
    } finally {
      // Hidden through the app first, so the caches that held it expire, then removed.
      await fetch(`${baseUrl}/api/admin/university/${target.id}`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ status: 0 }) });
      await handle.db.delete(universitiesTable).where(eq(universitiesTable.id, created.id));
      await handle.db.delete(citiesTable).where(eq(citiesTable.id, city.id));
      await handle.db.delete(provinces).where(eq(provinces.id, province.id));
      await handle.close();
    }
    expect((await page(`/universities/${target.slug}`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/api/web/university/${target.id}`)).status).toBe(404);
  });
});
