import { describe, expect, inject, it } from 'vitest';
import { openPostgres } from '@/db';
import { apiToken, DEMO_PASSWORD, demoAccounts, sessionCookie } from '../helpers/auth';
import { asFile, sampleExe, samplePdf, samplePng } from '../helpers/sample-files';
import { makeUser, PASSWORD } from '../integration/account-fixtures';

/**
 * The student profile over HTTP: the old client's `GET /api/web/student/{userId}` and its
 * `POST … _method=PUT` with one section under the seed's name (JSON text, URL-encoded or
 * multipart), the seed's field names and its Bachelor/Masters values for type and gender, the
 * 401 / 403 / 422 answers; and the profile-file door (`/api/students/{userId}/profile-files/{kind}`):
 * upload, download by the owner and admins only, 404 for anyone else.
 */
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');

type Json = Record<string, unknown>;
interface Student {
  id: number;
  email: string;
  token: string;
}

async function student(): Promise<Student> {
  const handle = openPostgres(databaseUrl, 1);
  const u = await makeUser(handle.db, { role: 'student' }).finally(() => handle.close());
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
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
}

const profilePath = (id: number | string) => `/api/web/student/${id}`;
const put = (s: Student, section: string, value: unknown, id: number | string = s.id) =>
  call('POST', profilePath(id), { token: s.token, json: { _method: 'PUT', [section]: typeof value === 'string' ? value : JSON.stringify(value) } });
const sectionOf = async (s: Student, key: string) => {
  const res = await call('GET', profilePath(s.id), { token: s.token });
  expect(res.status).toBe(200);
  const text = (res.body.data as Json)[key];
  return text === null ? null : (JSON.parse(text as string) as Json);
};

/** Every section under the seed's name, with the seed's inner field names. */
const seedSections = {
  basic_information: { first_name: 'Amina', last_name: 'Rahman', parent_name: 'Karim Rahman', type: 'Local', nationality: 'Bangladesh', gender: 'Female', dob: '2001-04-02' },
  education_information_school: { school_name: 'Dhaka School', examination_name: 'SSC', year: '2016', duration: '10 years', grade: 'A+' },
  education_information_higher_school: { higher_school_name: 'Dhaka College', higher_examination_name: 'HSC', higher_year: '2018', higher_duration: '2 years', higher_grade: 'A' },
  education_information_bachelor: { bachelor_instute_name: 'Dhaka University', bachelor_eximation_name: 'BSc', bachelor_year: '2022', bachelor_duration: '4 years', bachelor_grade: '3.8' },
  education_information_masters: { masters_instute_name: 'BUET', masters_examination_name: 'MSc', masters_year: '2024', masters_duration: '2 years', masters_grade: '3.9' },
  passport_information: { passport_number: 'BA1234567', country: 'Bangladesh', expiry_date: '2031-01-31' },
} as const;

describe.runIf(!!databaseUrl)('student profile: the legacy endpoints', () => {
  it('an unsaved profile answers every section null under the seed’s keys', async () => {
    const s = await student();
    const res = await call('GET', profilePath(s.id), { token: s.token });
    expect(res.status).toBe(200);
    const data = res.body.data as Json;
    expect(data.user_id).toBe(s.id);
    for (const key of Object.keys(seedSections)) expect(data[key], key).toBeNull();
    expect(data.files).toEqual([]);
  });

  it.each(Object.entries(seedSections))('saves %s under the seed’s name and answers it back as JSON text', async (key, value) => {
    const s = await student();
    const res = await put(s, key, value);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Student profile updated successfully');
    expect(typeof (res.body.data as Json)[key]).toBe('string');
    expect(await sectionOf(s, key)).toEqual(value);
    // The other sections are still unsaved.
    for (const other of Object.keys(seedSections).filter((k) => k !== key)) expect(await sectionOf(s, other)).toBeNull();
  });

  it.each([
    ['Bachelor', 'Bachelor', 'Local', 'Male'],
    ['Masters', 'Masters', 'Foreign', 'Female'],
    ['local', 'male', 'Local', 'Male'],
    ['Foreign', 'Female', 'Foreign', 'Female'],
  ])('the old client’s type %s and gender %s read as %s and %s', async (type, gender, wantType, wantGender) => {
    const s = await student();
    const res = await put(s, 'basic_information', { ...seedSections.basic_information, type, gender });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await sectionOf(s, 'basic_information')).toMatchObject({ type: wantType, gender: wantGender });
  });

  it('takes the section URL-encoded, multipart or as an object in JSON', async () => {
    const s = await student();
    const form = new URLSearchParams({ _method: 'PUT', passport_information: JSON.stringify(seedSections.passport_information) });
    expect((await call('POST', profilePath(s.id), { token: s.token, form })).status).toBe(200);
    const multipart = new FormData();
    multipart.append('_method', 'PUT');
    multipart.append('education_information_school', JSON.stringify(seedSections.education_information_school));
    expect((await call('POST', profilePath(s.id), { token: s.token, form: multipart })).status).toBe(200);
    const obj = await call('PUT', profilePath(s.id), { token: s.token, json: { basic_information: seedSections.basic_information } });
    expect(obj.status).toBe(200);
    expect(await sectionOf(s, 'passport_information')).toEqual(seedSections.passport_information);
    expect(await sectionOf(s, 'education_information_school')).toEqual(seedSections.education_information_school);
    expect(await sectionOf(s, 'basic_information')).toEqual(seedSections.basic_information);
  });

  it('works with the session cookie as well as the bearer token', async () => {
    const s = await student();
    const cookie = await sessionCookie(baseUrl, s.email, PASSWORD);
    const res = await call('POST', profilePath(s.id), { cookie, json: { _method: 'PUT', passport_information: JSON.stringify(seedSections.passport_information) } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const got = await call('GET', profilePath(s.id), { cookie });
    expect(got.status).toBe(200);
    expect(JSON.parse((got.body.data as Json).passport_information as string)).toEqual(seedSections.passport_information);
  });

  it('422 with the seed’s field names for a missing required field, and nothing is saved', async () => {
    const s = await student();
    const res = await put(s, 'education_information_bachelor', { ...seedSections.education_information_bachelor, bachelor_instute_name: '', bachelor_year: '' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      'education_information_bachelor.bachelor_instute_name': ['This field is required'],
      'education_information_bachelor.bachelor_year': ['This field is required'],
    });
    const basic = await put(s, 'basic_information', { ...seedSections.basic_information, parent_name: '' });
    expect(basic.status).toBe(422);
    expect(basic.body.errors).toMatchObject({ 'basic_information.parent_name': ['This field is required'] });
    const passport = await put(s, 'passport_information', { passport_number: 'BA1234567' });
    expect(passport.status).toBe(422);
    expect(Object.keys(passport.body.errors as Json).sort()).toEqual(['passport_information.country', 'passport_information.expiry_date']);
    expect(await sectionOf(s, 'education_information_bachelor')).toBeNull();
    expect(await sectionOf(s, 'basic_information')).toBeNull();
  });

  it('422 for no section, two sections, an unknown one or text that is not JSON', async () => {
    const s = await student();
    const none = await call('POST', profilePath(s.id), { token: s.token, json: { _method: 'PUT' } });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe('Send exactly one profile section');
    const two = await call('POST', profilePath(s.id), {
      token: s.token,
      json: { _method: 'PUT', basic_information: JSON.stringify(seedSections.basic_information), passport_information: JSON.stringify(seedSections.passport_information) },
    });
    expect(two.status).toBe(422);
    expect((await call('POST', profilePath(s.id), { token: s.token, json: { _method: 'PUT', education_information_phd: '{}' } })).status).toBe(422);
    const broken = await put(s, 'passport_information', '{not json');
    expect(broken.status).toBe(422);
    expect(broken.body.errors).toHaveProperty('passport_information');
    expect(await sectionOf(s, 'basic_information')).toBeNull();
  });

  it('another user’s {userId} answers 403 to read and to write; that profile is unchanged', async () => {
    const a = await student();
    const b = await student();
    await put(b, 'basic_information', seedSections.basic_information);
    expect((await call('GET', profilePath(b.id), { token: a.token })).status).toBe(403);
    const write = await put(a, 'basic_information', { ...seedSections.basic_information, first_name: 'Mallory' }, b.id);
    expect(write.status).toBe(403);
    expect(await sectionOf(b, 'basic_information')).toMatchObject({ first_name: 'Amina' });
    expect(await sectionOf(a, 'basic_information')).toBeNull();
    // Not a user id at all: nothing there.
    expect((await call('GET', profilePath('abc'), { token: a.token })).status).toBe(404);
  });

  it('401 without a token or session; 403 for other roles', async () => {
    expect((await call('GET', profilePath(1))).status).toBe(401);
    expect((await call('POST', profilePath(1), { json: { _method: 'PUT', basic_information: '{}' } })).status).toBe(401);
    const admin = await apiToken(baseUrl, demoAccounts.admin, DEMO_PASSWORD);
    expect((await call('GET', profilePath(1), { token: admin })).status).toBe(403);
  });
});

describe.runIf(!!databaseUrl)('student profile: the identity files', () => {
  const fileUrl = (id: number, kind: string) => `${baseUrl}/api/students/${id}/profile-files/${kind}`;
  const upload = (s: Student, kind: string, file: File, id = s.id) => {
    const body = new FormData();
    body.append('file', file);
    return fetch(fileUrl(id, kind), { method: 'POST', body, headers: { authorization: `Bearer ${s.token}` } });
  };
  const download = (token: string, id: number, kind: string) => fetch(fileUrl(id, kind), { headers: { authorization: `Bearer ${token}` } });

  it('uploads a file, lists it in the profile, downloads the same bytes; the owner and admins only', async () => {
    const a = await student();
    const b = await student();
    const up = await upload(a, 'passport', asFile(samplePdf, 'passport.pdf', 'application/pdf'));
    expect(up.status, await up.clone().text()).toBe(201);
    expect(((await up.json()) as Json).message).toBe('File uploaded');

    const listed = await call('GET', profilePath(a.id), { token: a.token });
    expect((listed.body.data as Json).files).toEqual([{ kind: 'passport', name: 'passport.pdf', url: `/api/students/${a.id}/profile-files/passport` }]);

    const own = await download(a.token, a.id, 'passport');
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toContain('application/pdf');
    expect(own.headers.get('cache-control')).toContain('no-store');
    expect(Buffer.from(await own.arrayBuffer()).equals(samplePdf)).toBe(true);

    const admin = await apiToken(baseUrl, demoAccounts.admin, DEMO_PASSWORD);
    expect((await download(admin, a.id, 'passport')).status).toBe(200);

    // Anyone else: 404, as if there were no file.
    expect((await download(b.token, a.id, 'passport')).status).toBe(404);
    const employer = await apiToken(baseUrl, demoAccounts.employer, DEMO_PASSWORD);
    expect((await download(employer, a.id, 'passport')).status).toBe(404);
    expect((await fetch(fileUrl(a.id, 'passport'))).status).toBe(401);
  });

  it('another student cannot upload into or remove from A’s profile (404); A’s file stays', async () => {
    const a = await student();
    const b = await student();
    expect((await upload(a, 'certificates', asFile(samplePng, 'cert.png'))).status).toBe(201);
    expect((await upload(b, 'certificates', asFile(samplePdf, 'evil.pdf'), a.id)).status).toBe(404);
    const del = await fetch(fileUrl(a.id, 'certificates'), { method: 'DELETE', headers: { authorization: `Bearer ${b.token}` } });
    expect(del.status).toBe(404);
    const still = await download(a.token, a.id, 'certificates');
    expect(Buffer.from(await still.arrayBuffer()).equals(samplePng)).toBe(true);
    // B's own profile got nothing.
    expect((await download(b.token, b.id, 'certificates')).status).toBe(404);
  });

  it('refuses a file by content (422), keeps the stored one; an unknown kind is 422 to upload and 404 to read', async () => {
    const a = await student();
    expect((await upload(a, 'national_identity', asFile(samplePng, 'id.png'))).status).toBe(201);
    const bad = await upload(a, 'national_identity', asFile(sampleExe, 'id.pdf', 'application/pdf'));
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as Json).message).toMatch(/not allowed/);
    expect((await download(a.token, a.id, 'national_identity')).headers.get('content-type')).toContain('image/png');
    expect((await upload(a, 'selfie', asFile(samplePng, 'x.png'))).status).toBe(422);
    expect((await download(a.token, a.id, 'selfie')).status).toBe(404);

    const removed = await fetch(fileUrl(a.id, 'national_identity'), { method: 'DELETE', headers: { authorization: `Bearer ${a.token}` } });
    expect(removed.status).toBe(200);
    expect((await download(a.token, a.id, 'national_identity')).status).toBe(404);
  });
});
