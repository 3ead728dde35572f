import { beforeAll, describe, expect, inject, it } from 'vitest';
import { extractCode, findLatestMail, outboxDir } from '@/lib/mail/outbox';
import { listLimits } from '@/lib/jobs/limits';
import { jobMessages } from '@/lib/jobs/schemas';
import { phoneMessages } from '@/lib/forms/phone';
import { apiToken, DEMO_PASSWORD, demoAccounts } from '../helpers/auth';
import { inEnglish } from '../helpers/messages';
import { asFile, sampleHtml, samplePng } from '../helpers/sample-files';

/**
 * The legacy recruiter calls over HTTP (job side: bare bodies, 201 with the created record, 400
 * `{ field: [message] }`), each with and without the trailing slash: categories, organisation
 * types, the company profile (201, then 200 when it updates), the logo (`{ logo, url }`, 404
 * before one, 400 before a profile), the dashboard (an admin's is the whole board's), the
 * employer's own jobs (the page envelope) and posting and editing one. 401 for a visitor, 403 for
 * another role, 404 for another employer's job. Every test registers its own employers.
 */
const baseUrl = inject('baseUrl');
const outbox = outboxDir(inject('dataDir'));
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const PASSWORD = 'Lantern-river-2026';
type Json = Record<string, unknown>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by the assertions
type Body = any;

async function call(method: string, path: string, init: { token?: string; json?: unknown; form?: FormData } = {}): Promise<{ status: number; body: Body }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: BodyInit | undefined;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) body = init.form;
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {} };
}

/** A registered, verified employer of the test's own, with a bearer token. */
async function employer(): Promise<string> {
  const email = `recruiter-${unique()}@example.com`;
  const reg = await call('POST', '/api/auth/register', {
    json: { role: 'employer', name: 'Oliver Bennett', code: '+44', phone_number: '7911 123456', gender: 'Male', country: 'United Kingdom', email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(reg.status, JSON.stringify(reg.body)).toBe(201);
  const mail = await findLatestMail(outbox, email, { template: 'verification_code', waitMs: 15_000 });
  expect(mail).not.toBeNull();
  const ver = await call('POST', '/api/access/verification/', { json: { email, verification_code: extractCode(mail!) } });
  expect(ver.status).toBe(202);
  return apiToken(baseUrl, email, PASSWORD);
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const job = (extra: Json = {}) => ({
  job_title: 'Payroll Officer',
  job_category: 44,
  job_nature: 'fulltime',
  location: 'Rochester, Kent',
  city: 'Rochester',
  salary_type: 'yearly',
  salary_range: [26000, 30000],
  experience: [2, 5],
  age_range: [21, 60],
  working_hour_range: ['09:00', '17:00'],
  skills: ['Payroll', 'RTI'],
  benefits: ['Pension'],
  position_no: 1,
  contact_no: '01634123456',
  expire_date: inDays(40),
  description: 'Run weekly and monthly payrolls for about forty client businesses.',
  ...extra,
});

const both = (path: string): [string][] => [[path], [`${path}/`]];

let admin: string;
let candidate: string;
let a: string;
let b: string;

beforeAll(async () => {
  [admin, candidate, a, b] = await Promise.all([
    apiToken(baseUrl, demoAccounts.admin, DEMO_PASSWORD),
    apiToken(baseUrl, demoAccounts.candidate, DEMO_PASSWORD),
    employer(),
    employer(),
  ]);
  // Each of the two has a company profile (the profile's own 201/200 test uses an employer of its own).
  expect((await call('POST', '/api/recruiter/create-profile/', { token: a, json: { org_name: 'Rochester Test Ltd' } })).status).toBe(201);
  expect((await call('POST', '/api/recruiter/create-profile/', { token: b, json: { org_name: 'Guildford Test Ltd' } })).status).toBe(201);
}, 60_000);

describe('who may call', () => {
  const endpoints: [string, string][] = [
    ['GET', '/api/recruiter/job_category'],
    ['GET', '/api/recruiter/org_type'],
    ['POST', '/api/recruiter/create-profile'],
    ['GET', '/api/recruiter/logo'],
    ['POST', '/api/recruiter/logo'],
    ['GET', '/api/recruiter/dashboard'],
    ['GET', '/api/recruiter/job'],
    ['POST', '/api/recruiter/job'],
    ['PUT', '/api/recruiter/job/6f1c2a52-8a40-4c59-9d0e-2f3f3c1b0a11'],
  ];
  it.each(endpoints.flatMap(([m, p]) => [[m, p] as const, [m, `${p}/`] as const]))('%s %s: 401 for a visitor, 403 for a candidate', async (method, path) => {
    const json = method === 'GET' ? undefined : {};
    const visitor = await call(method, path, { json });
    expect(visitor.status).toBe(401);
    expect(visitor.body).toMatchObject({ message: expect.any(String) });
    const asCandidate = await call(method, path, { token: candidate, json });
    expect(asCandidate.status).toBe(403);
  });

  it('an admin may read the dashboard but not post jobs', async () => {
    expect((await call('GET', '/api/recruiter/dashboard/', { token: admin })).status).toBe(200);
    expect((await call('POST', '/api/recruiter/job/', { token: admin, json: job() })).status).toBe(403);
  });
});

describe('reference lists', () => {
  it.each(both('/api/recruiter/job_category'))('GET %s: the live categories as { id, cat_name }', async (path) => {
    const res = await call('GET', path, { token: a });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toEqual(expect.arrayContaining([{ id: 44, cat_name: 'Accounting/Finance' }]));
  });

  it.each(both('/api/recruiter/org_type'))('GET %s: the employer types as { id, code, org_type }', async (path) => {
    const res = await call('GET', path, { token: a });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body[0]).toMatchObject({ id: expect.any(Number), code: expect.any(String), org_type: expect.any(String) });
  });
});

describe('company profile and logo', () => {
  it('logo before a profile: GET 404, POST 400; a job before a profile: 400 with the way', async () => {
    const t = await employer();
    expect((await call('GET', '/api/recruiter/logo/', { token: t })).status).toBe(404);
    const form = new FormData();
    form.append('logo', asFile(samplePng, 'logo.png', 'image/png'));
    const early = await call('POST', '/api/recruiter/logo/', { token: t, form });
    expect(early.status).toBe(400);
    expect(early.body).toEqual({ logo: [inEnglish(jobMessages.profileFirstForLogo)] });
    const noProfile = await call('POST', '/api/recruiter/job/', { token: t, json: job() });
    expect(noProfile.status).toBe(400);
    expect(noProfile.body).toEqual({ company_profile: [inEnglish(jobMessages.profileFirst)] });
  });

  it('POST create-profile: 201 with the record the first time, 200 when it updates; 400 for a bad field', async () => {
    const t = await employer();
    const first = await call('POST', '/api/recruiter/create-profile/', {
      token: t,
      json: { org_name: 'Rochester Test Ltd', org_size: 'small', county: 'Kent', country: 'United Kingdom', cont_per_mail: 'hr@example.com', est_year: 2009, website: 'https://rochester.example' },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id: expect.any(Number), org_name: 'Rochester Test Ltd', org_size: 'small', county: 'Kent', cont_per_mail: 'hr@example.com', est_year: 2009, is_accepted: true, logo: null });
    const again = await call('POST', '/api/recruiter/create-profile', { token: t, json: { org_name: 'Rochester Test Ltd', city: 'Rochester' } });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, city: 'Rochester' });
    const bad = await call('POST', '/api/recruiter/create-profile/', { token: t, json: { org_name: 'Rochester Test Ltd', cont_per_mail: 'not-an-email', org_size: 'huge' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ cont_per_mail: [expect.any(String)], org_size: [expect.any(String)] });
    // What was saved stays as it was.
    const logo = await call('GET', '/api/recruiter/logo/', { token: t });
    expect(logo.status).toBe(404);
  });

  it("phones typed as people write them are answered in E.164: the contact person's mobile and a job's contact number", async () => {
    const t = await employer();
    const profile = await call('POST', '/api/recruiter/create-profile/', { token: t, json: { org_name: 'Phone Test Ltd', country: 'United Kingdom', cont_per_mobile: '(0)20 7946 0000' } });
    expect(profile.status, JSON.stringify(profile.body)).toBe(201);
    expect(profile.body).toMatchObject({ cont_per_mobile: '+442079460000' });
    const bad = await call('POST', '/api/recruiter/create-profile/', { token: t, json: { cont_per_mobile: '0163-412' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ cont_per_mobile: ['Enter a phone number that is valid for United Kingdom'] });
    const posted = await call('POST', '/api/recruiter/job/', { token: t, json: job({ contact_no: '01634 123456' }) });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const read = await call('GET', `/api/recruiter/job/${posted.body.uuid}/`, { token: t });
    expect(read.body).toMatchObject({ contact_no: '+441634123456' });
  });

  it.each(both('/api/recruiter/logo'))('POST %s multipart: 201 { logo, url }; GET answers the same; a non-image is 400', async (path) => {
    const html = new FormData();
    html.append('logo', asFile(sampleHtml, 'logo.png', 'image/png'));
    const refused = await call('POST', path, { token: a, form: html });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ logo: [expect.any(String)] });
    const form = new FormData();
    form.append('logo', asFile(samplePng, 'logo.png', 'image/png'));
    const res = await call('POST', path, { token: a, form });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ logo: expect.stringMatching(/\.png$/), url: expect.stringContaining('.png') });
    const got = await call('GET', path, { token: a });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(res.body);
    const image = await fetch(`${baseUrl}${res.body.url as string}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/png');
  });
});

describe('jobs', () => {
  let posted: Json;
  beforeAll(async () => {
    const res = await call('POST', '/api/recruiter/job/', { token: a, json: job({ job_title: 'Payroll Officer (first)' }) });
    expect(res.status).toBe(201);
    posted = res.body;
  });

  it.each(both('/api/recruiter/job'))('POST %s: 201 with the job, in review, ranges in pounds', async (path) => {
    const res = await call('POST', path, { token: a, json: job({ job_title: `Payroll Officer ${path.length}` }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      uuid: expect.any(String),
      job_title: `Payroll Officer ${path.length}`,
      status: 'reviewing',
      salary_range: [26000, 30000],
      experience: [2, 5],
      age_range: [21, 60],
      working_hour_range: ['09:00', '17:00'],
      skills: ['Payroll', 'RTI'],
      job_nature: 'fulltime',
      category: { id: 44, cat_name: 'Accounting/Finance' },
      recruiter: { org_name: 'Rochester Test Ltd' },
      applications: 0,
    });
  });

  it('POST: form bodies with comma-separated and repeated lists are read too', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(job({ skills: undefined, salary_range: undefined, experience: undefined, age_range: undefined, working_hour_range: undefined }))) {
      if (v !== undefined) form.append(k, String(v));
    }
    form.append('skill', 'Payroll, Sage');
    form.append('salary_range', '13.5');
    form.append('salary_range', '15');
    const res = await call('POST', '/api/recruiter/job/', { token: a, form });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ skills: ['Payroll', 'Sage'], salary_range: [13.5, 15] });
  });

  it('POST: 400 { field: [message] } for an eleventh skill, three salary values, a bad contact number, a missing title', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `Skill ${i + 1}`);
    const skills = await call('POST', '/api/recruiter/job/', { token: a, json: job({ skills: eleven }) });
    expect(skills.status).toBe(400);
    expect(skills.body).toEqual({ skills: [inEnglish(listLimits.skills.message)] });
    const salary = await call('POST', '/api/recruiter/job', { token: a, json: job({ salary_range: [1, 2, 3] }) });
    expect(salary.status).toBe(400);
    expect(salary.body).toEqual({ salary_range: [inEnglish(listLimits.salaryRange.message)] });
    const order = await call('POST', '/api/recruiter/job/', { token: a, json: job({ salary_range: [30000, 20000] }) });
    expect(order.status).toBe(400);
    expect(order.body).toEqual({ salary_range: [inEnglish(jobMessages.rangeOrder('salary'))] });
    const age = await call('POST', '/api/recruiter/job/', { token: a, json: job({ age_range: [20, 30, 40] }) });
    expect(age.body).toEqual({ age_range: [inEnglish(listLimits.ageRange.message)] });
    const fields = await call('POST', '/api/recruiter/job/', { token: a, json: job({ contact_no: '+44 1634', expire_date: inDays(400) }) });
    expect(fields.status).toBe(400);
    expect(fields.body).toEqual({ contact_no: [inEnglish(phoneMessages.invalidFor('GB'))], expire_date: [expect.any(String)] });
    // A blank title stops the checks across fields (zod's abort), so the phone is judged once there is one.
    const title = await call('POST', '/api/recruiter/job/', { token: a, json: job({ job_title: '', expire_date: inDays(400) }) });
    expect(title.body).toMatchObject({ job_title: [expect.any(String)], expire_date: [expect.any(String)] });
  });

  it.each(both('/api/recruiter/job'))('GET %s: the employer’s own jobs in the page envelope', async (path) => {
    const res = await call('GET', `${path}?page_size=1`, { token: a });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: expect.any(Number), previous: null, results: [expect.objectContaining({ uuid: expect.any(String), views: 0 })] });
    expect(res.body.count as number).toBeGreaterThanOrEqual(2);
    expect(res.body.next).toEqual(expect.stringContaining('page=2'));
    const second = await call('GET', `${path}?page_size=1&page=2`, { token: a });
    expect(second.body.previous).toEqual(expect.stringContaining('page=1'));
    const others = await call('GET', path, { token: b });
    expect(others.body).toMatchObject({ count: 0, next: null, previous: null, results: [] });
  });

  it('PUT job/{uuid} (with and without the slash): 200 with the job; an eleventh skill is 400 and changes nothing', async () => {
    const uuid = posted.uuid as string;
    const res = await call('PUT', `/api/recruiter/job/${uuid}/`, { token: a, json: job({ job_title: 'Senior Payroll Officer', salary_range: [28000, 32000] }) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ uuid, job_title: 'Senior Payroll Officer', salary_range: [28000, 32000], status: 'reviewing' });
    const viaPost = await call('POST', `/api/recruiter/job/${uuid}?_method=PUT`, { token: a, json: job({ job_title: 'Payroll Officer (PUT by POST)' }) });
    expect(viaPost.status).toBe(200);
    const eleven = await call('PUT', `/api/recruiter/job/${uuid}`, { token: a, json: job({ skills: Array.from({ length: 11 }, (_, i) => `S${i}`) }) });
    expect(eleven.status).toBe(400);
    expect(eleven.body).toEqual({ skills: [inEnglish(listLimits.skills.message)] });
    const read = await call('GET', `/api/recruiter/job/${uuid}/`, { token: a });
    expect(read.body).toMatchObject({ job_title: 'Payroll Officer (PUT by POST)' });
  });

  it('another employer’s job answers 404 to read and change, and stays as it was', async () => {
    const uuid = posted.uuid as string;
    const read = await call('GET', `/api/recruiter/job/${uuid}/`, { token: b });
    expect(read.status).toBe(404);
    const put = await call('PUT', `/api/recruiter/job/${uuid}/`, { token: b, json: job({ job_title: 'Taken over' }) });
    expect(put.status).toBe(404);
    expect((await call('PUT', '/api/recruiter/job/not-a-uuid/', { token: a, json: job() })).status).toBe(404);
    const mine = await call('GET', `/api/recruiter/job/${uuid}`, { token: a });
    expect(mine.body.job_title).not.toBe('Taken over');
  });
});

describe('dashboard', () => {
  it.each(both('/api/recruiter/dashboard'))('GET %s: the employer’s own four counts; an admin’s are the whole board’s', async (path) => {
    const mine = await call('GET', path, { token: a });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ total_approved_job_posts: 0, reviewing_job_posts: expect.any(Number), non_viewed_applications: 0, total_applications: 0 });
    expect(mine.body.reviewing_job_posts as number).toBeGreaterThanOrEqual(2);
    const demo = await call('GET', path, { token: await apiToken(baseUrl, demoAccounts.employer, DEMO_PASSWORD) });
    const all = await call('GET', path, { token: admin });
    expect(all.status).toBe(200);
    expect(all.body.total_approved_job_posts as number).toBeGreaterThan(demo.body.total_approved_job_posts as number);
    expect(all.body.total_applications as number).toBeGreaterThanOrEqual(demo.body.total_applications as number);
    expect(all.body.reviewing_job_posts as number).toBeGreaterThanOrEqual(mine.body.reviewing_job_posts as number);
  });
});
