import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from '@/db';
import { applicationNotes, applications, notifications } from '@/db/schema';
import { setStorage } from '@/lib/storage';
import { createLocalDriver } from '@/lib/storage/local-driver';
import { makeApplication } from '../helpers/application-fixtures';
import { apiToken, DEMO_PASSWORD, demoAccounts, sessionCookie } from '../helpers/auth';
import { makeCourse, makeUser, PASSWORD } from '../integration/account-fixtures';

/**
 * The admin review's doors over HTTP: the legacy `GET /api/admin/application/list` (a JSON array,
 * `X-Total-Count`) and `GET /api/admin/application/show/{id}` (`{ data }`, the sections under the
 * seed's names), the CSV export of the back office's filter, and internal notes reaching no student
 * endpoint or page. Each test makes its own course, student and applications in the server's
 * database (demo data is never changed); the demo accounts are only signed in.
 */
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const dataDir = inject('dataDir');

type Json = Record<string, unknown>;
const seedSections = [
  'conatct_details',
  'students_information',
  'postal_address',
  'home_address',
  'language_proficiency',
  'education_background',
  'work_experience',
  'family_conatct',
  'fiancial_supporter',
  'conatact_case_emergency',
  'declaration',
];

async function get(path: string, auth: { token?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  if (auth.cookie) headers.cookie = auth.cookie;
  const res = await fetch(baseUrl + path, { headers, redirect: 'manual' });
  return { path, status: res.status, headers: res.headers, text: await res.text() };
}

describe.runIf(!!databaseUrl)('admin application review over HTTP', () => {
  const handle = databaseUrl ? openPostgres(databaseUrl, 2) : null;
  const db = () => handle!.db;
  let admin: string;
  let employer: string;
  let demoStudent: string;
  let course: Awaited<ReturnType<typeof makeCourse>>;
  let submitted: { id: number; studentId: number; email: string };
  let draftId: number;
  const secret = `Internal-note-${crypto.randomUUID()}`;

  beforeAll(async () => {
    setStorage(createLocalDriver(dataDir));
    [admin, employer, demoStudent] = await Promise.all([
      apiToken(baseUrl, demoAccounts.admin, DEMO_PASSWORD),
      apiToken(baseUrl, demoAccounts.employer, DEMO_PASSWORD),
      apiToken(baseUrl, demoAccounts.student, DEMO_PASSWORD),
    ]);
    course = await makeCourse(db());
    const student = await makeUser(db(), { role: 'student' });
    const made = await makeApplication(db(), { status: 'submitted', userId: student.id, course });
    await db()
      .update(applications)
      .set({ submittedAt: new Date('2025-05-05T09:00:00Z'), studentsInformation: { ...(made.application.studentsInformation ?? {}), first_name: '=Mallory', last_name: 'Review' } as never })
      .where(eq(applications.id, made.application.id));
    submitted = { id: made.application.id, studentId: student.id, email: student.email };
    draftId = (await makeApplication(db(), { status: 'draft', course })).application.id;
    await db().insert(applicationNotes).values({ applicationId: submitted.id, authorId: null, body: secret });
    await db().insert(notifications).values({ userId: student.id, type: 'application_status', title: 'Your application is now: Under review', body: 'We started' });
  });
  afterAll(async () => {
    setStorage(undefined);
    await handle?.close();
  });

  it('GET /api/admin/application/list: a JSON array of the seed item shape, the total in X-Total-Count, drafts left out', async () => {
    const res = await get(`/api/admin/application/list?university_id=${course.universityId}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('1');
    const items = JSON.parse(res.text) as Json[];
    expect(Array.isArray(items)).toBe(true);
    expect(items).toHaveLength(1);
    expect(Object.keys(items[0]).sort()).toEqual(['country', 'course', 'full_name', 'id', 'payment_status', 'phone', 'program', 'status', 'submitted_at', 'university'].sort());
    expect(items[0]).toMatchObject({ id: submitted.id, status: 'submitted', full_name: '=Mallory Review', country: 'Bangladesh', submitted_at: '2025-05-05T09:00:00.000Z' });
    expect(Object.keys(items[0].program as Json)).toEqual(['name']);
    expect(Object.keys(items[0].course as Json)).toEqual(['title']);
    expect(Object.keys(items[0].university as Json)).toEqual(['name']);
    // Paged: the second page of one item is empty, the total stays.
    const second = await get(`/api/admin/application/list?university_id=${course.universityId}&page=2&per_page=10`, { token: admin });
    expect(JSON.parse(second.text)).toEqual([]);
    expect(second.headers.get('x-total-count')).toBe('1');
    expect((await get('/api/admin/application/list', { token: admin })).status).toBe(200);
  });

  it('GET /api/admin/application/show/{id}: { data } with the eleven sections under the seed names as JSON text', async () => {
    const res = await get(`/api/admin/application/show/${submitted.id}`, { token: admin });
    expect(res.status).toBe(200);
    const data = (JSON.parse(res.text) as { data: Json }).data;
    expect(data).toMatchObject({ id: submitted.id, user_id: submitted.studentId, status: 'submitted' });
    // Every section under its seed name: JSON text, or null when the student saved nothing in it.
    for (const s of seedSections) expect(data, s).toHaveProperty(s);
    const unsaved = ['work_experience', 'conatact_case_emergency'];
    for (const s of seedSections.filter((x) => !unsaved.includes(x))) expect(typeof data[s], s).toBe('string');
    for (const s of unsaved) expect(data[s], s).toBeNull();
    expect(JSON.parse(data.conatct_details as string)).toMatchObject({ email: 'amina@example.test', wechat: 'amina_wx' });
    expect(JSON.parse(data.students_information as string)).toMatchObject({ first_name: '=Mallory', check_china: 'No' });
    expect(JSON.parse(data.family_conatct as string)).toMatchObject({ member_name: 'Karim Rahman' });
    expect(JSON.parse(data.fiancial_supporter as string)).toMatchObject({ supporters_name: 'Karim Rahman' });
    expect(data).not.toHaveProperty('contact_details');
    expect((data.documents as Json[]).map((d) => d.slot).sort()).toEqual(['cv', 'highest_certificate', 'passport']);
    expect((data.documents as Json[])[0]).toHaveProperty('url');
    expect(data).toHaveProperty('university.name');
    expect(data).toHaveProperty('course.title');
    expect(data).toHaveProperty('program.name');
    expect(Array.isArray(data.history)).toBe(true);
    expect(res.text).not.toContain(secret);
  });

  it('both endpoints: a visitor 401, other roles 403, an unknown id, a bad id or a draft 404', async () => {
    for (const path of ['/api/admin/application/list', `/api/admin/application/show/${submitted.id}`]) {
      expect((await get(path)).status, path).toBe(401);
      expect((await get(path, { token: employer })).status, path).toBe(403);
      expect((await get(path, { token: demoStudent })).status, path).toBe(403);
    }
    for (const id of ['999999999', 'abc', String(draftId)]) {
      const res = await get(`/api/admin/application/show/${id}`, { token: admin });
      expect(res.status, id).toBe(404);
      expect(JSON.parse(res.text)).toHaveProperty('message');
    }
  });

  it('exports the current filter as CSV (admin only, formulas kept as text)', async () => {
    const res = await get(`/admin/applications/export?university_id=${course.universityId}&status=submitted`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Application,Full name,/);
    expect(lines[1]).toContain(`${submitted.id},'=Mallory Review,`);
    expect(lines[1]).toContain(',Submitted,2025-05-05,');
    const none = await get(`/admin/applications/export?university_id=${course.universityId}&status=accepted`, { token: admin });
    expect(none.text.replace(/^\uFEFF/, '').trim().split('\r\n')).toHaveLength(1);
    expect((await get('/admin/applications/export')).status).toBe(401);
    expect((await get('/admin/applications/export', { token: demoStudent })).status).toBe(403);
    expect((await get('/admin/applications/export', { token: employer })).status).toBe(403);
  });

  it('an internal note reaches no student endpoint or page, while the admin page shows it', async () => {
    const token = await apiToken(baseUrl, submitted.email, PASSWORD);
    const cookie = await sessionCookie(baseUrl, submitted.email, PASSWORD);
    const reads = [
      await get(`/api/web/application/${submitted.id}`, { token }),
      await get(`/api/web/application/list/${submitted.studentId}`, { token }),
      await get(`/student/applications/${submitted.id}`, { cookie }),
      await get('/student/applied-program', { cookie }),
      await get('/student/dashboard', { cookie }),
      await get('/student/notifications', { cookie }),
      await get(`/application?application_id=${submitted.id}`, { cookie }),
    ];
    for (const r of reads) {
      expect(r.status, r.path).toBe(200);
      expect(r.text, r.path).not.toContain(secret);
    }
    expect(reads[2].text).toContain('Waiting on the admissions office'); // the student's own page did render their application
    const adminCookie = await sessionCookie(baseUrl, demoAccounts.admin, DEMO_PASSWORD);
    const page = await get(`/admin/applications/${submitted.id}`, { cookie: adminCookie });
    expect(page.status).toBe(200);
    expect(page.text).toContain(secret);
  });
});
