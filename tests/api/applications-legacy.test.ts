import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from '@/db';
import { applicationDocuments, applications } from '@/db/schema';
import { extractCode, findLatestMail, outboxDir } from '@/lib/mail/outbox';
import { apiToken, DEMO_PASSWORD, demoAccounts } from '../helpers/auth';
import { asFile, sampleHtml, samplePdf } from '../helpers/sample-files';
import { seedContactStep, seedDeclaration, seedFamilyStep } from '../helpers/legacy-application-steps';

/**
 * The old admissions client's application calls, over HTTP against the test server: apply, the
 * wizard's saves under the seed's (misspelt) section names as JSON text or objects, with its values,
 * the multipart documents call, the applied list, and the 403 / 404 for another student. Every test
 * registers its own students and applies to a demo course (demo data is never changed).
 */
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const outbox = outboxDir(inject('dataDir'));
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const PASSWORD = 'Lantern-river-2026';

type Json = Record<string, unknown>;
interface Student {
  id: number;
  token: string;
}

async function call(method: string, path: string, opts: { token?: string; json?: unknown; form?: URLSearchParams | FormData } = {}): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.form) body = opts.form;
  const res = await fetch(baseUrl + path, { method, headers, body, redirect: 'manual' });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Json) : {} };
}

/** A registered, verified student with a bearer token. */
async function student(): Promise<Student> {
  const email = `app-legacy-${unique()}@example.com`;
  const reg = await call('POST', '/api/auth/register', {
    json: { name: 'Amina Rahman', code: '+880', phone_number: '01711000000', gender: 'Female', country: 'China', email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(reg.status).toBe(201);
  const mail = await findLatestMail(outbox, email, { template: 'verification_code', waitMs: 10_000 });
  expect(mail).not.toBeNull();
  const ver = await call('POST', '/api/access/verification/', { json: { email, verification_code: extractCode(mail!) } });
  expect(ver.status).toBe(202);
  const login = await call('POST', '/api/auth/login', { json: { email, password: PASSWORD } });
  expect(login.status).toBe(200);
  return { id: (login.body.user as Json).id as number, token: login.body.token as string };
}

let courses: { id: number; program_id: number; university_id: number; title: string }[] = [];

beforeAll(async () => {
  const list = (await (await fetch(`${baseUrl}/api/web/courses/for_home?per_page=50`)).json()) as Json[];
  courses = list.map((c) => ({ id: c.id as number, program_id: c.program_id as number, university_id: c.university_id as number, title: c.title as string }));
  expect(courses.length).toBeGreaterThan(3);
});

/** The seed client's creation payload. */
const seedPayload = (s: Student, course = courses[0]) => ({
  user_id: s.id,
  university_id: course.university_id,
  course_id: course.id,
  program_id: course.program_id,
  description: 'I would like to study here',
});

async function newApplication(s: Student, course = courses[0]): Promise<number> {
  const res = await call('POST', '/api/web/application', { token: s.token, json: seedPayload(s, course) });
  expect(res.status).toBe(201);
  return res.body.id as number;
}


const sectionOf = (record: Json, name: string) => JSON.parse(record[name] as string) as Json;

function documentsForm(files: { bytes: Uint8Array; name: string; type?: string }[], documents: unknown): FormData {
  const form = new FormData();
  form.append('_method', 'PUT');
  for (const f of files) form.append('files[]', asFile(f.bytes, f.name, f.type ?? 'application/pdf'));
  form.append('documents', JSON.stringify(documents));
  return form;
}

describe('POST /api/web/application', () => {
  it('the seed payload makes a draft: the application with its id, university { name }, course { title, program_id }; again: the same open one (200)', async () => {
    const s = await student();
    const first = await call('POST', '/api/web/application', { token: s.token, json: seedPayload(s) });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      id: expect.any(Number),
      user_id: s.id,
      status: 'draft',
      course_id: courses[0].id,
      university: { name: expect.any(String) },
      course: { title: courses[0].title, program_id: courses[0].program_id },
      description: 'I would like to study here',
    });
    // The account's e-mail pre-fills the contact details, shown as JSON text under the seed's name.
    expect(sectionOf(first.body, 'conatct_details')).toMatchObject({ email: expect.stringContaining('@example.com') });
    const again = await call('POST', '/api/web/application', { token: s.token, form: new URLSearchParams({ user_id: String(s.id), course_id: String(courses[0].id) }) });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
  });

  it('401 for a visitor, 403 for another user_id, 403 for an admin, 422 { errors: { course_id } } without a course', async () => {
    const s = await student();
    expect((await call('POST', '/api/web/application', { json: seedPayload(s) })).status).toBe(401);
    const other = await call('POST', '/api/web/application', { token: s.token, json: { ...seedPayload(s), user_id: s.id + 1 } });
    expect(other.status).toBe(403);
    const admin = await apiToken(baseUrl, demoAccounts.admin, DEMO_PASSWORD);
    expect((await call('POST', '/api/web/application', { token: admin, json: seedPayload(s) })).status).toBe(403);
    const missing = await call('POST', '/api/web/application', { token: s.token, json: { user_id: s.id } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toHaveProperty('course_id');
    const list = await call('GET', `/api/web/application/list/${s.id}`, { token: s.token });
    expect(list.body.total).toBe(0);
  });
});

describe('POST /api/web/apply', () => {
  it('"Applied to course successfully" with the id; applying again answers the same open application', async () => {
    const s = await student();
    const { user_id, university_id, course_id, description } = seedPayload(s, courses[1]);
    const res = await call('POST', '/api/web/apply', { token: s.token, json: { user_id, university_id, course_id, description } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Applied to course successfully', data: { id: expect.any(Number) } });
    const again = await call('POST', '/api/web/apply', { token: s.token, json: { user_id, course_id } });
    expect(again.body).toEqual({ message: 'Applied to course successfully', data: { id: (res.body.data as Json).id } });
  });
});

describe('PUT /api/web/application/{id}', () => {
  it('the contact step as JSON text under the misspelt names, with the seed values: saved, and read back mapped the same way', async () => {
    const s = await student();
    const id = await newApplication(s);
    const res = await call('PUT', `/api/web/application/${id}`, { token: s.token, json: seedContactStep() });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Application updated successfully');
    const data = res.body.data as Json;
    expect(data.current_step).toBe(2);
    const got = await call('GET', `/api/web/application/${id}`, { token: s.token });
    expect(got.status).toBe(200);
    const r = got.body.data as Json;
    expect(sectionOf(r, 'conatct_details')).toEqual({ email: 'amina@example.test', phone: '+8613800000000', wechat: 'amina_wx' });
    expect(sectionOf(r, 'students_information')).toMatchObject({ first_name: 'Amina', check_china: 'Yes', check_alcohol: 'No', religion: 'Hinduism', passport_number: 'BA1234567' });
    expect(sectionOf(r, 'language_proficiency')).toMatchObject({ english_level: '3', english_certificate: 'TOEFL', chinese_level: 'Fair' });
    expect(sectionOf(r, 'education_background')).toEqual([expect.objectContaining({ school: 'Dhaka College', mejor: 'Science' })]);
    expect(sectionOf(r, 'postal_address')).toMatchObject({ street: 'Road 5', receiver_name: 'Amina' });
    expect(r.family_conatct).toBeNull();
  });

  it('POST with _method=PUT, URL-encoded: the family step (family_conatct, fiancial_supporter, conatact_case_emergency) and the five declaration booleans', async () => {
    const s = await student();
    const id = await newApplication(s);
    const family = new URLSearchParams({ _method: 'PUT' });
    for (const [k, v] of Object.entries(seedFamilyStep())) family.set(k, JSON.stringify(v));
    const fam = await call('POST', `/api/web/application/${id}`, { token: s.token, form: family });
    expect(fam.status).toBe(200);
    // Objects rather than text work too.
    const dec = await call('POST', `/api/web/application/${id}?_method=PUT`, { token: s.token, json: { declaration: { acknowledgement: true, consent: true, information: true, payment: true, compliance: true } } });
    expect(dec.status).toBe(200);
    const r = (await call('GET', `/api/web/application/${id}`, { token: s.token })).body.data as Json;
    expect(sectionOf(r, 'family_conatct')).toMatchObject({ member_name: 'Karim Rahman', member_relationship: 'Father' });
    expect(sectionOf(r, 'fiancial_supporter')).toMatchObject({ supporters_name: 'Karim Rahman' });
    expect(sectionOf(r, 'conatact_case_emergency')).toMatchObject({ emergencies_name: 'Rina Rahman' });
    expect(sectionOf(r, 'declaration')).toEqual({ acknowledgement: true, consent: true, information: true, payment: true, compliance: true });
    expect(r.current_step).toBe(4);
  });

  it('422 with the seed names as error keys; a body with a bad step saves none of its steps', async () => {
    const s = await student();
    const id = await newApplication(s);
    const step = seedContactStep();
    const info = JSON.parse(step.students_information as string) as Json;
    const bad = await call('PUT', `/api/web/application/${id}`, {
      token: s.token,
      json: {
        ...step,
        conatct_details: JSON.stringify({ email: 'not-an-email', phone: '+8613800000000', wechat: 'w' }),
        students_information: JSON.stringify({ ...info, check_china: 'Maybe' }),
        ...seedFamilyStep(),
      },
    });
    expect(bad.status).toBe(422);
    const errors = bad.body.errors as Json;
    expect(errors).toHaveProperty(['conatct_details.email']);
    expect(errors).toHaveProperty(['students_information.check_china']);
    // The family part was fine, yet nothing was saved.
    const r = (await call('GET', `/api/web/application/${id}`, { token: s.token })).body.data as Json;
    expect(r.family_conatct).toBeNull();
    expect(r.current_step).toBe(1);
    const famErr = await call('PUT', `/api/web/application/${id}`, { token: s.token, json: { family_conatct: JSON.stringify({ member_name: 'K' }) } });
    expect(famErr.status).toBe(422);
    expect(famErr.body.errors).toHaveProperty(['family_conatct.member_phone']);
    const text = await call('PUT', `/api/web/application/${id}`, { token: s.token, json: { fiancial_supporter: '{oops' } });
    expect(text.status).toBe(422);
    expect(text.body.errors).toEqual({ fiancial_supporter: [expect.any(String)] });
    const nothing = await call('PUT', `/api/web/application/${id}`, { token: s.token, json: { user_id: s.id } });
    expect(nothing.status).toBe(422);
  });
});

describe('POST /api/web/application/{id} (multipart, _method=PUT, files[], documents)', () => {
  it('a complete draft: the files land in their slots and the application is submitted', async () => {
    const s = await student();
    const id = await newApplication(s, courses[2]);
    for (const step of [seedContactStep(), seedFamilyStep(), seedDeclaration()]) {
      expect((await call('PUT', `/api/web/application/${id}`, { token: s.token, json: step })).status).toBe(200);
    }
    // Over the launcher's 1 MB cap for ordinary bodies: this route takes uploads.
    const bigPdf = Buffer.concat([Buffer.from('%PDF-1.4\n%'), Buffer.alloc(1_500_000, 0x41), Buffer.from('\n'), samplePdf.subarray(9)]);
    const form = documentsForm(
      [
        { bytes: samplePdf, name: 'passport.pdf' },
        { bytes: bigPdf, name: 'diploma.pdf' },
        { bytes: samplePdf, name: 'cv.pdf' },
      ],
      ['passport.pdf', 'diploma.pdf', '', '', '', 'cv.pdf'],
    );
    const res = await call('POST', `/api/web/application/${id}`, { token: s.token, form });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Application submitted');
    const data = res.body.data as Json;
    expect(data.status).toBe('submitted');
    expect(data.documents).toEqual(
      expect.arrayContaining([
        { slot: 'passport', name: 'passport.pdf' },
        { slot: 'highest_certificate', name: 'diploma.pdf' },
        { slot: 'cv', name: 'cv.pdf' },
      ]),
    );
    // Submitted: the sections are read-only now.
    expect((await call('PUT', `/api/web/application/${id}`, { token: s.token, json: seedFamilyStep() })).status).toBe(409);
    const list = await call('GET', `/api/web/application/list/${s.id}`, { token: s.token });
    expect((list.body.data as Json[]).find((a) => a.id === id)).toMatchObject({ status: 'submitted' });
  });

  it('an incomplete draft keeps the files and answers { message, missing } under the seed names; a bad file is refused and stores nothing', async () => {
    const s = await student();
    const id = await newApplication(s, courses[3]);
    const res = await call('POST', `/api/web/application/${id}`, { token: s.token, form: documentsForm([{ bytes: samplePdf, name: 'p.pdf' }], { passport: 'p.pdf' }) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The application is not complete yet: see what is missing');
    const missing = res.body.missing as Record<string, Json>;
    expect(missing.family).toHaveProperty(['family_conatct.member_name']);
    expect(missing.documents).toHaveProperty('cv');
    expect(missing.documents).not.toHaveProperty('passport');
    const r = (await call('GET', `/api/web/application/${id}`, { token: s.token })).body.data as Json;
    expect(r.status).toBe('draft');
    expect(r.documents).toEqual([{ slot: 'passport', name: 'p.pdf' }]);

    const html = await call('POST', `/api/web/application/${id}`, {
      token: s.token,
      form: documentsForm(
        [
          { bytes: samplePdf, name: 'cv.pdf' },
          { bytes: sampleHtml, name: 'fake.pdf' },
        ],
        { cv: 'cv.pdf', other: 'fake.pdf' },
      ),
    });
    expect(html.status).toBe(422);
    const after = (await call('GET', `/api/web/application/${id}`, { token: s.token })).body.data as Json;
    expect(after.documents).toEqual([{ slot: 'passport', name: 'p.pdf' }]);
    const mismatch = await call('POST', `/api/web/application/${id}`, { token: s.token, form: documentsForm([{ bytes: samplePdf, name: 'cv.pdf' }], ['a.pdf', 'b.pdf']) });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toHaveProperty('documents');
  });
});

describe('the documents call after documents were requested', () => {
  /** A submitted application of a new student (through the old client's calls). */
  async function submitted(s: Student): Promise<number> {
    const id = await newApplication(s, courses[0]);
    for (const step of [seedContactStep(), seedFamilyStep(), seedDeclaration()]) {
      expect((await call('PUT', `/api/web/application/${id}`, { token: s.token, json: step })).status).toBe(200);
    }
    const form = documentsForm(
      [
        { bytes: samplePdf, name: 'passport.pdf' },
        { bytes: samplePdf, name: 'diploma.pdf' },
        { bytes: samplePdf, name: 'cv.pdf' },
      ],
      { passport: 'passport.pdf', highest_certificate: 'diploma.pdf', cv: 'cv.pdf' },
    );
    expect((await call('POST', `/api/web/application/${id}`, { token: s.token, form })).body.message).toBe('Application submitted');
    return id;
  }

  // The admissions office's request is set up in the server's database (the back office has no
  // legacy call for it); reachable on Postgres, as CI runs it.
  it.runIf(!!databaseUrl)('only the requested slot takes a file, and uploading it sends the application back (resubmitted)', async () => {
    const s = await student();
    const id = await submitted(s);
    const handle = openPostgres(databaseUrl, 1);
    try {
      const requestedAt = new Date(Date.now() - 60_000);
      await handle.db.update(applications).set({ status: 'documents_requested' }).where(eq(applications.id, id));
      await handle.db
        .update(applicationDocuments)
        .set({ requestedAt, requestReason: 'The passport scan is blurred', updatedAt: requestedAt })
        .where(and(eq(applicationDocuments.applicationId, id), eq(applicationDocuments.slot, 'passport')));
    } finally {
      await handle.close();
    }
    const closed = await call('POST', `/api/web/application/${id}`, { token: s.token, form: documentsForm([{ bytes: samplePdf, name: 'cv2.pdf' }], { cv: 'cv2.pdf' }) });
    expect(closed.status).toBe(409);
    const res = await call('POST', `/api/web/application/${id}`, { token: s.token, form: documentsForm([{ bytes: samplePdf, name: 'passport-new.pdf' }], { passport: 'passport-new.pdf' }) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Application sent back with the requested documents');
    const data = res.body.data as Json;
    expect(data.status).toBe('resubmitted');
    expect(data.documents).toEqual(expect.arrayContaining([{ slot: 'passport', name: 'passport-new.pdf' }, { slot: 'cv', name: 'cv.pdf' }]));
  });
});

describe('GET /api/web/application/list/{userId}', () => {
  it('a page { data: [...] } of the caller own applications: id, status, university { name }, course { title, program_id }', async () => {
    const s = await student();
    const a = await newApplication(s, courses[0]);
    const b = await newApplication(s, courses[1]);
    const res = await call('GET', `/api/web/application/list/${s.id}`, { token: s.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ current_page: 1, per_page: 20, total: 2, last_page: 1 });
    const data = res.body.data as Json[];
    expect(data.map((x) => x.id).sort()).toEqual([a, b].sort());
    for (const item of data) {
      expect(item).toMatchObject({ id: expect.any(Number), status: 'draft', university: { name: expect.any(String) }, course: { title: expect.any(String), program_id: expect.any(Number) } });
    }
    const paged = await call('GET', `/api/web/application/list/${s.id}?page=2&per_page=10`, { token: s.token });
    expect(paged.body).toMatchObject({ current_page: 2, data: [] });
  });
});

describe('another student', () => {
  it("403 for another user's list; 404 for another user's application, its update and its documents call; nothing of theirs changes", async () => {
    const a = await student();
    const b = await student();
    const bApp = await newApplication(b);
    expect((await call('GET', `/api/web/application/list/${b.id}`, { token: a.token })).status).toBe(403);
    expect((await call('GET', `/api/web/application/list/abc`, { token: a.token })).status).toBe(404);
    expect((await call('GET', `/api/web/application/list/${a.id}`)).status).toBe(401);
    const read = await call('GET', `/api/web/application/${bApp}`, { token: a.token });
    expect(read.status).toBe(404);
    expect(read.body.message).toMatch(/not found/);
    expect((await call('PUT', `/api/web/application/${bApp}`, { token: a.token, json: seedFamilyStep() })).status).toBe(404);
    const docs = await call('POST', `/api/web/application/${bApp}`, { token: a.token, form: documentsForm([{ bytes: samplePdf, name: 'p.pdf' }], ['p.pdf']) });
    expect(docs.status).toBe(404);
    const theirs = (await call('GET', `/api/web/application/${bApp}`, { token: b.token })).body.data as Json;
    expect(theirs.family_conatct).toBeNull();
    expect(theirs.documents).toEqual([]);
  });
});
