// npm run bench:pages -- --url <server> [--connections 10] [--duration 5] [--warmup 2] [--max-p95 200]
//                        [--only word,word] [--list] [--json file]
//
// Every signed-in page at 10 connections (issue 28, items 2 and 10): the back office's lists (first
// page, filtered, searched, a middle page and the last page), its dashboard and detail pages; the
// student's, the employer's and the job seeker's pages as the demo accounts see them (the large
// seed gives them volume); the public /search and /jobs with filters; and the legacy lists (bearer
// token). Each page is opened once first (it must answer 200 to its role, not a redirect to a
// sign-in page), then wrk runs --warmup seconds, then --duration seconds, with the role's session
// cookie (or token). Prints a table and exits 1 when a page's p95 is over --max-p95 ms or any
// request failed. When the server runs on this machine, each page's CPU per request is shown too
// (its process tree's user + system time over the run): ten connections on one process queue
// behind each other, so p95 is about ten times that, whatever the SQL.
//
// The server: one `npm start` process on the large dataset (npm run db:seed:large), on Postgres or
// the embedded database, with a rate limit that lets the load through (RATE_LIMIT_IP_MAX=1000000)
// and LOG_LEVEL=warn. The records the detail pages open, and the middle and last pages of each
// list, are read from the server's own pages, so the cases follow the dataset it holds.
// `npm run bench` runs this too, on the database it seeds, with the same budgets.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD, apiToken, demoAccounts, sessionCookie } from '../helpers/auth';
import { cpuMs, serverPid } from './server-process';
import { findWrk, runWrk } from './wrk';

export type Role = 'admin' | 'student' | 'employer' | 'candidate' | 'visitor' | 'legacy admin' | 'legacy visitor';
export interface PageCase {
  role: Role;
  name: string;
  path: string;
}
export interface PageResult extends PageCase {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  kb: number;
  /** the server's CPU per request during the run, ms (user + system of its process tree), when its process is known */
  cpuMs?: number;
}

/** The largest `page=N` any link of a list page offers: its last page. */
function lastPageOf(html: string): number {
  let last = 1;
  for (const m of html.matchAll(/[?&;]page=(\d+)/g)) last = Math.max(last, Number(m[1]));
  return last;
}

/** `path` with `page=n` set in its query. */
function atPage(path: string, n: number): string {
  const u = new URL(path, 'http://x');
  u.searchParams.set('page', String(n));
  return u.pathname + u.search;
}

/** The first link on a page to one of `prefix`'s records (`/admin/applications/123` …), or undefined. */
function firstLink(html: string, prefix: string): string | undefined {
  // A record's id or uuid (a digit in it): not `new` or another page beside the records.
  const re = new RegExp(`href="(${prefix.replace(/[/]/g, '\\/')}/(?=[A-Za-z-]*[0-9])[A-Za-z0-9-]+)"`);
  return re.exec(html)?.[1];
}

/**
 * The pages measured. Lists with page numbers add their middle and last pages (read from their own
 * pagination), lists of records add their first record's page (read from their own links), so
 * the cases follow whatever dataset the server holds.
 */
export async function pageCases(get: (role: Role, path: string) => Promise<string>): Promise<PageCase[]> {
  const cases: PageCase[] = [];
  const add = (role: Role, name: string, path: string) => cases.push({ role, name, path });
  /** A list: its first page, then its middle and last pages; its first record's page when `detail` names the prefix. */
  const list = async (role: Role, name: string, path: string, o: { deep?: boolean; detail?: string } = {}) => {
    add(role, name, path);
    if (!o.deep && !o.detail) return;
    const html = await get(role, path);
    if (o.deep) {
      const last = lastPageOf(html);
      if (last > 2) add(role, `${name}, page ${Math.ceil(last / 2)}`, atPage(path, Math.ceil(last / 2)));
      if (last > 1) add(role, `${name}, last page (${last})`, atPage(path, last));
    }
    if (o.detail) {
      const link = firstLink(html, o.detail);
      if (!link) throw new Error(`bench:pages: ${path} links to no ${o.detail}/… record`);
      add(role, `${name}: a record`, link);
    }
  };

  // The back office.
  add('admin', 'admin dashboard', '/admin/dashboard');
  await list('admin', 'applications', '/admin/applications', { deep: true, detail: '/admin/applications' });
  add('admin', 'applications, submitted', '/admin/applications?status=submitted');
  add('admin', 'applications, searched "ahmed"', '/admin/applications?q=ahmed');
  add('admin', 'applications, submitted + searched "li"', '/admin/applications?status=submitted&q=li');
  add('admin', 'applications, oldest first', '/admin/applications?sort=submitted&dir=asc');
  add('admin', 'applications, by name, page 2000', '/admin/applications?sort=name&page=2000');
  add('admin', 'applications, under review, by university', '/admin/applications?status=under_review&sort=university');
  await list('admin', 'courses', '/admin/courses', { deep: true });
  add('admin', 'courses, searched "engineering"', '/admin/courses?q=engineering');
  add('admin', 'courses, page 1000', '/admin/courses?page=1000');
  add('admin', 'courses, most applied', '/admin/courses?sort=applications');
  await list('admin', 'universities', '/admin/universities', { deep: true });
  add('admin', 'universities, searched "normal"', '/admin/universities?q=normal');
  await list('admin', 'payments', '/admin/payments', { deep: true });
  add('admin', 'payments, searched "li"', '/admin/payments?q=li');
  await list('admin', 'messages', '/admin/messages', { deep: true, detail: '/admin/messages' });
  await list('admin', 'users', '/admin/users', { deep: true });
  add('admin', 'users, students searched "ahmed"', '/admin/users?role=student&q=ahmed');
  await list('admin', 'job queue', '/admin/jobs', { deep: true, detail: '/admin/jobs' });
  add('admin', 'job queue, approved', '/admin/jobs?status=approved');
  add('admin', 'job queue, searched "engineer"', '/admin/jobs?q=engineer');
  await list('admin', 'employers', '/admin/employers', { deep: true, detail: '/admin/employers' });
  add('admin', 'employers, searched "tech"', '/admin/employers?q=tech');
  await list('admin', 'job seekers', '/admin/candidates', { deep: true, detail: '/admin/candidates' });
  add('admin', 'job seekers, searched "smith"', '/admin/candidates?q=smith');
  await list('admin', 'direct hire', '/admin/direct-hire', { deep: true, detail: '/admin/direct-hire' });
  await list('admin', 'part-time', '/admin/part-time', { deep: true, detail: '/admin/part-time' });
  await list('admin', 'job applications', '/admin/job-applications', { deep: true });
  add('admin', 'job applications, not yet viewed', '/admin/job-applications?viewed=no');
  for (const [name, path] of [
    ['cities', '/admin/cities'],
    ['countries', '/admin/countries'],
    ['degrees', '/admin/programs'],
    ['scholarships', '/admin/scholarships'],
    ['categories', '/admin/categories'],
    ['job categories', '/admin/job-categories'],
    ['employer types', '/admin/employer-types'],
    ['settings', '/admin/settings'],
  ]) add('admin', name, path);

  // The demo student.
  add('student', 'student dashboard', '/student/dashboard');
  await list('student', 'applied programs', '/student/applied-program', { detail: '/student/applications' });
  add('student', 'notifications', '/student/notifications');
  add('student', 'profile', '/student/update-profile');

  // The demo employer.
  add('employer', 'employer dashboard', '/employer/dashboard');
  await list('employer', 'own jobs', '/employer/jobs', { deep: true, detail: '/employer/jobs' });
  await list('employer', 'applicants', '/employer/applicants', { deep: true, detail: '/employer/applicants' });
  add('employer', 'applicants, shortlisted', '/employer/applicants?stage=shortlisted');
  await list('employer', 'contract applicants', '/employer/contract-applicants', { detail: '/employer/contract-applicants' });
  add('employer', 'company profile', '/employer/profile');
  await list('employer', 'job seekers directory', '/candidates', { deep: true, detail: '/candidates' });

  // The demo job seeker.
  add('candidate', 'candidate dashboard', '/candidate/dashboard');
  await list('candidate', 'jobs matching preferences', '/candidate/jobs', { deep: true });
  add('candidate', 'applied jobs', '/candidate/applied-jobs');
  add('candidate', 'resume', '/candidate/resume');
  add('candidate', 'CVs', '/candidate/cvs');
  add('candidate', 'profile', '/candidate/profile');
  add('candidate', 'part-time', '/candidate/part-time');

  // Public pages a search reaches (not cached: each query is new).
  add('visitor', '/search, a word', '/search?key=shanghai');
  add('visitor', '/search, a rare word', '/search?key=zhejiang%20normal');
  await list('visitor', '/jobs', '/jobs?q=engineer', { deep: true });
  add('visitor', '/jobs, category + city', '/jobs?category=1&city=shanghai');

  // The legacy lists the old clients read.
  for (const [name, path] of [
    ['legacy applications, page 100', '/api/admin/application/list?page=100'],
    ['legacy courses', '/api/admin/course?page=50'],
    ['legacy universities', '/api/admin/university?page=50'],
    ['legacy job list (admin)', '/api/app_admin/jobList?page=50'],
  ] as const) add('legacy admin', name, path);
  add('legacy visitor', 'legacy job list', '/api/anonymous/job-list?page=50');
  add('legacy visitor', 'legacy universities', '/api/web/university/list?page=50');
  return cases;
}

/**
 * Measures each case with wrk; `headersOf` gives the role's cookie or token. Before each measured
 * run, one request of its own: the server finishes what the warm-up (or the previous page) left
 * queued (it renders a request whose client has gone), so a run does not pay for the one before.
 */
export async function measurePages(o: {
  wrk: string;
  base: string;
  cases: PageCase[];
  headersOf: (role: Role) => Record<string, string>;
  sizeOf: (c: PageCase) => number;
  connections: number;
  duration: number;
  warmup: number;
  say: (m: string) => void;
  /** the server's CPU used so far, ms (tests/bench/server-process.ts), when its process is known */
  cpu?: () => number;
}): Promise<PageResult[]> {
  const results: PageResult[] = [];
  const drained = async (url: string, headers: Record<string, string>) => void (await (await fetch(url, { headers, redirect: 'manual' })).arrayBuffer());
  for (const c of o.cases) {
    const url = o.base + c.path;
    const run = { connections: o.connections, threads: 1, headers: o.headersOf(c.role) };
    if (o.warmup > 0) runWrk(o.wrk, url, { ...run, seconds: o.warmup });
    await drained(url, run.headers);
    const cpuBefore = o.cpu?.();
    const w = runWrk(o.wrk, url, { ...run, seconds: o.duration });
    await drained(url, run.headers);
    // Served meanwhile: wrk's answers, those still in flight when it stopped (at most one per
    // connection: they are rendered all the same) and the drain's own.
    const cpuMs = cpuBefore === undefined ? undefined : (o.cpu!() - cpuBefore) / (w.requests + o.connections + 1);
    // No answer within the run (every request slower than it) is a failure, not a p95 of 0.
    const r: PageResult = { ...c, requests: w.requests, rps: w.rps, p50: w.p50, p95: w.requests ? w.p95 : Infinity, p99: w.requests ? w.p99 : Infinity, errors: w.errors, kb: o.sizeOf(c) / 1000, cpuMs };
    results.push(r);
    o.say(`  ${`${c.role}: ${c.name}`.padEnd(58)} ${r.rps.toFixed(0).padStart(5)} req/s  p50 ${r.p50.toFixed(0).padStart(5)}  p95 ${r.p95.toFixed(0).padStart(5)} ms  ${cpuMs === undefined ? '' : `CPU ${cpuMs.toFixed(0)} ms a request  `}${r.errors ? `${r.errors} errors  ` : ''}${r.kb.toFixed(0)} kB`);
  }
  return results;
}

/**
 * Signs in the demo accounts (cookie for pages, bearer token for the legacy admin lists), finds the
 * cases, checks each answers 200, and measures them. Returns the results; `maxP95` is the budget.
 */
export async function benchPages(o: {
  base: string;
  connections?: number;
  duration?: number;
  warmup?: number;
  only?: string[];
  list?: boolean;
  say: (m: string) => void;
}): Promise<PageResult[]> {
  const wrk = findWrk(o.say);
  const [admin, student, employer, candidate, adminToken] = await Promise.all([
    sessionCookie(o.base, demoAccounts.admin, DEMO_PASSWORD),
    sessionCookie(o.base, demoAccounts.student, DEMO_PASSWORD),
    sessionCookie(o.base, demoAccounts.employer, DEMO_PASSWORD),
    sessionCookie(o.base, demoAccounts.candidate, DEMO_PASSWORD),
    apiToken(o.base, demoAccounts.admin, DEMO_PASSWORD),
  ]);
  const headersOf = (role: Role): Record<string, string> => {
    switch (role) {
      case 'admin':
        return { cookie: admin };
      case 'student':
        return { cookie: student };
      case 'employer':
        return { cookie: employer };
      case 'candidate':
        return { cookie: candidate };
      case 'legacy admin':
        return { authorization: `Bearer ${adminToken}`, accept: 'application/json' };
      case 'legacy visitor':
        return { accept: 'application/json' };
      case 'visitor':
        return {};
    }
  };
  const sizes = new Map<string, number>();
  const get = async (role: Role, path: string): Promise<string> => {
    const res = await fetch(o.base + path, { headers: headersOf(role), redirect: 'manual' });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`bench:pages: ${role} GET ${path} answered ${res.status} ${res.headers.get('location') ?? ''} ${body.slice(0, 300)}`);
    sizes.set(`${role} ${path}`, Buffer.byteLength(body));
    return body;
  };
  let cases = await pageCases(get);
  if (o.only?.length) cases = cases.filter((c) => o.only!.some((w) => `${c.role} ${c.name} ${c.path}`.toLowerCase().includes(w.toLowerCase())));
  for (const c of cases) if (!sizes.has(`${c.role} ${c.path}`)) await get(c.role, c.path);
  if (o.list) {
    for (const c of cases) o.say(`  ${c.role}: ${c.name} ${c.path}`);
    return [];
  }
  let pid: number | undefined;
  try {
    pid = serverPid(o.base);
  } catch {
    o.say('bench:pages: the server\'s process is not found (not on this machine?): no CPU per request');
  }
  return measurePages({
    cpu: pid === undefined ? undefined : () => cpuMs(pid),
    wrk,
    base: o.base,
    cases,
    headersOf,
    sizeOf: (c) => sizes.get(`${c.role} ${c.path}`) ?? 0,
    connections: o.connections ?? 10,
    duration: o.duration ?? 5,
    warmup: o.warmup ?? 2,
    say: o.say,
  });
}

/** The table of results, as the README shows it. */
export function pagesTable(results: PageResult[], maxP95: number): string[] {
  const lines = ['| role | page | req/s | p50 ms | p95 ms | p99 ms | errors | CPU ms a request | HTML kB |', '|---|---|---|---|---|---|---|---|---|'];
  for (const r of results) {
    lines.push(
      `| ${r.role} | ${r.name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(0)} | ${r.p95 > maxP95 ? `**${r.p95.toFixed(0)}**` : r.p95.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.errors} | ${r.cpuMs?.toFixed(0) ?? '-'} | ${r.kb.toFixed(0)} |`,
    );
  }
  return lines;
}

if (import.meta.filename === process.argv[1]) {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      connections: { type: 'string', default: '10' },
      duration: { type: 'string', default: '5' },
      warmup: { type: 'string', default: '2' },
      'max-p95': { type: 'string', default: '200' },
      only: { type: 'string' },
      list: { type: 'boolean', default: false },
      json: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help || !values.url) {
    process.stdout.write(
      'Usage: npm run bench:pages -- --url http://127.0.0.1:3000 [--connections 10] [--duration 5] [--warmup 2] [--max-p95 200] [--only word,word] [--list] [--json file]\n' +
        '  The server must hold the large dataset (npm run db:seed:large) and let the load through (RATE_LIMIT_IP_MAX=1000000).\n',
    );
    process.exit(values.help ? 0 : 1);
  }
  const say = (m: string) => process.stdout.write(`${m}\n`);
  const maxP95 = Number(values['max-p95']);
  const results = await benchPages({
    base: values.url.replace(/\/$/, ''),
    connections: Number(values.connections),
    duration: Number(values.duration),
    warmup: Number(values.warmup),
    only: values.only?.split(',').filter(Boolean),
    list: values.list,
    say,
  });
  if (values.list) process.exit(0);
  say('');
  for (const l of pagesTable(results, maxP95)) say(l);
  if (values.json) fs.writeFileSync(values.json, JSON.stringify(results, null, 2));
  const missed = results.filter((r) => r.p95 > maxP95 || r.errors > 0);
  say(missed.length ? `\n${missed.length} of ${results.length} pages missed p95 <= ${maxP95} ms (or failed).` : `\nEvery page (${results.length}) met p95 <= ${maxP95} ms.`);
  process.exit(missed.length ? 1 : 0);
}
