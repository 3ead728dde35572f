import { expect } from 'vitest';
import { extractCode, findLatestMail, outboxDir } from '@/lib/mail/outbox';
import { registrationBody, sessionCookie } from '../helpers/auth';
import { samplePdf } from '../helpers/sample-files';
import { seedContactStep, seedFamilyStep } from '../helpers/legacy-application-steps';

/**
 * Accounts of a test's own, made through the app as a user would (register, the mailed code,
 * sign in), each with a record it owns: a student with a draft application, an employer with a
 * company profile and a job, a job seeker with resume sections. The demo accounts are never changed.
 * `snapshot()` reads the owner's records through the app (GET as the owner) to compare before and
 * after a request.
 */
export const PASSWORD = 'Lantern-river-2026';
type Json = Record<string, unknown>;

export interface Owner {
  role: 'student' | 'employer' | 'candidate';
  email: string;
  id: number;
  token: string;
  cookie: string;
  /** Values for the dynamic segments of this owner's own paths, by segment name. */
  own: Record<string, string>;
  /** The owner's records as JSON text, read through the app. */
  snapshot(): Promise<string>;
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

export async function call(baseUrl: string, method: string, path: string, opts: { token?: string; json?: unknown } = {}): Promise<{ status: number; body: Json & Json[] }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(baseUrl + path, { method, headers, body: opts.json === undefined ? undefined : JSON.stringify(opts.json), redirect: 'manual' });
  const text = await res.text();
  let body: unknown = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = { text };
  }
  return { status: res.status, body: body as Json & Json[] };
}

async function account(baseUrl: string, dataDir: string, role: Owner['role']): Promise<{ email: string; id: number; token: string; cookie: string }> {
  const email = `fuzz-${role}-${unique()}@example.com`;
  const reg = await call(baseUrl, 'POST', '/api/auth/register', { json: registrationBody(email, PASSWORD, role === 'student' ? {} : { role }) });
  expect(reg.status, `register ${role}: ${JSON.stringify(reg.body)}`).toBe(201);
  const mail = await findLatestMail(outboxDir(dataDir), email, { template: 'verification_code', waitMs: 15_000 });
  expect(mail, `verification mail to ${email}`).not.toBeNull();
  const ver = await call(baseUrl, 'POST', '/api/access/verification/', { json: { email, verification_code: extractCode(mail!) } });
  expect(ver.status, `verify ${role}`).toBe(202);
  const login = await call(baseUrl, 'POST', '/api/auth/login', { json: { email, password: PASSWORD } });
  expect(login.status, `login ${role}`).toBe(200);
  return { email, id: (login.body.user as Json).id as number, token: login.body.token as string, cookie: await sessionCookie(baseUrl, email, PASSWORD) };
}

/** Fields that change on their own (a read, the clock) and say nothing about the record's content. */
const volatile = /^(last_seen|last_login|views?|view_count|updated_at|last_updated|modified|token|expires|csrf)/i;
const stable = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(stable) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).filter(([k]) => !volatile.test(k)).map(([k, x]) => [k, stable(x)])) : v;

async function read(baseUrl: string, token: string, paths: string[]): Promise<string> {
  const out: Record<string, unknown> = {};
  for (const p of paths) {
    const res = await call(baseUrl, 'GET', p, { token });
    out[p] = { status: res.status, body: stable(res.body) };
  }
  return JSON.stringify(out);
}



export async function student(baseUrl: string, dataDir: string): Promise<Owner> {
  const a = await account(baseUrl, dataDir, 'student');
  const courses = (await call(baseUrl, 'GET', '/api/web/courses/for_home?per_page=20')).body as unknown as Json[];
  const course = courses[0];
  const app = await call(baseUrl, 'POST', '/api/web/application', {
    token: a.token,
    json: { user_id: a.id, university_id: course.university_id, course_id: course.id, program_id: course.program_id, description: 'I would like to study here' },
  });
  expect(app.status, `draft application: ${JSON.stringify(app.body)}`).toBe(201);
  const applicationId = String(app.body.id);
  const contact = await call(baseUrl, 'PUT', `/api/web/application/${applicationId}`, { token: a.token, json: { ...seedContactStep(), ...seedFamilyStep() } });
  expect(contact.status, `contact step: ${JSON.stringify(contact.body)}`).toBeLessThan(300);
  const paths = [`/api/web/application/${applicationId}`, `/api/web/student/${a.id}`, `/api/web/application/list/${a.id}`];
  return {
    role: 'student',
    ...a,
    own: { id: applicationId, userId: String(a.id), courseId: String(course.id) },
    snapshot: () => read(baseUrl, a.token, paths),
  };
}

export async function employer(baseUrl: string, dataDir: string): Promise<Owner> {
  const a = await account(baseUrl, dataDir, 'employer');
  const profile = await call(baseUrl, 'POST', '/api/recruiter/create-profile/', { token: a.token, json: { org_name: `Fuzz Test Ltd ${unique()}` } });
  expect(profile.status, `company profile: ${JSON.stringify(profile.body)}`).toBe(201);
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const job = await call(baseUrl, 'POST', '/api/recruiter/job/', {
    token: a.token,
    json: {
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
    },
  });
  expect(job.status, `job: ${JSON.stringify(job.body)}`).toBe(201);
  const uuid = String(job.body.uuid);
  const paths = [`/api/recruiter/job/${uuid}`, '/api/recruiter/logo', '/api/recruiter/dashboard'];
  return { role: 'employer', ...a, own: { uuid }, snapshot: () => read(baseUrl, a.token, paths) };
}

/** The job seeker's resume, one section of each kind the old jobs client sends. */
export const resumeSections: Record<string, Json> = {
  basic_info: { first_name: 'Jane', last_name: 'Doe', secondary_mail: 'jane.alt@example.test', gender: 'female', nationality: 'United Kingdom', blood_group: 'O+', dob: '1994-03-02' },
  career_info: { objective: 'Senior carer', job_level: 'Mid', job_nature: 'fulltime', present_salary: 24000, present_salary_type: 'yearly', expected_salary: 27000, expected_salary_type: 'yearly' },
  education: { edu_level: 'Bachelor', degree_title: 'BSc Nursing', major: 'Adult nursing', institute: 'University of Kent', result: '2:1', passing_year: 2016 },
  experience: { org_name: 'Kent Care Homes', designation: 'Carer', from_date: '2017-01-01', curr_working: true, area_expertise: ['dementia care', 'medication rounds'] },
  skill: { skill_name: 'Manual handling', acquired_from: 'training', description: 'Hoists and slings' },
  language: { language: 'English', learned_by: 'native', reading: 'high', writing: 'high', speaking: 'high' },
  present_address: { house: '4', street: 'Station Road', city: 'Guildford', county: 'Surrey', country: 'United Kingdom' },
  preference: { job_category_choice: [44, 45], keyword: ['care', 'nursing'], pref_city: ['Maidstone', 'Canterbury'], special_skill: ['driving'] },
  reference: { name: 'Dr A Patel', designation: 'Ward manager', organization: 'NHS Kent', email: 'a.patel@example.test', relation: 'Manager', cell_no: '+447911123123' },
};

export async function candidate(baseUrl: string, dataDir: string): Promise<Owner> {
  const a = await account(baseUrl, dataDir, 'candidate');
  for (const [section, body] of Object.entries(resumeSections)) {
    const res = await call(baseUrl, 'POST', `/api/applicant/${section}/`, { token: a.token, json: body });
    expect(res.status, `resume ${section}: ${JSON.stringify(res.body)}`).toBe(201);
  }
  // A CV in the CV manager, so that applying to a job has one to send.
  const form = new FormData();
  form.append('resume', new File([new Uint8Array(samplePdf)], 'cv.pdf', { type: 'application/pdf' }));
  const cv = await fetch(`${baseUrl}/api/applicant/resume/`, { method: 'POST', headers: { authorization: `Bearer ${a.token}` }, body: form });
  expect(cv.status, 'CV upload').toBe(201);
  const paths = ['/api/applicant/resume'];
  return { role: 'candidate', ...a, own: { section: 'basic_info', userId: String(a.id) }, snapshot: () => read(baseUrl, a.token, paths) };
}
