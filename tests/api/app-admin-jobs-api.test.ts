import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from '@/db';
import { jobCategories, jobs, users } from '@/db/schema';
import { apiToken, DEMO_PASSWORD, demoAccounts } from '../helpers/auth';

/**
 * The job side's back-office calls and the anonymous direct-hire call over HTTP: who may call
 * (401 for a visitor, 403 for another role), the list envelope `{ count, next, previous, results }`
 * with real pages, both path forms (with and without the trailing slash, never a redirect),
 * creates answering 201 with the record, and 400 `{ field: [message] }` (an eleventh skill).
 */
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
type Json = Record<string, unknown>;

let admin: Record<string, string>;
let employer: Record<string, string>;
let student: Record<string, string>;

beforeAll(async () => {
  admin = { authorization: `Bearer ${await apiToken(baseUrl, demoAccounts.admin, DEMO_PASSWORD)}` };
  employer = { authorization: `Bearer ${await apiToken(baseUrl, demoAccounts.employer, DEMO_PASSWORD)}` };
  student = { authorization: `Bearer ${await apiToken(baseUrl, demoAccounts.student, DEMO_PASSWORD)}` };
});

const tag = () => crypto.randomUUID().slice(0, 8);
const call = (method: string, path: string, init: { headers?: Record<string, string>; json?: unknown } = {}) =>
  fetch(`${baseUrl}${path}`, {
    method,
    redirect: 'manual',
    headers: { ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  });

async function firstCategoryId(): Promise<number> {
  const list = (await (await call('GET', '/api/anonymous/job-category/')).json()) as { id: number }[];
  return list[0].id;
}

const adminOnly: [string, string, unknown?][] = [
  ['GET', '/api/app_admin/jobList/'],
  ['PUT', `/api/app_admin/jobpost/update/${crypto.randomUUID()}/`, { status: 'approved' }],
  ['GET', '/api/app_admin/job-category/'],
  ['POST', '/api/app_admin/job-category/', { code: 'NOPE', cat_name: 'Nope' }],
  ['GET', '/api/app_admin/org-type/'],
  ['POST', '/api/app_admin/org-type/', { code: 'NOPE', org_type: 'Nope' }],
  ['GET', '/api/app_admin/direct_hire/'],
];

describe('who may call the admin job endpoints', () => {
  it.each(adminOnly)('%s %s: 401 for a visitor, 403 for an employer and a student', async (method, path, json) => {
    for (const p of [path, path.replace(/\/$/, '')]) {
      const visitor = await call(method, p, { json });
      expect(visitor.status, p).toBe(401);
      expect(await visitor.json()).toMatchObject({ message: expect.any(String), detail: expect.any(String) });
      expect((await call(method, p, { headers: employer, json })).status, p).toBe(403);
      expect((await call(method, p, { headers: student, json })).status, p).toBe(403);
    }
  });
});

describe('lists: the envelope, real pages, both path forms', () => {
  it.each(['/api/app_admin/jobList', '/api/app_admin/job-category', '/api/app_admin/org-type', '/api/app_admin/direct_hire'])('GET %s and %s/', async (path) => {
    for (const p of [path, `${path}/`]) {
      const res = await call('GET', p, { headers: admin });
      expect(res.status, p).toBe(200);
      const body = (await res.json()) as Json;
      expect(Object.keys(body).sort()).toEqual(['count', 'next', 'previous', 'results']);
      expect(body.count).toEqual(expect.any(Number));
      expect(Array.isArray(body.results)).toBe(true);
      expect(body.previous).toBeNull();
    }
  });

  it('GET app_admin/jobList/?page=2: the second real page (10 per page), links both ways', async () => {
    const first = (await (await call('GET', '/api/app_admin/jobList/?page_size=10', { headers: admin })).json()) as { count: number; next: string | null; results: Json[] };
    expect(first.count).toBeGreaterThan(10);
    expect(first.results).toHaveLength(10);
    expect(first.next).toContain('page=2');
    const res = await call('GET', '/api/app_admin/jobList/?page=2&page_size=10', { headers: admin });
    const second = (await res.json()) as { count: number; previous: string | null; results: Json[] };
    expect(second.count).toBe(first.count);
    expect(second.previous).toContain('page=1');
    expect(second.results.length).toBeGreaterThan(0);
    const ids = new Set(first.results.map((j) => j.uuid));
    expect(second.results.every((j) => !ids.has(j.uuid))).toBe(true);
    expect(second.results[0]).toMatchObject({ id: expect.any(Number), uuid: expect.any(String), job_title: expect.any(String), status: expect.any(String), category: { id: expect.any(Number), cat_name: expect.any(String) } });
  });

  it('per_page is at most 60 and defaults to 20', async () => {
    const def = (await (await call('GET', '/api/app_admin/jobList/', { headers: admin })).json()) as { count: number; results: unknown[] };
    expect(def.results).toHaveLength(Math.min(20, def.count));
    const big = (await (await call('GET', '/api/app_admin/jobList/?per_page=500', { headers: admin })).json()) as { count: number; results: unknown[] };
    expect(big.results).toHaveLength(Math.min(60, big.count));
  });
});

describe('job categories and employer types', () => {
  it('POST app_admin/job-category/: 201 with the record in the seed names; 400 per field; both path forms', async () => {
    const t = tag();
    const res = await call('POST', '/api/app_admin/job-category/', { headers: admin, json: { code: `C${t}`, cat_name: `Category ${t}` } });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: expect.any(Number), code: `C${t}`, cat_name: `Category ${t}`, created: expect.any(String), last_updated: expect.any(String) });
    const again = await call('POST', '/api/app_admin/job-category', { headers: admin, json: { code: `C${t}`, cat_name: 'Twin' } });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ code: ['This code is already used'] });
    // No twins: the same name in another case and spacing is refused on the seed's name field.
    const twin = await call('POST', '/api/app_admin/job-category/', { headers: admin, json: { code: `D${t}`, cat_name: ` category  ${t.toUpperCase()}` } });
    expect(twin.status).toBe(400);
    expect(await twin.json()).toEqual({ cat_name: ['Another job category already has this name'] });
    const empty = await call('POST', '/api/app_admin/job-category/', { headers: admin, json: {} });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ code: ['This field is required'], cat_name: ['This field is required'] });
    const listed = (await (await call('GET', `/api/app_admin/job-category/?search=C${t}`, { headers: admin })).json()) as { results: Json[] };
    expect(listed.results.map((r) => r.cat_name)).toEqual([`Category ${t}`]);
  });

  it('POST app_admin/org-type/: 201 with the record (code, org_type); 400 for a missing name', async () => {
    const t = tag();
    const res = await call('POST', '/api/app_admin/org-type', { headers: admin, json: { code: `O${t}`, org_type: `Charity ${t}` } });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: expect.any(Number), code: `O${t}`, org_type: `Charity ${t}`, created: expect.any(String), last_updated: expect.any(String) });
    const bad = await call('POST', '/api/app_admin/org-type/', { headers: admin, json: { code: `P${t}` } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ org_type: ['This field is required'] });
    const twin = await call('POST', '/api/app_admin/org-type/', { headers: admin, json: { code: `Q${t}`, org_type: `charity${t}` } });
    expect(twin.status).toBe(400);
    expect(await twin.json()).toEqual({ org_type: ['Another employer type already has this name'] });
  });
});

describe('direct hire', () => {
  const valid = async (t: string) => ({
    job_title: `Care assistant ${t}`,
    org_name: `Surrey Care ${t}`,
    job_category: await firstCategoryId(),
    position_no: 2,
    email: `hr-${t}@example.test`,
    city: 'Guildford',
    county: 'Surrey',
    salary_type: 'hourly',
    salary_range: [12, 14.5],
    working_hour_range: ['07:00', '15:00'],
    skill: ['Care', 'Driving'],
    experience: [1, 2],
  });

  it('POST anonymous/direct_hire/ (and without the slash): 201 with the record; found by the admin search', async () => {
    const t = tag();
    const res = await call('POST', '/api/anonymous/direct_hire/', { json: await valid(t) });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Json;
    expect(created).toMatchObject({ id: expect.any(Number), uuid: expect.any(String), job_title: `Care assistant ${t}`, org_name: `Surrey Care ${t}`, city: 'Guildford', salary_range: [12, 14.5], position_no: 2, skill: ['Care', 'Driving'], status: 'new' });
    const bare = await call('POST', '/api/anonymous/direct_hire', { json: await valid(`${t}b`) });
    expect(bare.status).toBe(201);

    for (const p of ['/api/app_admin/direct_hire/', '/api/app_admin/direct_hire']) {
      const found = (await (await call('GET', `${p}?search=${encodeURIComponent(`Care assistant ${t}`)}`, { headers: admin })).json()) as { count: number; results: Json[] };
      expect(found.results.map((r) => r.id)).toContain(created.id);
      expect(found.results[0]).toMatchObject({ job_title: expect.any(String), org_name: expect.any(String), city: 'Guildford', salary_range: [12, 14.5], position_no: 2 });
    }
    const none = (await (await call('GET', `/api/app_admin/direct_hire/?search=nothing-${t}`, { headers: admin })).json()) as { count: number };
    expect(none.count).toBe(0);
  });

  it('a local number is stored in E.164: the answer reads E.164 and the admin search finds it as typed; a wrong one is 400 on its field', async () => {
    const t = tag();
    const res = await call('POST', '/api/anonymous/direct_hire/', { json: { ...(await valid(t)), email: '', contact_no: '01233 123456' } });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Json;
    expect(created).toMatchObject({ contact_no: '+441233123456' });
    const found = (await (await call('GET', `/api/app_admin/direct_hire/?search=${encodeURIComponent('01233 123456')}`, { headers: admin })).json()) as { results: Json[] };
    expect(found.results.map((r) => r.id)).toContain(created.id);
    const bad = await call('POST', '/api/anonymous/direct_hire/', { json: { ...(await valid(t)), country: 'United Kingdom', contact_no: '01233 12' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ contact_no: ['Enter a phone number that is valid for United Kingdom'] });
  });

  it('400 `{ skill: [message] }` for an eleventh skill; 400 for the missing required fields', async () => {
    const t = tag();
    const res = await call('POST', '/api/anonymous/direct_hire/', { json: { ...(await valid(t)), skill: Array.from({ length: 11 }, (_, i) => `Skill ${i}`) } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ skill: ['Skills Max length will be 10'] });
    const empty = await call('POST', '/api/anonymous/direct_hire/', { json: {} });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ job_title: ['This field is required'], org_name: ['This field is required'], job_category: [expect.any(String)], position_no: [expect.any(String)] });
    const noContact = await call('POST', '/api/anonymous/direct_hire/', { json: { ...(await valid(t)), email: '' } });
    expect(noContact.status).toBe(400);
    expect(await noContact.json()).toMatchObject({ email: ['Give an e-mail address or a phone number'] });
  });
});

describe.runIf(!!databaseUrl)('PUT app_admin/jobpost/update/{uuid}/', () => {
  const handle = databaseUrl ? openPostgres(databaseUrl, 2) : null;
  const db = () => handle!.db;
  afterAll(async () => handle?.close());

  async function reviewingJob(): Promise<string> {
    const [emp] = await db().select({ id: users.id }).from(users).where(eq(users.email, demoAccounts.employer));
    const [cat] = await db().select({ id: jobCategories.id }).from(jobCategories).limit(1);
    const expire = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const [job] = await db().insert(jobs).values({ title: `API moderation ${tag()}`, employerId: emp.id, categoryId: cat.id, expireDate: expire }).returning({ uuid: jobs.uuid });
    return job.uuid;
  }

  it('rejects with a reason (required), then approves; 200 with the job each time', async () => {
    const uuid = await reviewingJob();
    const noReason = await call('PUT', `/api/app_admin/jobpost/update/${uuid}/`, { headers: admin, json: { status: 'rejected' } });
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toEqual({ reason: [expect.any(String)] });
    const badStatus = await call('PUT', `/api/app_admin/jobpost/update/${uuid}/`, { headers: admin, json: { status: 'published' } });
    expect(badStatus.status).toBe(400);
    expect(Object.keys((await badStatus.json()) as Json)).toEqual(['status']);

    const rejected = await call('PUT', `/api/app_admin/jobpost/update/${uuid}`, { headers: admin, json: { status: 'rejected', reason: 'Add the salary' } });
    expect(rejected.status).toBe(200);
    expect(await rejected.json()).toMatchObject({ uuid, status: 'rejected' });
    const [row] = await db().select({ reason: jobs.rejectionReason }).from(jobs).where(eq(jobs.uuid, uuid));
    expect(row.reason).toBe('Add the salary');

    const approved = await call('PUT', `/api/app_admin/jobpost/update/${uuid}/`, { headers: admin, json: { status: 'approved' } });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ uuid, status: 'approved' });
    // A move the state does not allow: 400 on `status` (the job side's conflict).
    const twice = await call('PUT', `/api/app_admin/jobpost/update/${uuid}/`, { headers: admin, json: { status: 'approved' } });
    expect(twice.status).toBe(400);
    expect(await twice.json()).toEqual({ status: [expect.any(String)] });
    // POST with _method=PUT is the same call.
    const back = await call('POST', `/api/app_admin/jobpost/update/${uuid}/?_method=PUT`, { headers: admin, json: { status: 'reviewing' } });
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ status: 'reviewing' });
  });

  it('404 for an unknown job', async () => {
    const res = await call('PUT', `/api/app_admin/jobpost/update/${crypto.randomUUID()}/`, { headers: admin, json: { status: 'approved' } });
    expect(res.status).toBe(404);
  });
});
