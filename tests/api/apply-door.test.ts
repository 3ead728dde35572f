import { beforeAll, describe, expect, inject, it } from 'vitest';
import { extractCode, findLatestMail, outboxDir } from '@/lib/mail/outbox';
import { DEMO_PASSWORD, demoAccounts, signIn, type SignedIn } from '../helpers/auth';

/**
 * The Apply door, GET /apply/{courseId}, over HTTP: the course page links to it (and reads no
 * session), and the route decides by the session. Each test makes its own student; the demo
 * employer and admin only read.
 */
const baseUrl = inject('baseUrl');
const outbox = outboxDir(inject('dataDir'));
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const PASSWORD = 'Lantern-river-2026';

type Json = Record<string, unknown>;
let course: { id: number; slug: string };

async function get(path: string, cookie?: string): Promise<Response> {
  return fetch(baseUrl + path, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
}
async function postJson(path: string, body: Json): Promise<{ status: number; body: Json }> {
  const res = await fetch(baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Json };
}

/** A new verified student, signed in both ways. */
async function student(): Promise<SignedIn & { id: number }> {
  const email = `apply-door-${unique()}@example.com`;
  const reg = await postJson('/api/auth/register', { name: 'Li Wei', code: '+86', phone_number: '13800000000', gender: 'Male', country: 'China', email, password: PASSWORD, password_confirmation: PASSWORD });
  expect(reg.status).toBe(201);
  const mail = await findLatestMail(outbox, email, { template: 'verification_code', waitMs: 10_000 });
  expect(mail).not.toBeNull();
  expect((await postJson('/api/access/verification/', { email, verification_code: extractCode(mail!) })).status).toBe(202);
  const signed = await signIn(baseUrl, email, PASSWORD);
  return { ...signed, id: (reg.body.user as Json).id as number };
}

beforeAll(async () => {
  const list = (await (await fetch(`${baseUrl}/api/web/courses/for_home?per_page=5`)).json()) as Json[];
  expect(list.length).toBeGreaterThan(0);
  course = { id: list[0].id as number, slug: list[0].slug as string };
});

describe('GET /apply/{courseId}', () => {
  it('the course page links Apply to the door, as a plain link', async () => {
    const html = await (await get(`/courses/${course.slug}`)).text();
    expect(html).toContain(`href="/apply/${course.id}"`);
  });

  it('a visitor goes to the login and comes back to the course page', async () => {
    const res = await get(`/apply/${course.id}`);
    expect(res.status).toBe(303);
    const to = new URL(res.headers.get('location')!, baseUrl);
    expect(to.pathname).toBe('/login');
    expect(to.searchParams.get('callbackUrl')).toBe(`/courses/${course.slug}`);
  });

  it('an employer, a job seeker and an admin are told only student accounts can apply, with a way to sign in as a student', async () => {
    for (const role of ['employer', 'candidate', 'admin'] as const) {
      const { cookie } = await signIn(baseUrl, demoAccounts[role], DEMO_PASSWORD);
      const res = await get(`/apply/${course.id}`, cookie);
      expect(res.status, role).toBe(303);
      const to = new URL(res.headers.get('location')!, baseUrl);
      expect(to.pathname, role).toBe('/apply/refused');
      expect(to.searchParams.get('reason'), role).toBe('role');
      const page = await get(to.pathname + to.search, cookie);
      expect(page.status, role).toBe(200);
      const html = await page.text();
      expect(html, role).toContain('Only student accounts can apply');
      expect(html, role).toContain('Sign out and sign in as a student');
      expect(html, role).toContain(`/courses/${course.slug}`);
    }
  });

  it('a student gets a new draft and lands in the wizard; applying again opens the same application', async () => {
    const s = await student();
    const first = await get(`/apply/${course.id}`, s.cookie);
    expect(first.status).toBe(303);
    const to = new URL(first.headers.get('location')!, baseUrl);
    expect(to.pathname).toBe('/application');
    const id = Number(to.searchParams.get('application_id'));
    expect(id).toBeGreaterThan(0);
    const again = await get(`/apply/${course.id}`, s.cookie);
    expect(new URL(again.headers.get('location')!, baseUrl).searchParams.get('application_id')).toBe(String(id));
    const list = await fetch(`${baseUrl}/api/web/application/list/${s.id}`, { headers: { authorization: `Bearer ${s.token}` } });
    const body = (await list.json()) as { data: Json[]; total: number };
    expect(body.total).toBe(1);
    expect(body.data[0]).toMatchObject({ id, status: 'draft', course: { id: course.id } });
  });

  it('404 for an unknown or malformed course id; the refused page tolerates a bad course parameter', async () => {
    expect((await get('/apply/99999999')).status).toBe(404);
    expect((await get('/apply/abc')).status).toBe(404);
    const page = await get('/apply/refused?reason=closed&course=%22%3E%3Cscript%3E');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('This course is not open for applications');
    expect(html).not.toContain('"><script>');
    expect(html).toContain('href="/universities"');
  });
});
