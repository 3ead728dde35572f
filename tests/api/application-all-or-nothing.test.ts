import { expect, inject, it } from 'vitest';
import { extractCode, findLatestMail, outboxDir } from '@/lib/mail/outbox';
import { seedContactStep, seedFamilyStep } from '../helpers/legacy-application-steps';

/**
 * The example over HTTP (issue 26, item 2): the old admissions client's application call
 * with a valid student step and a family step whose text PostgreSQL cannot store (a NUL inside the
 * section's JSON text). The call is one unit: it is refused and the student step is not saved
 * either (before, the student step was committed on its own and the family step failed after it).
 * Every test registers its own student and applies to a demo course (demo data is never changed).
 */
const baseUrl = inject('baseUrl');
const outbox = outboxDir(inject('dataDir'));
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const PASSWORD = 'Lantern-river-2026';

type Json = Record<string, unknown>;

async function call(method: string, path: string, opts: { token?: string; json?: unknown } = {}): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(baseUrl + path, { method, headers, body: opts.json === undefined ? undefined : JSON.stringify(opts.json), redirect: 'manual' });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Json) : {} };
}

async function student(): Promise<{ id: number; token: string }> {
  const email = `all-or-nothing-${unique()}@example.com`;
  const reg = await call('POST', '/api/auth/register', {
    json: { name: 'Amina Rahman', code: '+880', phone_number: '01711000000', gender: 'Female', country: 'China', email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(reg.status).toBe(201);
  const mail = await findLatestMail(outbox, email, { template: 'verification_code', waitMs: 10_000 });
  expect(mail).not.toBeNull();
  expect((await call('POST', '/api/access/verification/', { json: { email, verification_code: extractCode(mail!) } })).status).toBe(202);
  const login = await call('POST', '/api/auth/login', { json: { email, password: PASSWORD } });
  expect(login.status).toBe(200);
  return { id: (login.body.user as Json).id as number, token: login.body.token as string };
}


it('PUT /api/web/application/{id}: a valid student step with a family step PostgreSQL cannot store is refused, and the student step is not saved', async () => {
  const s = await student();
  const courses = (await (await fetch(`${baseUrl}/api/web/courses/for_home?per_page=5`)).json()) as Json[];
  const course = courses[0];
  const created = await call('POST', '/api/web/application', {
    token: s.token,
    json: { user_id: s.id, university_id: course.university_id, course_id: course.id, program_id: course.program_id },
  });
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  const before = (await call('GET', `/api/web/application/${id}`, { token: s.token })).body.data as Json;

  const res = await call('PUT', `/api/web/application/${id}`, { token: s.token, json: { ...seedContactStep(), ...seedFamilyStep('Karim\u0000Rahman') } });
  // Refused as a whole, with the field message of the input layer (without it the family step
  // would fail inside the database, after the student step, in the same unit).
  expect(res.status).toBe(422);
  const after = (await call('GET', `/api/web/application/${id}`, { token: s.token })).body.data as Json;
  expect(after.students_information).toEqual(before.students_information);
  expect(after.conatct_details).toEqual(before.conatct_details);
  expect(after.family_conatct).toBeNull();
  expect(after.current_step).toBe(before.current_step);

  // The same call with a family step that can be stored saves both steps.
  const ok = await call('PUT', `/api/web/application/${id}`, { token: s.token, json: { ...seedContactStep(), ...seedFamilyStep('Karim Rahman') } });
  expect(ok.status).toBe(200);
  const saved = (await call('GET', `/api/web/application/${id}`, { token: s.token })).body.data as Json;
  expect(JSON.parse(saved.students_information as string)).toMatchObject({ first_name: 'Amina' });
  expect(JSON.parse(saved.family_conatct as string)).toMatchObject({ member_name: 'Karim Rahman' });
});
