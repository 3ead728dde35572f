import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres, type DbHandle } from '@/db';
import { applications, jobCategories, jobs } from '@/db/schema';
import { validation } from '@/lib/messages';
import { inEnglish } from '../helpers/messages';
import { apiToken } from '../helpers/auth';
import { asFile, samplePdf } from '../helpers/sample-files';
import { makeUser, PASSWORD } from '../integration/account-fixtures';
import { seedContactStep, seedFamilyStep } from '../helpers/legacy-application-steps';

/**
 * Issue 26's bad input over HTTP, exactly as the outside test sent it: text PostgreSQL cannot
 * store (at any depth, inside the old admissions client's JSON-text sections too), objects where
 * text is expected, ids past the integer range, and the old clients' numbers in text fields. Each
 * answers its side's 4xx with the field's message (422 `{ message, errors }` on the admissions
 * side, 400 `{ field: [message] }` on the job side), never a 500, and a refused write saves nothing.
 */
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
type Json = Record<string, unknown>;

async function call(method: string, path: string, opts: { token?: string; json?: unknown; raw?: string; form?: FormData } = {}) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: BodyInit | undefined;
  if (opts.raw !== undefined) {
    headers['content-type'] = 'application/json';
    body = opts.raw;
  } else if (opts.json !== undefined) {
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

const OUT_OF_RANGE = 2_147_483_648;


describe.runIf(!!databaseUrl)('bad input gets a field message, never a 500 (issue 26)', () => {
  let handle: DbHandle;
  let student: { id: number; token: string };
  let candidate: { id: number; token: string };
  let courseId: number;
  let categoryId: number;
  let jobUuid: string;
  const tag = crypto.randomBytes(4).toString('hex');

  beforeAll(async () => {
    handle = openPostgres(databaseUrl, 2);
    const s = await makeUser(handle.db, { role: 'student' });
    student = { id: s.id, token: await apiToken(baseUrl, s.email, PASSWORD) };
    const c = await makeUser(handle.db, { role: 'candidate' });
    candidate = { id: c.id, token: await apiToken(baseUrl, c.email, PASSWORD) };
    const list = (await (await fetch(`${baseUrl}/api/web/courses/for_home?per_page=5`)).json()) as Json[];
    courseId = list[0].id as number;
    const [cat] = await handle.db.insert(jobCategories).values({ code: `BI${tag}`, name: `Bad input ${tag}`, status: true }).returning({ id: jobCategories.id });
    categoryId = cat.id;
    const e = await makeUser(handle.db, { role: 'employer' });
    const [job] = await handle.db
      .insert(jobs)
      .values({
        title: `Bad input job ${tag}`,
        employerId: e.id,
        categoryId,
        status: 'approved',
        approvedAt: new Date(),
        expireDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        city: 'Dover',
      })
      .returning({ uuid: jobs.uuid });
    jobUuid = job.uuid;
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('PUT /api/web/application/{own draft}: a NUL or a lone surrogate inside a JSON-text section is 422 on the inner field; nothing saved', async () => {
    const created = await call('POST', '/api/web/application', { token: student.token, json: { user_id: student.id, course_id: courseId } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    // The draft's steps are complete, so only the bad character can refuse what follows.
    const saved = await call('PUT', `/api/web/application/${id}`, { token: student.token, json: { ...seedContactStep(), ...seedFamilyStep() } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const rowOf = async () => (await handle.db.select().from(applications).where(eq(applications.id, id)))[0];
    const before = await rowOf();

    // Exactly the outside test's body: the inner `\u0000` arrives escaped inside the JSON text.
    const nul = await call('PUT', `/api/web/application/${id}`, {
      token: student.token,
      raw: '{"conatct_details":"{\\"email\\":\\"a@b.test\\",\\"phone\\":\\"+86 138 0013 8000\\",\\"wechat\\":\\"\\\\u0000\\"}"}',
    });
    expect(nul.status, JSON.stringify(nul.body)).toBe(422);
    expect(nul.body).toMatchObject({ message: inEnglish(validation.unstorableText), errors: { 'conatct_details.wechat': [inEnglish(validation.unstorableText)] } });

    const surrogate = await call('PUT', `/api/web/application/${id}`, {
      token: student.token,
      json: { conatct_details: JSON.stringify({ email: 'a@b.test', phone: '+86 138 0013 8000', wechat: 'x' }), family_conatct: '{"member_name":"\\ud800"}' },
    });
    expect(surrogate.status, JSON.stringify(surrogate.body)).toBe(422);
    expect(surrogate.body).toMatchObject({ errors: { 'family_conatct.member_name': [inEnglish(validation.unstorableText)] } });

    // The same characters sent as an object section (not JSON text), and at the top level.
    const object = await call('PUT', `/api/web/application/${id}`, { token: student.token, raw: '{"conatct_details":{"email":"a@b.test","wechat":"\\u0000"}}' });
    expect(object.status, JSON.stringify(object.body)).toBe(422);
    expect(object.body).toMatchObject({ errors: { 'conatct_details.wechat': [inEnglish(validation.unstorableText)] } });

    expect(await rowOf()).toEqual(before);
  });

  it("PUT /api/web/student/{own id}: a NUL inside the profile's JSON-text section is 422 on the inner field", async () => {
    const basic = { first_name: 'Amina', last_name: 'Rahman', parent_name: 'Karim Rahman', type: 'Local', nationality: 'Bangladesh', gender: 'Female', dob: '2001-04-02' };
    // Valid as a whole, so only the bad character can refuse it.
    const text = JSON.stringify(basic).replace('"Rahman"', '"R\\u0000"');
    const res = await call('PUT', `/api/web/student/${student.id}`, { token: student.token, json: { basic_information: text } });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body).toMatchObject({ errors: { 'basic_information.last_name': [inEnglish(validation.unstorableText)] } });
  });

  it('POST /api/anonymous/direct_hire/ with an object as the job title: 400 "Enter text" (no sign-in)', async () => {
    const res = await call('POST', '/api/anonymous/direct_hire/', { json: { job_title: { toString: 'x' } } });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.job_title).toEqual([inEnglish(validation.enterText)]);
    const nul = await call('POST', '/api/anonymous/direct_hire/', {
      raw: JSON.stringify({ job_title: 'Cook', org_name: 'Acme', position_no: 1, job_category: categoryId, email: 'a@b.test' }).replace('Acme', 'Ac\\u0000me'),
    });
    expect(nul.status, JSON.stringify(nul.body)).toBe(400);
    expect(nul.body.org_name).toEqual([inEnglish(validation.unstorableText)]);
  });

  it('the part-time form: objects in its fields are 400 with each field named', async () => {
    const obj = { toString: 'x' };
    const res = await call('POST', '/api/applicant/part_time_apply/', { token: candidate.token, json: { full_name: obj, city: [obj], skill: [obj], rate: obj, availability: obj } });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ full_name: [inEnglish(validation.enterText)], city: [inEnglish(validation.enterText)], 'skill.0': [inEnglish(validation.enterText)], availability: [inEnglish(validation.enterText)] });
  });

  it('ids past the integer range in bodies are field errors: course_id, cv, job_category_choice', async () => {
    for (const path of ['/api/web/application', '/api/web/apply']) {
      const res = await call('POST', path, { token: student.token, json: { user_id: student.id, course_id: OUT_OF_RANGE } });
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(422);
      expect(Object.keys((res.body.errors ?? {}) as Json), path).toEqual(['course_id']);
    }
    const pref = await call('POST', '/api/applicant/preference/', { token: candidate.token, json: { job_category_choice: [OUT_OF_RANGE] } });
    expect(pref.status, JSON.stringify(pref.body)).toBe(400);
    expect(Object.keys(pref.body)).toEqual(['job_category_choice.0']);
    const apply = await call('POST', '/api/applicant/job_application/', { token: candidate.token, json: { job: jobUuid, cv: OUT_OF_RANGE } });
    expect(apply.status, JSON.stringify(apply.body)).toBe(400);
    expect(Object.keys(apply.body)).toEqual(['cv']);
  });

  it("old clients' numbers in text fields are taken (weight: 70, height: 175); a wrong type says so", async () => {
    const saved = await call('POST', '/api/applicant/basic_info/', { token: candidate.token, json: { first_name: 'Jane', last_name: 'Doe', weight: 70, height: 175 } });
    expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
    expect(saved.body).toMatchObject({ weight: '70', height: '175' });
    const edu = await call('POST', '/api/applicant/education/', { token: candidate.token, json: { degree_title: 'BSc', duration: 4, passing_year: 2015 } });
    expect(edu.status, JSON.stringify(edu.body)).toBe(201);
    const wrong = await call('POST', '/api/applicant/basic_info/', { token: candidate.token, json: { first_name: 'Jane', last_name: 'Doe', weight: { kg: 70 } } });
    expect(wrong.status, JSON.stringify(wrong.body)).toBe(400);
    expect(wrong.body).toEqual({ weight: [inEnglish(validation.enterText)] });
  });

  it('a NUL in a query string is refused by the legacy door (4xx) and dropped by a page search, never a 500', async () => {
    const legacy = await call('GET', '/api/web/course/filter?q=a%00b');
    expect(legacy.status, JSON.stringify(legacy.body)).toBeGreaterThanOrEqual(400);
    expect(legacy.status).toBeLessThan(500);
    const page = await fetch(`${baseUrl}/jobs?q=a%00b`, { redirect: 'manual' });
    expect(page.status).toBeLessThan(500);
  });

  it('a resume upload with a NUL in its file name is refused on the field', async () => {
    const form = new FormData();
    form.set('resume', asFile(samplePdf, 'cv\u0000.pdf', 'application/pdf'));
    const res = await call('POST', '/api/applicant/resume/', { token: candidate.token, form });
    expect(res.status).toBeLessThan(500);
  });
});
