import { beforeAll, describe, expect, inject, it } from 'vitest';

/**
 * Contract of the catalogue's legacy endpoints over HTTP, against the demo
 * data: status, answer shape, the seed's field names and the value formats (flags 1/0, money in
 * yuan as numbers, dates YYYY-MM-DD, city as a name, logo/bannar as file names).
 */
const baseUrl = inject('baseUrl');
type Json = Record<string, unknown>;

async function get(path: string): Promise<{ status: number; body: unknown; headers: Headers }> {
  const res = await fetch(baseUrl + path, { redirect: 'manual', headers: { accept: 'application/json' } });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}

async function post(path: string, init: RequestInit): Promise<{ status: number; body: unknown; headers: Headers }> {
  const res = await fetch(baseUrl + path, { method: 'POST', redirect: 'manual', ...init });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const money = (v: unknown) => v === null || (typeof v === 'number' && Number.isFinite(v) && v >= 0);
const flag = (v: unknown) => v === 0 || v === 1;

function expectUniversityItem(u: Json) {
  expect(u).toMatchObject({ id: expect.any(Number), name: expect.any(String), slug: expect.any(String) });
  expect(flag(u.scholarship_open)).toBe(true);
  expect(u.status).toBe(1);
  expect(u.deadline === null || isoDate.test(String(u.deadline))).toBe(true);
  expect(u.city === null || typeof u.city === 'string').toBe(true);
  expect(u.logo === null || (typeof u.logo === 'string' && !String(u.logo).includes('/'))).toBe(true);
  expect(money(u.bachelor_fee) && money(u.Masters)).toBe(true);
  expect(u.total_program).toEqual(expect.any(Number));
}

function expectCourseItem(c: Json) {
  expect(c).toMatchObject({ id: expect.any(Number), title: expect.any(String), program_id: expect.any(Number), university_id: expect.any(Number), status: 1 });
  expect(money(c.fee) && money(c.accommodation_fee)).toBe(true);
  expect(c.duration === null || typeof c.duration === 'number').toBe(true);
  expect(['english', 'chinese']).toContain(c.teaching_language);
  expect('mejor' in c).toBe(true);
  expect('major' in c).toBe(false);
  expect(c.deadline === null || isoDate.test(String(c.deadline))).toBe(true);
  expect(c.intake === null || /^\d{4}-\d{2}$/.test(String(c.intake))).toBe(true);
  const uni = c.university as Json;
  expect(uni).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
  expect(uni.city === null || typeof uni.city === 'string').toBe(true);
  expect('logo' in uni).toBe(true);
  expect((c.program as Json).name).toEqual(expect.any(String));
}

let universities: Json[] = [];
let courses: Json[] = [];

beforeAll(async () => {
  universities = (await get('/api/web/university/list')).body as Json[];
  courses = (await get('/api/web/courses/for_home?per_page=1000')).body as Json[];
});

describe('GET /api/web/city and /api/web/degree', () => {
  it('city: a plain array of enabled cities (id, name, code, status 1), no disabled city', async () => {
    for (const path of ['/api/web/city', '/api/web/city/']) {
      const { status, body, headers } = await get(path);
      expect(status, path).toBe(200);
      expect(Array.isArray(body)).toBe(true);
      const list = body as Json[];
      expect(list.length).toBeGreaterThanOrEqual(15);
      for (const c of list) {
        expect(c).toMatchObject({ id: expect.any(Number), name: expect.any(String), slug: expect.any(String), status: 1 });
        expect(c.code === null || typeof c.code === 'number').toBe(true);
      }
      expect(list.map((c) => c.name)).toContain('Beijing');
      expect(list.map((c) => c.name)).not.toContain('Disabled Demo City');
      expect(Number(headers.get('x-total-count'))).toBe(list.length);
    }
  });

  it('degree: a plain array of the five degrees (id, name)', async () => {
    const { status, body } = await get('/api/web/degree');
    expect(status).toBe(200);
    const list = body as Json[];
    // The seeded five, in order; other test files may add (and remove) degrees of their own meanwhile.
    const seeded = ['Bachelor', 'Masters', 'PhD', 'MBBS', 'Chinese Language'];
    expect(list.map((d) => d.name).filter((n) => seeded.includes(n as string))).toEqual(seeded);
    for (const d of list) expect(d).toMatchObject({ id: expect.any(Number), name: expect.any(String), type: expect.any(String), status: 1 });
  });
});

describe('GET /api/web/courses/for_home', () => {
  it('a plain array of public courses: id, title, fee, duration, university { name, city, logo }', async () => {
    const { status, body, headers } = await get('/api/web/courses/for_home');
    expect(status).toBe(200);
    const list = body as Json[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(1000);
    for (const c of list) expectCourseItem(c);
    expect(Number(headers.get('x-total-count'))).toBeGreaterThanOrEqual(300);
    expect(list.map((c) => c.title)).not.toContain('Disabled Demo Course');
  });

  it('pages with ?page=&per_page=', async () => {
    const p2 = (await get('/api/web/courses/for_home?page=2&per_page=5')).body as Json[];
    const p1 = (await get('/api/web/courses/for_home?page=1&per_page=10')).body as Json[];
    expect(p2).toHaveLength(5);
    expect(p2.map((c) => c.id)).toEqual(p1.slice(5, 10).map((c) => c.id));
  });
});

describe('GET /api/web/university/list, topfive, popular', () => {
  it('list: every public university (id, name, logo, city, deadline, scholarship_open), by name', async () => {
    const { status } = await get('/api/web/university/list');
    expect(status).toBe(200);
    expect(universities.length).toBeGreaterThanOrEqual(40);
    for (const u of universities) expectUniversityItem(u);
    const names = universities.map((u) => String(u.name));
    expect(names).toContain('Tsinghua University');
    expect(names).not.toContain('Disabled Demo University');
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names.slice().sort((a, b) => a.localeCompare(b, 'en')));
    const thu = universities.find((u) => u.name === 'Tsinghua University') as Json;
    expect(thu.city).toBe('Beijing');
    expect(String(thu.logo)).toMatch(/\.(svg|png|jpe?g|webp)$/);
  });

  it('topfive: five public universities; popular: all of them in the same order', async () => {
    const top = (await get('/api/web/university/topfive')).body as Json[];
    expect(top).toHaveLength(5);
    for (const u of top) expectUniversityItem(u);
    // Other test files add and remove universities on the same server meanwhile: popular is
    // compared with the list and the top five read at the same moment (asked again until they agree).
    await expect
      .poll(async () => {
        const [five, popular, all] = await Promise.all(['topfive', 'popular', 'list'].map(async (p) => (await get(`/api/web/university/${p}`)).body as Json[]));
        return popular.length === all.length && JSON.stringify(popular.slice(0, 5).map((u) => u.id)) === JSON.stringify(five.map((u) => u.id));
      })
      .toBe(true);
  });
});

describe('GET /api/web/university/{id}', () => {
  it('the record with the seed field names and value formats', async () => {
    const thu = universities.find((u) => u.name === 'Tsinghua University') as Json;
    const { status, body } = await get(`/api/web/university/${thu.id}`);
    expect(status).toBe(200);
    const u = body as Json;
    for (const key of [
      'id', 'name', 'short_name', 'code', 'email', 'contact_no', 'introduction', 'description', 'accommodation', 'school',
      'bachelor_fee', 'Masters', 'masters_fee', 'phd_fee', 'mbbs_fee', 'scholarship_fee', 'language_fee', 'accommodation_fee',
      'other_fee', 'rules_and_regulations', 'international_student', 'founded_at', 'age_limit', 'deadline', 'admissions_process',
      'province', 'city', 'location', 'total_student', 'total_section', 'total_program', 'scholarship_open', 'type', 'category_id',
      'status', 'logo', 'bannar',
    ]) {
      expect(u, key).toHaveProperty(key);
    }
    expect(u).not.toHaveProperty('banner');
    expect(u).toMatchObject({ name: 'Tsinghua University', city: 'Beijing', status: 1, founded_at: 1911, type: 'public' });
    expect(flag(u.scholarship_open)).toBe(true);
    expect(typeof u.bachelor_fee).toBe('number');
    expect(u.Masters).toBe(u.masters_fee);
    expect(Number.isInteger((u.bachelor_fee as number) * 100)).toBe(true);
    expect(String(u.deadline)).toMatch(isoDate);
    expect(String(u.bannar)).toMatch(/\.(svg|png|jpe?g|webp)$/);
  });

  it('404 with a message for an unknown, non-numeric or disabled id', async () => {
    const ids = new Set(universities.map((u) => Number(u.id)));
    const max = Math.max(...ids);
    const hidden = Array.from({ length: max + 3 }, (_, i) => i + 1).filter((id) => !ids.has(id));
    expect(hidden.length).toBeGreaterThan(0); // at least the seeded disabled university
    for (const id of [...hidden, 'abc', '0', '99999999']) {
      const { status, body } = await get(`/api/web/university/${id}`);
      expect(status, String(id)).toBe(404);
      expect((body as Json).message).toEqual(expect.any(String));
    }
  });
});

describe('GET /api/web/university/city/{name} and /api/web/university/search/{key}', () => {
  it('city: the public universities of a city by name (any case), 404 for an unknown or disabled city', async () => {
    for (const name of ['Beijing', 'beijing']) {
      const { status, body } = await get(`/api/web/university/city/${name}`);
      expect(status).toBe(200);
      const list = body as Json[];
      expect(list.length).toBeGreaterThan(0);
      for (const u of list) {
        expectUniversityItem(u);
        expect(u.city).toBe('Beijing');
      }
      expect(list.map((u) => u.name)).toContain('Tsinghua University');
    }
    expect((await get(`/api/web/university/city/${encodeURIComponent("Xi'an")}`)).status).toBe(200);
    for (const name of ['Atlantis', 'Disabled%20Demo%20City']) {
      const { status, body } = await get(`/api/web/university/city/${name}`);
      expect(status).toBe(404);
      expect((body as Json).message).toEqual(expect.any(String));
    }
  });

  it('search: a page { data, current_page, per_page, total, last_page }, typo-tolerant, Chinese names too', async () => {
    const { status, body } = await get('/api/web/university/search/tsinghua');
    expect(status).toBe(200);
    const page = body as Json;
    expect(Object.keys(page).sort()).toEqual(['current_page', 'data', 'last_page', 'per_page', 'total']);
    expect(page).toMatchObject({ current_page: 1, total: expect.any(Number), last_page: expect.any(Number), per_page: expect.any(Number) });
    expect(((page.data as Json[])[0] as Json).name).toBe('Tsinghua University');
    expect((((await get('/api/web/university/search/tsingua')).body as Json).data as Json[])[0].name).toBe('Tsinghua University');
    expect((((await get(`/api/web/university/search/${encodeURIComponent('清华')}`)).body as Json).data as Json[])[0].name).toBe('Tsinghua University');
    const none = (await get('/api/web/university/search/disabled%20demo')).body as Json;
    expect((none.data as Json[]).map((u) => u.name)).not.toContain('Disabled Demo University');
    const paged = (await get('/api/web/university/search/university?per_page=2&page=2')).body as Json;
    expect(paged).toMatchObject({ current_page: 2, per_page: 2 });
    expect((paged.data as Json[]).length).toBeLessThanOrEqual(2);
  });
});

describe('GET /api/web/course/{id}, course/university/{id}, course/program/{id}', () => {
  it('course: the record with program and university, seed names (course_description, mejor)', async () => {
    const first = courses[0];
    const { status, body } = await get(`/api/web/course/${first.id}`);
    expect(status).toBe(200);
    const c = body as Json;
    expectCourseItem(c);
    for (const key of ['short_title', 'seat', 'course_description', 'other_fee', 'code', 'tag']) expect(c, key).toHaveProperty(key);
    expect(c).not.toHaveProperty('description');
    const uni = c.university as Json;
    for (const key of ['bachelor_fee', 'Masters', 'masters_fee', 'phd_fee', 'mbbs_fee', 'language_fee']) expect(uni, key).toHaveProperty(key);
  });

  it('course: 404 with a message for unknown, non-numeric and hidden ids (the disabled course included)', async () => {
    const ids = new Set(courses.map((c) => Number(c.id)));
    const max = Math.max(...ids);
    const hidden = Array.from({ length: max + 2 }, (_, i) => i + 1).filter((id) => !ids.has(id));
    expect(hidden.length).toBeGreaterThan(0);
    for (const id of [...hidden.slice(0, 20), 'abc', '99999999']) {
      const { status, body } = await get(`/api/web/course/${id}`);
      expect(status, String(id)).toBe(404);
      expect((body as Json).message).toEqual(expect.any(String));
    }
  });

  it('course/university/{id}: the public courses of a public university, a plain array; 404 for an unknown one', async () => {
    const thu = universities.find((u) => u.name === 'Tsinghua University') as Json;
    const { status, body, headers } = await get(`/api/web/course/university/${thu.id}`);
    expect(status).toBe(200);
    const list = body as Json[];
    expect(list.length).toBe(thu.total_program);
    for (const c of list) {
      expectCourseItem(c);
      expect(c.university_id).toBe(thu.id);
    }
    expect(Number(headers.get('x-total-count'))).toBe(list.length);
    expect((await get('/api/web/course/university/99999999')).status).toBe(404);
  });

  it('course/program/{id}: the public courses of a degree, a plain array; 404 for an unknown degree', async () => {
    const degrees = (await get('/api/web/degree')).body as Json[];
    const masters = degrees.find((d) => d.name === 'Masters') as Json;
    const { status, body } = await get(`/api/web/course/program/${masters.id}`);
    expect(status).toBe(200);
    const list = body as Json[];
    expect(list.length).toBeGreaterThan(0);
    for (const c of list) expect(c.program_id).toBe(masters.id);
    const notFound = await get('/api/web/course/program/99999');
    expect(notFound.status).toBe(404);
    expect((notFound.body as Json).message).toEqual(expect.any(String));
  });
});

describe('POST /api/web/course/filter', () => {
  const asJson = (b: Json): RequestInit => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) });

  it('filters by key, program_id, teaching_language, mejor and university_id, in any body encoding', async () => {
    const degrees = (await get('/api/web/degree')).body as Json[];
    const bachelor = degrees.find((d) => d.name === 'Bachelor') as Json;
    const payload = { key: '', program_id: String(bachelor.id), teaching_language: 'english', mejor: 'IT', university_id: '' };
    const json = await post('/api/web/course/filter', asJson(payload));
    expect(json.status).toBe(200);
    const list = json.body as Json[];
    expect(list.length).toBeGreaterThan(0);
    for (const c of list) {
      expectCourseItem(c);
      expect(c).toMatchObject({ program_id: bachelor.id, teaching_language: 'english', mejor: 'IT' });
    }
    const form = new FormData();
    for (const [k, v] of Object.entries(payload)) form.append(k, v);
    const multipart = await post('/api/web/course/filter', { body: form });
    const urlencoded = await post('/api/web/course/filter', { body: new URLSearchParams(payload) });
    expect((multipart.body as Json[]).map((c) => c.id)).toEqual(list.map((c) => c.id));
    expect((urlencoded.body as Json[]).map((c) => c.id)).toEqual(list.map((c) => c.id));
  });

  it('a keyword finds courses by title, university and city, best match first', async () => {
    const { status, body } = await post('/api/web/course/filter', asJson({ key: 'computer' }));
    expect(status).toBe(200);
    const list = body as Json[];
    expect(list.length).toBeGreaterThan(0);
    expect(String(list[0].title).toLowerCase()).toContain('computer');
    const thu = (await post('/api/web/course/filter', asJson({ key: 'tsinghua' }))).body as Json[];
    expect(thu.length).toBeGreaterThan(0);
    expect(thu.every((c) => (c.university as Json).name === 'Tsinghua University')).toBe(true);
  });

  it('an unknown id gives an empty list; a wrong type gives 422 with the seed field names', async () => {
    for (const body of [{ program_id: 99999 }, { university_id: '99999999' }, { mejor: 'Astrology' }]) {
      const res = await post('/api/web/course/filter', asJson(body));
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.body).toEqual([]);
    }
    for (const [body, field] of [
      [{ program_id: 'abc' }, 'program_id'],
      [{ university_id: 'x1' }, 'university_id'],
      [{ teaching_language: 'klingon' }, 'teaching_language'],
      [{ mejor: { a: 1 } }, 'mejor'],
    ] as const) {
      const res = await post('/api/web/course/filter', asJson(body as Json));
      expect(res.status, JSON.stringify(body)).toBe(422);
      const b = res.body as { message: string; errors: Record<string, string[]> };
      expect(b.message).toEqual(expect.any(String));
      expect(Object.keys(b.errors)).toContain(field);
    }
  });
});

describe('GET /api/universities', () => {
  it('a page of { id, uuid, name, logo }', async () => {
    const { status, body } = await get('/api/universities?per_page=10&page=1');
    expect(status).toBe(200);
    const page = body as Json;
    expect(Object.keys(page).sort()).toEqual(['current_page', 'data', 'last_page', 'per_page', 'total']);
    expect(page).toMatchObject({ current_page: 1, per_page: 10 });
    // Other test files add and remove universities on the same server meanwhile: the total is
    // compared with the public list read at the same moment (asked again until the two agree).
    await expect
      .poll(async () => {
        const [paged, all] = await Promise.all([get('/api/universities?per_page=10&page=1'), get('/api/web/university/list')]);
        const p = paged.body as Json;
        const n = (all.body as Json[]).length;
        return p.total === n && p.last_page === Math.ceil(n / 10);
      })
      .toBe(true);
    expect(page.total).toBeGreaterThan(10);
    const data = page.data as Json[];
    expect(data).toHaveLength(10);
    for (const u of data) {
      expect(Object.keys(u).sort()).toEqual(['id', 'logo', 'name', 'uuid']);
      expect(String(u.uuid)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
