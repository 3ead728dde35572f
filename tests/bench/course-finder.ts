// npm run bench:finder [-- --db <postgres url>] [-- --embedded] [-- --iterations 200] [-- --scale 1] [-- --explain] [-- --json <file>]
// (npm run bench runs it twice, on Postgres and on the embedded database: tests/bench/run.ts)
//
// Measures the course finder (lib/catalogue/finder.ts `listCourses`, the real SQL) on the scale
// dataset: 200 queries per class, after a warm-up, chosen by a seeded PRNG:
//   a  selective keyword (a rare subject or city)
//   b  common keyword ("university", "engineering"…), first page + count (capped at 1,000)
//   c  keyword + two filters + count
//   d  misspelt university name (typo-tolerant search)
//   e  filters only, a page deep in the results
// Prints p50/p95/p99 per class and the peak RSS; exits 1 when a class's p95 exceeds 20 ms.
//
// The database: --db, else DATABASE_URL (it must hold the large dataset: npm run db:seed:large),
// else a throwaway database on TEST_DATABASE_URL's server (or postgres://postgres@127.0.0.1:5432)
// that is migrated, seeded with the large dataset, measured and dropped. --embedded: an in-memory
// embedded database (PGlite), seeded at --scale (0.1 is plenty: the dataset is generated in SQL).
// --json <file>: the figures as JSON as well.
import fs from 'node:fs';
import crypto from 'node:crypto';
import { parseArgs } from 'node:util';
import { prepareEnvironment } from '@/lib/cli/prepare-env';
import { misspell, msSince, pickOne, prng, summarise, type LatencySummary } from './stats';

prepareEnvironment();

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    iterations: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '30' },
    scale: { type: 'string', default: '1' },
    seed: { type: 'string', default: '20260901' },
    'max-p95': { type: 'string', default: '20' },
    explain: { type: 'boolean', default: false },
    embedded: { type: 'boolean', default: false },
    json: { type: 'string' },
    slowest: { type: 'string', default: '0' },
    only: { type: 'string' },
    keep: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  process.stdout.write(
    'Usage: npm run bench -- [--db <postgres url>] [--iterations 200] [--warmup 30] [--scale 1] [--max-p95 20] [--explain] [--keep]\n' +
      '  without --db and DATABASE_URL: a throwaway database is created, seeded at --scale, measured and dropped (--keep keeps it)\n' +
      '  --explain  print EXPLAIN (ANALYZE, BUFFERS) of the slowest query of each class\n' +
      '  --slowest N  list the N slowest queries of each class; --only abc  run only these classes\n',
  );
  process.exit(0);
}

const { Client } = await import('pg');
const { openPglite, openPostgres, setDatabase, queryRows, sql } = await import('@/db');
type Db = import('@/db').Db;
const { env } = await import('@/lib/env');
const { migrateDatabase } = await import('@/db/migrate');
const { seedReference } = await import('@/db/seed');
const { seedLarge, countLargeData } = await import('@/db/seed-large/seed');
const { listCourses } = await import('@/lib/catalogue/finder');
const { courseFinderSchema } = await import('@/lib/catalogue/schemas');

const say = (m: string) => process.stdout.write(`${m}\n`);
const iterations = Math.max(1, Number(values.iterations));
const warmup = Math.max(0, Number(values.warmup));
const maxP95 = Number(values['max-p95']);

// --- the database ---------------------------------------------------------------------------------

let url = values.embedded ? 'embedded' : (values.db ?? env.DATABASE_URL);
let dropThrowaway: (() => Promise<void>) | undefined;
let interrupted = false;
if (!url) {
  const adminUrl = env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `zy_bench_${Date.now().toString(36)}_${crypto.randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  url = u.toString();
  dropThrowaway = async () => {
    const c = new Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await c.end();
    }
  };
  say(`throwaway database ${name} on ${new URL(adminUrl).host}`);
  // Interrupted (Ctrl-C during the seed): still drop it. Dropping ends our own busy connection,
  // whose error is expected then.
  process.once('SIGINT', () => {
    interrupted = true;
    say('interrupted: dropping the throwaway database');
    process.on('uncaughtException', () => {});
    void dropThrowaway?.().finally(() => process.exit(130));
  });
}

// The app's own client (openPostgres: same driver, pool and settings as the server). Its pool's
// query method is wrapped so that --explain can capture the finder's SQL without copying it.
const handle = values.embedded ? openPglite() : openPostgres(url);
const pool = (handle.db as unknown as { $client: import('pg').Pool }).$client;
let capture: { query: string; params: unknown[] }[] | undefined;
if (!values.embedded) {
  const originalQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [q, p] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    capture?.push(typeof q === 'string' ? { query: q, params: p ?? [] } : { query: q.text, params: p ?? q.values ?? [] });
    return originalQuery(...args);
  };
}
const db = handle.db;
setDatabase(handle);

let failed = false;
try {
  if (dropThrowaway || values.embedded) {
    const t = Date.now();
    await migrateDatabase(handle);
    await seedReference(db);
    const r = await seedLarge(db, { scale: Number(values.scale), log: (m) => say(`  seed: ${m}`) });
    say(`seeded the large dataset (scale ${values.scale}) in ${((Date.now() - t) / 1000).toFixed(1)} s: ${JSON.stringify(r.counts)}`);
  } else if ((await countLargeData(db)) === 0) {
    throw new Error('This database has no large dataset: run `npm run db:seed:large` first (or run the bench without --db/DATABASE_URL).');
  }
  failed = await bench(db);
} catch (err) {
  if (!interrupted) console.error(`bench: ${(err as Error).stack ?? err}`);
  process.exitCode = 1;
} finally {
  setDatabase(undefined);
  await handle.close();
  if (dropThrowaway && !values.keep) await dropThrowaway();
  else if (dropThrowaway) say(`kept the throwaway database: ${url}`);
}
if (failed) process.exitCode = 1;

// --- the benchmark ----------------------------------------------------------------------------------

interface Sample {
  title: string;
  program_id: number;
  teaching_language: string;
  major: string | null;
  intake: string | null;
  tag: string | null;
  city: string | null;
  province: string | null;
}

type Raw = Record<string, string | undefined>;

interface QueryClass {
  id: string;
  label: string;
  make: () => { raw: Raw; expectUniversityId?: number };
}

async function bench(db: Db): Promise<boolean> {
  // Each class draws from its own sequence, so --only runs the same queries as a full run.
  let rand = prng(Number(values.seed));
  // Inputs are drawn from public courses so that filtered queries have results (this selection is
  // the benchmark's own; the measured SQL is the finder's).
  const samples = await queryRows<Sample>(
    db,
    sql`SELECT c.title, c.program_id, c.teaching_language::text AS teaching_language, c.major, c.intake, c.tag::text AS tag,
               ci.slug AS city, pv.slug AS province
          FROM courses c
          JOIN universities u ON u.id = c.university_id
          JOIN programs p ON p.id = c.program_id
          LEFT JOIN cities ci ON ci.id = u.city_id
          LEFT JOIN provinces pv ON pv.id = ci.province_id
         WHERE c.status AND u.status AND p.status AND (ci.id IS NULL OR ci.status)
         ORDER BY md5(c.id::text) LIMIT 3000`,
  );
  const universities = await queryRows<{ id: number; name: string }>(
    db,
    sql`SELECT u.id, u.name FROM universities u LEFT JOIN cities ci ON ci.id = u.city_id
         WHERE u.status AND (ci.id IS NULL OR ci.status) AND EXISTS (SELECT 1 FROM courses c WHERE c.university_id = u.id AND c.status)
         ORDER BY md5(u.id::text) LIMIT 1000`,
  );
  if (samples.length === 0 || universities.length === 0) throw new Error('no public courses to draw queries from');

  const selective = [
    'seismology', 'calligraphy', 'astronomy', 'oceanography', 'atmospheric sciences', 'horticulture', 'anaesthesiology',
    'acupuncture', 'actuarial', 'quantum information', 'luxury brand', 'nuclear', 'geotechnical', 'railway', 'textile',
    'diplomacy', 'criminal justice', 'landscape architecture', 'special education', 'classical chinese literature',
    'karamay', 'golmud', 'shigatse', 'jiayuguan', 'petroleum engineering', 'naval architecture',
  ];
  const common = ['university', 'engineering', 'science', 'bachelor', 'chinese', 'master', 'technology', 'normal university'];
  const stop = new Set(['of', 'in', 'and', 'the', 'bachelor', 'master', 'phd', 'doctor', 'philosophy', 'english', 'taught', 'program', 'course', 'for', 'with']);
  const sorts = ['newest', 'deadline', 'fee-asc', 'fee-desc'];

  const filterOf = (s: Sample, f: string): Raw => {
    switch (f) {
      case 'program_id':
        return { program_id: String(s.program_id) };
      case 'teaching_language':
        return { teaching_language: s.teaching_language };
      case 'major':
        return s.major ? { major: s.major } : {};
      case 'intake':
        return s.intake ? { intake: s.intake } : {};
      case 'tag':
        return s.tag ? { tag: s.tag } : {};
      case 'city':
        return s.city ? { city: s.city } : {};
      case 'province':
        return s.province ? { province: s.province } : {};
      default:
        return {};
    }
  };
  const twoFilters = (s: Sample): Raw => {
    const names = ['program_id', 'teaching_language', 'major', 'intake', 'tag', 'city', 'province'];
    const a = pickOne(rand, names);
    let b = pickOne(rand, names);
    while (b === a) b = pickOne(rand, names);
    return { ...filterOf(s, a), ...filterOf(s, b) };
  };

  const classes: QueryClass[] = [
    { id: 'a', label: 'selective keyword', make: () => ({ raw: { key: pickOne(rand, selective) } }) },
    { id: 'b', label: 'common keyword + count', make: () => ({ raw: { key: pickOne(rand, common) } }) },
    {
      id: 'c',
      label: 'keyword + 2 filters + count',
      make: () => {
        const s = pickOne(rand, samples);
        const words = s.title.toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 4 && !stop.has(w));
        return { raw: { key: words.length ? pickOne(rand, words) : 'engineering', ...twoFilters(s) } };
      },
    },
    {
      id: 'd',
      label: 'misspelt university name',
      make: () => {
        const u = pickOne(rand, universities);
        return { raw: { key: misspell(rand, u.name) }, expectUniversityId: Number(u.id) };
      },
    },
    {
      id: 'e',
      label: 'filters only, deep page',
      make: () => {
        const s = pickOne(rand, samples);
        const f = pickOne(rand, [['program_id'], ['teaching_language'], ['intake'], ['program_id', 'teaching_language'], ['major']]);
        const raw: Raw = { sort: pickOne(rand, sorts), page: String(10 + Math.floor(rand() * 41)), per_page: '20' };
        for (const name of f) Object.assign(raw, filterOf(s, name));
        return { raw };
      },
    },
  ];

  const [{ server_version: version } = { server_version: '?' }] = await queryRows<{ server_version: string }>(db, sql`SHOW server_version`);
  const [counts] = await queryRows<{ courses: number; universities: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM courses) AS courses, (SELECT count(*)::int FROM universities) AS universities`,
  );
  const engine = values.embedded ? `the embedded database (PGlite, Postgres ${version})` : `Postgres ${version}`;
  say(`\ncourse finder on ${engine}: ${counts?.courses} courses, ${counts?.universities} universities; ` +
    `${iterations} queries per class after ${warmup} warm-up queries (seed ${values.seed})\n`);

  // The finder's typo correction keeps the catalogue's vocabulary in memory (reloaded every few
  // minutes and after catalogue writes): load it now and report that cost on its own.
  const search = (await import('@/lib/catalogue/search')) as Record<string, unknown>;
  if (typeof search.warmSearchVocabulary === 'function') {
    const t = process.hrtime.bigint();
    const words = (await (search.warmSearchVocabulary as () => Promise<number>)()) as number;
    say(`search vocabulary for typo correction: ${words} words loaded in ${msSince(t).toFixed(0)} ms (not in the figures below)\n`);
  }

  const results: { c: QueryClass; s: LatencySummary; avgTotal: number; capped: number; empty: number; hits?: number; slowest: Raw; all: { ms: number; raw: Raw }[] }[] = [];
  for (const c of classes.filter((k) => !values.only || values.only.includes(k.id))) {
    rand = prng(Number(values.seed) + c.id.charCodeAt(0) * 7919);
    for (let i = 0; i < warmup; i++) await listCourses(courseFinderSchema.parse(c.make().raw));
    const times: number[] = [];
    let totalSum = 0;
    let capped = 0;
    let empty = 0;
    let hits = 0;
    let slowest: { ms: number; raw: Raw } = { ms: -1, raw: {} };
    const all: { ms: number; raw: Raw }[] = [];
    for (let i = 0; i < iterations; i++) {
      const q = c.make();
      const params = courseFinderSchema.parse(q.raw);
      const t = process.hrtime.bigint();
      const r = await listCourses(params);
      const ms = msSince(t);
      times.push(ms);
      if (ms > slowest.ms) slowest = { ms, raw: q.raw };
      all.push({ ms, raw: q.raw });
      totalSum += r.total;
      if (r.totalCapped) capped++;
      if (r.total === 0) empty++;
      if (q.expectUniversityId !== undefined && r.items.some((it) => it.university.id === q.expectUniversityId)) hits++;
    }
    const s = summarise(times);
    results.push({ c, s, avgTotal: totalSum / iterations, capped, empty, hits: c.id === 'd' ? hits : undefined, slowest: slowest.raw, all });
  }

  const pad = (v: string | number, n: number) => String(v).padStart(n);
  say(`${'class'.padEnd(34)}${pad('p50', 8)}${pad('p95', 8)}${pad('p99', 8)}${pad('max', 8)}${pad('avg total', 11)}  notes`);
  for (const r of results) {
    const notes = [
      r.capped ? `${r.capped} capped at 1,000+` : '',
      r.empty ? `${r.empty} empty` : '',
      r.hits !== undefined ? `intended university on page 1: ${r.hits}/${iterations}` : '',
      r.s.p95 > maxP95 ? `FAIL (p95 > ${maxP95} ms)` : '',
    ].filter(Boolean);
    say(
      `${`${r.c.id}  ${r.c.label}`.padEnd(34)}${pad(r.s.p50.toFixed(1), 8)}${pad(r.s.p95.toFixed(1), 8)}${pad(r.s.p99.toFixed(1), 8)}` +
        `${pad(r.s.max.toFixed(1), 8)}${pad(r.avgTotal.toFixed(0), 11)}  ${notes.join('; ')}`,
    );
  }
  const listSlowest = Number(values.slowest);
  if (listSlowest > 0) {
    for (const r of results) {
      say(`\n${r.c.id} ${r.c.label}: slowest queries`);
      for (const q of [...r.all].sort((x, y) => y.ms - x.ms).slice(0, listSlowest)) say(`  ${q.ms.toFixed(1).padStart(8)} ms  ${JSON.stringify(q.raw)}`);
    }
  }
  const rssMb = process.resourceUsage().maxRSS / 1024;
  say(`\npeak RSS of the bench process: ${rssMb.toFixed(0)} MB (times in ms)`);

  const failing = results.filter((r) => r.s.p95 > maxP95);
  if (values.json) {
    const report = {
      engine: values.embedded ? 'embedded' : 'postgres',
      version,
      courses: counts?.courses,
      iterations,
      maxP95,
      classes: results.map((r) => ({ id: r.c.id, label: r.c.label, p50: r.s.p50, p95: r.s.p95, p99: r.s.p99, max: r.s.max })),
    };
    fs.writeFileSync(values.json, JSON.stringify(report, null, 2));
  }
  if ((values.explain || failing.length > 0) && !values.embedded) {
    for (const r of values.explain ? results : failing) {
      say(`\n--- ${r.c.id} ${r.c.label}: slowest query ${JSON.stringify(r.slowest)}`);
      capture = [];
      await listCourses(courseFinderSchema.parse(r.slowest));
      const queries = capture;
      capture = undefined;
      for (const q of queries) {
        const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.query}`, q.params as unknown[]);
        say(plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n'));
      }
    }
  }
  if (failing.length > 0) say(`\nFAILED: p95 above ${maxP95} ms for ${failing.map((r) => r.c.id).join(', ')}`);
  else say(`\nOK: every class has p95 <= ${maxP95} ms`);
  return failing.length > 0;
}
