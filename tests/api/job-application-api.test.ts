import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres, type DbHandle } from '@/db';
import { jobs } from '@/db/schema';
import { apiToken } from '../helpers/auth';
import { asFile, samplePdf } from '../helpers/sample-files';
import { makeUser, PASSWORD } from '../integration/account-fixtures';

/**
 * `applicant/job_application/` over HTTP, with and without the trailing slash: GET the
 * candidate's own applications as the job side's page `{ count, next, previous, results }` (items
 * in the seed's shape), POST `job` uuid, `cv` id, `cover_letter` → 201; applying twice → 400
 * `{ job: [...] }`; someone else's CV → 400 `{ cv: [...] }`; 401 for a visitor, 403 for another role.
 */
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');

type Json = Record<string, unknown>;

async function user(handle: DbHandle, role: 'candidate' | 'employer') {
  const u = await makeUser(handle.db, { role });
  return { ...u, token: await apiToken(baseUrl, u.email, PASSWORD) };
}

async function call(method: string, path: string, opts: { token?: string; json?: unknown; form?: FormData } = {}) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.form) body = opts.form;
  const res = await fetch(baseUrl + path, { method, headers, body, redirect: 'manual' });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
}

async function uploadCv(token: string, name: string): Promise<number> {
  const form = new FormData();
  form.set('resume', asFile(samplePdf, name, 'application/pdf'));
  const res = await call('POST', '/api/applicant/resume/', { token, form });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

describe.runIf(!!databaseUrl)('applicant/job_application (legacy jobs client)', () => {
  let handle: DbHandle;
  let employer: Awaited<ReturnType<typeof user>>;
  let cand: Awaited<ReturnType<typeof user>>;
  let other: Awaited<ReturnType<typeof user>>;
  const jobUuids: string[] = [];

  beforeAll(async () => {
    handle = openPostgres(databaseUrl, 2);
    employer = await user(handle, 'employer');
    cand = await user(handle, 'candidate');
    other = await user(handle, 'candidate');
    const expireDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    for (const title of ['API apply one', 'API apply two']) {
      const [row] = await handle.db
        .insert(jobs)
        .values({ title, employerId: employer.id, categoryId: 44, status: 'approved', approvedAt: new Date(), expireDate, city: 'Dover' })
        .returning({ uuid: jobs.uuid });
      jobUuids.push(row.uuid);
    }
  });
  afterAll(async () => handle?.close());

  it('POST applies (201, the seed shape); twice answers 400 { job }; another’s CV 400 { cv }; with and without the slash', async () => {
    const cv = await uploadCv(cand.token, 'cand.pdf');
    const otherCv = await uploadCv(other.token, 'other.pdf');
    const first = await call('POST', '/api/applicant/job_application/', { token: cand.token, json: { job: jobUuids[0], cv, cover_letter: 'Hello' } });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      status: 'applied',
      cover_letter: 'Hello',
      cv: { id: cv },
      job_post: { uuid: jobUuids[0], job_title: 'API apply one', location: 'Dover', expire_date: expect.any(String) },
    });
    expect(typeof first.body.id).toBe('number');
    expect(typeof first.body.uuid).toBe('string');
    expect(typeof first.body.created).toBe('string');
    const twice = await call('POST', '/api/applicant/job_application', { token: cand.token, json: { job: jobUuids[0], cv } });
    expect(twice.status).toBe(400);
    expect(twice.body.job).toEqual([expect.stringMatching(/already applied/)]);
    const notMine = await call('POST', '/api/applicant/job_application', { token: cand.token, json: { job: jobUuids[1], cv: otherCv } });
    expect(notMine.status).toBe(400);
    expect(notMine.body.cv).toEqual([expect.any(String)]);
    const form = new FormData();
    form.set('job', jobUuids[1]);
    form.set('cv', String(cv));
    const second = await call('POST', '/api/applicant/job_application', { token: cand.token, form });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    const bad = await call('POST', '/api/applicant/job_application/', { token: cand.token, json: { job: 'nope' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(expect.arrayContaining(['job', 'cv']));
  });

  it('GET lists only the caller’s own applications in { count, next, previous, results }, with and without the slash', async () => {
    for (const path of ['/api/applicant/job_application/', '/api/applicant/job_application']) {
      const res = await call('GET', path, { token: cand.token });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['count', 'next', 'previous', 'results']);
      expect(res.body.count).toBe(2);
      expect(res.body.next).toBeNull();
      expect(res.body.previous).toBeNull();
      const results = res.body.results as Json[];
      expect(results.map((r) => (r.job_post as Json).uuid).sort()).toEqual([...jobUuids].sort());
      expect(Object.keys(results[0]).sort()).toEqual(['cover_letter', 'created', 'cv', 'id', 'job_post', 'status', 'uuid']);
    }
    const theirs = await call('GET', '/api/applicant/job_application/', { token: other.token });
    expect(theirs.body).toMatchObject({ count: 0, results: [] });
  });

  it('401 for a visitor, 403 for an employer', async () => {
    for (const path of ['/api/applicant/job_application/', '/api/applicant/job_application']) {
      expect((await call('GET', path)).status).toBe(401);
      expect((await call('POST', path, { json: { job: jobUuids[0], cv: 1 } })).status).toBe(401);
      expect((await call('GET', path, { token: employer.token })).status).toBe(403);
      expect((await call('POST', path, { token: employer.token, json: { job: jobUuids[0], cv: 1 } })).status).toBe(403);
    }
  });
});
