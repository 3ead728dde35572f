// npm run bench [-- --no-build] [-- --dist-dir .next-bench] [-- --scale 1] [-- --workers N] [-- --lighthouse-runs 3] [-- --duration 10] [-- --json file]
//                [-- --pages-duration 5] [-- --pages-warmup 2] [-- --no-embedded-pages] [-- --embedded-scale 0.1]
//                [-- --wrk-only (the build, the dataset and the wrk pages alone)]
//                [-- --load | --no-load] [-- --users 50] [-- --load-minutes 10] [-- --warmup-minutes 2] [-- --think 2-8]
//
// The project's benchmark, in one run (on a 2-core machine about 11 minutes besides the build, and
// 11 more for the 10-minute load run):
//   1. builds the app (into --dist-dir, so `npm start`'s build is left alone; --no-build reuses it);
//   2. seeds the large dataset (npm run db:seed:large, --scale) into a throwaway Postgres database
//      (on TEST_DATABASE_URL's server, else postgres://postgres@127.0.0.1:5432);
//   3. the finder's SQL classes (tests/bench/course-finder.ts): p95 per class on that Postgres, and on
//      the embedded database (PGlite, in memory, the dataset at scale 0.1);
//   4. starts the production server (the launcher, as `npm start`: one process; --workers N runs N
//      workers, WEB_CONCURRENCY, sharing Next's cache through REDIS_URL, else 127.0.0.1:6379): cold
//      start to the first 200, and the memory of its processes before and after the load;
//   5. wrk (Debian's `wrk`): 50 connections after a warm-up, gzip, for each page below, and the
//      finder with a keyword and two filters at 10 connections as well; throughput as a percentage of
//      the baseline, a static page of the same app with the same layout that reads nothing
//      (/bench-baseline);
//   6. every signed-in page at 10 connections (tests/bench/pages.ts: each role's lists at every
//      depth, dashboards, detail pages, /search, /jobs, the legacy lists; --pages-warmup and
//      --pages-duration seconds each), p95 <= 200 ms;
//   7. Lighthouse (the `lighthouse` package, Debian's Chromium): median of --lighthouse-runs runs,
//      desktop and mobile, for home, the universities list, a university page, a course page, the
//      finder and login;
//   8. the same pages on the embedded database (PGlite) with the dataset at --embedded-scale, p95 <=
//      600 ms (--no-embedded-pages leaves it out);
//   9. the load run (tests/bench/load.ts; --load runs it alone, after the build and the dataset;
//      --no-load leaves it out): a fresh server as `npm start` runs it, with TRUST_PROXY=1 and the
//      real limits, and --users simulated users (students, admins, employers, job seekers, visitors)
//      for --load-minutes, each with think time and its own client address; per action p50/p95 and
//      errors after --warmup-minutes, and the server's memory then and at the end;
// and prints a table (and writes JSON: test-results/bench.json), and exits 1 when a budget is
// missed (budgets: issues 14 and 26, README "Benchmark"). Not part of `npm test` (timings depend on the machine).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { findChromium } from '../helpers/chromium';
import { startBareNext, type BareApp } from './bare-next';
import { crowd, runLoad, type LoadData, type LoadReport } from './load';
import { benchPages, pagesTable, type PageResult } from './pages';
import { processTree } from './server-process';
import { findWrk, runWrk } from './wrk';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'skip-sql': { type: 'boolean', default: false },
    'dist-dir': { type: 'string', default: '.next-bench' },
    scale: { type: 'string', default: '1' },
    'embedded-scale': { type: 'string', default: '0.1' },
    'pages-duration': { type: 'string', default: '5' },
    'pages-warmup': { type: 'string', default: '2' },
    'no-embedded-pages': { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    port: { type: 'string', default: process.env.BENCH_PORT || '3400' },
    workers: { type: 'string', default: '1' },
    json: { type: 'string', default: path.join(root, 'test-results', 'bench.json') },
    load: { type: 'boolean', default: false },
    'no-load': { type: 'boolean', default: false },
    'wrk-only': { type: 'boolean', default: false },
    users: { type: 'string', default: '50' },
    'load-minutes': { type: 'string', default: '10' },
    'warmup-minutes': { type: 'string', default: '2' },
    think: { type: 'string', default: '2-8' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  process.stdout.write(
    'Usage: npm run bench -- [--no-build] [--dist-dir .next-bench] [--scale 1] [--embedded-scale 0.1] [--workers 1] [--lighthouse-runs 3] [--duration 10] [--warmup 3] [--port 3400] [--json file]\n' +
      '                        [--pages-duration 5] [--pages-warmup 2] [--no-embedded-pages]\n' +
      '                        [--wrk-only] [--load (the load run alone) | --no-load] [--users 50] [--load-minutes 10] [--warmup-minutes 2] [--think 2-8 (seconds)]\n',
  );
  process.exit(0);
}

const say = (m: string) => process.stdout.write(`${m}\n`);
const t0 = Date.now();
const elapsed = () => `${((Date.now() - t0) / 60_000).toFixed(1)} min`;
const distDir = values['dist-dir']!;
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const duration = Number(values.duration);
const warmup = Number(values.warmup);
/** Each signed-in page: wrk's warm-up and measured seconds (at 10 connections). */
const [pagesWarmup, pagesDuration] = [Number(values['pages-warmup']), Number(values['pages-duration'])];
const lighthouseRuns = Math.max(1, Number(values['lighthouse-runs']));
/** --load: the load run alone (no finder SQL, wrk or Lighthouse); --no-load: everything but it. */
const loadOnly = values.load!;
/** --wrk-only: the public pages under wrk against their bare twins, nothing after (no SQL, signed-in pages, Lighthouse, embedded pages or load). */
const wrkOnly = values['wrk-only']!;
const withLoad = !values['no-load'] && !wrkOnly;
const loadMinutes = Number(values['load-minutes']);
const warmupMinutes = Number(values['warmup-minutes']);
const [thinkMin, thinkMax] = values.think!.split('-').map(Number);
if (!(loadMinutes > 0 && warmupMinutes >= 0 && warmupMinutes < loadMinutes && Number(values.users) >= 5 && thinkMin >= 0 && thinkMax >= thinkMin)) {
  console.error('bench: --load-minutes > --warmup-minutes >= 0, --users >= 5, --think min-max (seconds)');
  process.exit(1);
}

// --- tools ------------------------------------------------------------------------------------------

let wrk = 'unused';
if (!loadOnly) {
  try {
    wrk = findWrk(say);
  } catch (err) {
    console.error(`bench: ${(err as Error).message}`);
    process.exit(1);
  }
}
const chromium = loadOnly ? 'unused' : findChromium()?.executablePath;
if (!chromium) {
  console.error('bench: no Chromium for Lighthouse. Install one (`apt-get install -y chromium`) or set CHROMIUM_PATH.');
  process.exit(1);
}
const lighthouseBin = path.join(root, 'node_modules', '.bin', 'lighthouse');
if (!loadOnly && !fs.existsSync(lighthouseBin)) {
  console.error('bench: the lighthouse package is missing: run `npm ci`.');
  process.exit(1);
}
say(`${loadOnly ? 'the load run alone' : `tools: ${wrk}, Chromium ${chromium}, ${lighthouseBin}`}; ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);

/** True when a Redis server answers PING at the URL. */
async function redisAnswers(url: string): Promise<boolean> {
  const { createClient } = await import('@redis/client');
  const client = createClient({ url, socket: { connectTimeout: 1500, reconnectStrategy: false } });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    await client.close().catch(() => {});
  }
}

// --- build --------------------------------------------------------------------------------------

const tsxArgs = ['--import', 'tsx', '--import', './lib/cli/register.mjs'];
if (!values['no-build']) {
  say(`\n[${elapsed()}] building into ${distDir}…`);
  const buildData = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-bench-build-'));
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_DIST_DIR: distDir, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: buildData, REDIS_URL: '' },
  });
  fs.rmSync(buildData, { recursive: true, force: true });
  if (r.status !== 0) {
    console.error('bench: the build failed');
    process.exit(1);
  }
} else if (!fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
  console.error(`bench: --no-build, but ${distDir} holds no build`);
  process.exit(1);
}

// --- database -----------------------------------------------------------------------------------

const { Client } = (await import('pg')).default;
const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `zy_bench_${Date.now().toString(36)}_${crypto.randomBytes(3).toString('hex')}`;
const dbUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
async function adminQuery(q: string): Promise<void> {
  const c = new Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(q);
  } finally {
    await c.end();
  }
}

let server: ChildProcess | undefined;
let serverLog = '';
let serverSpawnedAt = 0;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-bench-data-'));
/** The Redis the workers shared (the throwaway database's entries are removed with it). */
let serverRedis: string | undefined;
/** Stops the server the bench started (SIGTERM, then SIGKILL after 10 s) and waits for it to exit. */
async function stopServer() {
  const s = server;
  if (!s || s.exitCode !== null || s.signalCode !== null) return;
  const exited = new Promise((r) => s.once('exit', r));
  s.kill('SIGTERM');
  const timer = setTimeout(() => s.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
/** The bare Next baseline while it runs (tests/bench/bare-next.ts). */
let bare: BareApp | undefined;
async function cleanUp() {
  await stopServer();
  await bare?.stop();
  await adminQuery(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => {});
  if (serverRedis) {
    const { clearPrefix, databaseKey } = await import('@/lib/cache/redis-cache-handler.mjs');
    await clearPrefix(serverRedis, `zy:*:${databaseKey({ databaseUrl: dbUrl })}:`).catch(() => {});
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.once('SIGINT', () => {
  say('interrupted: cleaning up');
  void cleanUp().finally(() => process.exit(130));
});

function runTsx(script: string, args: string[], env: Record<string, string> = {}): void {
  const r = spawnSync(process.execPath, [...tsxArgs, script, ...args], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0 && r.status !== 1) throw new Error(`${script} failed (exit ${r.status})`);
}

/**
 * What the load run's users pick from, read from the seeded dataset: published universities and
 * open courses (their deadline not passed), words of course titles for the finder, and the large
 * dataset's first employers (one per simulated employer) with their approved, unexpired jobs, to
 * which the simulated job seekers apply.
 */
async function loadDataFrom(url: string, employerCount: number, admins: LoadData['admins']): Promise<LoadData> {
  // The large dataset's generated accounts (db/seed-large/seed.ts: LARGE_EMAIL_DOMAIN, LARGE_PASSWORD;
  // not imported: that module opens the app's database layer, which reads the app's environment).
  const [LARGE_EMAIL_DOMAIN, LARGE_PASSWORD] = ['large.example.com', 'Zhiyuan-Large-2026'];
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const q = async <T>(text: string, params: unknown[] = []) => (await c.query(text, params)).rows as T[];
    const universities = await q<LoadData['universities'][number]>(
      `SELECT u.id, u.slug, u.name FROM universities u JOIN cities ci ON ci.id = u.city_id WHERE u.status AND ci.status
         AND EXISTS (SELECT 1 FROM courses x WHERE x.university_id = u.id AND x.status) ORDER BY md5(u.id::text) LIMIT 300`,
    );
    const courses = await q<LoadData['courses'][number]>(
      `SELECT c.id, c.slug, c.title, c.university_id, c.program_id, c.teaching_language::text AS teaching_language
         FROM courses c JOIN universities u ON u.id = c.university_id JOIN programs p ON p.id = c.program_id JOIN cities ci ON ci.id = u.city_id
        WHERE c.status AND u.status AND p.status AND ci.status AND coalesce(c.deadline, u.deadline, current_date + 30) >= current_date + 2
        ORDER BY md5(c.id::text) LIMIT 3000`,
    );
    const keywords = [...new Set(courses.flatMap((x) => x.title.toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 5)))].slice(0, 200);
    const employers: LoadData['employers'] = [];
    for (let i = 1; employers.length < employerCount && i <= employerCount * 20; i++) {
      const email = `employer${i}@${LARGE_EMAIL_DOMAIN}`;
      const jobs = await q<{ uuid: string }>(
        `SELECT j.uuid FROM jobs j JOIN users u ON u.id = j.employer_id WHERE u.email = $1 AND j.status = 'approved' AND (j.expire_date IS NULL OR j.expire_date >= current_date + 2) ORDER BY j.id`,
        [email],
      );
      if (jobs.length > 0) employers.push({ email, jobs: jobs.map((j) => j.uuid) });
    }
    const [category] = await q<{ id: number }>(`SELECT id FROM job_categories WHERE status ORDER BY id LIMIT 1`);
    if (courses.length < 50 || employers.length < employerCount || !category) throw new Error('load: the dataset has too few open courses or employers with open jobs (seed it at scale 0.1 or more)');
    return { universities, courses, keywords, employers, employerPassword: LARGE_PASSWORD, admins, jobCategory: category.id };
  } finally {
    await c.end();
  }
}

interface SqlReport {
  engine: string;
  courses: number;
  maxP95: number;
  classes: { id: string; label: string; p50: number; p95: number; p99: number; max: number }[];
}
interface WrkResult {
  name: string;
  path: string;
  connections: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  cache: string | null;
  /** the page's HTML (or JSON), kB as served before compression */
  htmlKb?: number;
  /** a bare Next page measured as the baseline of the cached page named here */
  baselineOf?: string;
}
interface LhResult {
  name: string;
  path: string;
  formFactor: 'desktop' | 'mobile';
  indexable: boolean;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
}

const report: {
  date: string;
  machine: string;
  server?: string;
  sql: SqlReport[];
  coldStartMs?: number;
  rssBeforeMb?: number;
  rssAfterMb?: number;
  wrk: WrkResult[];
  /** Every signed-in page at 10 connections (tests/bench/pages.ts), on Postgres and on the embedded database. */
  pages?: PageResult[];
  embeddedPages?: PageResult[];
  lighthouse: LhResult[];
  /** The load run's server: RSS after its start (before any load). */
  rssLoadStartMb?: number;
  load?: LoadReport & {
    serverLogErrors?: string[];
    /** The server's V8 heap still live after each full collection during the run (--trace-gc), at its minute of the run. */
    liveHeap?: { minute: number; liveMb: number }[];
  };
  budgets: { budget: string; figure: string; ok: boolean }[];
} = { date: new Date().toISOString(), machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, load ${os.loadavg()[0].toFixed(1)} at start`, sql: [], wrk: [], lighthouse: [], budgets: [] };

try {
  say(`\n[${elapsed()}] throwaway database ${dbName}: migrating and seeding the large dataset (scale ${values.scale})…`);
  await adminQuery(`CREATE DATABASE "${dbName}"`);
  runTsx('db/seed-large.ts', ['--scale', values.scale!], { DATABASE_URL: dbUrl, DATA_DIR: dataDir });

  // --- the finder's SQL --------------------------------------------------------------------------
  const sqlJson = (n: string) => path.join(dataDir, `sql-${n}.json`);
  if (!values['skip-sql'] && !loadOnly && !wrkOnly) {
  say(`\n[${elapsed()}] finder SQL on Postgres…`);
  runTsx('tests/bench/course-finder.ts', ['--db', dbUrl, '--json', sqlJson('pg')], { DATA_DIR: dataDir });
  say(`\n[${elapsed()}] finder SQL on the embedded database (scale ${values['embedded-scale']})…`);
  runTsx('tests/bench/course-finder.ts', ['--embedded', '--scale', values['embedded-scale']!, '--max-p95', '60', '--json', sqlJson('embedded')], { DATA_DIR: dataDir, DATABASE_URL: '' });
  for (const n of ['pg', 'embedded']) report.sql.push(JSON.parse(fs.readFileSync(sqlJson(n), 'utf8')) as SqlReport);
  }

  // --- the server ---------------------------------------------------------------------------------
  /**
   * Starts the production server as `npm start` does (the launcher) and waits for its first 200:
   * the milliseconds that took. `env` adds to the bench's environment (the load run's TRUST_PROXY).
   */
  const startServer = async (logName: string, env: Record<string, string>, host: string, nodeFlags: string[] = []): Promise<number> => {
    say(`\n[${elapsed()}] starting the production server on ${base}…`);
    serverLog = path.join(root, 'test-results', logName);
    fs.mkdirSync(path.dirname(serverLog), { recursive: true });
    const log = fs.openSync(serverLog, 'w');
    const started = Date.now();
    const serverEnv: NodeJS.ProcessEnv = {
      ...process.env,
      APP_ENV: 'local',
      PORT: String(port),
      APP_URL: `http://${host}:${port}`,
      NEXTAUTH_URL: `http://${host}:${port}`,
      DATABASE_URL: dbUrl,
      DATA_DIR: dataDir,
      NEXT_DIST_DIR: distDir,
      LOG_LEVEL: 'warn',
      ...env,
    };
    delete serverEnv.REDIS_URL;
    delete serverEnv.AUTH_SECRET;
    // --workers N: N workers (WEB_CONCURRENCY) sharing Next's cache through Redis.
    const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
    let workers = Math.max(1, Number(values.workers) || 1);
    if (workers > 1 && !(await redisAnswers(redisUrl))) {
      say(`Redis does not answer at ${redisUrl}: one worker instead of ${workers} (the workers share Next's cache through Redis)`);
      workers = 1;
    }
    if (workers > 1) {
      Object.assign(serverEnv, { WEB_CONCURRENCY: String(workers), REDIS_URL: redisUrl });
      serverRedis = redisUrl;
    }
    report.server = workers > 1 ? `${workers} workers (WEB_CONCURRENCY), Next's cache in Redis` : "1 process, Next's cache in the build folder";
    say(`server: ${report.server}`);
    const s = spawn(process.execPath, [...nodeFlags, ...tsxArgs, 'lib/cli/start.ts'], { cwd: root, env: serverEnv, stdio: ['ignore', log, log] });
    server = s;
    serverSpawnedAt = started;
    for (;;) {
      if (s.exitCode !== null) throw new Error(`the server exited (${s.exitCode}): ${fs.readFileSync(serverLog, 'utf8').slice(-2000)}`);
      if (/sources changed since the last build|no build found/.test(fs.readFileSync(serverLog, 'utf8'))) {
        // The cold start would include a build: not what is measured. (Sources edited during the bench's build.)
        throw new Error(`the launcher is building again (the sources changed after ${distDir} was built): run the bench again without editing meanwhile`);
      }
      if (Date.now() - started > 120_000) throw new Error(`the server did not answer within 2 minutes (log: ${serverLog})`);
      const ok = await fetch(base + '/').then((r) => r.status === 200, () => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    return Date.now() - started;
  };
  const rss = () => processTree(server!.pid!).reduce((sum, pid) => sum + Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024, 0);

  if (!loadOnly) {
    report.coldStartMs = await startServer('bench-server.log', { RATE_LIMIT_IP_MAX: '1000000' }, 'localhost');
    report.rssBeforeMb = rss();
    say(`cold start to the first 200: ${report.coldStartMs} ms; RSS ${report.rssBeforeMb.toFixed(0)} MB`);


    // Addresses from the dataset.
    const c = new Client({ connectionString: dbUrl });
    await c.connect();
    const one = async <T>(q: string) => (await c.query(q)).rows[0] as T;
    const uni = await one<{ slug: string }>(
      `SELECT u.slug FROM universities u JOIN cities ci ON ci.id = u.city_id WHERE u.status AND ci.status AND EXISTS (SELECT 1 FROM courses x WHERE x.university_id = u.id AND x.status) ORDER BY u.id LIMIT 1`,
    );
    const course = await one<{ slug: string; title: string; program_id: number; teaching_language: string; city: string }>(
      `SELECT c.slug, c.title, c.program_id, c.teaching_language::text AS teaching_language, ci.slug AS city FROM courses c JOIN universities u ON u.id = c.university_id JOIN programs p ON p.id = c.program_id
         JOIN cities ci ON ci.id = u.city_id WHERE c.status AND u.status AND p.status AND ci.status ORDER BY c.id LIMIT 1`,
    );
    await c.end();
    // A keyword that finds courses with the two filters (a full page of results, as a visitor would
    // see): the longest word of the course's own title, like the finder SQL's class c.
    const keyword = course.title.toLowerCase().split(/[^a-z]+/).sort((a, b) => b.length - a.length)[0] || 'engineering';
    const finderQuery = `/programs?key=${encodeURIComponent(keyword)}&program_id=${course.program_id}&teaching_language=${encodeURIComponent(course.teaching_language)}`;
    const pages: { name: string; path: string; cached: boolean }[] = [
      { name: 'baseline (static)', path: '/bench-baseline', cached: false },
      { name: 'home', path: '/', cached: true },
      { name: 'universities list', path: '/universities', cached: true },
      { name: 'university page', path: `/universities/${uni.slug}`, cached: true },
      // The same page in another language: its own cache entry, served the same way (issue 29).
      { name: 'university page, French', path: `/fr/universities/${uni.slug}`, cached: true },
      { name: 'course page', path: `/courses/${course.slug}`, cached: true },
      { name: 'finder degree page', path: `/programs?program_id=${course.program_id}`, cached: true },
      { name: 'finder keyword + 2 filters', path: finderQuery, cached: false },
      { name: '/api/web/university/list', path: '/api/web/university/list', cached: false },
    ];

    // --- wrk ----------------------------------------------------------------------------------------
    const wrkAt = (p: string, connections: number, seconds: number, threads = 2) => runWrk(wrk, p.startsWith('http') ? p : base + p, { connections, seconds, threads });
    say(`\n[${elapsed()}] wrk: ${warmup} s warm-up, then ${duration} s at 50 connections per page (gzip)…`);
    const getPage = async (p: string) => {
      for (let attempt = 1; ; attempt++) {
        try {
          const res = await fetch(base + p, { headers: { 'accept-encoding': 'gzip' } });
          const size = (await res.arrayBuffer()).byteLength;
          return Object.assign(res, { size });
        } catch (err) {
          if (server!.exitCode !== null || attempt === 5) {
            throw new Error(`GET ${p}: ${(err as Error).message} (${String((err as Error).cause)}); server exit code ${server!.exitCode}; log: ${fs.readFileSync(serverLog, 'utf8').slice(-3000)}`);
          }
          await new Promise((r) => setTimeout(r, 2000));
        }
      }
    };
    // The bare Next app (tests/bench/bare-next.ts): a prerendered page of the size of each cached page.
    const cachedSizes = new Map<string, number>();
    for (const page of pages.filter((p) => p.cached)) {
      await getPage(page.path);
      const res = await fetch(base + page.path);
      cachedSizes.set(page.path, (await res.arrayBuffer()).byteLength);
    }
    say(`[${elapsed()}] building the bare Next baseline (pages of ${[...cachedSizes.values()].map((b) => (b / 1000).toFixed(0)).join(', ')} kB)…`);
    const { securityHeaders } = await import('@/lib/cli/front-door');
    bare = await startBareNext({
      root,
      dir: path.join(dataDir, 'bare-next'),
      port: port + 1,
      sizes: [...cachedSizes.values()],
      headers: securityHeaders({ json: false, dev: false, hsts: false }),
      log: path.join(dataDir, 'bare-next.log'),
    });
    const measure = (name: string, url: string, sizeBytes: number, cache: string | null, baselineOf?: string) => {
      wrkAt(url, 50, warmup);
      const w = wrkAt(url, 50, duration);
      const result: WrkResult = {
        name,
        path: url.replace(/^http:\/\/[^/]+/, ''),
        connections: 50,
        rps: w.rps,
        p50: w.p50,
        p95: w.p95,
        p99: w.p99,
        errors: w.errors,
        cache,
        htmlKb: sizeBytes / 1000,
        baselineOf,
      };
      report.wrk.push(result);
      say(`  ${name.padEnd(34)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(1)}  p95 ${result.p95.toFixed(1)}  p99 ${result.p99.toFixed(1)} ms  errors ${result.errors}  cache ${result.cache ?? '-'}  ${result.htmlKb?.toFixed(0)} kB`);
    };
    for (const page of pages) {
      const first = await getPage(page.path);
      if (first.status !== 200) throw new Error(`${page.path} answered ${first.status}`);
      const second = await getPage(page.path);
      await new Promise((resolve) => setImmediate(resolve));
      const size = (await (await fetch(base + page.path)).arrayBuffer()).byteLength;
      measure(page.name, base + page.path, size, second.headers.get('x-nextjs-cache'));
      if (page.cached) {
        // Its bare twin right after it, so that both meet the same machine.
        const twin = bare.pathFor(cachedSizes.get(page.path)!);
        measure(`bare Next page for ${page.name}`, bare.base + twin, bare.sizes.get(cachedSizes.get(page.path)!) ?? 0, 'prerendered', page.name);
      }
    }
    await bare.stop();
    bare = undefined;
    {
      const w = wrkAt(finderQuery, 10, duration, 1);
      report.wrk.push({
        name: 'finder keyword + 2 filters',
        path: finderQuery,
        connections: 10,
        rps: w.rps,
        p50: w.p50,
        p95: w.p95,
        p99: w.p99,
        errors: w.errors,
        cache: null,
      });
    }
    report.rssAfterMb = rss();

    // --- every signed-in page, 10 connections (tests/bench/pages.ts) -------------------------------
    if (!wrkOnly) {
      say(`\n[${elapsed()}] every signed-in page at 10 connections (${pagesWarmup} s warm-up, ${pagesDuration} s each)…`);
      report.pages = await benchPages({ base, say, connections: 10, duration: pagesDuration, warmup: pagesWarmup });

      // --- Lighthouse -----------------------------------------------------------------------------------
      const lhPages = [
        { name: 'home', path: '/', indexable: true },
        { name: 'universities list', path: '/universities', indexable: true },
        { name: 'university page', path: `/universities/${uni.slug}`, indexable: true },
        { name: 'course page', path: `/courses/${course.slug}`, indexable: true },
        { name: 'finder', path: '/programs', indexable: true },
        { name: 'login', path: '/login', indexable: false },
      ];
      say(`\n[${elapsed()}] Lighthouse: ${lighthouseRuns} runs per page and form factor…`);
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      for (const page of lhPages) {
        for (const formFactor of ['desktop', 'mobile'] as const) {
          const runs: { perf: number; a11y: number; bp: number; seo: number; lcp: number; tbt: number }[] = [];
          for (let i = 0; i < lighthouseRuns; i++) {
            const out = path.join(dataDir, `lh-${formFactor}-${i}.json`);
            const args = [
              base + page.path,
              '--output=json',
              `--output-path=${out}`,
              '--quiet',
              `--chrome-path=${chromium}`,
              '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
              '--only-categories=performance,accessibility,best-practices,seo',
              ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
            ];
            // A turn of the event loop between runs, so that Ctrl-C (the SIGINT handler) can clean up.
            await new Promise((resolve) => setImmediate(resolve));
            const r = spawnSync(lighthouseBin, args, { cwd: root, encoding: 'utf8', env: { ...process.env, CHROME_PATH: chromium }, timeout: 180_000 });
            if (!fs.existsSync(out)) throw new Error(`lighthouse failed for ${page.path} (${formFactor}): ${r.stderr?.slice(-1500)}`);
            const lhr = JSON.parse(fs.readFileSync(out, 'utf8')) as {
              categories: Record<string, { score: number | null }>;
              audits: Record<string, { numericValue?: number }>;
            };
            fs.rmSync(out);
            const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
            runs.push({
              perf: score('performance'),
              a11y: score('accessibility'),
              bp: score('best-practices'),
              seo: score('seo'),
              lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
              tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
            });
          }
          const result: LhResult = {
            name: page.name,
            path: page.path,
            formFactor,
            indexable: page.indexable,
            performance: median(runs.map((r) => r.perf)),
            accessibility: median(runs.map((r) => r.a11y)),
            bestPractices: median(runs.map((r) => r.bp)),
            seo: median(runs.map((r) => r.seo)),
            lcpMs: median(runs.map((r) => r.lcp)),
            tbtMs: median(runs.map((r) => r.tbt)),
          };
          report.lighthouse.push(result);
          say(`  ${page.name.padEnd(18)} ${formFactor.padEnd(8)} perf ${result.performance}  a11y ${result.accessibility}  bp ${result.bestPractices}  seo ${result.seo}  LCP ${result.lcpMs.toFixed(0)} ms  TBT ${result.tbtMs.toFixed(0)} ms`);
        }
      }
    }
  }

  // --- every signed-in page on the embedded database (PGlite), the dataset at --embedded-scale -----
  if (!loadOnly && !wrkOnly && !values['no-embedded-pages']) {
    await stopServer();
    const embeddedDir = path.join(dataDir, 'embedded');
    say(`\n[${elapsed()}] the embedded database: seeding the large dataset at scale ${values['embedded-scale']}…`);
    runTsx('db/seed-large.ts', ['--scale', values['embedded-scale']!], { DATABASE_URL: '', DATA_DIR: embeddedDir });
    await startServer('bench-embedded-server.log', { RATE_LIMIT_IP_MAX: '1000000', DATABASE_URL: '', DATA_DIR: embeddedDir }, 'localhost');
    say(`[${elapsed()}] every signed-in page on the embedded database at 10 connections…`);
    report.embeddedPages = await benchPages({ base, say, connections: 10, duration: pagesDuration, warmup: pagesWarmup });
  }

  // --- the load run ---------------------------------------------------------------------------------
  if (withLoad) {
    await stopServer();
    // The office's admins: created as a production install creates its first admin (npm run admin:create).
    const adminPassword = `Load-admins-${crypto.randomBytes(4).toString('hex')}`;
    const admins = Array.from({ length: crowd(Number(values.users)).admin }, (_, i) => ({ email: `load-admin${i + 1}@example.com`, password: adminPassword }));
    for (const a of admins) runTsx('lib/cli/admin-create.ts', ['--email', a.email, '--name', `Load Admin ${a.email.slice(10, -12)}`], { DATABASE_URL: dbUrl, DATA_DIR: dataDir, ADMIN_PASSWORD: adminPassword });
    const loadData = await loadDataFrom(dbUrl, crowd(Number(values.users)).employer, admins);
    // A fresh server: TRUST_PROXY=1 (each simulated user's X-Forwarded-For is its address) and the
    // real limits. --trace-gc only prints a line per garbage collection into its log: the live heap
    // after each full collection, which tells a leak (it keeps rising) from a heap V8 merely let grow.
    const coldStart = await startServer('bench-load-server.log', { TRUST_PROXY: '1' }, '127.0.0.1', ['--trace-gc']);
    if (loadOnly) report.coldStartMs = coldStart;
    report.rssLoadStartMb = rss();
    say(`\n[${elapsed()}] load run: ${values.users} users for ${loadMinutes} min (warm-up ${warmupMinutes} min, think ${values.think} s), server RSS ${report.rssLoadStartMb.toFixed(0)} MB…`);
    const s = server!;
    const result: NonNullable<typeof report.load> = await runLoad({
      base: `http://127.0.0.1:${port}`,
      users: Number(values.users),
      minutes: loadMinutes,
      warmupMinutes,
      thinkMin,
      thinkMax,
      dataDir,
      distDir: path.join(root, distDir),
      data: loadData,
      rss,
      serverAlive: () => s.exitCode === null,
      say,
    });
    report.load = result;
    result.loadAverage = os.loadavg().map((l) => l.toFixed(1)).join(' ');
    if (s.exitCode !== null) throw new Error(`the server stopped during the load run (${s.exitCode}): ${fs.readFileSync(serverLog, 'utf8').slice(-3000)}`);
    const logLines = fs.readFileSync(serverLog, 'utf8').split('\n');
    result.serverLogErrors = logLines.filter((l) => /"level":"error"|\berror\b/i.test(l)).slice(0, 20);
    // Full collections (Mark-Compact) of the server's main thread (the isolate with the largest
    // heap; tsx's loader thread is another): "[pid:isolate] <ms since start> ms: Mark-Compact <before> (<reserved>) -> <after> (<reserved>) MB".
    const fullGcs = logLines
      .map((l) => /^\[\d+:(0x[0-9a-f]+)\]\s+(\d+) ms: Mark-Compact[^\d]*[\d.]+ \([\d.]+\) -> ([\d.]+) \([\d.]+\) MB/.exec(l))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => ({ isolate: m[1], at: serverSpawnedAt + Number(m[2]), liveMb: Number(m[3]) }));
    const main = fullGcs.reduce<{ isolate: string; liveMb: number } | undefined>((top, g) => (!top || g.liveMb > top.liveMb ? g : top), undefined)?.isolate;
    result.liveHeap = fullGcs
      .filter((g) => g.isolate === main && g.at >= result.startedAt)
      .map((g) => ({ minute: (g.at - result.startedAt) / 60_000, liveMb: g.liveMb }));
  }
} catch (err) {
  console.error(`bench: ${(err as Error).stack ?? err}`);
  await cleanUp();
  process.exit(1);
}
await cleanUp();

// --- budgets and the table ---------------------------------------------------------------------------

/** A signed-in page's p95 at 10 connections, ms (issue 28, item 2). */
const PAGE_P95_MS = 200;
const budget = (name: string, figure: string, ok: boolean) => report.budgets.push({ budget: name, figure, ok });
const baseline = report.wrk.find((w) => w.path === '/bench-baseline')!;
for (const w of report.wrk.filter((x) => x.connections === 50)) {
  budget(`${w.name}: 0 errors, some answers`, `${w.errors} errors, ${w.rps.toFixed(0)} req/s`, w.errors === 0 && w.rps > 0);
}
// Each cached page against the bare Next page of its size, measured right after it (issue 28, item 9).
for (const twin of report.wrk.filter((x) => x.baselineOf)) {
  const w = report.wrk.find((x) => x.name === twin.baselineOf && x.connections === 50)!;
  const pct = (100 * w.rps) / twin.rps;
  budget(`${w.name}: throughput >= 90 % of a bare Next page of its size`, `${pct.toFixed(0)} % (${w.rps.toFixed(0)} / ${twin.rps.toFixed(0)} req/s)`, pct >= 90);
  budget(`${w.name}: p99 <= 1.2 x the bare page's p99 (${(1.2 * twin.p99).toFixed(0)} ms)`, `${w.p99.toFixed(0)} ms`, w.p99 <= 1.2 * twin.p99);
}
// Every signed-in page: p95 <= 200 ms at 10 connections on Postgres, 3 x that on the embedded database (issue 28, items 2 and 7).
for (const [pages, max, engine] of [[report.pages, PAGE_P95_MS, 'Postgres'], [report.embeddedPages, 3 * PAGE_P95_MS, 'embedded']] as const) {
  for (const p of pages ?? []) budget(`${p.role}: ${p.name} (${engine}): p95 <= ${max} ms at 10 connections, 0 errors`, `${p.p95.toFixed(0)} ms, ${p.errors} errors`, p.p95 <= max && p.errors === 0);
}
const finder10 = report.wrk.find((w) => w.connections === 10);
if (finder10) budget('finder keyword + 2 filters: p95 < 100 ms at 10 connections', `${finder10.p95.toFixed(0)} ms`, finder10.p95 < 100);
for (const s of report.sql) {
  const max = s.engine === 'postgres' ? 20 : 60;
  for (const k of s.classes) budget(`finder SQL ${k.id} (${k.label}) on ${s.engine}: p95 <= ${max} ms`, `${k.p95.toFixed(1)} ms`, k.p95 <= max);
}
budget('cold start to the first 200 < 5 s', `${((report.coldStartMs ?? 0) / 1000).toFixed(1)} s`, (report.coldStartMs ?? Infinity) < 5000);
for (const l of report.lighthouse) {
  const perfMin = l.formFactor === 'desktop' ? 100 : 95;
  budget(`Lighthouse ${l.name} ${l.formFactor}: performance >= ${perfMin}`, String(l.performance), l.performance >= perfMin);
  budget(`Lighthouse ${l.name} ${l.formFactor}: accessibility 100`, String(l.accessibility), l.accessibility === 100);
  budget(`Lighthouse ${l.name} ${l.formFactor}: best practices 100`, String(l.bestPractices), l.bestPractices === 100);
  if (l.indexable) budget(`Lighthouse ${l.name} ${l.formFactor}: SEO 100`, String(l.seo), l.seo === 100);
}
const load = report.load;
// What holds Next's cache in the server's memory (next.config.ts): one process keeps its generated
// pages and data in an LRU bounded by cacheMaxMemorySize, which next.config.ts leaves at Next's
// default; with workers (REDIS_URL) the cache lives in Redis and cacheMaxMemorySize is 0.
const nextCacheNote =
  Number(values.workers) > 1 && report.server?.includes('Redis')
    ? "Next's cache: in Redis (lib/cache/redis-cache-handler.mjs), cacheMaxMemorySize 0 (nothing in the workers' memory)."
    : "Next's in-memory cache: Next's default LRU of cacheMaxMemorySize 50 MB (next.config.ts sets neither cacheMaxMemorySize nor a cacheHandler for one process), over the file-system cache in the build folder.";
if (load) {
  budget(`load run (${load.users} users, ${load.minutes} min): 0 errors`, `${load.errors} errors in ${load.requests} requests (${load.status5xx} × 5xx)`, load.errors === 0);
  budget('load run: no 429', `${load.status429} × 429`, load.status429 === 0);
  budget(
    `load run: server memory at the end <= 110 % of after the ${load.warmupMinutes}-minute warm-up`,
    `${load.rssEndMb.toFixed(0)} MB / ${load.rssAfterWarmupMb.toFixed(0)} MB = ${load.rssGrowthPct.toFixed(0)} %`,
    load.rssGrowthPct <= 110,
  );
}

const lines: string[] = [];
const out = (m: string) => lines.push(m);
report.machine += `, load ${os.loadavg()[0].toFixed(1)} at the end`;
out(`Benchmark ${report.date.slice(0, 16).replace('T', ' ')} UTC (${report.machine}), ${elapsed()} in all; server: ${report.server}`);
if (os.loadavg()[0] > os.cpus().length) {
  out(
    `Note: the machine was busy (load average above its ${os.cpus().length} cores): the absolute figures are low` +
      (loadOnly ? '.' : '; the percentages of the baseline, measured in the same run, hold better.'),
  );
}
out('');
if (!loadOnly) {
  out('| page | connections | req/s | % of baseline | p50 ms | p95 ms | p99 ms | errors | x-nextjs-cache | HTML kB |');
  out('|---|---|---|---|---|---|---|---|---|---|');
  for (const w of report.wrk) {
    const twin = report.wrk.find((x) => x.baselineOf === w.name);
    const pct = twin ? `${((100 * w.rps) / twin.rps).toFixed(0)} % of bare` : w.connections === 50 && !w.baselineOf ? `${((100 * w.rps) / baseline.rps).toFixed(0)} % of same-layout` : '-';
    out(`| ${w.name} | ${w.connections} | ${w.rps.toFixed(0)} | ${pct} | ${w.p50.toFixed(1)} | ${w.p95.toFixed(1)} | ${w.p99.toFixed(1)} | ${w.errors} | ${w.cache ?? '-'} | ${w.htmlKb?.toFixed(0) ?? '-'} |`);
  }
  out('');
  out('| finder SQL class | Postgres p95 ms | embedded p95 ms |');
  out('|---|---|---|');
  const [pgSql, emSql] = [report.sql.find((s) => s.engine === 'postgres'), report.sql.find((s) => s.engine === 'embedded')];
  for (const k of pgSql?.classes ?? []) out(`| ${k.id}. ${k.label} | ${k.p95.toFixed(1)} | ${emSql?.classes.find((e) => e.id === k.id)?.p95.toFixed(1) ?? '-'} |`);
  out(pgSql ? `(Postgres: ${pgSql.courses} courses; embedded: ${emSql?.courses} courses)` : '(not measured: --skip-sql)');
  out('');
  for (const [pages, max, title] of [
    [report.pages, PAGE_P95_MS, 'Every signed-in page, 10 connections, on Postgres'],
    [report.embeddedPages, 3 * PAGE_P95_MS, `Every signed-in page, 10 connections, on the embedded database (scale ${values['embedded-scale']})`],
  ] as const) {
    if (!pages?.length) continue;
    out(`${title} (budget p95 <= ${max} ms):`);
    out('');
    for (const l of pagesTable(pages, max)) out(l);
    out('');
  }
  out(`Cold start to the first 200: ${((report.coldStartMs ?? 0) / 1000).toFixed(1)} s; server memory (RSS, all its processes) ${report.rssBeforeMb?.toFixed(0)} MB after start, ${report.rssAfterMb?.toFixed(0)} MB after the load.`);
  out('');
  out(`| Lighthouse (median of ${lighthouseRuns}) | form factor | performance | accessibility | best practices | SEO | LCP ms | TBT ms |`);
  out('|---|---|---|---|---|---|---|---|');
  for (const l of report.lighthouse) out(`| ${l.name} | ${l.formFactor} | ${l.performance} | ${l.accessibility} | ${l.bestPractices} | ${l.indexable ? l.seo : `${l.seo} (noindex)`} | ${l.lcpMs.toFixed(0)} | ${l.tbtMs.toFixed(0)} |`);
  out('');
}
if (load) {
  const m = load.mix;
  out(
    `Load run: ${load.users} users (${m.student} students, ${m.admin} admins, ${m.employer} employers, ${m.seeker} job seekers, ${m.visitor} visitors), ${load.minutes} min, think time ${load.think}, ` +
      `each from its own address (TRUST_PROXY=1, real limits); ${load.requests} requests (${load.requestsAfterWarmup} after the ${load.warmupMinutes}-minute warm-up, whose latencies these are); load average at the end ${load.loadAverage}.`,
  );
  out('');
  out('| action | requests (after the warm-up) | p50 ms | p95 ms | max ms | errors |');
  out('|---|---|---|---|---|---|');
  const f = (x: number) => (Number.isFinite(x) ? x.toFixed(0) : '-');
  for (const a of load.actions) out(`| ${a.action} | ${a.all} (${a.n}) | ${f(a.p50)} | ${f(a.p95)} | ${f(a.max)} | ${a.errors} |`);
  out('');
  out(
    `Journeys completed: ${Object.entries(load.journeys).map(([k, v]) => `${k} ${v}`).join('; ') || 'none'}. Server memory (RSS): ${report.rssLoadStartMb?.toFixed(0)} MB after start, ` +
      `${load.rssAfterWarmupMb.toFixed(0)} MB after the warm-up, ${load.rssEndMb.toFixed(0)} MB at the end (${load.rssGrowthPct.toFixed(0)} %; each the mean of the readings, every 5 s, of the 30 s before), peak ${load.rssPeakMb.toFixed(0)} MB. ` +
      nextCacheNote,
  );
  out(`Server RSS (MB) at each minute: ${load.rssTimeline.map((r) => `${r.minute}: ${r.mb.toFixed(0)}`).join(', ')}.`);
  if (load.liveHeap) {
    out(
      `The server's live V8 heap after each full garbage collection (--trace-gc; minute of the run: MB): ` +
        (load.liveHeap.map((g) => `${g.minute.toFixed(1)}: ${g.liveMb.toFixed(0)}`).join(', ') || 'none during the run') +
        '.',
    );
  }
  if (load.firstErrors.length) {
    out('');
    out(`Errors (the first ${load.firstErrors.length} of ${load.errors}):`);
    for (const e of load.firstErrors) out(`- at ${e.at}, ${e.action}: ${e.request} → ${e.status}: ${e.answer.slice(0, 300)}`);
  }
  if (load.serverLogErrors?.length) {
    out('');
    out('The server log during the load run (error lines):');
    for (const l of load.serverLogErrors) out(`    ${l.slice(0, 400)}`);
  }
  out('');
}
out('| budget | figure | met |');
out('|---|---|---|');
for (const b of report.budgets) out(`| ${b.budget} | ${b.figure} | ${b.ok ? 'yes' : '**no**'} |`);
out('');
const missed = report.budgets.filter((b) => !b.ok);
out(missed.length ? `Budgets missed (${missed.length} of ${report.budgets.length}):` : `Every budget met (${report.budgets.length}).`);
for (const b of missed) out(`- ${b.budget}: ${b.figure}`);
say('\n' + lines.join('\n'));
// The same figures as JSON, on the output too (and in the file, for the README and for comparing runs).
say(`\nJSON:\n${JSON.stringify(report)}`);
fs.mkdirSync(path.dirname(values.json!), { recursive: true });
fs.writeFileSync(values.json!, JSON.stringify(report, null, 2));
fs.writeFileSync(values.json!.replace(/\.json$/, '.md'), lines.join('\n') + '\n');
say(`\nJSON file: ${values.json}`);
process.exit(missed.length ? 1 : 0);
