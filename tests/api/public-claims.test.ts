import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from '@/db';
import { formatDate } from '@/components/catalogue/format';
import { FIGURE_MINIMUM, roundedFigure } from '@/lib/catalogue/home';
import { apiToken, DEMO_PASSWORD, demoAccounts } from '../helpers/auth';

/**
 * Issue 15: what the public pages claim is what the data says, on the seeded catalogue: the home
 * page's figures, the "Scholarship open" badges, the "Popular" chips and the university cards'
 * deadlines are each compared with their own query.
 */
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');

const decode = (html: string) =>
  html.replace(/<!-- -->/g, '').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

async function page(path: string): Promise<string> {
  const res = await fetch(baseUrl + path, { redirect: 'manual' });
  expect(res.status, path).toBe(200);
  return decode(await res.text());
}

type Handle = ReturnType<typeof openPostgres>;
let handle: Handle;
const rows = async <T,>(q: ReturnType<typeof sql>) => (await handle.db.execute(q)) as unknown as { rows: T[] };

/** Every university card of /universities (all pages): slug → its HTML. */
async function universityCards(): Promise<Map<string, string>> {
  const cards = new Map<string, string>();
  for (let p = 1; p <= 50; p++) {
    const html = await page(`/universities?per_page=60&page=${p}`);
    const before = cards.size;
    for (const card of html.split('<article').slice(1)) {
      const slug = /href="\/universities\/([a-z0-9-]+)"/.exec(card)?.[1];
      if (slug) cards.set(slug, card.slice(0, card.indexOf('</article>')));
    }
    // Past the end the list renders its last page again: nothing new, done.
    if (cards.size === before) break;
  }
  return cards;
}

/** Expires the catalogue's university lists (and the home page) through an admin write that changes nothing. */
async function expireUniversities() {
  const [u] = (await rows<{ id: number; name: string }>(sql`SELECT id, name FROM universities WHERE status ORDER BY id LIMIT 1`)).rows;
  const auth = { authorization: `Bearer ${await apiToken(baseUrl, demoAccounts.admin, DEMO_PASSWORD)}` };
  const res = await fetch(`${baseUrl}/api/admin/university/${u.id}`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ name: u.name }),
  });
  expect(res.status).toBe(200);
}

const publicUniversities = sql`FROM universities u LEFT JOIN cities ci ON ci.id = u.city_id WHERE u.status AND (ci.id IS NULL OR ci.status)`;

describe.runIf(!!databaseUrl)('the public pages claim what the data says', () => {
  beforeAll(() => {
    handle = openPostgres(databaseUrl, 2);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('every home-page figure equals its query, rounded down; the admissions figure is hidden below 100', async () => {
    // Other test files write at the same time: compare right after expiring, up to three tries.
    let last = '';
    for (let attempt = 0; attempt < 3; attempt++) {
      await expireUniversities();
      const html = await page('/');
      const [counts] = (
        await rows<{ universities: number; courses: number; applications: number }>(sql`SELECT
          (SELECT count(*)::int ${publicUniversities}) AS universities,
          (SELECT count(*)::int FROM courses c JOIN universities u ON u.id = c.university_id JOIN programs p ON p.id = c.program_id
             LEFT JOIN cities ci ON ci.id = u.city_id WHERE c.status AND p.status AND u.status AND (ci.id IS NULL OR ci.status)) AS courses,
          (SELECT count(*)::int FROM applications WHERE submitted_at IS NOT NULL) AS applications`)
      ).rows;
      const shown = new Map([...html.matchAll(/data-home-figure="(\w+)"[^>]*><p[^>]*>([^<]+)<\/p>/g)].map((m) => [m[1], m[2]]));
      const expected = new Map(
        (['applications', 'universities', 'courses'] as const).filter((k) => counts[k] >= FIGURE_MINIMUM[k]).map((k) => [k, roundedFigure(counts[k])]),
      );
      last = JSON.stringify({ shown: [...shown], expected: [...expected], counts });
      if (JSON.stringify([...shown].sort()) === JSON.stringify([...expected].sort())) break;
    }
    const { shown, expected, counts } = JSON.parse(last) as { shown: [string, string][]; expected: [string, string][]; counts: Record<string, number> };
    expect(shown.sort()).toEqual(expected.sort());
    expect(counts.universities).toBeGreaterThan(0);
    expect(shown.some(([k]) => k === 'universities')).toBe(true);
    const html = await page('/');
    expect(html).not.toContain('20K+');
    expect(html).not.toContain('100+</p>');
  });

  it('the home page\'s scholarship promise is the highest live offer (as /scholarships lists them), not fixed text', async () => {
    let last = '';
    for (let attempt = 0; attempt < 3; attempt++) {
      await expireUniversities();
      const html = await page('/');
      const [{ top }] = (
        await rows<{ top: number | null }>(sql`SELECT max(o.percent)::int AS top
          FROM scholarship_offers o JOIN universities u ON u.id = o.university_id LEFT JOIN programs p ON p.id = o.program_id
          LEFT JOIN cities ci ON ci.id = u.city_id
          WHERE o.status AND (o.program_id IS NULL OR p.status) AND u.status AND (ci.id IS NULL OR ci.status)`)
      ).rows;
      const shown = /data-top-offer="(\d+)">([^<]+)</.exec(html);
      last = JSON.stringify({ top, shown: shown?.slice(1) });
      if (shown && Number(shown[1]) === (top ?? 0)) {
        expect(shown[2]).toBe(top ? `Scholarships up to ${top}% of tuition` : 'Scholarships');
        return;
      }
    }
    throw new Error(`the promise differs from the offers: ${last}`);
  });

  it('the sitemap lists the About page', async () => {
    const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${baseUrl}/about</loc>`);
  });

  it('the figures round down and never invent', () => {
    expect(roundedFigure(45)).toBe('40+');
    expect(roundedFigure(40)).toBe('40');
    expect(roundedFigure(1234)).toBe('1,000+');
    expect(roundedFigure(7)).toBe('7');
  });

  it('every "Scholarship open" university has a live offer, listed on its tab and on /scholarships; the filter agrees', async () => {
    const cards = await universityCards();
    expect(cards.size).toBeGreaterThan(0);
    const open = [...cards].filter(([, html]) => html.includes('Scholarship open')).map(([slug]) => slug);
    const { rows: live } = await rows<{ slug: string; name: string; title: string }>(sql`SELECT u.slug, u.name, o.title
      FROM scholarship_offers o JOIN universities u ON u.id = o.university_id LEFT JOIN programs p ON p.id = o.program_id
      WHERE o.status AND (o.program_id IS NULL OR p.status) AND u.scholarship_open`);
    const withOffer = new Set(live.map((r) => r.slug));
    const flagged = (await rows<{ slug: string }>(sql`SELECT u.slug ${publicUniversities} AND u.scholarship_open`)).rows.map((r) => r.slug);
    // The badge: exactly the flagged universities with a live offer.
    expect(open.sort()).toEqual(flagged.filter((s) => withOffer.has(s)).sort());
    expect(open.length, 'the demo has universities with an open scholarship').toBeGreaterThan(0);
    const scholarships = await page('/scholarships');
    for (const slug of open) {
      const tab = await page(`/universities/${slug}?tab=scholarship`);
      const offer = live.find((r) => r.slug === slug)!;
      expect(tab, slug).toContain('Scholarship applications are open at this university.');
      expect(tab, slug).toContain(offer.title);
      expect(scholarships, slug).toContain(offer.name);
    }
    const filtered = await page('/universities?scholarship=1&per_page=60');
    const filteredSlugs = new Set([...filtered.split('<article').slice(1)].map((c) => /href="\/universities\/([a-z0-9-]+)"/.exec(c)?.[1]));
    expect(filteredSlugs.size, 'the scholarship filter shows universities').toBeGreaterThan(0);
    for (const slug of filteredSlugs) expect(open, `filter: ${slug}`).toContain(slug);
  });

  it('every popular chip on the home page returns at least one course', async () => {
    const home = await page('/');
    const chips = [...home.matchAll(/<a\b(?=[^>]*data-popular-chip)[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(chips.length).toBeGreaterThanOrEqual(3);
    for (const href of chips) {
      const html = await page(href);
      const found = /(\d[\d,]*) courses? found|(\d[\d,]*) (?:courses|course)\b/.exec(html);
      expect(html, href).not.toContain('No courses match');
      expect(html.match(/href="\/courses\/[a-z0-9-]+"/g)?.length ?? 0, `${href}: ${found?.[0]}`).toBeGreaterThan(0);
    }
  });

  it("each university card's deadline is the earliest open deadline among its public courses", async () => {
    const cards = await universityCards();
    const { rows: next } = await rows<{ slug: string; deadline: string | null; open: boolean }>(sql`SELECT u.slug,
        (SELECT min(coalesce(c.deadline, u.deadline))::text FROM courses c JOIN programs p ON p.id = c.program_id
          WHERE c.university_id = u.id AND c.status AND p.status
            AND (coalesce(c.deadline, u.deadline) IS NULL OR coalesce(c.deadline, u.deadline) >= (now() AT TIME ZONE 'Asia/Shanghai')::date)) AS deadline,
        EXISTS (SELECT 1 FROM courses c JOIN programs p ON p.id = c.program_id
          WHERE c.university_id = u.id AND c.status AND p.status
            AND (coalesce(c.deadline, u.deadline) IS NULL OR coalesce(c.deadline, u.deadline) >= (now() AT TIME ZONE 'Asia/Shanghai')::date)) AS open
      ${publicUniversities}`);
    let checked = 0;
    for (const r of next) {
      const card = cards.get(r.slug);
      if (!card) continue;
      checked++;
      const shown = /Deadline ([^<]+)</.exec(card)?.[1] ?? null;
      expect(shown, r.slug).toBe(r.deadline ? formatDate(r.deadline) : null);
      expect(card.includes('No open intake'), r.slug).toBe(!r.open);
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('honest labels and a search that finds', () => {
  it('a page past the end renders the last page, never "Page 20 of 19"', async () => {
    const first = await page('/programs');
    const m = /Page 1 of (\d+)/.exec(first);
    expect(m).not.toBeNull();
    const last = Number(m![1]);
    const past = await page(`/programs?page=${last + 5}`);
    expect(past).toContain(`Page ${last} of ${last}`);
    expect(past).not.toContain(`Page ${last + 5} of`);
    expect(past.match(/href="\/courses\/[a-z0-9-]+"/g)?.length ?? 0).toBeGreaterThan(0);
    const unis = await page('/universities?page=999');
    expect(unis).not.toContain('past the end');
    expect(unis.match(/<article/g)?.length ?? 0).toBeGreaterThan(0);
  });

  it('the spelling hint only with a keyword', async () => {
    const filtersOnly = await page('/universities?city=atlantis');
    expect(filtersOnly).toContain('No universities match');
    expect(filtersOnly).not.toContain('Check the spelling');
    const keyword = await page('/universities?key=zzzzqqqqxxxx');
    expect(keyword).toContain('Check the spelling');
  });

  it('/search shows the matching universities and the matching courses', async () => {
    const html = await page('/search?key=medicine');
    expect(html).toMatch(/Search result for “medicine”: [\d,]+ universit(y|ies), [\d,]+\+? courses?/);
    expect(html).toContain('id="search-courses"');
    expect(html.match(/href="\/courses\/[a-z0-9-]+"/g)?.length ?? 0).toBeGreaterThan(0);
    const none = await page('/search?key=zzzzqqqqxxxx');
    expect(none).toContain('Nothing matches');
    expect(none).toContain('Popular searches');
  });

  it('no space before the comma in "City, Province"', async () => {
    const home = await page('/');
    const slug = /href="\/universities\/([a-z0-9-]+)"/.exec(home)![1];
    const html = await page(`/universities/${slug}`);
    expect(html).not.toMatch(/<\/a>\s+,/);
  });
});

describe('trust basics', () => {
  it.runIf(!!databaseUrl)('About, terms and privacy name one legal entity and one jurisdiction (the site settings), marked as demo', async () => {
    const { defaultLegalFacts } = await import('@/lib/content/legal');
    const db = openPostgres(databaseUrl, 1);
    const stored = ((await db.db.execute(sql`SELECT value FROM site_settings WHERE key = 'legal'`)) as unknown as { rows: { value: { entity: string; jurisdiction: string } }[] }).rows[0]?.value;
    await db.close();
    const legalFacts = stored ?? defaultLegalFacts;
    for (const path of ['/about', '/terms', '/privacy']) {
      const html = await page(path);
      expect(html, path).toContain(legalFacts.entity);
      expect(html, path).toContain(legalFacts.jurisdiction);
    }
    const about = await page('/about');
    for (const text of ['How we earn our money', 'Talk to a person', 'Registered office', 'Demo:']) expect(about, text).toContain(text);
    expect(await page('/')).toContain('href="/about"');
  });

  it('/account-deleted confirms a deletion; /admin leads to the admin dashboard or its login', async () => {
    expect(await page('/account-deleted')).toContain('Your account has been deleted');
    const admin = await fetch(`${baseUrl}/admin`, { redirect: 'manual' });
    expect([301, 307, 308]).toContain(admin.status);
    expect(admin.headers.get('location')).toMatch(/\/admin\/dashboard$/);
  });
});
