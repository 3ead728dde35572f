import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { documentSlotValues } from '@/lib/applications/values';
import { isAllowed, resolveAccess, type AccessRule } from '@/lib/auth/access';
import { profileFileKinds } from '@/lib/students/schemas';
import { DEMO_PASSWORD, demoAccounts, registrationBody, signIn, type SignedIn } from '../helpers/auth';
import { samplePdf, samplePng } from '../helpers/sample-files';
import { buildRoutes } from './build-routes';
import { badSegment, badValue, difference, foreignOrigins, mutate, picks, seed, show, vocabulary } from './fuzz-kit';
import { seedContactStep, seedFamilyStep } from '../helpers/legacy-application-steps';
import { call, candidate, employer, resumeSections, student, type Owner } from './test-owners';

/**
 * Every state-changing JSON and legacy endpoint of the build (the route list the access walk reads;
 * the methods each answers from its own OPTIONS `Allow`) gets generated bad input from the caller
 * it is for: a student, an employer or a job seeker of the test's own, on their own records (a
 * real body, e.g. the wizard's contact step with its JSON-text sections, with one to three places
 * at any depth replaced by a bad value, sometimes with extra fields), by bearer token, by session
 * cookie from our own origin, and by session cookie from another site. Admin-only endpoints get
 * the admin with paths no record has and bodies of bad values only (the demo data stays as it is);
 * public ones a visitor.
 *
 * Each door fails on any 5xx, and after each refused request (4xx, or any cross-site one) the
 * owner's records, read back through the app, must be unchanged. Every failing input is listed
 * (method, path, actor, how it authenticated, the body), not only the first.
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const writeMethods = ['POST', 'PUT', 'PATCH', 'DELETE'];
type Json = Record<string, unknown>;
type Actor = 'visitor' | 'admin' | Owner['role'];

let owners: Record<Owner['role'], Owner>;
let admin: SignedIn;
let publicJob: string;
let cvId: number | undefined;
const baselines = new Map<Owner, string>();

/** The endpoints of the build (next-auth's own and the API's catch-all 404 left out). */
const routes = buildRoutes()
  .filter((r) => r.kind === 'route' && r.route.startsWith('/api/') && !r.route.includes('[...'))
  .map((r) => r.route);

interface Door {
  route: string;
  method: string;
  rule: AccessRule;
  actors: Actor[];
}

/** The methods each endpoint answers, from the build itself (Next answers OPTIONS with `Allow`). */
async function discoverDoors(): Promise<Door[]> {
  const out: Door[] = [];
  for (const route of routes) {
    const res = await fetch(baseUrl + route.replace(/\[[^\]]+\]/g, '1'), { method: 'OPTIONS' });
    await res.body?.cancel();
    const allow = (res.headers.get('allow') ?? '').split(',').map((m) => m.trim().toUpperCase());
    for (const method of writeMethods.filter((m) => allow.includes(m))) {
      const rule = resolveAccess(route, method)?.rule ?? 'public';
      out.push({ route, method, rule, actors: actorsFor(route, rule) });
    }
  }
  return out;
}

/**
 * Who calls a door: the test's own owners the access table lets in, else the admin, else a visitor.
 * `/api/auth/logout` ends the session it comes with, so only a visitor calls it.
 */
function actorsFor(route: string, rule: AccessRule): Actor[] {
  if (route === '/api/auth/logout' || route === '/api/auth/login' || route === '/api/auth/register') return ['visitor'];
  if (rule === 'public') return ['visitor', 'student', 'candidate'];
  const own = (['student', 'employer', 'candidate'] as const).filter((r) => isAllowed(rule, r));
  return own.length > 0 ? [...own] : isAllowed(rule, 'admin') ? ['admin'] : ['visitor'];
}

/** A real body for each door, in the caller's own records; mutated by the property. */
function baseBody(route: string, actor: Actor, segments: Record<string, string>, fromGet: Json | undefined): Json {
  const s = owners.student;
  switch (route) {
    case '/api/web/application/[id]':
      // Two steps in one call (each must be saved whole or not at all), the first in JSON-text sections.
      return { ...seedContactStep(), ...seedFamilyStep() };
    case '/api/web/application':
    case '/api/web/apply':
      return { user_id: s.id, course_id: Number(s.own.courseId), university_id: 1, program_id: 1, description: 'I would like to study here' };
    case '/api/applicant/[section]':
      return { ...(Object.hasOwn(resumeSections, segments.section) ? resumeSections[segments.section] : resumeSections.basic_info) };
    case '/api/applicant/job_application':
      return { job: publicJob, cv: cvId ?? 1, cover_letter: 'I would like this job.' };
    case '/api/applicant/part_time_apply':
      return { full_name: 'Aisha Fuzz', city: 'Canterbury', skill: ['Customer service', 'Food hygiene'], rate: 12.5, availability: 'Evenings' };
    case '/api/recruiter/create-profile':
      return { org_name: 'Fuzz Test Ltd', org_type: 1, website: 'https://fuzz.example', address: '1 High Street' };
    case '/api/recruiter/job':
    case '/api/recruiter/job/[uuid]':
      return {
        job_title: 'Payroll Officer', job_category: 44, job_nature: 'fulltime', location: 'Rochester, Kent', city: 'Rochester', salary_type: 'yearly', salary_range: [26000, 30000],
        experience: [2, 5], age_range: [21, 60], working_hour_range: ['09:00', '17:00'], skills: ['Payroll'], benefits: ['Pension'], position_no: 1, contact_no: '01634123456',
        expire_date: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10), description: 'Run weekly and monthly payrolls for about forty client businesses.',
      };
    case '/api/anonymous/direct-message':
      return { name: 'Fuzz Sender', email: 'fuzz-sender@example.test', subject: 'Hello', message: 'A message long enough to be accepted.' };
    case '/api/anonymous/direct_hire':
      return { job_title: 'Care assistant', org_name: 'Surrey Care', job_category: 44, position_no: 2, email: 'hr@example.test', city: 'Guildford', county: 'Surrey', salary_type: 'hourly', salary_range: [12, 14.5], working_hour_range: ['07:00', '15:00'], skill: ['Care'], experience: [1, 2] };
    case '/api/auth/register':
      return registrationBody(`fuzz-reg-${Math.random().toString(36).slice(2)}@example.com`, 'Lantern-river-2026');
    case '/api/auth/login':
      return { email: 'nobody-fuzz@example.com', password: 'Not-the-password-1' };
    case '/api/access/change_password':
      // A wrong current password: a generated body must never change the owner's password.
      return { old_password: 'Not-the-password-1', password: 'Lantern-river-2027', password_confirmation: 'Lantern-river-2027' };
    case '/api/access/verification':
      return { email: 'nobody-fuzz@example.com', verification_code: '000000' };
    default:
      // Another door (a new one included): the record its GET answers, else nothing but extra fields.
      if (actor === 'admin') return {};
      return fromGet && typeof fromGet === 'object' && !Array.isArray(fromGet) ? (typeof fromGet.data === 'object' && fromGet.data && !Array.isArray(fromGet.data) ? (fromGet.data as Json) : fromGet) : {};
  }
}

/** Doors that take files: a generated file rides along under each name they read. */
const fileFields: Record<string, string[]> = {
  '/api/applicant/picture': ['picture'],
  '/api/applicant/resume': ['resume'],
  '/api/recruiter/logo': ['logo'],
  '/api/applications/[id]/documents/[slot]': ['file'],
  '/api/students/[userId]/profile-files/[kind]': ['file'],
  '/api/web/application/[id]': ['files[]'],
  '/api/admin/university': ['logo', 'bannar'],
  '/api/admin/university/[id]': ['logo', 'bannar'],
  '/api/admin/course': ['logo'],
  '/api/admin/category': ['icon'],
  '/api/admin/program': ['icon'],
};

const generatedFile = fc.oneof(
  fc.constant({ bytes: samplePdf, name: 'cv.pdf', type: 'application/pdf' }),
  fc.constant({ bytes: samplePng, name: 'p.png', type: 'image/png' }),
  fc.record({ bytes: fc.uint8Array({ maxLength: 200 }), name: fc.constantFrom('a.pdf', 'x\u0000.png', '%ZZ.pdf', '', '../../x.png', 'a'.repeat(300) + '.pdf'), type: fc.constantFrom('application/pdf', 'image/png', 'text/html', '') }),
);

/** Values for a path's dynamic segments: the caller's own records, or (sometimes) a bad segment. */
function segmentFor(name: string, actor: Actor): fc.Arbitrary<string> {
  const own = actor === 'student' || actor === 'employer' || actor === 'candidate' ? owners[actor].own : {};
  const known: Record<string, string[]> = {
    section: Object.keys(resumeSections),
    slot: [...documentSlotValues],
    kind: [...profileFileKinds],
  };
  const good = own[name] !== undefined ? [own[name]] : name === 'uuid' ? [publicJob] : (known[name] ?? []);
  // The admin writes only to paths no record can have (the id parser refuses them first).
  const bad = badSegment.filter((s) => !/^[1-9][0-9]{0,9}$/.test(s) || Number(s) > 2_147_483_647);
  if (actor === 'admin' || good.length === 0) return bad;
  return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...good) }, { weight: 1, arbitrary: bad });
}

const stringify = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '');

async function send(door: Door, actor: Actor, auth: 'token' | 'cookie' | 'cross-site', path: string, encoding: string, body: Json, files: { bytes: Uint8Array; name: string; type: string }[]) {
  const headers: Record<string, string> = {};
  const who = actor === 'visitor' ? null : actor === 'admin' ? admin : owners[actor];
  if (who && auth === 'token') headers.authorization = `Bearer ${who.token}`;
  if (who && auth !== 'token') {
    headers.cookie = who.cookie;
    headers.origin = auth === 'cross-site' ? foreignOrigins[path.length % foreignOrigins.length] : new URL(baseUrl).origin;
  }
  let payload: BodyInit | undefined;
  if (encoding === 'json') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  } else if (encoding === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, stringify(v)])).toString();
  } else {
    const form = new FormData();
    for (const [k, v] of Object.entries(body)) form.append(k, stringify(v));
    for (const [i, name] of (fileFields[door.route] ?? []).entries()) {
      const f = files[i % Math.max(files.length, 1)];
      if (f) form.append(name, new File([new Uint8Array(f.bytes)], f.name, { type: f.type }));
    }
    payload = form;
  }
  const res = await fetch(baseUrl + path, { method: door.method, headers, body: payload, redirect: 'manual' });
  return { status: res.status, text: (await res.text()).slice(0, 400) };
}

beforeAll(async () => {
  console.log(`request safety (endpoints): fast-check seed ${seed}, ${NUM_RUNS} runs per door and caller (FUZZ_SEED / FUZZ_RUNS to change)`);
  const [s, e, c, a] = await Promise.all([student(baseUrl, dataDir), employer(baseUrl, dataDir), candidate(baseUrl, dataDir), signIn(baseUrl, demoAccounts.admin, DEMO_PASSWORD)]);
  owners = { student: s, employer: e, candidate: c };
  admin = a;
  const jobs = (await call(baseUrl, 'GET', '/api/anonymous/job-list/')).body as unknown as { results: { uuid: string }[] };
  publicJob = jobs.results[0].uuid;
  // The job seeker's CV, for applying to a job.
  const form = new FormData();
  form.append('resume', new File([new Uint8Array(samplePdf)], 'cv.pdf', { type: 'application/pdf' }));
  const cv = await fetch(`${baseUrl}/api/applicant/resume/`, { method: 'POST', headers: { authorization: `Bearer ${c.token}` }, body: form });
  const cvBody = (await cv.json().catch(() => ({}))) as Json;
  cvId = typeof cvBody.id === 'number' ? cvBody.id : undefined;
  for (const o of Object.values(owners)) baselines.set(o, await o.snapshot());
}, 240_000);

const doors = await discoverDoors();

describe('request safety: every state-changing endpoint', () => {
  it('finds the state-changing endpoints of the build and their methods', () => {
    const named = doors.map((d) => `${d.method} ${d.route}`);
    expect(named).toEqual(expect.arrayContaining(['PUT /api/web/application/[id]', 'POST /api/applicant/[section]', 'POST /api/anonymous/direct_hire', 'PUT /api/recruiter/job/[uuid]', 'POST /api/web/apply']));
  });

  // One test per door and caller, in turn (the owners' records are compared before and after
  // each request, so no two requests overlap).
  it.each(doors.flatMap((d) => d.actors.map((a) => [`${d.method} ${d.route}`, a, d] as const)))('%s as %s: never 5xx, and a refused request changes nothing', async (_name, actor, door) => {
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    const owner = actor === 'student' || actor === 'employer' || actor === 'candidate' ? owners[actor] : undefined;
    const segNames = [...door.route.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]);
    const segArb = segNames.length ? fc.tuple(...(segNames.map((n) => segmentFor(n, actor)) as [fc.Arbitrary<string>])) : fc.constant([] as string[]);
    const auths: ('token' | 'cookie' | 'cross-site')[] = actor === 'visitor' || actor === 'admin' ? ['token'] : ['token', 'cookie', 'cross-site'];
    // A GET of the same path gives the record's own fields (the body of a door without an example).
    const firstPath = door.route.replace(/\[([^\]]+)\]/g, (_m, n: string) => owner?.own[n] ?? '1');
    const got = owner ? (await call(baseUrl, 'GET', firstPath, { token: owner.token })).body : undefined;
    await fc.assert(
      fc.asyncProperty(
        segArb,
        picks,
        fc.array(fc.tuple(fc.constantFrom(...vocabulary), badValue), { maxLength: actor === 'admin' ? 4 : 2 }),
        fc.oneof(...auths.map((a) => ({ weight: a === 'cross-site' ? 1 : 2, arbitrary: fc.constant(a) }))),
        fileFields[door.route] ? fc.constantFrom('multipart', 'multipart', 'json') : fc.constantFrom('json', 'json', 'json', 'form', 'multipart'),
        fc.array(generatedFile, { maxLength: 2 }),
        async (segs, chosen, extra, auth, encoding, files) => {
          const values = Object.fromEntries(segNames.map((n, i) => [n, segs[i]]));
          const path = door.route.replace(/\[([^\]]+)\]/g, (_m, n: string) => values[n]);
          const base = baseBody(door.route, actor, values, got as Json | undefined);
          // The admin's bodies are bad values only, every text with a NUL in it (nothing a
          // catalogue create could accept: the demo data stays as it is).
          const adminBody = (extra.length ? extra : [['name', '']]).map(([k, v]): [string, unknown] => [k, typeof v === 'string' || encoding !== 'json' ? `${stringify(v)}\u0000` : v]);
          const m = actor === 'admin' ? mutate({}, [], adminBody) : mutate(base, chosen, extra);
          const before = owner ? baselines.get(owner)! : undefined;
          const res = await send(door, actor, auth, path, encoding, m.body, files);
          const where = `${door.method} ${path} as ${actor} (${auth}, ${encoding}${files.length ? `, files ${files.map((f) => show(f.name)).join(' ')}` : ''}), changed: ${m.changes.join('; ') || 'nothing'}; body ${show(m.body)}`;
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status >= 500) problems.push(`${res.status} ← ${where}: ${res.text}`);
          if (auth === 'cross-site' && door.rule !== 'public' && res.status !== 403) problems.push(`expected 403 from another site, got ${res.status} ← ${where}`);
          if (owner) {
            const after = await owner.snapshot();
            const refused = res.status >= 400 || auth === 'cross-site';
            if (refused && after !== before) problems.push(`refused with ${res.status} but the ${actor}'s records changed (${difference(before!, after)}) ← ${where}`);
            baselines.set(owner, after);
          }
        },
      ),
      { seed, numRuns: NUM_RUNS },
    );
    console.log(`${door.method} ${door.route} as ${actor}: ${[...statuses].sort(([a], [b]) => a - b).map(([st, n]) => `${n}×${st}`).join(' ')}`);
    expect(problems, `${problems.length} problems (seed ${seed}):\n${problems.join('\n\n')}`).toEqual([]);
  }, 180_000);
});
