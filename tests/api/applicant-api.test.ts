import { describe, expect, inject, it } from 'vitest';
import { openPostgres } from '@/db';
import { apiToken, sessionCookie } from '../helpers/auth';
import { asFile, sampleExe, samplePdf, samplePng } from '../helpers/sample-files';
import { makeUser, PASSWORD } from '../integration/account-fixtures';

/**
 * The resume sections over HTTP (`POST /api/applicant/<section>/`, with and without the trailing
 * slash): the seed's field names in and out, 201 with the record, single sections updated in
 * place, repeatable ones adding a row, 400 `{ field: [message] }` with the list limits, list fields
 * as repeated keys, JSON array text or comma-separated text; the resume upload (201, a failure
 * 400 `{ resume, user }`); 401 for a visitor, 403 for another role; the files only for their owner.
 */
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');

type Json = Record<string, unknown>;
interface Who {
  id: number;
  email: string;
  token: string;
}

async function user(role: 'candidate' | 'student' | 'employer'): Promise<Who> {
  const handle = openPostgres(databaseUrl, 1);
  const u = await makeUser(handle.db, { role }).finally(() => handle.close());
  return { id: u.id, email: u.email, token: await apiToken(baseUrl, u.email, PASSWORD) };
}

async function call(method: string, path: string, opts: { token?: string; cookie?: string; json?: unknown; form?: URLSearchParams | FormData } = {}) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) {
    headers.cookie = opts.cookie;
    headers.origin = baseUrl;
  }
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
  return { status: res.status, body: parsed, headers: res.headers };
}

/** One valid body per section, in the seed's names. */
const sections: Record<string, Json> = {
  basic_info: { first_name: 'Jane', last_name: 'Doe', secondary_mail: 'jane.alt@example.test', gender: 'female', nationality: 'United Kingdom', blood_group: 'O+', dob: '1994-03-02' },
  career_info: { objective: 'Senior carer', job_level: 'Mid', job_nature: 'fulltime', present_salary: 24000, present_salary_type: 'yearly', expected_salary: 27000, expected_salary_type: 'yearly' },
  certification: { cer_name: 'First aid at work', location: 'St John Ambulance', start_date: '2023-01-10', end_date: '2023-01-12' },
  education: { edu_level: 'Bachelor', degree_title: 'BSc Nursing', major: 'Adult nursing', institute: 'University of Kent', result: '2:1', passing_year: 2016 },
  experience: { org_name: 'Kent Care Homes', designation: 'Carer', from_date: '2017-01-01', curr_working: true, area_expertise: ['dementia care', 'medication rounds'] },
  skill: { skill_name: 'Manual handling', acquired_from: 'training', description: 'Hoists and slings' },
  training: { title: 'Safeguarding adults', type: 'Online', topics_covered: ['abuse types', 'reporting'], year: 2022, institute: 'NHS' },
  extracurricular: { activity: 'Volunteer at the food bank' },
  language: { language: 'English', learned_by: 'native', reading: 'high', writing: 'high', speaking: 'high' },
  permanent_address: { house: '12', street: 'High Street', city: 'Maidstone', county: 'Kent', country: 'United Kingdom' },
  present_address: { house: '4', street: 'Station Road', city: 'Guildford', county: 'Surrey', country: 'United Kingdom' },
  preference: { job_category_choice: [44, 45], keyword: ['care', 'nursing'], pref_city: ['Maidstone', 'Canterbury'], special_skill: ['driving'] },
  reference: { name: 'Dr A Patel', designation: 'Ward manager', organization: 'NHS Kent', email: 'a.patel@example.test', relation: 'Manager', cell_no: '+447911123123' },
};

const eleven = Array.from({ length: 11 }, (_, i) => `City ${i + 1}`);

describe.runIf(!!databaseUrl)('applicant: the resume sections (legacy jobs client)', () => {
  it.each(Object.entries(sections))('POST /api/applicant/%s/ answers 201 with the record in the seed names', async (section, body) => {
    const c = await user('candidate');
    const res = await call('POST', `/api/applicant/${section}/`, { token: c.token, json: body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject(body);
    expect(typeof res.body.id).toBe('number');
    // And without the trailing slash.
    const again = await call('POST', `/api/applicant/${section}`, { token: c.token, json: body });
    expect(again.status).toBe(201);
  });

  it('phones typed as people write them are answered in E.164; junk is 400 on its field', async () => {
    const c = await user('candidate');
    const basic = await call('POST', '/api/applicant/basic_info/', {
      token: c.token,
      json: { first_name: 'Jane', last_name: 'Doe', nationality: 'United Kingdom', primary_contact_no: '01634 123456', secondary_contact_no: '(0)20 7946 0000', emergency_contact_no: '+86 10 1234 5678' },
    });
    expect(basic.status, JSON.stringify(basic.body)).toBe(201);
    expect(basic.body).toMatchObject({ primary_contact_no: '+441634123456', secondary_contact_no: '+442079460000', emergency_contact_no: '+861012345678' });
    const ref = await call('POST', '/api/applicant/reference/', { token: c.token, form: new URLSearchParams({ name: 'Dr Patel', cell_no: '07911 123456' }) });
    expect(ref.body).toMatchObject({ cell_no: '+447911123456' });
    const junk = await call('POST', '/api/applicant/basic_info/', { token: c.token, json: { first_name: 'Jane', last_name: 'Doe', primary_contact_no: 'ring me' } });
    expect(junk.status).toBe(400);
    expect(junk.body).toEqual({ primary_contact_no: ['Enter a phone number (digits, spaces, brackets, hyphens and a leading +)'] });
  });

  it('single sections update in place; repeatable ones add a row', async () => {
    const c = await user('candidate');
    const one = await call('POST', '/api/applicant/basic_info/', { token: c.token, json: sections.basic_info });
    const two = await call('POST', '/api/applicant/basic_info', { token: c.token, json: { ...sections.basic_info, first_name: 'Janet' } });
    expect(two.body.id).toBe(one.body.id);
    expect(two.body).toMatchObject({ first_name: 'Janet', secondary_mail: 'jane.alt@example.test' });
    const a = await call('POST', '/api/applicant/skill/', { token: c.token, json: { skill_name: 'Typing' } });
    const b = await call('POST', '/api/applicant/skill/', { token: c.token, json: { skill_name: 'Driving' } });
    expect(a.status).toBe(201);
    expect(b.body.id).not.toBe(a.body.id);
  });

  it('the secondary e-mail and the experience list come from the request', async () => {
    const c = await user('candidate');
    const basic = await call('POST', '/api/applicant/basic_info/', { token: c.token, form: new URLSearchParams({ first_name: 'Sam', last_name: 'Ng', secondary_mail: 'sam.other@example.test' }) });
    expect(basic.body.secondary_mail).toBe('sam.other@example.test');
    const form = new URLSearchParams([
      ['org_name', 'Acme'],
      ['area_expertise', 'triage'],
      ['area_expertise', 'wound care'],
    ]);
    const exp = await call('POST', '/api/applicant/experience/', { token: c.token, form });
    expect(exp.status).toBe(201);
    expect(exp.body.area_expertise).toEqual(['triage', 'wound care']);
  });

  it('list fields may be repeated keys, JSON array text or comma-separated text', async () => {
    const c = await user('candidate');
    const repeated = new URLSearchParams([
      ['pref_city', 'Dover'],
      ['pref_city', 'Deal'],
    ]);
    expect((await call('POST', '/api/applicant/preference/', { token: c.token, form: repeated })).body.pref_city).toEqual(['Dover', 'Deal']);
    const jsonText = new URLSearchParams({ keyword: '["care","night shifts"]' });
    expect((await call('POST', '/api/applicant/preference/', { token: c.token, form: jsonText })).body.keyword).toEqual(['care', 'night shifts']);
    const fd = new FormData();
    fd.append('special_skill', 'driving, first aid');
    fd.append('job_category_choice', '44,45');
    const multi = await call('POST', '/api/applicant/preference', { token: c.token, form: fd });
    expect(multi.status).toBe(201);
    expect(multi.body).toMatchObject({ special_skill: ['driving', 'first aid'], job_category_choice: [44, 45], pref_city: ['Dover', 'Deal'] });
  });

  it('an eleventh preferred city (and any list over its limit) is 400 { field: [message] }; nothing saved is lost', async () => {
    const c = await user('candidate');
    await call('POST', '/api/applicant/preference/', { token: c.token, json: { pref_city: ['Dover'] } });
    const res = await call('POST', '/api/applicant/preference/', { token: c.token, json: { pref_city: eleven } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ pref_city: ['Benefits range Max length will be 10'] });
    const csv = await call('POST', '/api/applicant/preference', { token: c.token, form: new URLSearchParams({ pref_city: eleven.join(',') }) });
    expect(csv.status).toBe(400);
    const ten = await call('POST', '/api/applicant/preference/', { token: c.token, json: { keyword: eleven.slice(0, 10) } });
    expect(ten.status).toBe(201);
    expect(ten.body.pref_city).toEqual(['Dover']);
    for (const [section, field, extra, msg] of [
      ['experience', 'area_expertise', { org_name: 'Acme' }, 'Expertise Max length will be 10'],
      ['training', 'topics_covered', { title: 'Course' }, 'Benefits range Max length will be 10'],
      ['preference', 'keyword', {}, 'Benefits range Max length will be 10'],
      ['preference', 'special_skill', {}, 'Benefits range Max length will be 10'],
      ['preference', 'job_category_choice', {}, 'Benefits range Max length will be 10'],
    ] as const) {
      const value = field === 'job_category_choice' ? eleven.map((_, i) => i + 1) : eleven;
      const r = await call('POST', `/api/applicant/${section}/`, { token: c.token, json: { ...extra, [field]: value } });
      expect(r.status, `${section}.${field}`).toBe(400);
      expect(r.body[field]).toEqual([msg]);
    }
    const bad = await call('POST', '/api/applicant/basic_info/', { token: c.token, json: { first_name: 'A', last_name: 'B', secondary_mail: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('secondary_mail');
  });

  it('an unknown section is 404; a visitor 401; another role 403', async () => {
    const c = await user('candidate');
    expect((await call('POST', '/api/applicant/salary_history/', { token: c.token, json: {} })).status).toBe(404);
    expect((await call('POST', '/api/applicant/skill/', { json: { skill_name: 'x' } })).status).toBe(401);
    expect((await call('POST', '/api/applicant/resume/', { form: new FormData() })).status).toBe(401);
    for (const role of ['student', 'employer'] as const) {
      const other = await user(role);
      expect((await call('POST', '/api/applicant/skill/', { token: other.token, json: { skill_name: 'x' } })).status, role).toBe(403);
      expect((await call('POST', '/api/applicant/resume', { token: other.token, form: new FormData() })).status, role).toBe(403);
    }
  });
});

describe.runIf(!!databaseUrl)('applicant: the resume upload', () => {
  it('POST /api/applicant/resume/ stores a PDF in the CV manager: 201 with the CV, the first one the default', async () => {
    const c = await user('candidate');
    const fd = new FormData();
    fd.append('resume', asFile(samplePdf, 'jane-doe.pdf', 'application/pdf'));
    const res = await call('POST', '/api/applicant/resume/', { token: c.token, form: fd });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ title: 'jane-doe', file_name: 'jane-doe.pdf', is_default: true });
    const fd2 = new FormData();
    fd2.append('resume', asFile(samplePdf, 'second.pdf', 'application/pdf'));
    fd2.append('title', 'Second');
    const two = await call('POST', '/api/applicant/resume', { token: c.token, form: fd2 });
    expect(two.status).toBe(201);
    expect(two.body).toMatchObject({ title: 'Second', is_default: false });

    // The file: its owner reads it; another candidate does not.
    const url = res.body.resume as string;
    const own = await fetch(baseUrl + url, { headers: { authorization: `Bearer ${c.token}` } });
    expect(own.status).toBe(200);
    const other = await user('candidate');
    const theirs = await fetch(baseUrl + url, { headers: { authorization: `Bearer ${other.token}` } });
    expect(theirs.status).toBe(404);
  });

  it('a refused upload is 400 { resume: [...], user: [...] }', async () => {
    const c = await user('candidate');
    const none = await call('POST', '/api/applicant/resume/', { token: c.token, form: new FormData() });
    expect(none.status).toBe(400);
    expect(Object.keys(none.body).sort()).toEqual(['resume', 'user']);
    const exe = new FormData();
    exe.append('resume', asFile(sampleExe, 'cv.pdf', 'application/pdf'));
    const bad = await call('POST', '/api/applicant/resume/', { token: c.token, form: exe });
    expect(bad.status).toBe(400);
    expect(Array.isArray(bad.body.resume) && (bad.body.resume as string[]).length).toBeTruthy();
    expect(bad.body.user).toEqual(bad.body.resume);
    const png = new FormData();
    png.append('resume', asFile(samplePng, 'cv.png', 'image/png'));
    expect((await call('POST', '/api/applicant/resume/', { token: c.token, form: png })).status).toBe(400);
    const big = new FormData();
    big.append('resume', asFile(Buffer.concat([samplePdf, Buffer.alloc(5 * 1024 * 1024)]), 'big.pdf', 'application/pdf'));
    const tooBig = await call('POST', '/api/applicant/resume/', { token: c.token, form: big });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toHaveProperty('user');
  });

  it('the picture: the browser door with the session cookie; only its owner reads it', async () => {
    const c = await user('candidate');
    const cookie = await sessionCookie(baseUrl, c.email, PASSWORD);
    const fd = new FormData();
    fd.append('picture', asFile(samplePng, 'me.png', 'image/png'));
    const res = await call('POST', '/api/applicant/picture/', { cookie, form: fd });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const url = res.body.picture as string;
    expect((await fetch(baseUrl + url, { headers: { authorization: `Bearer ${c.token}` } })).status).toBe(200);
    const other = await user('candidate');
    expect((await fetch(baseUrl + url, { headers: { authorization: `Bearer ${other.token}` } })).status).toBe(404);
    const pdf = new FormData();
    pdf.append('picture', asFile(samplePdf, 'me.png', 'image/png'));
    expect((await call('POST', '/api/applicant/picture/', { cookie, form: pdf })).status).toBe(400);
  });
});

describe.runIf(!!databaseUrl)('candidate pages: each candidate sees only their own resume and CVs', () => {
  it('A’s name and CV show on A’s pages only; a visitor is sent to sign in, another role gets 403', async () => {
    const a = await user('candidate');
    const b = await user('candidate');
    const marker = `Zed${Date.now().toString(36)}`;
    await call('POST', '/api/applicant/basic_info/', { token: a.token, json: { first_name: marker, last_name: 'Owner' } });
    const fd = new FormData();
    fd.append('resume', asFile(samplePdf, `${marker}.pdf`, 'application/pdf'));
    expect((await call('POST', '/api/applicant/resume/', { token: a.token, form: fd })).status).toBe(201);
    const cookieA = await sessionCookie(baseUrl, a.email, PASSWORD);
    const cookieB = await sessionCookie(baseUrl, b.email, PASSWORD);
    for (const path of ['/candidate/profile', '/candidate/resume', '/candidate/cvs']) {
      const mine = await fetch(baseUrl + path, { headers: { cookie: cookieA } });
      expect(mine.status, path).toBe(200);
      expect(await mine.text(), path).toContain(marker);
      const theirs = await fetch(baseUrl + path, { headers: { cookie: cookieB } });
      expect(theirs.status, path).toBe(200);
      expect(await theirs.text(), path).not.toContain(marker);
      const visitor = await fetch(baseUrl + path, { redirect: 'manual' });
      expect([302, 303, 307, 308], path).toContain(visitor.status);
      expect(visitor.headers.get('location') ?? '', path).toMatch(/login/);
    }
    const employer = await user('employer');
    const cookieE = await sessionCookie(baseUrl, employer.email, PASSWORD);
    expect((await fetch(baseUrl + '/candidate/profile', { headers: { cookie: cookieE } })).status).toBe(403);
  });
});
