import crypto from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiToken, DEMO_PASSWORD, demoAccounts } from '../helpers/auth';
import { asFile, sampleHtml, samplePng } from '../helpers/sample-files';

/**
 * The legacy admin catalogue calls for universities and courses (and the job side's
 * `POST /api/university/create`): who may call, the answer shapes, 422 with the field message,
 * 409 for a delete with applications, multipart with `logo` and `bannar`.
 */
const baseUrl = inject('baseUrl');
let admin: Record<string, string>;
let student: Record<string, string>;

beforeAll(async () => {
  admin = { authorization: `Bearer ${await apiToken(baseUrl, demoAccounts.admin, DEMO_PASSWORD)}` };
  student = { authorization: `Bearer ${await apiToken(baseUrl, demoAccounts.student, DEMO_PASSWORD)}` };
});

const unique = () => crypto.randomUUID().slice(0, 8);
const call = (method: string, path: string, init: { headers?: Record<string, string>; body?: BodyInit } = {}) =>
  fetch(`${baseUrl}${path}`, { method, headers: init.headers, body: init.body });

function multipart(fields: Record<string, string>, files: Record<string, File> = {}): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  for (const [k, v] of Object.entries(files)) f.append(k, v);
  return f;
}

async function firstId(path: string): Promise<number> {
  const list = (await (await call('GET', path, { headers: admin })).json()) as { data: { id: number }[] };
  return list.data[0].id;
}

async function degreeId(): Promise<number> {
  const degrees = (await (await fetch(`${baseUrl}/api/web/degree`)).json()) as { id: number; name: string }[];
  return degrees[0].id;
}

describe('admin catalogue endpoints: who may call', () => {
  const paths: [string, string][] = [
    ['GET', '/api/admin/university'],
    ['POST', '/api/admin/university'],
    ['GET', '/api/admin/university/1'],
    ['DELETE', '/api/admin/university/1'],
    ['GET', '/api/admin/course'],
    ['POST', '/api/admin/course'],
    ['GET', '/api/admin/course/1'],
    ['POST', '/api/admin/course/1'],
    ['DELETE', '/api/admin/course/1'],
    ['POST', '/api/university/create'],
  ];
  it.each(paths)('%s %s: 401 for a visitor, 403 for a student', async (method, path) => {
    const body = method === 'POST' ? multipart({ name: 'X', _method: path.endsWith('/1') ? 'PUT' : 'POST' }) : undefined;
    const visitor = await call(method, path, { body });
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toMatchObject({ message: expect.any(String) });
    const asStudent = await call(method, path, { headers: student, body: method === 'POST' ? multipart({ name: 'X' }) : undefined });
    expect(asStudent.status).toBe(403);
  });
});

describe('universities', () => {
  it('GET /api/admin/university: a page of every university with the real number of applications', async () => {
    const res = await call('GET', '/api/admin/university?sort=applications&per_page=10', { headers: admin });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: Record<string, unknown>[]; current_page: number; per_page: number; total: number; last_page: number };
    expect(body).toMatchObject({ current_page: 1, per_page: 10, total: expect.any(Number), last_page: expect.any(Number) });
    expect(body.data[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), code: expect.any(String), status: expect.any(Number), scholarship_open: expect.any(Number) });
    expect(body.data[0].total_application as number).toBeGreaterThan(0);
    const counts = body.data.map((u) => u.total_application as number);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('POST /api/admin/university: 422 with the field message for a missing name', async () => {
    const res = await call('POST', '/api/admin/university', { headers: admin, body: multipart({ code: `N${unique()}` }) });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: 'This field is required', errors: { name: ['This field is required'] } });
  });

  it('POST /api/admin/university: 422 for a logo that is not an image (checked by content)', async () => {
    const res = await call('POST', '/api/admin/university', {
      headers: admin,
      body: multipart({ name: `Fake Logo University ${unique()}` }, { logo: asFile(sampleHtml, 'logo.png', 'image/png') }),
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors.logo).toHaveLength(1);
  });

  it('creates (multipart with logo and bannar), reads, updates only the fields sent, and deletes a university', async () => {
    const name = `Contract Harbour University ${unique()}`;
    const created = await call('POST', '/api/admin/university', {
      headers: admin,
      body: multipart(
        { name, city: 'Hangzhou', founded_at: '1952-09-01', bachelor_fee: '26000', Masters: '30000', scholarship_open: '1', status: '1', website: 'https://harbour.example.test' },
        { logo: asFile(samplePng, 'logo.png', 'image/png'), bannar: asFile(samplePng, 'banner.png', 'image/png') },
      ),
    });
    expect(created.status).toBe(200);
    const { message, data } = (await created.json()) as { message: string; data: Record<string, unknown> };
    expect(message).toBe('University created successfully');
    expect(data).toMatchObject({ name, city: 'Hangzhou', founded_at: 1952, bachelor_fee: 26000, Masters: 30000, scholarship_open: 1, status: 1 });
    expect(data.logo).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(data.bannar).toMatch(/^[0-9a-f-]{36}\.png$/);
    const logo = await fetch(`${baseUrl}/image/university/${data.logo}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toContain('image/png');

    // At once on the public pages.
    const page = await fetch(`${baseUrl}/universities/${data.slug}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(name);

    const id = data.id as number;
    const one = await call('GET', `/api/admin/university/${id}`, { headers: admin });
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({ data: { id, name, total_application: 0 } });

    const updated = await call('POST', `/api/admin/university/${id}`, { headers: admin, body: multipart({ _method: 'PUT', short_name: 'CHU' }) });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ message: 'University updated successfully', data: { id, name, short_name: 'CHU', bachelor_fee: 26000 } });

    const blanked = await call('POST', `/api/admin/university/${id}`, { headers: admin, body: multipart({ _method: 'PUT', name: '' }) });
    expect(blanked.status).toBe(422);
    expect(((await blanked.json()) as { errors: Record<string, string[]> }).errors.name).toBeDefined();

    const deleted = await call('DELETE', `/api/admin/university/${id}`, { headers: admin });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toMatchObject({ message: 'University deleted successfully' });
    expect((await call('GET', `/api/admin/university/${id}`, { headers: admin })).status).toBe(404);
    expect((await fetch(`${baseUrl}/universities/${data.slug}`)).status).toBe(404);
  });

  it('DELETE /api/admin/university/{id}: 409 when it has applications, and it stays', async () => {
    const id = await firstId('/api/admin/university?sort=applications');
    const res = await call('DELETE', `/api/admin/university/${id}`, { headers: admin });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toMatch(/cannot be deleted: disable it instead/);
    expect((await call('GET', `/api/admin/university/${id}`, { headers: admin })).status).toBe(200);
  });

  it('POST /api/university/create: the job side payload → 200 "University created successfully" (type 1/0 ignored)', async () => {
    const name = `Job Side University ${unique()}`;
    const res = await call('POST', '/api/university/create', {
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        username: 'jobside',
        code: `JS${unique()}`,
        short_name: 'JSU',
        email: 'office@jobside.example.test',
        total_student: 1200,
        requirement: 'A diploma',
        contact_no: '8657112345678',
        introduction: 'Hello',
        description: '<p>About</p><script>x()</script>',
        accommodation: 'Rooms',
        school: 'Engineering',
        program_id: 1,
        international_student: 50,
        founded_at: '1990',
        admissions_process: 'Apply',
        reviews: 'Good',
        city: 'Hangzhou',
        total_section: 3,
        total_program: 4,
        type: 1,
        status: 1,
      }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { message: string; data: Record<string, unknown> };
    expect(body.message).toBe('University created successfully');
    expect(body.data).toMatchObject({ name, type: 'public', founded_at: 1990, city: 'Hangzhou', description: '<p>About</p>', total_student: 1200 });
    await call('DELETE', `/api/admin/university/${body.data.id}`, { headers: admin });
    const missing = await call('POST', '/api/university/create', { headers: { ...admin, 'content-type': 'application/json' }, body: JSON.stringify({ code: 'X' }) });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ errors: { name: ['This field is required'] } });
  });
});

describe('courses', () => {
  it('GET /api/admin/course: a page of every course', async () => {
    const res = await call('GET', '/api/admin/course?per_page=10', { headers: admin });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: Record<string, unknown>[]; per_page: number };
    expect(body.per_page).toBe(10);
    expect(body.data[0]).toMatchObject({ id: expect.any(Number), title: expect.any(String), university: { name: expect.any(String) }, total_application: expect.any(Number) });
  });

  it('POST /api/admin/course: 422 with the field messages for a missing title, degree and university', async () => {
    const res = await call('POST', '/api/admin/course', { headers: admin, body: multipart({ seat: '10' }) });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ errors: { title: ['This field is required'], program_id: [expect.any(String)], university_id: [expect.any(String)] } });
  });

  it('creates (seed names, a logo), reads, updates only the fields sent, and deletes a course', async () => {
    const universityId = await firstId('/api/admin/university?sort=name');
    const programId = await degreeId();
    const title = `Contract Ocean Studies ${unique()}`;
    const created = await call('POST', '/api/admin/course', {
      headers: admin,
      body: multipart(
        { title, short_title: 'Ocean', seat: '30', duration: '4', course_description: 'Seas', teaching_language: 'english', tag: 'Most Popular', mejor: 'Science', program_id: String(programId), university_id: String(universityId), status: '1', intake: '2027-09', deadline: '2027-06-30' },
        { logo: asFile(samplePng, 'logo.png', 'image/png') },
      ),
    });
    expect(created.status).toBe(200);
    const { message, data } = (await created.json()) as { message: string; data: Record<string, unknown> };
    expect(message).toBe('Course created successfully');
    expect(data).toMatchObject({ title, mejor: 'Science', tag: 'Most Popular', fee: null, seat: 30, duration: 4, course_description: 'Seas', intake: '2027-09', university_id: universityId, program_id: programId });
    expect(data.code).toEqual(expect.any(String));
    expect(data.logo).toMatch(/\.png$/);
    const id = data.id as number;

    // In the public course finder at once.
    const finder = await fetch(`${baseUrl}/programs?key=${encodeURIComponent(title)}`);
    expect(await finder.text()).toContain(title);

    expect(await (await call('GET', `/api/admin/course/${id}`, { headers: admin })).json()).toMatchObject({ data: { id, title, total_application: 0 } });
    const updated = await call('POST', `/api/admin/course/${id}`, { headers: admin, body: multipart({ _method: 'PUT', fee: '45000' }) });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ message: 'Course updated successfully', data: { id, title, fee: 45000, tuition: 45000, mejor: 'Science', seat: 30 } });
    const blanked = await call('POST', `/api/admin/course/${id}`, { headers: admin, body: multipart({ _method: 'PUT', title: '' }) });
    expect(blanked.status).toBe(422);
    expect(await blanked.json()).toMatchObject({ errors: { title: ['This field is required'] } });

    const deleted = await call('DELETE', `/api/admin/course/${id}`, { headers: admin });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toMatchObject({ message: 'Course deleted successfully' });
    expect((await call('GET', `/api/admin/course/${id}`, { headers: admin })).status).toBe(404);
  });

  it('DELETE /api/admin/course/{id}: 409 when it has applications', async () => {
    const id = await firstId('/api/admin/course?sort=applications');
    const res = await call('DELETE', `/api/admin/course/${id}`, { headers: admin });
    expect(res.status).toBe(409);
    expect((await call('GET', `/api/admin/course/${id}`, { headers: admin })).status).toBe(200);
  });
});
