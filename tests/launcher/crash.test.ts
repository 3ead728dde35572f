import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteExtensions } from '@/db';
import { apiToken, demoAccounts, DEMO_PASSWORD, sessionCookie } from '../helpers/auth';
import { launcherPort, newDataDir, startLauncher, stopAllLaunchers, type Launcher } from '../helpers/launcher';
import { createThrowawayDatabase } from '../helpers/pg';
import { asFile, samplePdf, samplePng } from '../helpers/sample-files';
import { TEST_DIST_DIR } from '../helpers/test-server';
import { seedContactStep } from '../helpers/legacy-application-steps';

/**
 * A crash loses nothing (issue 26, item 9). The server is killed with SIGKILL at four named points
 * of writes, by the test-only switch CRASH_AT (lib/crash-point.ts): after an upload's file is in
 * place and before its row (`upload:stored`); between two slots of the documents call's one
 * transaction (`documents:between-slots`); inside a payment confirmation (`payment:confirming`);
 * inside an employer's stage move (`job-stage:moving`). Each start runs with the next point armed
 * and first makes, with a 2xx, the kind of write the previous start died in; after each crash the
 * test reads the database and the upload folder itself, then starts again. At the end: every
 * request that got a 2xx is there whole, nothing a crashed request began is there in part, and
 * every stored file has its row and every row its file (the start-up reconcile removed what the
 * crashes left and said so in its log).
 *
 * Runs on the embedded database (which must open again after each SIGKILL with its data) and, when
 * TEST_DATABASE_URL is set, on a throwaway Postgres database.
 */
const root = path.resolve(import.meta.dirname, '../..');

afterAll(stopAllLaunchers);

type Row = Record<string, unknown>;

/** Every request of this test gives up after two minutes rather than hanging the run. */
let lastRequest = '';
const fetch = (input: string, init: RequestInit = {}) => {
  lastRequest = `${init.method ?? 'GET'} ${input}`;
  return globalThis.fetch(input, { signal: AbortSignal.timeout(120_000), ...init });
};

interface Store {
  env: Record<string, string>;
  /** Reads the database while the server is down (the embedded one has a single owner). */
  query<T extends Row>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

function pgliteStore(dataDir: string): Store {
  return {
    env: {},
    async query<T extends Row>(sql: string, params: unknown[] = []) {
      // Opening it is itself part of the check: the files PGlite left at SIGKILL must open again.
      const db = new PGlite({ dataDir: path.join(dataDir, 'pgdata'), extensions: pgliteExtensions });
      try {
        return (await db.query<T>(sql, params)).rows;
      } finally {
        await db.close();
      }
    },
    drop: async () => {},
  };
}

async function postgresStore(): Promise<Store> {
  const database = await createThrowawayDatabase('zy_crash');
  return {
    env: { DATABASE_URL: database.url },
    async query<T extends Row>(sql: string, params: unknown[] = []) {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        return (await client.query<T>(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
    drop: () => database.drop(),
  };
}

/** The id Next gave a server action (the build's manifest), to call it as the page's script does. */
function serverActionId(exportedName: string, file: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, TEST_DIST_DIR, 'server', 'server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, { exportedName?: string; filename?: string }>;
  };
  const found = Object.entries(manifest.node).find(([, a]) => a.exportedName === exportedName && (a.filename ?? '').endsWith(file));
  if (!found) throw new Error(`server action ${exportedName} (${file}) not in the build's manifest`);
  return found[0];
}


function documentsForm(files: { name: string; bytes: Uint8Array; type: string }[], documents: Record<string, string>): FormData {
  const form = new FormData();
  form.append('_method', 'PUT');
  for (const f of files) form.append('files[]', asFile(f.bytes, f.name, f.type));
  form.append('documents', JSON.stringify(documents));
  return form;
}

/** Distinct bytes per upload, so each stored file can be told from the others. */
const pdfNamed = (label: string) => Buffer.concat([samplePdf, Buffer.from(`\n% ${label}\n`)]);

async function runCrashScenario(store: Store, dataDir: string, port: number): Promise<void> {
  let current: Launcher | undefined;
  try {
    await scenario(store, dataDir, port, (l) => (current = l));
  } catch (err) {
    // What the server said is the first thing to read when this fails.
    throw new Error(`${(err as Error).message}\n(last request: ${lastRequest})\n--- server output (last 4000 characters) ---\n${current?.output().slice(-4000) ?? ''}`, {
      cause: err,
    });
  }
}

async function scenario(store: Store, dataDir: string, port: number, started: (l: Launcher) => void): Promise<void> {
  const privateDir = path.join(dataDir, 'uploads', 'private');
  const privateFiles = () => (fs.existsSync(privateDir) ? fs.readdirSync(privateDir).sort() : []);
  let launcher!: Launcher;
  const start = async (crashAt?: string) => {
    launcher = startLauncher({ port, dataDir, env: { ...store.env, RATE_LIMIT_IP_MAX: '100000', ...(crashAt ? { CRASH_AT: crashAt } : {}) } });
    started(launcher);
    await launcher.ready();
    return launcher;
  };
  /** The request the armed point kills: no answer at all, and the server is gone. */
  const expectCrash = async (point: string, request: () => Promise<Response>) => {
    const outcome = await request().then(
      (res) => `answered ${res.status}`,
      () => 'no answer',
    );
    expect(outcome).toBe('no answer');
    await launcher.exited();
    expect(launcher.child.signalCode).toBe('SIGKILL');
    expect(launcher.output()).toContain(`CRASH_AT=${point}: killing the server`);
  };
  const reconcileLine = () => launcher.output().split('\n').find((l) => l.includes('uploads reconciled')) ?? '';
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  // The records the later starts act on, chosen from the demo data.
  const openPayments = async () =>
    (await store.query<{ id: number; status: string }>("select id, status from payments where status in ('unpaid', 'pending') order by status desc, id limit 2"));
  /** Two applications an employer can still move to `interview`, of one demo employer (who has two). */
  const employerApplicants = async () =>
    store.query<{ uuid: string; id: number; email: string }>(
      `with open as (select ja.uuid, ja.id, u.email from job_applications ja join jobs j on j.id = ja.job_id join users u on u.id = j.employer_id
                     where ja.status in ('applied', 'viewed', 'shortlisted'))
       select * from open where email = (select email from open group by email having count(*) >= 2 order by email limit 1) order by id limit 2`,
    );

  // --- 1. armed: upload:stored. A draft and a saved step (2xx); then an upload dies after its file.
  await start('upload:stored');
  const base = launcher!.base;
  const student = await apiToken(base, demoAccounts.student, DEMO_PASSWORD);
  const courses = (await (await fetch(`${base}/api/web/courses/for_home?per_page=50`)).json()) as { id: number; program_id: number; university_id: number }[];
  // A course the demo student has not applied to yet (one open application per course).
  let applicationId = 0;
  for (const c of courses) {
    const res = await fetch(`${base}/api/web/application`, {
      method: 'POST',
      headers: { ...auth(student), 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ course_id: c.id, program_id: c.program_id, university_id: c.university_id, description: 'Crash test' }),
    });
    const body = (await res.json()) as { id: number; status: string };
    if (res.status === 201) {
      applicationId = body.id;
      break;
    }
  }
  expect(applicationId).toBeGreaterThan(0);
  const step = await fetch(`${base}/api/web/application/${applicationId}`, {
    method: 'PUT',
    headers: { ...auth(student), 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(seedContactStep()),
  });
  expect(step.status, await step.clone().text()).toBe(200);
  const upload = (slot: string, bytes: Uint8Array, name: string) => {
    const form = new FormData();
    form.append('file', asFile(bytes, name, 'application/pdf'));
    return fetch(`${base}/api/applications/${applicationId}/documents/${slot}`, { method: 'POST', body: form, headers: auth(student) });
  };
  await expectCrash('upload:stored', () => upload('passport', pdfNamed('lost'), 'lost.pdf'));
  // The crash left the file without its row.
  const orphan1 = privateFiles();
  expect(orphan1).toHaveLength(1);
  expect(await store.query('select id from uploaded_files where storage_key = $1', [orphan1[0]])).toEqual([]);
  const [pay1, pay2] = await openPayments();
  expect(pay2).toBeDefined();
  const [p1, p2] = [pay1.id, pay2.id];
  const [j1, j2] = await employerApplicants();
  expect(j2).toBeDefined();

  // --- 2. armed: documents:between-slots. The reconcile removed the orphan; an upload and a payment
  // confirmation succeed; then the documents call (two files, one transaction) dies between its slots.
  await start('documents:between-slots');
  expect(reconcileLine()).toContain(`1 without a row removed (private/${orphan1[0]})`);
  expect(privateFiles()).toEqual([]);
  const passport = pdfNamed('passport');
  const saved = await upload('passport', passport, 'passport.pdf');
  expect(saved.status, await saved.clone().text()).toBe(201);
  const admin = await sessionCookie(base, demoAccounts.admin, DEMO_PASSWORD);
  const confirmAction = serverActionId('confirmPaymentAction', 'lib/applications/actions.ts');
  const confirm = (id: number) =>
    fetch(`${base}/admin/payments`, {
      method: 'POST',
      headers: { cookie: admin, origin: base, 'next-action': confirmAction, 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component' },
      body: JSON.stringify([{ id }]),
    });
  const confirmed = await confirm(p1);
  expect(confirmed.status).toBe(200);
  expect(await confirmed.text()).toContain('"ok":true');
  await expectCrash('documents:between-slots', () =>
    fetch(`${base}/api/web/application/${applicationId}`, {
      method: 'POST',
      headers: { ...auth(student), accept: 'application/json' },
      body: documentsForm(
        [
          { name: 'cv.pdf', bytes: pdfNamed('cv lost'), type: 'application/pdf' },
          { name: 'other.png', bytes: samplePng, type: 'image/png' },
        ],
        { cv: 'cv.pdf', other: 'other.png' },
      ),
    }),
  );
  const slots = async () =>
    (await store.query<{ slot: string }>('select slot from application_documents where application_id = $1 and file_id is not null', [applicationId])).map((r) => r.slot).sort();
  // Nothing of the call is saved (the first slot's row rolled back), only its file is left over.
  expect(await slots()).toEqual(['passport']);
  expect(privateFiles()).toHaveLength(2);

  // --- 3. armed: payment:confirming. A stage move succeeds; then a payment confirmation dies midway.
  await start('payment:confirming');
  expect(reconcileLine()).toMatch(/1 without a row removed \(private\/[0-9a-f-]{36}\.pdf\)/);
  expect(privateFiles()).toHaveLength(1);
  const employer = await sessionCookie(base, j1.email, DEMO_PASSWORD);
  /** The applicant page's own no-JavaScript form: its action id and fields, posted as a browser would. */
  const moveStage = async (uuid: string, to: string) => {
    const page = await fetch(`${base}/employer/applicants/${uuid}`, { headers: { cookie: employer } });
    expect(page.status).toBe(200);
    // The form that moves to this stage (the header has forms of its own, sign-out among them).
    const moveForm = (await page.text()).split('<form').find((f) => f.includes(`name="to" value="${to}"`)) ?? '';
    const actionField = /name="(\$ACTION_ID_[0-9a-f]+)"/.exec(moveForm)?.[1];
    expect(actionField).toBeDefined();
    const form = new FormData();
    form.append(actionField!, '');
    form.append('application', uuid);
    form.append('to', to);
    return () => fetch(`${base}/employer/applicants/${uuid}`, { method: 'POST', body: form, redirect: 'manual', headers: { cookie: employer, origin: base } });
  };
  const moved = await (await moveStage(j1.uuid, 'interview'))();
  expect(moved.status).toBe(303);
  expect(moved.headers.get('location')).toContain('moved=1');
  await expectCrash('payment:confirming', () => confirm(p2));
  const confirmations = async (id: number) =>
    (await store.query<{ n: number }>("select count(*)::int as n from audit_logs where action = 'payment_confirm' and entity_id = $1", [id]))[0].n;
  expect((await store.query<{ status: string }>('select status from payments where id = $1', [p2]))[0].status).toBe(pay2.status);
  expect(await confirmations(p2)).toBe(0);

  // --- 4. armed: job-stage:moving. The two-file documents call succeeds; then a stage move dies midway.
  await start('job-stage:moving');
  expect(reconcileLine()).toContain('none without a row');
  const cv = pdfNamed('cv');
  const docs = await fetch(`${base}/api/web/application/${applicationId}`, {
    method: 'POST',
    headers: { ...auth(student), accept: 'application/json' },
    body: documentsForm(
      [
        { name: 'cv.pdf', bytes: cv, type: 'application/pdf' },
        { name: 'other.png', bytes: samplePng, type: 'image/png' },
      ],
      { cv: 'cv.pdf', other: 'other.png' },
    ),
  });
  expect(docs.status, await docs.clone().text()).toBe(200);
  await expectCrash('job-stage:moving', await moveStage(j2.uuid, 'interview'));
  const stage = async (id: number) => {
    const [row] = await store.query<{ status: string }>('select status from job_applications where id = $1', [id]);
    const moves = await store.query<{ to_status: string }>('select to_status from job_application_stages where application_id = $1 order by id', [id]);
    return { status: row.status, moves: moves.map((m) => m.to_status) };
  };
  // The move is not half made: the status and its history agree, and neither says interview.
  const j2After = await stage(j2.id);
  expect(j2After.status).not.toBe('interview');
  expect(j2After.moves.at(-1)).toBe(j2After.status);

  // --- 5. No switch. Every 2xx is there whole; the crashed payment can be confirmed now.
  await start();
  expect(reconcileLine()).toContain('none without a row');
  expect(reconcileLine()).not.toContain('missing');
  const { data: detail } = (await (await fetch(`${base}/api/web/application/${applicationId}`, { headers: { ...auth(student), accept: 'application/json' } })).json()) as { data: Row };
  expect(JSON.parse(String(detail.conatct_details))).toMatchObject({ email: 'amina@example.test', wechat: 'amina_wx' });
  const download = async (slot: string) => {
    const res = await fetch(`${base}/api/applications/${applicationId}/documents/${slot}`, { headers: auth(student) });
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  };
  expect((await download('passport')).equals(passport)).toBe(true);
  expect((await download('cv')).equals(cv)).toBe(true);
  expect((await download('other')).equals(samplePng)).toBe(true);
  const again = await confirm(p2);
  expect(again.status).toBe(200);
  expect(await again.text()).toContain('"ok":true');
  expect(await launcher!.stop('SIGTERM')).toBe(0);

  expect(await slots()).toEqual(['cv', 'other', 'passport']);
  for (const id of [p1, p2]) {
    expect((await store.query<{ status: string }>('select status from payments where id = $1', [id]))[0].status).toBe('paid');
    expect(await confirmations(id)).toBe(1);
  }
  const j1After = await stage(j1.id);
  expect(j1After.status).toBe('interview');
  expect(j1After.moves.filter((m) => m === 'interview')).toHaveLength(1);
  expect(await stage(j2.id)).toEqual(j2After);
  // Every stored file has its row, every local row its file.
  const rows = await store.query<{ storage_key: string; is_public: boolean }>("select storage_key, is_public from uploaded_files where driver = 'local'");
  expect(privateFiles()).toEqual(rows.filter((r) => !r.is_public).map((r) => r.storage_key).sort());
  const publicDir = path.join(dataDir, 'uploads', 'public', 'university');
  expect(fs.readdirSync(publicDir).sort()).toEqual(rows.filter((r) => r.is_public).map((r) => r.storage_key).sort());
}

describe('a crash loses nothing', () => {
  it('on the embedded database: SIGKILL at four points of writes, restarted each time, keeps every 2xx whole and no part of the rest', { timeout: 900_000 }, async () => {
    const dataDir = newDataDir();
    try {
      await runCrashScenario(pgliteStore(dataDir), dataDir, launcherPort(30));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'on Postgres: the same crashes keep every 2xx whole and no part of the rest',
    { timeout: 900_000 },
    async () => {
      const dataDir = newDataDir();
      const store = await postgresStore();
      try {
        await runCrashScenario(store, dataDir, launcherPort(31));
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
        await store.drop();
      }
    },
  );
});
