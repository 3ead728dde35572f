import crypto from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiToken, DEMO_PASSWORD, demoAccounts, sessionCookie } from '../helpers/auth';
import { asFile, sampleHtml, samplePng } from '../helpers/sample-files';

/**
 * The legacy admin endpoints of categories, programs, cities and countries: `GET /api/admin/<r>`
 * (a page `{ data }`), `GET /api/admin/<r>/{id}`, `POST /api/admin/<r>`, `POST /api/admin/<r>/{id}`
 * with `_method=PUT`, `DELETE /api/admin/<r>/{id}`. Each test makes its own records.
 */
const baseUrl = inject('baseUrl');
type Json = Record<string, unknown>;

let admin: string;
let student: string;

beforeAll(async () => {
  [admin, student] = await Promise.all([apiToken(baseUrl, demoAccounts.admin, DEMO_PASSWORD), apiToken(baseUrl, demoAccounts.student, DEMO_PASSWORD)]);
});

async function call(method: string, path: string, opts: { token?: string | null; json?: Json; form?: FormData; cookie?: string } = {}) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  let body: BodyInit | undefined;
  if (opts.json) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.form) body = opts.form;
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Json & { data: Json & Json[]; errors: Record<string, string[]>; message: string } };
}

const tag = () => crypto.randomUUID().slice(0, 8);
const userCodes = ['QM', 'QN', 'QP', 'QQ', 'QR', 'QS', 'QT', 'QU', 'QV', 'QW'];
const valid: Record<string, () => Json> = {
  category: () => ({ name: `Api Category ${tag()}`, status: '1' }),
  program: () => ({ name: `Api Program ${tag()}`, type: 'Bachelor', duration: '4 years', status: '1' }),
  city: () => ({ name: `Api City ${tag()}`, code: String(100000 + Math.floor(Math.random() * 800000)), status: '1' }),
  // Every ISO 3166-1 code is present: a new country takes a user-assigned one (QM…QZ), one per call.
  country: () => ({ name: `Api Country ${tag()}`, code: userCodes.shift()!, status: '1' }),
};
const nameOf = (r: string) => (r === 'offer' ? 'title' : 'name');

describe.each(['category', 'program', 'city', 'country'])('/api/admin/%s', (r) => {
  it('401 for a visitor and 403 for a student on every call', async () => {
    for (const [who, status] of [
      [null, 401],
      [student, 403],
    ] as const) {
      expect((await call('GET', `/api/admin/${r}`, { token: who })).status).toBe(status);
      expect((await call('GET', `/api/admin/${r}/1`, { token: who })).status).toBe(status);
      expect((await call('POST', `/api/admin/${r}`, { token: who, json: valid[r]() })).status).toBe(status);
      expect((await call('POST', `/api/admin/${r}/1`, { token: who, json: { _method: 'PUT', name: 'X' } })).status).toBe(status);
      expect((await call('DELETE', `/api/admin/${r}/1`, { token: who })).status).toBe(status);
    }
  });

  it('422 with the field message for a missing name (create and update)', async () => {
    const { name: _omit, ...rest } = valid[r]();
    const res = await call('POST', `/api/admin/${r}`, { token: admin, json: rest });
    expect(res.status).toBe(422);
    expect(res.body.errors[nameOf(r)]).toEqual(['This field is required']);
    expect(typeof res.body.message).toBe('string');

    const created = await call('POST', `/api/admin/${r}`, { token: admin, json: valid[r]() });
    const blank = await call('POST', `/api/admin/${r}/${created.body.data.id}`, { token: admin, json: { _method: 'PUT', name: '' } });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.name).toEqual(['This field is required']);
  });

  it('422 in the seed envelope for a name another record has, case and spacing ignored (no twins)', async () => {
    const first = valid[r]();
    expect((await call('POST', `/api/admin/${r}`, { token: admin, json: first })).status).toBe(200);
    // The same fields (a country's code too: the name is judged before the code is written).
    const twin = { ...first, name: ` ${String(first.name).toUpperCase().replace(/ /g, '  ')} ` };
    const res = await call('POST', `/api/admin/${r}`, { token: admin, json: twin });
    expect(res.status).toBe(422);
    expect(res.body.errors.name).toEqual([`Another ${r} already has this name`]);
  });

  it('creates, shows, lists, updates only what it is sent, and deletes', async () => {
    const input = valid[r]();
    const created = await call('POST', `/api/admin/${r}`, { token: admin, json: input });
    expect(created.status).toBe(200);
    expect(created.body.message).toMatch(/created successfully$/);
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({ name: input.name, status: 1 });

    const shown = await call('GET', `/api/admin/${r}/${id}`, { token: admin });
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ id, name: input.name, applications: 0 });

    const list = await call('GET', `/api/admin/${r}?q=${encodeURIComponent(String(input.name))}&per_page=10`, { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.data.map((x) => x.id)).toEqual([id]);
    expect(list.body).toMatchObject({ current_page: 1, per_page: 10, total: 1 });

    const updated = await call('POST', `/api/admin/${r}/${id}`, { token: admin, json: { _method: 'PUT', status: '0' } });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toMatch(/updated successfully$/);
    expect(updated.body.data).toMatchObject({ name: input.name, status: 0 });

    const deleted = await call('DELETE', `/api/admin/${r}/${id}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toMatch(/deleted successfully$/);
    if (r === 'country') {
      // Delete means disable: records keep naming the country by its code.
      const after = await call('GET', `/api/admin/${r}/${id}`, { token: admin });
      expect(after.status).toBe(200);
      expect(after.body.data).toMatchObject({ id, status: 0 });
      return;
    }
    expect((await call('GET', `/api/admin/${r}/${id}`, { token: admin })).status).toBe(404);
    expect((await call('DELETE', `/api/admin/${r}/${id}`, { token: admin })).status).toBe(404);
  });

  it('answers an admin’s session cookie as well as a bearer token', async () => {
    const cookie = await sessionCookie(baseUrl, demoAccounts.admin, DEMO_PASSWORD);
    const res = await call('GET', `/api/admin/${r}?per_page=10`, { cookie });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.data)).toBe(true);
  });
});

describe('icons: multipart, images only (checked by content)', () => {
  it.each(['category', 'program'])('POST /api/admin/%s stores a PNG icon and refuses HTML named .png', async (r) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(valid[r]())) form.append(k, String(v));
    form.append('icon', asFile(sampleHtml, 'icon.png', 'image/png'));
    const refused = await call('POST', `/api/admin/${r}`, { token: admin, form });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty('icon');

    const ok = new FormData();
    for (const [k, v] of Object.entries(valid[r]())) ok.append(k, String(v));
    ok.append('icon', asFile(samplePng, 'icon.png', 'image/png'));
    const created = await call('POST', `/api/admin/${r}`, { token: admin, form: ok });
    expect(created.status).toBe(200);
    expect(created.body.data.icon).toMatch(/\.png$/);
    await call('DELETE', `/api/admin/${r}/${created.body.data.id}`, { token: admin });
  });
});

describe('409: a record with applications is not deleted', () => {
  it('DELETE /api/admin/program/{id} of a degree with applications answers 409 and keeps it', async () => {
    const list = await call('GET', '/api/admin/program?per_page=60', { token: admin });
    let withApplications: number | null = null;
    for (const p of list.body.data) {
      const one = await call('GET', `/api/admin/program/${p.id}`, { token: admin });
      if ((one.body.data.applications as number) > 0) {
        withApplications = p.id as number;
        break;
      }
    }
    expect(withApplications, 'the demo data has applications').not.toBeNull();
    const res = await call('DELETE', `/api/admin/program/${withApplications}`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/cannot be deleted/);
    expect((await call('GET', `/api/admin/program/${withApplications}`, { token: admin })).status).toBe(200);
  });
});

describe('the back-office pages', () => {
  it('render the success banner from the address, without JavaScript (role=status, in the HTML)', async () => {
    const cookie = await sessionCookie(baseUrl, demoAccounts.admin, DEMO_PASSWORD);
    const res = await fetch(`${baseUrl}/admin/countries?saved=created`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/role="status"[^>]*>(?:<[^>]+>)*\s*(?:<svg[\s\S]*?<\/svg>)?\s*Country created successfully/);
    const plain = await (await fetch(`${baseUrl}/admin/countries`, { headers: { cookie } })).text();
    expect(plain).not.toContain('Country created successfully');
  });

  it.each(['/admin/categories', '/admin/programs/new', '/admin/cities/1/edit', '/admin/countries', '/admin/scholarships/new'])(
    '%s sends a visitor to the admin login and answers a student 403',
    async (path) => {
      const visitor = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
      expect([303, 307, 308]).toContain(visitor.status);
      expect(visitor.headers.get('location')).toContain('/admin/login');
      const cookie = await sessionCookie(baseUrl, demoAccounts.student, DEMO_PASSWORD);
      expect((await fetch(`${baseUrl}${path}`, { headers: { cookie }, redirect: 'manual' })).status).toBe(403);
    },
  );
});

describe('/api/admin/country: two-letter codes, kept once made', () => {
  it('refuses a code that is not two letters, one already present, and a change of code', async () => {
    expect((await call('POST', '/api/admin/country', { token: admin, json: { name: `Api Country ${tag()}`, code: 'ZZZ1', status: '1' } })).status).toBe(422);
    const taken = await call('POST', '/api/admin/country', { token: admin, json: { name: `Api Country ${tag()}`, code: 'SN', status: '1' } });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.code).toBeDefined();
    const created = await call('POST', '/api/admin/country', { token: admin, json: { name: `Api Country ${tag()}`, code: 'qx', status: '1' } });
    expect(created.status).toBe(200);
    expect(created.body.data.code).toBe('QX');
    const moved = await call('POST', `/api/admin/country/${created.body.data.id}`, { token: admin, json: { _method: 'PUT', code: 'QY' } });
    expect(moved.status).toBe(422);
    expect(moved.body.errors.code).toBeDefined();
  });
});
