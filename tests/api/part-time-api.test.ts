import crypto from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from '@/db';
import { partTimeApplications } from '@/db/schema';
import { listLimits } from '@/lib/jobs/limits';
import { apiToken } from '../helpers/auth';
import { inEnglish } from '../helpers/messages';
import { makeUser, PASSWORD } from '../integration/account-fixtures';

/**
 * The part-time calls over HTTP, with and without the trailing slash (never a redirect):
 * `POST /api/applicant/part_time_apply/` (a candidate; `skill` as a JSON list, repeated form keys,
 * JSON text or comma-separated text, the legacy comma-separated first item split; 201 with the
 * record, 200 when it updated the candidate's one application; 400 `{ field: [message] }`,
 * including an eleventh skill) and `GET /api/app_admin/part_time_apply/` (admin only;
 * `{ count, next, previous, results }` with real pages, rate in pounds). 401 for a visitor, 403
 * for another role.
 */
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
type Json = Record<string, unknown>;

async function token(role: 'candidate' | 'student' | 'employer' | 'admin'): Promise<string> {
  const handle = openPostgres(databaseUrl, 1);
  const u = await makeUser(handle.db, { role }).finally(() => handle.close());
  return apiToken(baseUrl, u.email, PASSWORD);
}

async function call(method: string, path: string, opts: { token?: string; json?: unknown; form?: URLSearchParams } = {}) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.form) body = opts.form;
  const res = await fetch(baseUrl + path, { method, headers, body, redirect: 'manual' });
  const text = await res.text();
  let parsed: Json = {};
  try {
    parsed = text ? (JSON.parse(text) as Json) : {};
  } catch {
    parsed = { text };
  }
  return { status: res.status, body: parsed };
}

const POST_PATHS = ['/api/applicant/part_time_apply/', '/api/applicant/part_time_apply'];
const GET_PATHS = ['/api/app_admin/part_time_apply/', '/api/app_admin/part_time_apply'];

let admin: string;
let employer: string;
let student: string;
const tag = `pt${crypto.randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  [admin, employer, student] = await Promise.all([token('admin'), token('employer'), token('student')]);
});

describe('who may call', () => {
  it('POST applicant/part_time_apply: 401 for a visitor, 403 for an employer, an admin and a student', async () => {
    for (const p of POST_PATHS) {
      const visitor = await call('POST', p, { json: {} });
      expect(visitor.status, p).toBe(401);
      expect(visitor.body).toMatchObject({ detail: expect.any(String) });
      for (const t of [employer, admin, student]) expect((await call('POST', p, { token: t, json: {} })).status, p).toBe(403);
    }
  });

  it('GET app_admin/part_time_apply: 401 for a visitor, 403 for an employer, a candidate and a student', async () => {
    const candidate = await token('candidate');
    for (const p of GET_PATHS) {
      expect((await call('GET', p)).status, p).toBe(401);
      for (const t of [employer, candidate, student]) expect((await call('GET', p, { token: t })).status, p).toBe(403);
    }
  });
});

describe('POST applicant/part_time_apply', () => {
  it('201 with the record (legacy first item split, rate in pounds); again: 200, the same record updated', async () => {
    const candidate = await token('candidate');
    const created = await call('POST', POST_PATHS[0], {
      token: candidate,
      json: { full_name: 'Aisha Api', city: `Canterbury ${tag}`, skill: ['Customer service, Till operation', 'Food hygiene'], rate: 12.5, availability: 'Evenings' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      full_name: 'Aisha Api',
      city: `Canterbury ${tag}`,
      skill: ['Customer service', 'Till operation', 'Food hygiene'],
      rate: 12.5,
      availability: 'Evenings',
      created: expect.any(String),
    });
    const again = await call('POST', POST_PATHS[1], {
      token: candidate,
      form: new URLSearchParams([
        ['full_name', 'Aisha Api'],
        ['city', `Canterbury ${tag}`],
        ['skill', 'Python'],
        ['skill', 'Excel'],
        ['rate', '14'],
      ]),
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: created.body.id, skill: ['Python', 'Excel'], rate: 14, availability: null });
  });

  it('reads skill as JSON text and as comma-separated text', async () => {
    const a = await call('POST', POST_PATHS[0], { token: await token('candidate'), json: { full_name: 'A', city: 'Leeds', skill: '["Driving", "Cooking"]', rate: '9.5' } });
    expect(a.status).toBe(201);
    expect(a.body.skill).toEqual(['Driving', 'Cooking']);
    const b = await call('POST', POST_PATHS[1], { token: await token('candidate'), json: { full_name: 'B', city: 'Leeds', skill: 'Driving, Cooking ,Cleaning', rate: 10 } });
    expect(b.status).toBe(201);
    expect(b.body.skill).toEqual(['Driving', 'Cooking', 'Cleaning']);
  });

  it('400 { field: [message] }: an eleventh skill, missing fields, a bad rate; nothing saved', async () => {
    const candidate = await token('candidate');
    for (const p of POST_PATHS) {
      const eleven = await call('POST', p, {
        token: candidate,
        json: { full_name: 'Too Many', city: `Leeds ${tag}x`, skill: Array.from({ length: 11 }, (_, i) => `Skill ${i}`), rate: 10 },
      });
      expect(eleven.status, p).toBe(400);
      expect(eleven.body.skill).toEqual([inEnglish(listLimits.skills.message)]);
    }
    const empty = await call('POST', POST_PATHS[0], { token: candidate, json: {} });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body)).toEqual(expect.arrayContaining(['full_name', 'city', 'skill', 'rate']));
    for (const v of Object.values(empty.body)) expect(v).toEqual([expect.any(String)]);
    const badRate = await call('POST', POST_PATHS[0], { token: candidate, json: { full_name: 'X', city: 'Y', skill: ['Z'], rate: 'lots' } });
    expect(badRate.status).toBe(400);
    expect(badRate.body.rate).toEqual([expect.any(String)]);
    const list = await call('GET', `${GET_PATHS[0]}?search=${encodeURIComponent(`Leeds ${tag}x`)}`, { token: admin });
    expect(list.body.count).toBe(0);
  });
});

describe('GET app_admin/part_time_apply', () => {
  it('the envelope on both path forms, the search, real pages with links both ways', async () => {
    const city = `Page ${tag}`;
    for (let i = 0; i < 3; i++) {
      const r = await call('POST', POST_PATHS[0], { token: await token('candidate'), json: { full_name: `Paged ${i}`, city, skill: [`Skill ${tag}`], rate: 10 + i } });
      expect(r.status).toBe(201);
    }
    for (const p of GET_PATHS) {
      const res = await call('GET', p, { token: admin });
      expect(res.status, p).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['count', 'next', 'previous', 'results']);
      expect(res.body.previous).toBeNull();
    }
    const found = await call('GET', `${GET_PATHS[1]}?search=${encodeURIComponent(city)}`, { token: admin });
    expect(found.body.count).toBe(3);
    const items = found.body.results as Json[];
    expect(items.map((i) => i.full_name)).toEqual(['Paged 2', 'Paged 1', 'Paged 0']);
    expect(items[0]).toEqual({ id: expect.any(Number), full_name: 'Paged 2', city, skill: [`Skill ${tag}`], rate: 12, availability: null, created: expect.any(String) });
    // By skill too.
    expect((await call('GET', `${GET_PATHS[0]}?search=${encodeURIComponent(`skill ${tag}`)}`, { token: admin })).body.count).toBe(3);
    // Real pages (at least 10 per page): 9 more rows straight in the database, 12 in all.
    const handle = openPostgres(databaseUrl, 1);
    try {
      await handle.db.insert(partTimeApplications).values(Array.from({ length: 9 }, (_, i) => ({ fullName: `Direct ${i}`, city, skills: ['x'], rateMinor: 1000 })));
    } finally {
      await handle.close();
    }
    const first = await call('GET', `${GET_PATHS[0]}?search=${encodeURIComponent(city)}&page_size=10`, { token: admin });
    expect(first.body.count).toBe(12);
    expect(first.body.results as Json[]).toHaveLength(10);
    expect(first.body.next).toEqual(expect.stringContaining('page=2'));
    const nextUrl = new URL(first.body.next as string);
    const second = await call('GET', nextUrl.pathname + nextUrl.search, { token: admin });
    expect(second.body.results as Json[]).toHaveLength(2);
    expect(second.body.next).toBeNull();
    expect(second.body.previous).toEqual(expect.stringContaining('page=1'));
    const ids = [...(first.body.results as Json[]), ...(second.body.results as Json[])].map((r) => r.id);
    expect(new Set(ids).size).toBe(12);
  });
});
