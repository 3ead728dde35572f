// npm run bench:review [-- --db <postgres url>] [-- --iterations 100] [-- --only abc] [-- --explain] [-- --max-p95 20]
//
// Measures the admissions office's review list (lib/applications/review.ts: the real use cases,
// their SQL: the count, the page's ids, the page's rows) on the scale dataset (npm run
// db:seed:large), in classes of seeded-random filter × sort × search word × page depth, so that
// an unindexed combination cannot hide:
//   a  first page, each sort key and direction
//   b  any page depth (to the last page), each sort key and direction
//   c  one or two filters (status, program, country, dates) × sort × page depth
//   d  a search word (name, e-mail, phone, passport, course, university, #id) × sort × depth
//   e  a university (the type-ahead's id, or its typed text) × sort
//   f  the first CSV export batch (1,000 rows, keyset; budget 200 ms: the whole export streams)
//   g  the type-ahead's universities for a typed word
//   h  the admin dashboard (every figure)
//   i  the legacy list /api/admin/application/list (the same query, the exact count) × depth
// Prints p50/p95/p99 per class; exits 1 when a class's p95 exceeds its budget (--max-p95, 20 ms).
// The database: --db, else DATABASE_URL; it must hold the large dataset (it is only read).
import { parseArgs } from 'node:util';
import { prepareEnvironment } from '@/lib/cli/prepare-env';
import { msSince, pickOne, prng, summarise, type LatencySummary } from './stats';

prepareEnvironment();

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    iterations: { type: 'string', default: '100' },
    warmup: { type: 'string', default: '20' },
    seed: { type: 'string', default: '20261128' },
    'max-p95': { type: 'string', default: '20' },
    only: { type: 'string' },
    explain: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  process.stdout.write('Usage: npm run bench:review -- [--db <postgres url>] [--iterations 100] [--warmup 20] [--only abcdefghi] [--max-p95 20] [--explain]\n');
  process.exit(0);
}

const { openPostgres, setDatabase, queryRows, sql } = await import('@/db');
const { env } = await import('@/lib/env');
const { listApplicationsForReview, listApplicationsForReviewPage, listApplicationsForExport, reviewFilterOptions, searchReviewUniversities } = await import('@/lib/applications/review');
const { reviewListSchema, reviewSortValues } = await import('@/lib/applications/review-schemas');
const { adminDashboard } = await import('@/lib/applications/dashboard');

const say = (m: string) => process.stdout.write(`${m}\n`);
const url = values.db ?? env.DATABASE_URL;
if (!url) {
  say('bench:review needs --db or DATABASE_URL naming a database with the large dataset (npm run db:seed:large)');
  process.exit(1);
}
const iterations = Math.max(1, Number(values.iterations));
const warmup = Math.max(0, Number(values.warmup));
const maxP95 = Number(values['max-p95']);

const handle = openPostgres(url);
const pool = (handle.db as unknown as { $client: import('pg').Pool }).$client;
let capture: { text: string; params: unknown[] }[] | undefined;
const originalQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
(pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
  const [q, p] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
  capture?.push(typeof q === 'string' ? { text: q, params: p ?? [] } : { text: q.text, params: p ?? q.values ?? [] });
  return originalQuery(...args);
};
setDatabase(handle);
const db = handle.db;

type Raw = Record<string, string>;
interface QueryClass {
  id: string;
  label: string;
  /** This class's p95 budget in ms (default --max-p95): a CSV batch is 1,000 rows, not a page. */
  budget?: number;
  make: () => Raw;
  run: (raw: Raw) => Promise<unknown>;
}

let failed = false;
try {
  const [admin] = await queryRows<{ id: number }>(db, sql`SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1`);
  if (!admin) throw new Error('no admin in this database');
  const actor = { id: admin.id, role: 'admin' as const };
  const [{ n: listed }] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM applications WHERE status <> 'draft'`);
  if (listed < 10_000) throw new Error(`only ${listed} applications: run npm run db:seed:large first`);
  const samples = await queryRows<{ id: number; name: string; email: string; passport: string | null; phone: string | null; course: string; university: string; university_id: number; program_id: number; country: string }>(
    db,
    sql`SELECT a.id, k.name, u.email, a.students_information->>'passport_number' AS passport, a.contact_details->>'phone' AS phone,
               k.course, k.university, a.university_id, a.program_id, k.country
          FROM applications a JOIN application_review_keys k ON k.application_id = a.id LEFT JOIN users u ON u.id = a.user_id
         ORDER BY md5(a.id::text) LIMIT 2000`,
  );
  const statuses = ['submitted', 'under_review', 'documents_requested', 'resubmitted', 'accepted', 'rejected', 'withdrawn'];
  let rand = prng(Number(values.seed));
  const sortOf = (): Raw => ({ sort: pickOne(rand, reviewSortValues), dir: pickOne(rand, ['asc', 'desc']) });
  /** A page anywhere in the first `pages` pages (a quarter at the very end). */
  const depth = (total: number, perPage = 20): Raw => {
    const last = Math.max(1, Math.ceil(total / perPage));
    const page = rand() < 0.25 ? last : 1 + Math.floor(rand() * last);
    return { page: String(page), per_page: String(perPage) };
  };
  const isoDay = (d: Date) => d.toISOString().slice(0, 10);
  const filterOf = (): Raw => {
    const s = pickOne(rand, samples);
    const kinds = ['status', 'program', 'country', 'dates'];
    const chosen = new Set([pickOne(rand, kinds), ...(rand() < 0.5 ? [pickOne(rand, kinds)] : [])]);
    const raw: Raw = {};
    for (const k of chosen) {
      if (k === 'status') raw.status = pickOne(rand, statuses);
      if (k === 'program') raw.program_id = String(s.program_id);
      if (k === 'country') raw.country = s.country;
      if (k === 'dates') {
        const from = new Date(Date.now() - Math.floor(rand() * 700) * 864e5);
        raw.from = isoDay(from);
        raw.to = isoDay(new Date(from.getTime() + Math.floor(rand() * 120) * 864e5));
      }
    }
    return raw;
  };
  const words = (text: string) => text.split(/[^\p{L}\p{N}@.+]+/u).filter((w) => w.length >= 3);
  const searchOf = (): Raw => {
    const s = pickOne(rand, samples);
    const kind = pickOne(rand, ['name', 'name', 'email', 'phone', 'passport', 'course', 'university', 'id']);
    switch (kind) {
      case 'email':
        return { q: s.email ?? s.name };
      case 'phone':
        return { q: (s.phone ?? '').replace(/\D/g, '').slice(-7) || s.name };
      case 'passport':
        return { q: s.passport ?? s.name };
      case 'course':
        return { q: pickOne(rand, words(s.course).filter((w) => w.length >= 5).concat(['engineering'])) };
      case 'university':
        return { q: pickOne(rand, words(s.university).filter((w) => w.length >= 5).concat(['normal'])) };
      case 'id':
        return { q: `#${s.id}` };
      default:
        return { q: pickOne(rand, words(s.name).concat([s.name])) };
    }
  };
  /** The back office's page (a search counted up to 10,000); `legacy`: the legacy list's exact count. */
  const list = (raw: Raw) => listApplicationsForReviewPage(actor, reviewListSchema.parse(raw));
  const legacy = (raw: Raw) => listApplicationsForReview(actor, reviewListSchema.parse(raw));
  /** A page at a random depth of the query's own count. */
  const deep = async (raw: Raw) => {
    const first = await listApplicationsForReviewPage(actor, reviewListSchema.parse(raw));
    return { ...raw, ...depth(first.total, Number(raw.per_page ?? 20)) };
  };

  const classes: QueryClass[] = [
    { id: 'a', label: 'first page × sort', make: () => ({ ...sortOf() }), run: list },
    { id: 'b', label: 'any page depth × sort', make: () => ({ ...sortOf(), ...depth(listed, pickOne(rand, [20, 60])) }), run: list },
    { id: 'c', label: 'filters × sort × depth', make: () => ({ ...filterOf(), ...sortOf(), deep: '1' }), run: list },
    { id: 'd', label: 'search word × sort × depth', make: () => ({ ...searchOf(), ...sortOf(), ...(rand() < 0.5 ? { deep: '1' } : {}) }), run: list },
    {
      id: 'e',
      label: 'university (id or typed name) × sort',
      make: () => {
        const s = pickOne(rand, samples);
        return { ...(rand() < 0.5 ? { university_id: String(s.university_id) } : { university_q: rand() < 0.5 ? s.university : pickOne(rand, words(s.university)) }), ...sortOf() };
      },
      // As the page does: resolve the typed name (one match: its id), then list.
      run: async (raw) => {
        const parsed = reviewListSchema.parse(raw);
        const options = await reviewFilterOptions(actor, parsed);
        return listApplicationsForReviewPage(actor, options.university ? { ...parsed, university_id: Number(options.university.value) } : parsed);
      },
    },
    {
      id: 'f',
      label: 'CSV: one keyset batch of 1,000',
      budget: 200,
      make: () => ({ ...sortOf(), ...(rand() < 0.3 ? filterOf() : {}) }),
      run: async (raw) => {
        const exp = await listApplicationsForExport(actor, reviewListSchema.parse(raw));
        const it = exp.batches(1000);
        const first = await it.next();
        await it.return(undefined);
        return first.value;
      },
    },
    { id: 'g', label: 'type-ahead: universities', make: () => ({ q: pickOne(rand, words(pickOne(rand, samples).university)) }), run: (raw) => searchReviewUniversities(actor, raw) },
    { id: 'i', label: 'legacy list (exact count): filter/search × depth', make: () => ({ ...(rand() < 0.5 ? filterOf() : searchOf()), ...sortOf(), deep: '1' }), run: legacy },
    { id: 'h', label: 'admin dashboard', make: () => ({ period: pickOne(rand, ['6m', '12m', '24m', '5y']) }), run: (raw) => adminDashboard(actor, raw.period) },
  ];

  say(`\nreview list on ${new URL(url).pathname.slice(1)}: ${listed} applications listed; ${iterations} queries per class after ${warmup} warm-up (seed ${values.seed})\n`);
  const results: { c: QueryClass; s: LatencySummary; slowest: Raw }[] = [];
  for (const c of classes.filter((k) => !values.only || values.only.includes(k.id))) {
    rand = prng(Number(values.seed) + c.id.charCodeAt(0) * 7919);
    const prepare = async () => {
      const raw = c.make();
      if (!raw.deep) return raw;
      delete raw.deep;
      return deep(raw);
    };
    for (let i = 0; i < warmup; i++) await c.run(await prepare());
    const times: number[] = [];
    let slowest = { ms: -1, raw: {} as Raw };
    for (let i = 0; i < iterations; i++) {
      const raw = await prepare();
      const t = process.hrtime.bigint();
      await c.run(raw);
      const ms = msSince(t);
      times.push(ms);
      if (ms > slowest.ms) slowest = { ms, raw };
    }
    const s = summarise(times);
    results.push({ c, s, slowest: slowest.raw });
    const budget = c.budget ?? maxP95;
    say(`${c.id}  ${c.label.padEnd(38)} p50 ${s.p50.toFixed(1).padStart(6)} ms  p95 ${s.p95.toFixed(1).padStart(6)} ms  p99 ${s.p99.toFixed(1).padStart(6)} ms  max ${s.max.toFixed(1).padStart(6)} ms  (budget ${budget})${s.p95 > budget ? '  OVER BUDGET' : ''}`);
    if (s.p95 > budget) failed = true;
    if (values.explain) {
      say(`   slowest: ${JSON.stringify(slowest.raw)}`);
      capture = [];
      await c.run(slowest.raw);
      const queries = capture;
      capture = undefined;
      for (const q of queries) {
        const plan = (await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.text}`, q.params as unknown[])) as { rows: Record<string, string>[] };
        const lines = plan.rows.map((r) => r['QUERY PLAN']);
        say(`   ${lines.at(-1)}  ${q.text.replace(/\s+/g, ' ').slice(0, 140)}`);
        if (values.explain) for (const l of lines.slice(0, 14)) say(`      ${l}`);
      }
    }
  }
  say(`\nbudget: p95 <= ${maxP95} ms per class (f: 200 ms per 1,000-row batch): ${failed ? 'MISSED' : 'met'}`);
} catch (err) {
  console.error(`bench:review: ${(err as Error).stack ?? err}`);
  failed = true;
} finally {
  setDatabase(undefined);
  await handle.close();
}
process.exit(failed ? 1 : 0);
