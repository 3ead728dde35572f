/**
 * The bench's load run: a crowd of simulated users against the production server (`npm start`),
 * each through the doors a real one uses, with think time between actions, each from its own
 * client address (the server runs with TRUST_PROXY=1 and every user sends its own
 * X-Forwarded-For, so the real sign-in, registration and view limits apply to each as to a person):
 *
 * - students register (the verification code read from the outbox, DATA_DIR/mail, as the HTTP tests
 *   do), sign in (bearer token and session cookie), apply to a course, save the wizard's three
 *   steps, upload their documents (multipart) which submits the application, open the dashboard and
 *   the fees page and record a payment reference (the fees page's server action), list their
 *   applications; then the next course;
 * - admins list the submitted applications, open one (legacy JSON and the back-office page), start
 *   its review and ask for a document again (the review page's server actions), moderate the jobs
 *   the employers posted, and confirm payments on the payments page;
 * - employers (accounts of the large dataset, with company profiles and jobs) read their dashboard
 *   and jobs, post a job, list their applicants by stage, open one and move it a stage on;
 * - job seekers register, fill their resume, upload a CV, browse the job list and a job's page and
 *   apply to the employers' jobs, and read their applications and dashboard;
 * - visitors browse home, the universities, a university, a course, the finder (degree and keyword),
 *   search, the job board and a job, and the legacy catalogue calls.
 *
 * Every answer is checked (status and body shape); anything else is an error, recorded with its
 * request and the start of its answer. Latencies are per action, measured after the warm-up;
 * errors and 429s over the whole run. The server's memory (RSS of its processes) is read when the
 * warm-up ends and when the run ends. Only 127.0.0.1 is ever called.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { extractCode, findLatestMail, outboxDir } from '@/lib/mail/outbox';
import { cookiesFrom } from '../helpers/auth';
import { asFile, samplePdf } from '../helpers/sample-files';
import { pickOne, prng, summarise } from './stats';

const require = createRequire(import.meta.url);
// React's own encoder of server-action arguments (what the browser's runtime sends with Next-Action).
const { encodeReply } = require('next/dist/compiled/react-server-dom-webpack/client.node') as {
  encodeReply: (value: unknown) => Promise<string | FormData>;
};

export interface LoadData {
  universities: { id: number; slug: string; name: string }[];
  courses: { id: number; slug: string; title: string; university_id: number; program_id: number; teaching_language: string }[];
  keywords: string[];
  /** Large-dataset employers (one per simulated employer), their approved open jobs. */
  employers: { email: string; jobs: string[] }[];
  employerPassword: string;
  admins: { email: string; password: string }[];
  jobCategory: number;
}

export interface LoadOptions {
  base: string;
  users: number;
  minutes: number;
  warmupMinutes: number;
  /** Think time between two actions of one user, seconds (uniform in [min, max]). */
  thinkMin: number;
  thinkMax: number;
  dataDir: string;
  /** The build whose server-reference manifest names the server actions' ids. */
  distDir: string;
  /** The actions' ids, when not read from distDir's manifest (tests). */
  actionIds?: Record<string, string>;
  data: LoadData;
  /** RSS of the server's processes, MB. */
  rss: () => number;
  serverAlive: () => boolean;
  say: (m: string) => void;
}

export interface LoadAction {
  action: string;
  /** requests of the whole run */
  all: number;
  /** requests after the warm-up (the latencies' sample) */
  n: number;
  p50: number;
  p95: number;
  max: number;
  errors: number;
}
export interface LoadError {
  action: string;
  request: string;
  status: number | string;
  answer: string;
  at: string;
}
export interface LoadReport {
  /** wall-clock times (ms since the epoch) of the run's start, the warm-up's end and the run's end */
  startedAt: number;
  warmupEndedAt: number;
  endedAt: number;
  users: number;
  mix: Record<Role, number>;
  minutes: number;
  warmupMinutes: number;
  think: string;
  requests: number;
  requestsAfterWarmup: number;
  errors: number;
  status429: number;
  status5xx: number;
  firstErrors: LoadError[];
  actions: LoadAction[];
  /** mean RSS of the 30 s before the warm-up's end, MB */
  rssAfterWarmupMb: number;
  /** mean RSS of the last 30 s of the run, MB */
  rssEndMb: number;
  rssPeakMb: number;
  rssGrowthPct: number;
  /** The server's RSS at each minute of the run. */
  rssTimeline: { minute: number; mb: number }[];
  journeys: Record<string, number>;
  loadAverage: string;
}

type Role = 'student' | 'admin' | 'employer' | 'seeker' | 'visitor';
type Json = Record<string, unknown>;

/** The crowd's make-up: 40 % students, 20 % visitors, 20 % job seekers, 10 % employers, 10 % admins (at least one of each). */
export function crowd(users: number): Record<Role, number> {
  const n = Math.max(5, users);
  const admin = Math.max(1, Math.round(n * 0.1));
  const employer = Math.max(1, Math.round(n * 0.1));
  const seeker = Math.max(1, Math.round(n * 0.2));
  const visitor = Math.max(1, Math.round(n * 0.2));
  return { student: n - admin - employer - seeker - visitor, admin, employer, seeker, visitor };
}

/** Action ids of the server actions the crowd calls, from the build's manifest (as the browser's runtime knows them). */
function actionIds(distDir: string): Record<string, string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'server', 'server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, { exportedName?: string; filename?: string }>;
  };
  const wanted = ['recordPaymentReferenceAction', 'reviewMoveAction', 'requestAgainAction', 'confirmPaymentAction', 'moveStageAction'];
  const ids: Record<string, string> = {};
  for (const [id, e] of Object.entries(manifest.node)) if (e.exportedName && wanted.includes(e.exportedName)) ids[e.exportedName] = id;
  for (const w of wanted) if (!ids[w]) throw new Error(`load: the build's server-reference manifest has no ${w}`);
  return ids;
}

class JourneyError extends Error {}

/** A form of text fields, as a server action receives it. */
function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}

export async function runLoad(o: LoadOptions): Promise<LoadReport> {
  const { base, data } = o;
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(base)) throw new Error(`load: only 127.0.0.1 is ever called (got ${base})`);
  const ids = o.actionIds ?? actionIds(o.distDir);
  const outbox = outboxDir(o.dataDir);
  const mix = crowd(o.users);
  const t0 = Date.now();
  const warmupEnd = t0 + o.warmupMinutes * 60_000;
  const end = t0 + o.minutes * 60_000;
  const done = () => Date.now() >= end || !o.serverAlive();
  const runId = Date.now().toString(36);

  const samples = new Map<string, number[]>();
  const allCount = new Map<string, number>();
  const rssTimeline: { minute: number; mb: number }[] = [];
  const errorCount = new Map<string, number>();
  const firstErrors: LoadError[] = [];
  const journeys: Record<string, number> = {};
  const count = (journey: string) => (journeys[journey] = (journeys[journey] ?? 0) + 1);
  let requests = 0;
  let requestsAfterWarmup = 0;
  let errors = 0;
  let status429 = 0;
  let status5xx = 0;

  const fail = (action: string, request: string, status: number | string, answer: string): never => {
    errors++;
    if (status === 429) status429++;
    if (typeof status === 'number' && status >= 500) status5xx++;
    errorCount.set(action, (errorCount.get(action) ?? 0) + 1);
    if (firstErrors.length < 40) firstErrors.push({ action, request, status, answer: answer.replace(/\s+/g, ' ').slice(0, 600), at: `${((Date.now() - t0) / 1000).toFixed(0)} s` });
    throw new JourneyError(`${action}: ${status}`);
  };

  interface User {
    role: Role;
    n: number;
    /** How many people have held this place in the crowd so far (students and job seekers leave after a few applications and a new one arrives). */
    arrival: number;
    ip: string;
    rand: () => number;
    token?: string;
    cookie?: string;
    userId?: number;
  }

  interface Req {
    method?: string;
    json?: unknown;
    form?: FormData;
    body?: string | FormData;
    headers?: Record<string, string>;
    auth?: 'token' | 'cookie' | 'none';
    expect?: number[];
    /** A shape check of the answer: a message when it is wrong. */
    check?: (body: string, res: Response) => string | undefined;
  }

  /** One request of one action: timed, checked; an unexpected answer is an error and ends the journey. */
  async function call(u: User, action: string, p: string, r: Req = {}): Promise<{ res: Response; text: string; json: () => Json }> {
    const method = r.method ?? (r.json !== undefined || r.form || r.body ? 'POST' : 'GET');
    const headers: Record<string, string> = {
      'x-forwarded-for': u.ip,
      'user-agent': `zhiyuan-load/1 (${u.role} ${u.n})`,
      accept: r.json !== undefined || p.startsWith('/api/') ? 'application/json' : 'text/html',
      ...r.headers,
    };
    const auth = r.auth ?? (p.startsWith('/api/') ? 'token' : 'cookie');
    if (auth === 'token' && u.token) headers.authorization = `Bearer ${u.token}`;
    if (auth === 'cookie' && u.cookie) headers.cookie = u.cookie;
    let body: string | FormData | undefined = r.body ?? r.form;
    if (r.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(r.json);
    }
    // What an error names of the request: the body's start, passwords left out.
    const shown = typeof body === 'string' ? body.replace(/("password(?:_confirmation)?":")[^"]*"/g, '$1…"').replace(/(password=)[^&]*/g, '$1…') : '';
    const request = `${method} ${p}${shown ? ` ${shown.slice(0, 300)}` : body ? ' (multipart)' : ''}`;
    const started = process.hrtime.bigint();
    let res: Response;
    let text: string;
    try {
      res = await fetch(base + p, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(60_000) });
      text = await res.text();
    } catch (err) {
      requests++;
      allCount.set(action, (allCount.get(action) ?? 0) + 1);
      return fail(action, request, `network: ${(err as Error).message} ${String((err as Error).cause ?? '')}`, '');
    }
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    requests++;
    allCount.set(action, (allCount.get(action) ?? 0) + 1);
    if (Date.now() >= warmupEnd) {
      requestsAfterWarmup++;
      const list = samples.get(action) ?? [];
      list.push(ms);
      samples.set(action, list);
    } else if (!samples.has(action)) samples.set(action, []);
    const expected = r.expect ?? [200];
    if (!expected.includes(res.status)) fail(action, request, res.status, text);
    const wrong = r.check?.(text, res);
    if (wrong) fail(action, request, `${res.status}, ${wrong}`, text);
    return { res, text, json: () => JSON.parse(text) as Json };
  }

  const isJson = (pred: (b: Json) => boolean, what: string) => (text: string) => {
    try {
      return pred(JSON.parse(text) as Json) ? undefined : `not ${what}`;
    } catch {
      return 'not JSON';
    }
  };
  const isPage = (mustContain?: string) => (text: string) =>
    !text.includes('</html>') ? 'not a whole page' : mustContain && !text.includes(mustContain) ? `the page lacks "${mustContain}"` : undefined;

  /** A server action called as the browser's runtime calls it (Next-Action, React's encoding), on its page. */
  async function action(u: User, name: string, page: string, id: string, args: unknown[], r: Req = {}) {
    const encoded = await encodeReply(args);
    const headers: Record<string, string> = { 'next-action': id, accept: 'text/x-component', origin: base, ...(typeof encoded === 'string' ? { 'content-type': 'text/plain;charset=UTF-8' } : {}) };
    return call(u, name, page, { method: 'POST', body: encoded, headers, auth: 'cookie', ...r });
  }
  const actionOk = (text: string) => (/"ok":true/.test(text) ? undefined : 'the action did not answer ok');

  const think = async (u: User) => {
    const s = o.thinkMin + u.rand() * (o.thinkMax - o.thinkMin);
    const until = Math.min(end, Date.now() + s * 1000);
    while (Date.now() < until) await new Promise((r) => setTimeout(r, Math.min(1000, until - Date.now())));
  };

  // --- signing in, the two ways clients do --------------------------------------------------------

  async function signIn(u: User, email: string, password: string) {
    const login = await call(u, 'sign in: POST /api/auth/login', '/api/auth/login', {
      json: { email, password },
      auth: 'none',
      check: isJson((b) => typeof b.token === 'string' && typeof (b.user as Json)?.id === 'number', '{ user, token }'),
    });
    const body = login.json();
    u.token = body.token as string;
    u.userId = (body.user as Json).id as number;
    const csrf = await call(u, 'sign in: GET /api/auth/csrf', '/api/auth/csrf', { auth: 'none', check: isJson((b) => typeof b.csrfToken === 'string', '{ csrfToken }') });
    const jar = cookiesFrom(csrf.res);
    const res = await call(u, 'sign in: POST /api/auth/callback/credentials', '/api/auth/callback/credentials', {
      body: new URLSearchParams({ csrfToken: csrf.json().csrfToken as string, email, password, callbackUrl: `${base}/`, json: 'true' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), origin: base },
      auth: 'none',
      expect: [200, 302],
      check: (_t, r) => (cookiesFrom(r).has('next-auth.session-token') ? undefined : 'no session cookie'),
    });
    u.cookie = `next-auth.session-token=${cookiesFrom(res.res).get('next-auth.session-token')}`;
  }

  /** Leaving: the legacy client's sign-out ends the token's session. */
  async function signOut(u: User) {
    await call(u, 'sign out: POST /api/auth/logout', '/api/auth/logout', { method: 'POST', check: isJson((b) => typeof b.message === 'string', '{ message }') });
    u.token = undefined;
    u.cookie = undefined;
  }

  async function register(u: User, role: 'student' | 'candidate', email: string, password: string) {
    await call(u, `${u.role}: register`, '/api/auth/register', {
      json: { role, name: role === 'student' ? 'Amina Rahman' : 'Jane Doe', code: '+880', phone_number: '01711000000', gender: 'Female', country: 'China', email, password, password_confirmation: password },
      auth: 'none',
      expect: [201],
      check: isJson((b) => typeof b.message === 'string', '{ message, user }'),
    });
    const mail = await findLatestMail(outbox, email, { template: 'verification_code', waitMs: 30_000 });
    if (!mail) fail(`${u.role}: register`, `the verification mail to ${email}`, 'no mail in 30 s', '');
    await call(u, `${u.role}: verify e-mail`, '/api/access/verification/', { json: { email, verification_code: extractCode(mail!) }, auth: 'none', expect: [202] });
  }

  // --- the visitor ---------------------------------------------------------------------------------

  /** Popular first: index ~ n·r² picks the first pages of a list more often (a few universities draw most visitors). */
  const popular = <T>(u: User, list: readonly T[]): T => list[Math.floor(list.length * u.rand() ** 2)] as T;

  /** Browsing the public side: a few pages, each answer checked, with think time. Visitors do nothing else; students start with it. */
  async function browse(u: User) {
    const label = 'browse';
    const uni = popular(u, data.universities);
    const course = popular(u, data.courses);
    const keyword = pickOne(u.rand, data.keywords);
    const steps: [string, string, (t: string) => string | undefined][] = [
      [`${label}: home`, '/', isPage()],
      [`${label}: universities list`, '/universities', isPage()],
      [`${label}: university page`, `/universities/${uni.slug}`, isPage()],
      [`${label}: course page`, `/courses/${course.slug}`, isPage()],
      [`${label}: finder, degree`, `/programs?program_id=${course.program_id}`, isPage()],
      [`${label}: finder, keyword + 2 filters`, `/programs?key=${encodeURIComponent(keyword)}&program_id=${course.program_id}&teaching_language=${encodeURIComponent(course.teaching_language)}`, isPage()],
      [`${label}: search`, `/search?q=${encodeURIComponent(keyword)}`, isPage()],
      [`${label}: jobs board`, '/jobs', isPage()],
      [`${label}: legacy university search`, `/api/web/university/search/${encodeURIComponent(uni.name.split(' ')[0])}`, isJson((b) => Array.isArray(b.data), '{ data: [...] }')],
      [`${label}: legacy course filter`, `/api/web/course/university/${uni.id}`, (t) => (t.startsWith('[') ? undefined : 'not a list')],
    ];
    const n = u.role === 'visitor' ? 4 + Math.floor(u.rand() * 4) : 2;
    for (let i = 0; i < n && !done(); i++) {
      const [name, p, check] = pickOne(u.rand, steps);
      await call(u, name, p, { auth: 'none', check });
      if (p === '/jobs' && data.employers.length) {
        await think(u);
        const job = pickOne(u.rand, pickOne(u.rand, data.employers).jobs);
        await call(u, 'browse: job page', `/jobs/${job}`, { auth: 'none', check: isPage() });
        // The page's view beacon (navigator.sendBeacon from the browser).
        await call(u, 'browse: job view beacon', `/api/jobs/${job}/view`, { method: 'POST', auth: 'none', headers: { origin: base }, expect: [204] });
      }
      await think(u);
    }
  }

  // --- the student ---------------------------------------------------------------------------------

  const nextYear = String(new Date().getUTCFullYear() + 2);
  const contactStep = () => ({
    conatct_details: JSON.stringify({ email: 'amina@example.test', phone: '+8613800000000', wechat: 'amina_wx' }),
    students_information: JSON.stringify({
      first_name: 'Amina', middle_name: '', last_name: 'Rahman', date_of_birth: '2001-04-02', place_of_birth: 'Dhaka', passport_number: 'BA1234567',
      passport_expiry_date: `${nextYear}-01-31`, nationality: 'Bangladesh', religion: 'Hindu', gender: 'Female', marital_status: 'Single', check_china: 'Yes', check_alcohol: 'No',
    }),
    postal_address: JSON.stringify({ country: 'Bangladesh', city: 'Dhaka', district: 'Gulshan', street: 'Road 5', postal_code: '1212', receiver_name: 'Amina' }),
    home_address: JSON.stringify({ country: 'Bangladesh', city: 'Dhaka', district: 'Gulshan', street: 'Road 5', postal_code: '1212', receiver_name: 'Amina' }),
    language_proficiency: JSON.stringify({ native_language: 'Bengali', english_level: '3', english_certificate: 'Tofel', chinese_level: 'Fair' }),
    education_background: JSON.stringify([{ school: 'Dhaka College', mejor: 'Science', started: '2016-07', finished: '2018-06', gpa: '5.0', country: 'Bangladesh' }]),
    work_experience: JSON.stringify([]),
  });
  const familyStep = () => ({
    family_conatct: JSON.stringify({ member_name: 'Karim Rahman', member_nationality: 'Bangladesh', member_phone: '+880 1711 000000', member_relationship: 'Father' }),
    fiancial_supporter: JSON.stringify({ supporters_name: 'Karim Rahman', supporters_relation: 'Father' }),
    conatact_case_emergency: JSON.stringify({ emergencies_name: 'Rina Rahman', emergencies_phone: '+880 1711 000001' }),
  });
  const declaration = () => ({ declaration: JSON.stringify({ acknowledgement: true, consent: true, information: true, payment: true, compliance: true }) });
  // Documents of a realistic size (a scanned page is 100 kB to 1 MB): a valid PDF padded inside a comment.
  const pdfOf = (kb: number) => Buffer.concat([Buffer.from('%PDF-1.4\n%'), Buffer.alloc(kb * 1000, 0x41), Buffer.from('\n'), samplePdf.subarray(9)]);
  const passportPdf = pdfOf(300);
  const diplomaPdf = pdfOf(600);
  const cvPdf = pdfOf(80);

  /** The documents call for one slot asked for again: the application goes back to the office (resubmitted). */
  async function sendAgain(u: User, id: number) {
    const form = new FormData();
    form.append('_method', 'PUT');
    form.append('files[]', asFile(passportPdf, 'passport-sharper.pdf', 'application/pdf'));
    form.append('documents', JSON.stringify({ passport: 'passport-sharper.pdf' }));
    await call(u, 'student: send a requested document again', `/api/web/application/${id}`, {
      form,
      check: isJson((b) => (b.data as Json)?.status === 'resubmitted', 'resubmitted'),
    });
    count('student: requested document sent again');
  }

  /**
   * One student's visit: arrives (browses a little), registers, verifies the e-mail, signs in, then
   * applies to two to four courses (each: the wizard, the documents, the fees), sends again any
   * document the office asked for, and signs out. A new student takes the place afterwards.
   */
  async function student(u: User) {
    const email = `load-${runId}-student${u.n}-${u.arrival}@example.com`;
    const password = `Lantern-river-${runId}`;
    await browse(u);
    await register(u, 'student', email, password);
    await think(u);
    await signIn(u, email, password);
    const used = new Set<number>();
    const applications = 2 + Math.floor(u.rand() * 3);
    for (let round = 0; round < applications && !done(); round++) {
      try {
        await call(u, 'student: dashboard', '/student/dashboard', { check: isPage() });
        await think(u);
        const mine = await call(u, 'student: my applications (legacy list)', `/api/web/application/list/${u.userId}`, { check: isJson((b) => Array.isArray(b.data), '{ data: [...] }') });
        for (const a of mine.json().data as Json[]) {
          if (a.status !== 'documents_requested' || done()) continue;
          await think(u);
          await sendAgain(u, a.id as number);
        }
        await think(u);
        let course = pickOne(u.rand, data.courses);
        while (used.has(course.id)) course = pickOne(u.rand, data.courses);
        used.add(course.id);
        await call(u, 'student: course page', `/courses/${course.slug}`, { auth: 'none', check: isPage() });
        await think(u);
        const created = await call(u, 'student: apply (POST /api/web/application)', '/api/web/application', {
          json: { user_id: u.userId, university_id: course.university_id, course_id: course.id, program_id: course.program_id, description: 'I would like to study here' },
          expect: [201],
          check: isJson((b) => typeof b.id === 'number' && b.status === 'draft', 'the new draft'),
        });
        const id = created.json().id as number;
        for (const [name, step] of [
          ['student: save contact step', contactStep()],
          ['student: save family step', familyStep()],
          ['student: save declaration', declaration()],
        ] as const) {
          await think(u);
          await call(u, name, `/api/web/application/${id}`, { method: 'PUT', json: step, check: isJson((b) => typeof b.message === 'string' && (b.data as Json)?.id === id, '{ message, data }') });
        }
        await think(u);
        const form = new FormData();
        form.append('_method', 'PUT');
        form.append('files[]', asFile(passportPdf, 'passport.pdf', 'application/pdf'));
        form.append('files[]', asFile(diplomaPdf, 'diploma.pdf', 'application/pdf'));
        form.append('files[]', asFile(cvPdf, 'cv.pdf', 'application/pdf'));
        form.append('documents', JSON.stringify({ passport: 'passport.pdf', highest_certificate: 'diploma.pdf', cv: 'cv.pdf' }));
        await call(u, 'student: upload documents + submit', `/api/web/application/${id}`, {
          form,
          check: isJson((b) => (b.data as Json)?.status === 'submitted', 'submitted'),
        });
        await think(u);
        await call(u, 'student: fees page', `/checkout?application_id=${id}`, { check: isPage('Record your payment') });
        await think(u);
        const pay = formOf({ application_id: String(id), fee: 'all', method: pickOne(u.rand, ['bank_transfer', 'cheque', 'cash', 'online_wallet']), reference: `LOAD-${runId}-${u.n}-${id}` });
        await action(u, 'student: record payment (server action)', `/checkout?application_id=${id}`, ids.recordPaymentReferenceAction, [{ ok: false }, pay], { check: actionOk });
        count('student: application submitted and paid');
        await think(u);
      } catch (err) {
        if (!(err instanceof JourneyError)) throw err;
        await think(u);
      }
    }
    if (!done()) await signOut(u);
  }

  // --- the admin -----------------------------------------------------------------------------------

  async function admin(u: User, k: number, of: number) {
    const account = data.admins[k % data.admins.length];
    let round = 0;
    let until = 0;
    while (!done()) {
      round++;
      try {
        // A working session of four to eight rounds, then signed out; the next one signs in again.
        if (round > until && u.token) await signOut(u);
        if (!u.token) {
          await signIn(u, account.email, account.password);
          until = round + 3 + Math.floor(u.rand() * 5);
        }
        await call(u, 'admin: dashboard', '/admin/dashboard', { check: isPage() });
        await think(u);
        // The newest submissions first; each admin takes its own share (id modulo the admins), as an office splits its queue.
        const list = await call(u, 'admin: applications list (legacy)', '/api/admin/application/list?status=submitted&per_page=50', {
          check: (t) => (t.startsWith('[') ? undefined : 'not a list'),
        });
        const mine = (JSON.parse(list.text) as Json[]).filter((a) => (a.id as number) % of === k);
        if (mine.length > 0) {
          const id = (mine[0].id as number);
          await think(u);
          const show = await call(u, 'admin: open application (legacy)', `/api/admin/application/show/${id}`, { check: isJson((b) => (b.data as Json)?.id === id, '{ data: application }') });
          const docs = ((show.json().data as Json).documents as { slot: string }[] | undefined) ?? [];
          await call(u, 'admin: application page', `/admin/applications/${id}`, { check: isPage() });
          await think(u);
          const move = formOf({ applicationId: String(id), to: 'under_review', note: 'Looking at it now.' });
          await action(u, 'admin: start review (server action)', `/admin/applications/${id}`, ids.reviewMoveAction, [{ ok: false }, move], { check: actionOk });
          // The passport asked for again (the student's next visit sends it: resubmitted).
          if (docs.some((d) => d.slot === 'passport')) {
            await think(u);
            const again = formOf({ applicationId: String(id), slot: 'passport', reason: 'The scan is blurred: please upload a sharper copy.' });
            await action(u, 'admin: request a document (server action)', `/admin/applications/${id}`, ids.requestAgainAction, [{ ok: false }, again], { check: actionOk });
          }
          count('admin: application reviewed');
        }
        await think(u);
        if (round % 3 === 0) {
          // Applications sent back with the requested document: accepted.
          const back = await call(u, 'admin: resubmitted list (legacy)', '/api/admin/application/list?status=resubmitted&per_page=50', {
            check: (t) => (t.startsWith('[') ? undefined : 'not a list'),
          });
          const ours = (JSON.parse(back.text) as Json[]).filter((a) => (a.id as number) % of === k);
          if (ours.length > 0) {
            const id = ours[0].id as number;
            await think(u);
            await call(u, 'admin: application page', `/admin/applications/${id}`, { check: isPage() });
            await think(u);
            const accept = formOf({ applicationId: String(id), to: 'accepted', note: 'Welcome: your offer letter follows by e-mail.' });
            await action(u, 'admin: accept (server action)', `/admin/applications/${id}`, ids.reviewMoveAction, [{ ok: false }, accept], { check: actionOk });
            count('admin: application accepted');
          }
          await think(u);
        }
        if (round % 2 === 0) {
          // Jobs waiting for moderation: approve this admin's share.
          const queue = await call(u, 'admin: jobs to moderate (legacy)', '/api/app_admin/jobList/?status=reviewing', {
            check: isJson((b) => Array.isArray(b.results), '{ count, results }'),
          });
          const jobs = (queue.json().results as Json[]).filter((j) => parseInt(String(j.uuid).slice(0, 8), 16) % of === k);
          if (jobs.length > 0) {
            await think(u);
            await call(u, 'admin: approve a job (legacy)', `/api/app_admin/jobpost/update/${jobs[0].uuid as string}/`, { method: 'PUT', json: { status: 'approved' } });
            count('admin: job approved');
          }
        } else {
          const payments = await call(u, 'admin: payments page', '/admin/payments?status=pending', { check: isPage() });
          // The fee lines' ids travel to the "Confirm paid" buttons in the page's RSC payload.
          const lineIds = [...payments.text.matchAll(/\\"line\\":\{\\"id\\":(\d+)/g)].map((m) => Number(m[1])).filter((x) => x % of === k);
          if (lineIds.length > 0) {
            await think(u);
            await action(u, 'admin: confirm a payment (server action)', '/admin/payments?status=pending', ids.confirmPaymentAction, [{ id: lineIds[0] }], { check: actionOk });
            count('admin: payment confirmed');
          }
        }
        await think(u);
      } catch (err) {
        if (!(err instanceof JourneyError)) throw err;
        await think(u);
      }
    }
  }

  // --- the employer --------------------------------------------------------------------------------

  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const nextStage: Record<string, string> = { applied: 'shortlisted', shortlisted: 'interview', interview: 'offered', offered: 'hired' };

  async function employer(u: User, k: number) {
    const account = data.employers[k % data.employers.length];
    let round = 0;
    let until = 0;
    while (!done()) {
      round++;
      try {
        if (round > until && u.token) await signOut(u);
        if (!u.token) {
          await signIn(u, account.email, data.employerPassword);
          until = round + 3 + Math.floor(u.rand() * 5);
        }
        await call(u, 'employer: dashboard (legacy)', '/api/recruiter/dashboard/', { check: isJson((b) => typeof b.total_applications === 'number', 'the four counts') });
        await think(u);
        await call(u, 'employer: my jobs (legacy)', '/api/recruiter/job/', { check: isJson((b) => Array.isArray(b.results), '{ count, results }') });
        await think(u);
        if (round % 3 === 1) {
          await call(u, 'employer: post a job (legacy)', '/api/recruiter/job/', {
            json: {
              job_title: `Payroll Officer ${runId}-${u.n}-${round}`, job_category: data.jobCategory, job_nature: 'fulltime', location: 'Rochester, Kent', city: 'Rochester', salary_type: 'yearly',
              salary_range: [26000, 30000], experience: [2, 5], age_range: [21, 60], working_hour_range: ['09:00', '17:00'], skills: ['Payroll', 'RTI'], benefits: ['Pension'],
              position_no: 1, contact_no: '01634123456', expire_date: inDays(40), description: 'Run weekly and monthly payrolls for about forty client businesses.',
            },
            expect: [201],
            check: isJson((b) => typeof b.uuid === 'string', 'the job'),
          });
          count('employer: job posted');
          await think(u);
        }
        const stage = pickOne(u.rand, ['applied', 'applied', 'shortlisted', 'interview', 'offered']);
        const list = await call(u, 'employer: applicants page', `/employer/applicants?stage=${stage}`, { check: isPage() });
        const uuids = [...new Set([...list.text.matchAll(/\/employer\/applicants\/([0-9a-f-]{36})/g)].map((m) => m[1]))];
        if (uuids.length > 0) {
          const app = pickOne(u.rand, uuids);
          await think(u);
          await call(u, 'employer: applicant page', `/employer/applicants/${app}`, { check: isPage() });
          await think(u);
          const move = formOf({ application: app, to: nextStage[stage] });
          await action(u, 'employer: move a stage (server action)', `/employer/applicants/${app}`, ids.moveStageAction, [move], {
            expect: [200, 303],
            check: (_t, r) => (/moved=1/.test(r.headers.get('x-action-redirect') ?? r.headers.get('location') ?? '') ? undefined : `redirected to ${r.headers.get('x-action-redirect') ?? r.headers.get('location')}`),
          });
          count('employer: applicant moved');
        }
        await think(u);
      } catch (err) {
        if (!(err instanceof JourneyError)) throw err;
        await think(u);
      }
    }
  }

  // --- the job seeker ------------------------------------------------------------------------------

  /**
   * One job seeker's visit: registers, verifies, signs in, fills two resume sections, uploads a CV,
   * then browses and applies to two to five of the employers' jobs, reads the applications and the
   * dashboard, and signs out. A new job seeker takes the place afterwards.
   */
  async function seeker(u: User) {
    const email = `load-${runId}-seeker${u.n}-${u.arrival}@example.com`;
    const password = `Lantern-river-${runId}`;
    await register(u, 'candidate', email, password);
    await think(u);
    await signIn(u, email, password);
    await think(u);
    await call(u, 'seeker: resume basic info (legacy)', '/api/applicant/basic_info/', {
      json: { first_name: 'Jane', last_name: 'Doe', gender: 'female', nationality: 'United Kingdom', blood_group: 'O+', dob: '1994-03-02' },
      expect: [200, 201],
    });
    await think(u);
    await call(u, 'seeker: resume preference (legacy)', '/api/applicant/preference/', {
      json: { job_category_choice: [data.jobCategory], keyword: ['payroll'], pref_city: ['Rochester'] },
      expect: [200, 201],
    });
    await think(u);
    const cvForm = new FormData();
    cvForm.set('resume', asFile(cvPdf, 'jane-doe-cv.pdf', 'application/pdf'));
    const cv = await call(u, 'seeker: upload a CV (legacy)', '/api/applicant/resume/', { form: cvForm, expect: [201], check: isJson((b) => typeof b.id === 'number', '{ id }') });
    const cvId = cv.json().id as number;
    const applied = new Set<string>();
    const rounds = 2 + Math.floor(u.rand() * 4);
    for (let round = 0; round < rounds && !done(); round++) {
      try {
        await call(u, 'seeker: job list (legacy)', `/api/anonymous/job-list/?page=${1 + Math.floor(u.rand() * 5)}`, { auth: 'none', check: isJson((b) => Array.isArray(b.results), '{ count, results }') });
        await think(u);
        const pool = pickOne(u.rand, data.employers).jobs.filter((j) => !applied.has(j));
        if (pool.length > 0) {
          const job = pickOne(u.rand, pool);
          applied.add(job);
          await call(u, 'seeker: job page', `/jobs/${job}`, { check: isPage() });
          await think(u);
          await call(u, 'seeker: apply (legacy)', '/api/applicant/job_application/', {
            json: { job, cv: cvId, cover_letter: 'I have run payrolls for six years and would like to join you.' },
            expect: [201],
            check: isJson((b) => b.status === 'applied', 'the application'),
          });
          count('seeker: applied');
          await think(u);
        }
        await call(u, 'seeker: my applications (legacy)', '/api/applicant/job_application/', { check: isJson((b) => Array.isArray(b.results), '{ count, results }') });
        await think(u);
        await call(u, 'seeker: dashboard', '/candidate/dashboard', { check: isPage() });
        await think(u);
      } catch (err) {
        if (!(err instanceof JourneyError)) throw err;
        await think(u);
      }
    }
    if (!done()) await signOut(u);
  }

  // --- the crowd -----------------------------------------------------------------------------------

  const users: User[] = [];
  let n = 0;
  for (const role of ['student', 'admin', 'employer', 'seeker', 'visitor'] as Role[]) {
    for (let i = 0; i < mix[role]; i++) {
      n++;
      users.push({ role, n, arrival: 0, ip: '', rand: prng(n * 7919) });
    }
  }
  const roleIndex: Record<Role, number> = { student: 0, admin: 0, employer: 0, seeker: 0, visitor: 0 };
  // The server's RSS every 5 s. A single reading swings with the garbage collector (tens of MB on
  // this app), so "after the warm-up" and "at the end" are each the mean of the readings of the
  // 30 s before that moment.
  const rssSamples: { at: number; mb: number }[] = [];
  const sampleRss = () => {
    try {
      rssSamples.push({ at: Date.now(), mb: o.rss() });
    } catch {
      /* the server is gone: the run stops by itself */
    }
  };
  const meanRssBefore = (t: number) => {
    const window = rssSamples.filter((x) => x.at > t - 30_000 && x.at <= t + 1000);
    return window.length ? window.reduce((sum, x) => sum + x.mb, 0) / window.length : NaN;
  };
  sampleRss();
  const sampler = setInterval(sampleRss, 5000);
  let rssAfterWarmupMb = NaN;
  const warmupTimer = setTimeout(() => {
    sampleRss();
    rssAfterWarmupMb = meanRssBefore(Date.now());
    o.say(`  warm-up over (${o.warmupMinutes} min): server RSS ${rssAfterWarmupMb.toFixed(0)} MB (mean of the last 30 s); ${requests} requests, ${errors} errors so far`);
  }, warmupEnd - Date.now());
  const progress = setInterval(() => {
    rssTimeline.push({ minute: Math.round((Date.now() - t0) / 60_000), mb: o.rss() });
    o.say(`  ${((Date.now() - t0) / 60_000).toFixed(1)} min: ${requests} requests, ${errors} errors (${status429} × 429, ${status5xx} × 5xx), RSS ${o.rss().toFixed(0)} MB`);
  }, 60_000);

  const runUser = async (u: User, i: number) => {
    // Arrivals spread over the first 30 s, as a crowd does not arrive at one instant.
    await new Promise((r) => setTimeout(r, (i / users.length) * Math.min(30_000, (end - t0) / 4)));
    const k = roleIndex[u.role]++;
    while (!done()) {
      // Each person its own address (the benchmarking range 198.18.0.0/15, never routed): a new
      // student or job seeker taking the place arrives from a new one.
      u.arrival++;
      u.ip = `198.${18 + (u.n >> 8)}.${u.n & 255}.${1 + ((u.arrival - 1) % 254)}`;
      u.token = undefined;
      u.cookie = undefined;
      try {
        if (u.role === 'student') await student(u);
        else if (u.role === 'admin') await admin(u, k, mix.admin);
        else if (u.role === 'employer') await employer(u, k);
        else if (u.role === 'seeker') await seeker(u);
        else while (!done()) await browse(u);
      } catch (err) {
        if (!(err instanceof JourneyError)) throw err;
        // Registering or signing in failed (already counted): the next person comes after a pause.
        await think(u);
      }
    }
  };
  // A search engine's crawler, as on any indexed site: it reads the catalogue's pages one after
  // another, each once. The memory budget compares the server after the warm-up with the server at
  // the end, which only measures what is kept if Next's in-memory page cache (an LRU bounded by
  // cacheMaxMemorySize) is full by then: the crowd alone visits too few distinct pages to fill it in
  // two minutes (heap snapshots showed the growth after the warm-up to be cached page HTML). So the
  // crawler reads a page every 250 ms during the warm-up (several hundred pages: more than the
  // cache holds) and one every 2 s after it, so the cache keeps evicting for the rest of the run.
  const crawl = async () => {
    const u: User = { role: 'visitor', n: users.length + 1, arrival: 1, ip: '198.19.255.254', rand: prng(1) };
    const pages = [...data.universities.map((x) => `/universities/${x.slug}`), ...data.courses.map((x) => `/courses/${x.slug}`)];
    for (let i = 0; !done(); i++) {
      try {
        await call(u, 'crawler: a catalogue page', pages[i % pages.length], { auth: 'none', check: isPage() });
      } catch (err) {
        if (!(err instanceof JourneyError)) throw err;
      }
      await new Promise((r) => setTimeout(r, Date.now() < warmupEnd ? 250 : 2000));
    }
  };
  await Promise.all([...users.map(runUser), crawl()]);
  clearInterval(sampler);
  clearInterval(progress);
  clearTimeout(warmupTimer);
  sampleRss();
  const rssEndMb = meanRssBefore(Date.now());
  const rssPeakMb = Math.max(...rssSamples.map((x) => x.mb));
  if (Number.isNaN(rssAfterWarmupMb)) rssAfterWarmupMb = rssEndMb;

  const actions: LoadAction[] = [...samples.entries()]
    .map(([name, ms]) => {
      const s = summarise(ms);
      return { action: name, all: allCount.get(name) ?? 0, n: s.n, p50: s.p50, p95: s.p95, max: s.max, errors: errorCount.get(name) ?? 0 };
    })
    .sort((a, b) => a.action.localeCompare(b.action));
  for (const [name, count] of errorCount) if (!samples.has(name)) actions.push({ action: name, all: allCount.get(name) ?? 0, n: 0, p50: NaN, p95: NaN, max: NaN, errors: count });

  return {
    startedAt: t0,
    warmupEndedAt: warmupEnd,
    endedAt: Date.now(),
    users: users.length,
    mix,
    minutes: o.minutes,
    warmupMinutes: o.warmupMinutes,
    think: `${o.thinkMin}–${o.thinkMax} s`,
    requests,
    requestsAfterWarmup,
    errors,
    status429,
    status5xx,
    firstErrors,
    actions,
    rssAfterWarmupMb,
    rssEndMb,
    rssPeakMb,
    rssGrowthPct: (100 * rssEndMb) / rssAfterWarmupMb,
    rssTimeline,
    journeys,
    loadAverage: '',
  };
}
