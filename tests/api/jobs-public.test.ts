import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres, type DbHandle } from '@/db';
import { companyProfiles, jobs, users } from '@/db/schema';
import { apiToken, DEMO_PASSWORD, demoAccounts } from '../helpers/auth';

/**
 * The public job pages over HTTP (issue 16, part 1, item 3): /jobs, a category, a job page; cached
 * (x-nextjs-cache: HIT on the second request), unknown, unapproved and expired jobs answer 404 with
 * the not-found page in the HTML, JobPosting JSON-LD, the sitemap, the seed's /job-category form.
 */
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');

const decode = (html: string) => html.replace(/<!-- -->/g, '').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(baseUrl + path, { redirect: 'manual', headers });
  return { status: res.status, cache: res.headers.get('x-nextjs-cache'), html: decode(await res.text()), headers: res.headers };
}

/** Asks until the second of two answers comes from the cache (other files may expire lists meanwhile). */
async function secondIsHit(path: string) {
  let second: Awaited<ReturnType<typeof get>> | undefined;
  for (let attempt = 0; attempt < 3; attempt++) {
    expect((await get(path)).status, path).toBe(200);
    second = await get(path);
    expect(second.status, path).toBe(200);
    if (second.cache === 'HIT') break;
  }
  expect(second!.cache, `${path}: x-nextjs-cache`).toBe('HIT');
  return second!;
}

function jsonLdOf(html: string, type: string): Record<string, unknown> {
  for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(m[1]) as Record<string, unknown>;
    if (data['@type'] === type) return data;
  }
  throw new Error(`no ${type} JSON-LD in the page`);
}

describe('public job pages', () => {
  let demoJob = '';
  beforeAll(async () => {
    // A demo job (the seed's own, never changed by a test).
    const list = (await (await fetch(`${baseUrl}/api/anonymous/job-list/?q=Accounts%20Assistant`)).json()) as { results: { uuid: string }[] };
    demoJob = list.results[0].uuid;
  });

  it('/jobs, a category and a job page answer 200 and HIT on their second request', async () => {
    for (const path of ['/jobs', '/jobs?page=2', '/jobs/category/44', `/jobs/${demoJob}`]) await secondIsHit(path);
  });

  it('searches and filters render per request, in the URL, and show the matching jobs', async () => {
    const all = await get('/jobs');
    expect(all.html).toContain('Find a job');
    expect(all.html).toMatch(/<form[^>]*action="\/jobs"[^>]*method="get"/);
    const search = await get('/jobs?q=accounts&where=rochester');
    expect(search.status).toBe(200);
    expect(search.cache).toBeNull();
    expect(search.html).toContain('Accounts Assistant');
    expect(search.html).toContain('<meta name="robots" content="noindex, follow"/>');
    const none = await get('/jobs?q=zz-no-such-job-anywhere');
    expect(none.status).toBe(200);
    expect(none.html).toContain('No jobs match your search');
    // A page past the end renders the last page (with jobs on it).
    const past = await get('/jobs?per_page=10&page=400');
    expect(past.status).toBe(200);
    expect(past.html).toMatch(/href="\/jobs\/[0-9a-f-]{36}"/);
    expect(past.html).toMatch(/aria-current="page"[^>]*>\d+</);
  });

  it('a job page shows its facts, salary in pounds, the apply explanation and never the age range', async () => {
    const { html } = await get(`/jobs/${demoJob}`);
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).toMatch(/£[\d,]+/);
    expect(html).toContain('Apply for this job');
    expect(html).toContain('You can apply directly on Zhiyuan');
    expect(html).toMatch(new RegExp(`href="/candidate/jobs/${demoJob}/apply"`));
    expect(html).toContain('href="/register?role=candidate"');
    expect(html).toContain(`/api/jobs/${demoJob}/view`);
    // What the page shows (its scripts carry the form messages' words, "Age range" among them).
    expect(html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')).not.toMatch(/\bAge\b/);
  });

  it('a job page carries JobPosting JSON-LD with every required and recommended property', async () => {
    const { html } = await get(`/jobs/${demoJob}`);
    const ld = jsonLdOf(html, 'JobPosting');
    for (const key of ['title', 'description', 'datePosted', 'validThrough', 'employmentType', 'hiringOrganization', 'jobLocation', 'baseSalary', 'identifier', 'directApply']) {
      expect(ld, key).toHaveProperty(key);
    }
    expect(ld.directApply).toBe(true);
    expect(['FULL_TIME', 'PART_TIME', 'CONTRACTOR']).toContain(ld.employmentType);
    const org = ld.hiringOrganization as Record<string, unknown>;
    expect(org.name).toEqual(expect.any(String));
    expect(org.sameAs).toMatch(/^https?:\/\//);
    expect(org.logo).toMatch(/^https?:\/\/.+/);
    const address = (ld.jobLocation as { address: Record<string, unknown> }).address;
    expect(address['@type']).toBe('PostalAddress');
    expect(address.addressLocality).toEqual(expect.any(String));
    expect(address.addressCountry).toEqual(expect.any(String));
    const salary = ld.baseSalary as { currency: string; value: Record<string, unknown> };
    expect(salary.currency).toBe('GBP');
    expect(salary.value['@type']).toBe('QuantitativeValue');
    expect(['HOUR', 'MONTH', 'YEAR']).toContain(salary.value.unitText);
    expect((ld.identifier as Record<string, unknown>)['@type']).toBe('PropertyValue');
    expect(new Date(String(ld.datePosted)).getTime()).not.toBeNaN();
  });

  it('unknown jobs and categories answer 404 with the not-found page in the HTML', async () => {
    for (const path of ['/jobs/00000000-0000-4000-8000-000000000000', '/jobs/not-a-uuid', '/jobs/category/999999', '/jobs/category/abc', '/jobs/category', '/internal/jobs/1']) {
      const { status, html } = await get(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain('We could not find that page');
    }
  });

  it('the seed form /job-category?cart_id=&cart_name= answers 308 to the category page', async () => {
    const res = await get('/job-category?cart_id=45&cart_name=Health%20and%20Care');
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toMatch(/\/jobs\/category\/45$/);
    const bare = await get('/job-category');
    expect(bare.status).toBe(308);
    expect(bare.headers.get('location')).toMatch(/\/jobs$/);
  });

  it('the view beacon answers 204 and counts', async () => {
    const res = await fetch(`${baseUrl}/api/jobs/${demoJob}/view`, { method: 'POST' });
    expect(res.status).toBe(204);
    expect((await fetch(`${baseUrl}/api/jobs/not-a-uuid/view`, { method: 'POST' })).status).toBe(204);
  });
});

// Jobs made in the server's database by this test (an employer of its own), removed afterwards.
describe.runIf(!!databaseUrl)('approval and expiry decide what is public', () => {
  let handle: DbHandle;
  let employerId = 0;
  const made: Record<string, string> = {};
  const tag = `pj${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    handle = openPostgres(databaseUrl, 2);
    const [user] = await handle.db.insert(users).values({ email: `${tag}@example.test`, passwordHash: 'x', role: 'employer', name: 'Jobs Test Employer' }).returning({ id: users.id });
    employerId = user.id;
    const [profile] = await handle.db.insert(companyProfiles).values({ userId: user.id, orgName: `Zz Test Company ${tag}`, city: 'Maidstone', country: 'United Kingdom', website: 'https://zz.example' }).returning({ id: companyProfiles.id });
    const base = { employerId: user.id, companyProfileId: profile.id, categoryId: 47, city: 'Maidstone', postcode: 'ME14 1XX', jobNature: 'fulltime' as const, salaryType: 'yearly' as const, salaryMinMinor: 3_000_000, salaryMaxMinor: 3_500_000, expireDate: '2099-01-31' };
    const rows = await handle.db
      .insert(jobs)
      .values([
        { ...base, title: `Zz Approved Developer ${tag}`, status: 'approved', approvedAt: new Date() },
        { ...base, title: `Zz Reviewing Developer ${tag}`, status: 'reviewing' },
        { ...base, title: `Zz Expired Developer ${tag}`, status: 'approved', approvedAt: new Date(Date.now() - 30 * 86_400_000), expireDate: yesterday },
      ])
      .returning({ uuid: jobs.uuid, title: jobs.title });
    for (const r of rows) made[r.title.split(' ')[1].toLowerCase()] = r.uuid;
  });

  afterAll(async () => {
    await handle.db.delete(jobs).where(eq(jobs.employerId, employerId));
    await handle.db.delete(companyProfiles).where(eq(companyProfiles.userId, employerId));
    await handle.db.delete(users).where(eq(users.id, employerId));
    await handle.close();
  });

  it('an approved job made outside the app is public within seconds; reviewing and expired ones are 404', async () => {
    await expect.poll(async () => (await get(`/jobs/${made.approved}`)).status, { timeout: 10_000, interval: 500 }).toBe(200);
    expect((await secondIsHit(`/jobs/${made.approved}`)).html).toContain(`Zz Approved Developer ${tag}`);
    for (const key of ['reviewing', 'expired']) {
      const { status, html } = await get(`/jobs/${made[key]}`);
      expect(status, key).toBe(404);
      expect(html, key).toContain('We could not find that page');
    }
    const search = await get(`/jobs?q=${tag}`);
    expect(search.html).toContain(`Zz Approved Developer ${tag}`);
    expect(search.html).not.toContain(`Zz Reviewing Developer ${tag}`);
    expect(search.html).not.toContain(`Zz Expired Developer ${tag}`);
  });

  it('the sitemap lists the approved job at once, and not the reviewing or expired ones', async () => {
    const xml = (await get('/sitemap.xml')).html;
    expect(xml).toContain(`/jobs/${made.approved}</loc>`);
    expect(xml).toContain(`${baseUrl}/jobs</loc>`);
    expect(xml).not.toContain(made.reviewing);
    expect(xml).not.toContain(made.expired);
  });

  it('set back to review by an admin through the app: its page is 404 and the lists drop it on the next request', async (ctx) => {
    const auth = { authorization: `Bearer ${await apiToken(baseUrl, demoAccounts.admin, DEMO_PASSWORD)}`, 'content-type': 'application/json' };
    const probe = await fetch(`${baseUrl}/api/app_admin/jobpost/update/${made.approved}/`, { method: 'PUT', headers: auth, body: JSON.stringify({ status: 'reviewing' }) });
    // The moderation endpoint comes with the back office's part of the job board.
    if (probe.status === 404 || probe.status === 405) ctx.skip();
    expect(probe.status).toBe(200);
    expect((await get(`/jobs/${made.approved}`)).status).toBe(404);
    expect((await get('/jobs')).html).not.toContain(`Zz Approved Developer ${tag}`);
    expect((await get('/jobs/category/47')).html).not.toContain(`Zz Approved Developer ${tag}`);
    expect((await get('/sitemap.xml')).html).not.toContain(made.approved);
    // Approved again: back on the next request.
    const back = await fetch(`${baseUrl}/api/app_admin/jobpost/update/${made.approved}/`, { method: 'PUT', headers: auth, body: JSON.stringify({ status: 'approved' }) });
    expect(back.status).toBe(200);
    expect((await get(`/jobs/${made.approved}`)).status).toBe(200);
    expect((await get('/jobs/category/47')).html).toContain(`Zz Approved Developer ${tag}`);
  });

  it('a job unapproved outside the app leaves its page once the index refreshes (at most a minute)', async () => {
    await handle.db.update(jobs).set({ status: 'rejected', rejectionReason: 'test' }).where(inArray(jobs.uuid, [made.approved]));
    await expect.poll(async () => (await get(`/jobs/${made.approved}`)).status, { timeout: 90_000, interval: 2000 }).toBe(404);
    expect((await get('/sitemap.xml')).html).not.toContain(made.approved);
  }, 120_000);
});
