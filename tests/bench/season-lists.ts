// npm run bench:lists [-- --db <postgres url>] [-- --iterations 60] [-- --only courses,jobs] [-- --explain] [-- --slowest 3]
//
// Measures the SQL of the season's lists (issue 28, item 2: "every list's SQL p95 <= 20 ms at any
// page depth") on the scale dataset: the back office's catalogue lists (courses, universities),
// its job-board lists (the job queue, employers, job seekers, job applications, direct-hire and
// part-time requests), the employer's jobs and applicants, the candidate's dashboard and
// "matching my preferences" list, the public /jobs with filters and /search's universities, and
// so the legacy lists built on the same functions (/api/admin/course, /api/admin/university,
// /api/app_admin/jobList, /api/anonymous/job-list, …).
//
// Each class is drawn by a seeded PRNG: filter x sort x search word x page depth (page 1, a page
// in the middle, the last page, chosen at random), called through the real lib function (a
// use case's `run` when the depth is past what the URL schema accepts today, so the SQL of any
// page is measured). Each call's SQL is timed as the server measures it (its statements run again
// under EXPLAIN ANALYZE, planning + execution summed), beside the call's own time in this process.
// Prints p50/p95/p99 per class; exits 1 when a class's SQL p95 exceeds the budget (--max-p95, 20 ms).
//
// The database: --db, else DATABASE_URL; it must hold the large dataset (npm run db:seed:large)
// with the migrations applied. Nothing is written.
import { parseArgs } from 'node:util';
import { prepareEnvironment } from '@/lib/cli/prepare-env';
import { msSince, pickOne, prng, summarise, type LatencySummary } from './stats';

prepareEnvironment();

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    iterations: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '8' },
    seed: { type: 'string', default: '20261128' },
    'max-p95': { type: 'string', default: '20' },
    only: { type: 'string' },
    explain: { type: 'boolean', default: false },
    slowest: { type: 'string', default: '0' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  process.stdout.write(
    'Usage: npm run bench:lists -- [--db <postgres url>] [--iterations 60] [--warmup 8] [--max-p95 20] [--only a,b] [--explain] [--slowest N]\n' +
      '  --only      run only the classes whose id contains one of these words\n' +
      '  --explain   print EXPLAIN (ANALYZE, BUFFERS) of the SQL of the slowest call of each failing class (each class with --explain)\n' +
      '  --slowest N list the N slowest calls of each class\n',
  );
  process.exit(0);
}

const { openPostgres, setDatabase, queryRows, sql } = await import('@/db');
type Db = import('@/db').Db;
const { env } = await import('@/lib/env');
const { countLargeData } = await import('@/db/seed-large/seed');
type Actor = import('@/lib/auth/actor').Actor;

const say = (m: string) => process.stdout.write(`${m}\n`);
const iterations = Math.max(1, Number(values.iterations));
const warmup = Math.max(0, Number(values.warmup));
const maxP95 = Number(values['max-p95']);

const url = values.db ?? env.DATABASE_URL;
if (!url || url === 'embedded') {
  say('bench:lists needs a Postgres database with the large dataset: --db <url> or DATABASE_URL');
  process.exit(2);
}

const handle = openPostgres(url);
const pool = (handle.db as unknown as { $client: import('pg').Pool }).$client;
let capture: { query: string; params: unknown[] }[] | undefined;
{
  const originalQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [q, p] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    capture?.push(typeof q === 'string' ? { query: q, params: p ?? [] } : { query: q.text, params: p ?? q.values ?? [] });
    return originalQuery(...args);
  };
}
setDatabase(handle);

let failed = false;
try {
  if ((await countLargeData(handle.db)) === 0) throw new Error('This database has no large dataset: run `npm run db:seed:large` first.');
  failed = await bench(handle.db);
} catch (err) {
  console.error(`bench:lists: ${(err as Error).stack ?? err}`);
  process.exitCode = 1;
} finally {
  setDatabase(undefined);
  await handle.close();
}
if (failed) process.exitCode = 1;

// --- the classes ----------------------------------------------------------------------------------

/** A use case's own SQL at any page: the input parsed by its schema, then the page set past the URL's cap. */
function atPage<I extends { page: number }>(
  uc: { spec: { input: { parse: (v: unknown) => unknown }; run: (actor: never, input: never, ctx: never) => Promise<unknown> } },
  actor: Actor,
  raw: Record<string, unknown>,
  page: number,
): () => Promise<unknown> {
  const parsed = { ...(uc.spec.input.parse(raw) as I), page };
  return () => uc.spec.run(actor as never, parsed as never, { meta: {}, record: undefined } as never);
}

async function bench(db: Db): Promise<boolean> {
  const { listCoursesForAdmin } = await import('@/lib/catalogue/course-admin-list');
  const { listUniversitiesForAdmin } = await import('@/lib/catalogue/university-admin-list');
  const { listUniversities } = await import('@/lib/catalogue/universities');
  const { listJobQueue } = await import('@/lib/jobs/moderation');
  const { listEmployers } = await import('@/lib/jobs/employers');
  const { listAllCandidates } = await import('@/lib/candidates/directory');
  const { listDirectHire } = await import('@/lib/jobs/direct-hire');
  const { listPartTime } = await import('@/lib/jobs/part-time');
  const { listEmployerJobs } = await import('@/lib/jobs/jobs');
  const { listApplicants } = await import('@/lib/jobs/applicants');
  const { pageOf } = await import('@/lib/jobs/applications');
  const { listOwnApplications, countOwnApplicationsByStage } = await import('@/lib/jobs/candidate-applications');
  const { recommendedJobs, preferencesOf } = await import('@/lib/jobs/recommendations');
  const { listPublicJobs, listPublicJobCategories } = await import('@/lib/jobs/search');
  const { getOwnResume } = await import('@/lib/candidates/profile');
  const { jobs, jobApplications } = await import('@/db/schema');
  const { eq } = await import('drizzle-orm');

  const one = async <T>(q: ReturnType<typeof sql>) => (await queryRows<T>(db, q))[0] as T;
  const [admin] = await queryRows<{ id: number }>(db, sql`SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1`);
  if (!admin) throw new Error('no admin account');
  const adminActor: Actor = { id: admin.id, role: 'admin' };
  const counts = await one<{ courses: number; universities: number; jobs: number; employers: number; candidates: number; ja: number }>(
    sql`SELECT (SELECT count(*)::int FROM courses) AS courses, (SELECT count(*)::int FROM universities) AS universities,
               (SELECT count(*)::int FROM jobs) AS jobs, (SELECT count(*)::int FROM users WHERE role = 'employer') AS employers,
               (SELECT count(*)::int FROM users WHERE role = 'candidate') AS candidates, (SELECT count(*)::int FROM job_applications) AS ja`,
  );
  const universityIds = (await queryRows<{ id: number }>(db, sql`SELECT id FROM universities ORDER BY md5(id::text) LIMIT 300`)).map((r) => r.id);
  const programIds = (await queryRows<{ id: number }>(db, sql`SELECT id FROM programs ORDER BY id`)).map((r) => r.id);
  const categoryIds = (await queryRows<{ id: number }>(db, sql`SELECT id FROM job_categories ORDER BY id`)).map((r) => r.id);
  const courseWords = (
    await queryRows<{ w: string }>(
      db,
      sql`SELECT w FROM (SELECT DISTINCT lower(regexp_split_to_table(title, '[^A-Za-z]+')) AS w FROM (SELECT title FROM courses ORDER BY md5(id::text) LIMIT 400) t) x WHERE length(w) >= 4 ORDER BY w LIMIT 200`,
    )
  ).map((r) => r.w);
  const universityWords = ['normal', 'university', 'technology', 'medical', 'beijing', 'shanghai', 'science', 'zhejiang', 'agricultural', 'tsinghua', 'fudan', 'xian', 'wuhan', 'sichuan', 'harbin'];
  const jobWords = ['engineer', 'teacher', 'manager', 'assistant', 'developer', 'sales', 'nurse', 'driver', 'chef', 'analyst', 'designer', 'english', 'marketing', 'accountant'];
  const places = ['london', 'manchester', 'birmingham', 'leeds', 'glasgow', 'bristol', 'shanghai', 'beijing', 'remote', 'M1', 'SW1'];
  const people = ['ahmed', 'li', 'wang', 'john', 'maria', 'chen', 'smith', 'gmail', 'example', 'zhang'];
  const employers = await queryRows<{ id: number; n: number }>(db, sql`SELECT employer_id AS id, count(*)::int AS n FROM jobs GROUP BY employer_id ORDER BY count(*) DESC LIMIT 20`);
  const candidates = await queryRows<{ id: number }>(
    db,
    sql`SELECT p.user_id AS id FROM candidate_profiles p JOIN users u ON u.id = p.user_id AND u.role = 'candidate'
         WHERE EXISTS (SELECT 1 FROM job_applications ja WHERE ja.candidate_id = p.user_id) ORDER BY md5(p.user_id::text) LIMIT 200`,
  );
  const candidatesWithPrefs: { actor: Actor; prefs: Awaited<ReturnType<typeof preferencesOf>> }[] = [];
  for (const c of candidates) {
    const actor: Actor = { id: c.id, role: 'candidate' };
    const prefs = preferencesOf(await getOwnResume(actor));
    if (prefs.categoryIds.length + prefs.cities.length + prefs.keywords.length > 0) candidatesWithPrefs.push({ actor, prefs });
    if (candidatesWithPrefs.length >= 60) break;
  }
  const jobsOfEmployer = await queryRows<{ uuid: string }>(db, sql`SELECT uuid FROM jobs WHERE employer_id = ${employers[0]?.id ?? 0} ORDER BY md5(id::text) LIMIT 20`);

  let rand = prng(Number(values.seed));
  const pick = <T>(xs: readonly T[]) => pickOne(rand, xs);
  const chance = (p: number) => rand() < p;
  /** Page 1, a page in the middle or the last page of `total` rows (the total is learnt from a first call). */
  const depth = (total: number, perPage: number) => {
    const last = Math.max(1, Math.ceil(total / perPage));
    const d = rand();
    return d < 0.34 ? 1 : d < 0.67 ? Math.max(1, Math.floor(rand() * last)) : last;
  };
  const dir = () => (chance(0.5) ? 'asc' : 'desc');
  const perPage = () => pick([10, 20, 20, 20, 60]);

  // The total of a filter (for the depth of the last page): from the function itself, memoised.
  const totals = new Map<string, number>();
  const totalOf = async (key: string, f: () => Promise<{ total: number }>) => {
    if (!totals.has(key)) totals.set(key, (await f()).total);
    return totals.get(key)!;
  };
  type Deferred = { label: () => string; prepare: () => Promise<() => Promise<unknown>> };
  const deferred = (label: string | Record<string, unknown>, prepare: () => Promise<() => Promise<unknown>>): Deferred => ({
    label: () => (typeof label === 'string' ? label : JSON.stringify(label)),
    prepare,
  });

  const classes: { id: string; label: string; make: () => Deferred }[] = [
    {
      id: 'admin-courses',
      label: '/admin/courses (+ /api/admin/course)',
      make: () => {
        const raw: Record<string, unknown> = {
          sort: pick(['title', 'title', 'code', 'university', 'program', 'fee', 'deadline', 'status', 'applications', 'created']),
          dir: dir(),
          per_page: perPage(),
        };
        const f = rand();
        if (f < 0.15) raw.status = pick(['enabled', 'disabled']);
        else if (f < 0.3) raw.university_id = pick(universityIds);
        else if (f < 0.45) raw.program_id = pick(programIds);
        else if (f < 0.65) raw.q = pick(courseWords);
        const pp = Number(raw.per_page);
        const key = JSON.stringify({ ...raw, sort: undefined, dir: undefined });
        return deferred(raw, async () => {
          const total = await totalOf(`c${key}`, () => listCoursesForAdmin(adminActor, raw));
          const page = depth(total, pp);
          raw.page = page;
          return atPage(listCoursesForAdmin, adminActor, raw, page);
        });
      },
    },
    {
      id: 'admin-universities',
      label: '/admin/universities (+ /api/admin/university)',
      make: () => {
        const raw: Record<string, unknown> = { sort: pick(['name', 'name', 'code', 'scholarship', 'status', 'applications', 'created']), dir: dir(), per_page: perPage() };
        if (chance(0.4)) raw.q = pick(universityWords);
        if (chance(0.2)) raw.status = pick(['enabled', 'disabled']);
        const pp = Number(raw.per_page);
        const key = JSON.stringify({ ...raw, sort: undefined, dir: undefined });
        return deferred(raw, async () => {
          const total = await totalOf(`u${key}`, () => listUniversitiesForAdmin(adminActor, raw));
          const page = depth(total, pp);
          raw.page = page;
          return atPage(listUniversitiesForAdmin, adminActor, raw, page);
        });
      },
    },
    {
      id: 'admin-jobs',
      label: '/admin/jobs (+ /api/app_admin/jobList)',
      make: () => {
        const raw: Record<string, unknown> = { status: pick(['all', 'reviewing', 'approved', 'rejected', 'expired', 'closed']), per_page: perPage() };
        if (chance(0.3)) raw.q = pick(jobWords);
        if (chance(0.25)) raw.category = pick(categoryIds);
        if (chance(0.15)) raw.employer = pick(people);
        if (chance(0.15)) raw.from = '2026-01-01';
        const pp = Number(raw.per_page);
        const key = JSON.stringify(raw);
        return deferred(raw, async () => {
          const total = await totalOf(`j${key}`, () => listJobQueue(adminActor, raw));
          const page = depth(total, pp);
          raw.page = page;
          return atPage(listJobQueue, adminActor, raw, page);
        });
      },
    },
    {
      id: 'admin-employers',
      label: '/admin/employers',
      make: () => {
        const raw: Record<string, unknown> = { per_page: perPage() };
        if (chance(0.4)) raw.q = pick(people);
        const pp = Number(raw.per_page);
        return deferred(raw, async () => {
          const total = await totalOf(`e${JSON.stringify(raw)}`, () => listEmployers(adminActor, raw));
          raw.page = depth(total, pp);
          return () => listEmployers(adminActor, raw);
        });
      },
    },
    {
      id: 'admin-candidates',
      label: '/admin/candidates',
      make: () => {
        const raw: Record<string, unknown> = { per_page: perPage() };
        if (chance(0.4)) raw.q = pick(people);
        const pp = Number(raw.per_page);
        return deferred(raw, async () => {
          const total = await totalOf(`k${JSON.stringify(raw)}`, () => listAllCandidates(adminActor, raw));
          raw.page = depth(total, pp);
          return () => listAllCandidates(adminActor, raw);
        });
      },
    },
    {
      id: 'admin-job-applications',
      label: 'job applications (back office: all, by stage)',
      make: () => {
        const stage = chance(0.5) ? pick(['applied', 'viewed', 'shortlisted', 'interview', 'offered', 'hired', 'rejected', 'withdrawn']) : undefined;
        const pp = perPage();
        return deferred(JSON.stringify({ stage, per_page: pp }), async () => {
          const where = stage ? eq(jobApplications.status, stage as never) : undefined;
          const total = await totalOf(`a${stage}${pp}`, () => listApplicants(adminActor, { stage, per_page: String(pp) }));
          const page = depth(total, pp);
          // as listApplicants reads an admin's list: the applications alone
          return () => pageOf(db, where, page, pp, { joinsJobs: false });
        });
      },
    },
    {
      id: 'admin-direct-hire',
      label: '/admin/direct-hire (+ /api/app_admin/direct_hire)',
      make: () => {
        const raw: Record<string, unknown> = { per_page: perPage() };
        if (chance(0.4)) raw.q = pick([...jobWords, ...places]);
        return deferred(raw, async () => {
          const total = await totalOf(`d${JSON.stringify(raw)}`, () => listDirectHire(adminActor, raw));
          const page = depth(total, Number(raw.per_page));
          raw.page = page;
          return atPage(listDirectHire, adminActor, raw, page);
        });
      },
    },
    {
      id: 'admin-part-time',
      label: '/admin/part-time (+ /api/app_admin/part_time_apply)',
      make: () => {
        const raw: Record<string, unknown> = { per_page: perPage() };
        if (chance(0.4)) raw.q = pick([...places, 'cooking', 'driving', 'english', 'python']);
        return deferred(raw, async () => {
          const total = await totalOf(`p${JSON.stringify(raw)}`, () => listPartTime(adminActor, raw));
          const page = depth(total, Number(raw.per_page));
          raw.page = page;
          return atPage(listPartTime, adminActor, raw, page);
        });
      },
    },
    {
      id: 'employer-jobs',
      label: "/employer/jobs (the busiest employers')",
      make: () => {
        const e = pick(employers);
        const actor: Actor = { id: e.id, role: 'employer' };
        const pp = perPage();
        return deferred(JSON.stringify({ employer: e.id, perPage: pp }), async () => {
          const page = depth(e.n, pp);
          return () => listEmployerJobs(actor, { page, perPage: pp });
        });
      },
    },
    {
      id: 'employer-applicants',
      label: '/employer/applicants (by job, by stage)',
      make: () => {
        const e = employers[0]!;
        const actor: Actor = { id: e.id, role: 'employer' };
        const raw: Record<string, unknown> = { per_page: perPage() };
        if (chance(0.4)) raw.job = pick(jobsOfEmployer).uuid;
        if (chance(0.4)) raw.stage = pick(['applied', 'viewed', 'shortlisted', 'rejected']);
        return deferred(raw, async () => {
          const total = await totalOf(`ea${JSON.stringify(raw)}`, () => listApplicants(actor, raw));
          raw.page = depth(total, Number(raw.per_page));
          return () => listApplicants(actor, raw);
        });
      },
    },
    {
      id: 'candidate-dashboard',
      label: '/candidate/dashboard (recommendations, stage counts)',
      make: () => {
        const c = pick(candidatesWithPrefs);
        return deferred(`candidate ${c.actor!.id}`, async () => () => Promise.all([recommendedJobs(c.actor), countOwnApplicationsByStage(c.actor)]));
      },
    },
    {
      id: 'candidate-jobs',
      label: '/candidate/jobs matching preferences (+ categories)',
      make: () => {
        const c = pick(candidatesWithPrefs);
        const pp = 20;
        const sort = pick(['newest', 'salary', 'closing'] as const);
        return deferred(`candidate ${c.actor!.id} ${sort}`, async () => {
          const total = await totalOf(`cj${c.actor!.id}`, () => listPublicJobs({ perPage: pp }, { preferences: c.prefs }));
          const page = depth(total, pp);
          return () => Promise.all([listPublicJobs({ page, perPage: pp, sort }, { preferences: c.prefs }), listPublicJobCategories()]);
        });
      },
    },
    {
      id: 'candidate-applications',
      label: '/candidate/applied-jobs',
      make: () => {
        const c = pick(candidates);
        const actor: Actor = { id: c.id, role: 'candidate' };
        return deferred(`candidate ${c.id}`, async () => () => listOwnApplications(actor, {}));
      },
    },
    {
      id: 'public-jobs',
      label: '/jobs with filters (+ /api/anonymous/job-list)',
      make: () => {
        const p: Record<string, unknown> = { sort: pick(['newest', 'newest', 'salary', 'closing']), perPage: pick([10, 20]) };
        if (chance(0.4)) p.q = pick(jobWords);
        if (chance(0.3)) p.where = pick(places);
        if (chance(0.3)) p.categoryId = pick(categoryIds);
        if (chance(0.2)) p.jobNature = pick(['fulltime', 'parttime', 'contractual']);
        if (chance(0.2)) p.postedWithinDays = pick([1, 3, 7, 14, 30]);
        if (chance(0.15)) p.salaryMin = pick([10000, 20000, 30000, 50000]);
        return deferred(p, async () => {
          const total = await totalOf(`pj${JSON.stringify(p)}`, () => listPublicJobs(p as never));
          const page = depth(total, Number(p.perPage));
          return () => listPublicJobs({ ...(p as object), page } as never);
        });
      },
    },
    {
      id: 'public-search',
      label: '/search?key= (universities)',
      make: () => {
        const words = [...universityWords, 'zhejang univercity', 'tsingua', 'pekin university', 'shanghia jiaotong', 'harbin institute of technolgy', 'normal univ'];
        const key = pick(words);
        return deferred(key, async () => () => listUniversities({ key, page: 1, perPage: 20 }));
      },
    },
  ];

  const [{ server_version: version } = { server_version: '?' }] = await queryRows<{ server_version: string }>(db, sql`SHOW server_version`);
  say(
    `\nseason lists on Postgres ${version}: ${counts.courses} courses, ${counts.universities} universities, ${counts.jobs} jobs, ${counts.employers} employers, ` +
      `${counts.candidates} job seekers, ${counts.ja} job applications; ${iterations} calls per class after ${warmup} warm-up calls (seed ${values.seed})\n`,
  );
  const only = values.only?.split(',').filter(Boolean);
  const results: { id: string; label: string; s: LatencySummary; wall: LatencySummary; all: { ms: number; sqlMs: number; label: string; run: () => Promise<unknown> }[] }[] = [];
  for (const c of classes.filter((k) => !only || only.some((o) => k.id.includes(o)))) {
    rand = prng(Number(values.seed) + [...c.id].reduce((s, ch) => s + ch.charCodeAt(0), 0) * 7919);
    for (let i = 0; i < warmup; i++) await (await c.make().prepare())();
    const all: { ms: number; sqlMs: number; label: string; run: () => Promise<unknown> }[] = [];
    for (let i = 0; i < iterations; i++) {
      const d = c.make();
      const run = await d.prepare();
      capture = [];
      const t = process.hrtime.bigint();
      await run();
      const ms = msSince(t);
      const queries = capture;
      capture = undefined;
      // The SQL's own time: each statement of the call again under EXPLAIN ANALYZE (TIMING OFF:
      // no per-node clock), its execution time as the server measures it, summed.
      let sqlMs = 0;
      for (const q of queries) {
        const plan = await pool.query(`EXPLAIN (ANALYZE, TIMING OFF, SUMMARY ON) ${q.query}`, q.params as unknown[]);
        const text = plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
        sqlMs += Number(/Execution Time: ([0-9.]+)/.exec(text)?.[1] ?? 0) + Number(/Planning Time: ([0-9.]+)/.exec(text)?.[1] ?? 0);
      }
      all.push({ ms, sqlMs, label: d.label(), run });
    }
    results.push({ id: c.id, label: c.label, s: summarise(all.map((a) => a.sqlMs)), wall: summarise(all.map((a) => a.ms)), all });
    const s = results[results.length - 1]!.s;
    process.stderr.write(`  ${c.id}: SQL p95 ${s.p95.toFixed(1)} ms\n`);
  }

  const pad = (v: string | number, n: number) => String(v).padStart(n);
  say(`SQL time (planning + execution, as the server measures it), then the call's time in this process (pool, driver, mapping)`);
  say(`${'class'.padEnd(64)}${pad('SQL p50', 9)}${pad('p95', 8)}${pad('p99', 8)}${pad('max', 8)}${pad('call p50', 10)}${pad('p95', 8)}`);
  for (const r of results) {
    say(
      `${`${r.id}  ${r.label}`.padEnd(64)}${pad(r.s.p50.toFixed(1), 9)}${pad(r.s.p95.toFixed(1), 8)}${pad(r.s.p99.toFixed(1), 8)}${pad(r.s.max.toFixed(1), 8)}` +
        `${pad(r.wall.p50.toFixed(1), 10)}${pad(r.wall.p95.toFixed(1), 8)}` +
        (r.s.p95 > maxP95 ? `  FAIL (SQL p95 > ${maxP95} ms)` : ''),
    );
  }
  const listSlowest = Number(values.slowest);
  if (listSlowest > 0) {
    for (const r of results) {
      say(`\n${r.id}: slowest calls`);
      for (const q of [...r.all].sort((x, y) => y.sqlMs - x.sqlMs).slice(0, listSlowest)) say(`  ${q.sqlMs.toFixed(1).padStart(8)} ms SQL  ${q.ms.toFixed(1).padStart(8)} ms call  ${q.label}`);
    }
  }
  const failing = results.filter((r) => r.s.p95 > maxP95);
  if (values.explain || failing.length > 0) {
    for (const r of values.explain ? results : failing) {
      const slowest = [...r.all].sort((x, y) => y.sqlMs - x.sqlMs)[0]!;
      say(`\n--- ${r.id}: slowest call ${slowest.label} (${slowest.sqlMs.toFixed(1)} ms SQL)`);
      capture = [];
      await slowest.run();
      const queries = capture;
      capture = undefined;
      for (const q of queries) {
        const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.query}`, q.params as unknown[]);
        const text = plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
        say(text.split('\n').slice(-2).join(' | '));
        if (values.explain || /Execution Time: ([0-9.]+)/.exec(text)?.[1] && Number(/Execution Time: ([0-9.]+)/.exec(text)![1]) > maxP95 / 2) say(text);
      }
    }
  }
  void jobs;
  if (failing.length > 0) say(`\nFAILED: p95 above ${maxP95} ms for ${failing.map((r) => r.id).join(', ')}`);
  else say(`\nOK: every class has p95 <= ${maxP95} ms`);
  return failing.length > 0;
}
