import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '@/db';
import { listAllCandidates, listDirectory } from '@/lib/candidates/directory';
import { listApplicants } from '@/lib/jobs/applicants';
import { listOwnApplications } from '@/lib/jobs/candidate-applications';
import { listDirectHire } from '@/lib/jobs/direct-hire';
import { getEmployer, listEmployers } from '@/lib/jobs/employers';
import { listJobQueue } from '@/lib/jobs/moderation';
import { listPartTime } from '@/lib/jobs/part-time';
import { listPublicJobs } from '@/lib/jobs/search';
import { parseJobSearchParams } from '@/lib/jobs/search-schemas';
import { describeEachDatabase } from '../helpers/db';
import { makeUser } from './account-fixtures';

/**
 * Every page a job-side list offers opens its own rows (issue 28: no silent cap at page 500): each
 * list holds 5,010+ rows (inserted with generate_series), and page 501 at 10 a page shows the rows
 * 5,001-5,010 of the list's order, as an independent query orders them; a page past the end
 * answers the last page, read from the nearer end.
 */
const TODAY = '2026-11-25';
const NOW = new Date('2026-11-25T12:00:00Z');
const ROWS = 5_020;
/** The employer detail pages its jobs 60 at a time: page 501 needs 30,000+ jobs. */
const JOBS = 30_090;
const PER_PAGE = 10;
const DEEP = 501;
const FAR = 1_000_000_000;

type Actor = Awaited<ReturnType<typeof makeUser>>;

describeEachDatabase('job-side lists: every offered page opens its own rows', ({ db }) => {
  let admin: Actor;
  let employer: Actor;
  let seeker: Actor;

  beforeAll(async () => {
    admin = await makeUser(db(), { role: 'admin' });
    employer = await makeUser(db(), { role: 'employer' });
    seeker = await makeUser(db(), { role: 'candidate' });
    const base = sql`'2026-11-20T00:00:00Z'::timestamptz`;
    await db().execute(
      sql`INSERT INTO jobs (employer_id, category_id, title, status, approved_at, created_at, expire_date)
          SELECT ${employer.id}, 44, 'Deep job ' || i, 'approved', ${base} - i * interval '1 minute', ${base} - i * interval '1 minute', NULL
            FROM generate_series(1, ${JOBS}) i`,
    );
    await db().execute(
      sql`INSERT INTO users (email, password_hash, role, name, created_at)
          SELECT 'deep-employer-' || i || '@example.test', 'x', 'employer', 'Deep employer ' || i, ${base} - i * interval '1 minute'
            FROM generate_series(1, ${ROWS}) i`,
    );
    await db().execute(
      sql`INSERT INTO users (email, password_hash, role, name, created_at)
          SELECT 'deep-seeker-' || i || '@example.test', 'x', 'candidate', 'Deep seeker ' || i, ${base} - i * interval '1 minute'
            FROM generate_series(1, ${ROWS}) i`,
    );
    await db().execute(
      sql`INSERT INTO candidate_profiles (user_id, is_public, first_name, updated_at)
          SELECT u.id, true, 'Deep', ${base} - (u.id % 977) * interval '1 second'
            FROM users u WHERE u.email LIKE 'deep-seeker-%'`,
    );
    // Each deep seeker applies to one of the employer's jobs; the signed-in seeker to 5,020 of them.
    await db().execute(
      sql`INSERT INTO job_applications (job_id, candidate_id, created_at)
          SELECT j.id, u.id, ${base} - (u.id % 1500) * interval '1 second'
            FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE email LIKE 'deep-seeker-%') u
            JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM jobs WHERE employer_id = ${employer.id}) j ON j.n = u.n`,
    );
    await db().execute(
      sql`INSERT INTO job_applications (job_id, candidate_id, created_at)
          SELECT id, ${seeker.id}, ${base} - (id % 2000) * interval '1 second' FROM jobs WHERE employer_id = ${employer.id} ORDER BY id LIMIT ${ROWS}`,
    );
    await db().execute(
      sql`INSERT INTO part_time_applications (full_name, city, created_at)
          SELECT 'Deep part-timer ' || i, 'Leeds', ${base} - (i % 700) * interval '1 second' FROM generate_series(1, ${ROWS}) i`,
    );
    await db().execute(
      sql`INSERT INTO direct_hire_requests (job_title, created_at)
          SELECT 'Deep request ' || i, ${base} - (i % 900) * interval '1 second' FROM generate_series(1, ${ROWS}) i`,
    );
  }, 300_000);

  /** The ids of a list in its order, as an independent query orders them. */
  const ordered = async (query: ReturnType<typeof sql>) => (await queryRows<{ id: number | string }>(db(), query)).map((r) => r.id);
  /** Page 501 shows rows 5,001-5,010; a page past the end is the last page, its own rows. */
  async function expectDeepPages<T>(
    read: (page: number) => Promise<{ items: T[]; page: number; pageCount: number; total: number }>,
    idOf: (item: T) => number | string,
    all: (number | string)[],
    perPage = PER_PAGE,
  ) {
    expect(all.length).toBeGreaterThan(500 * perPage);
    const deep = await read(DEEP);
    expect(deep.total).toBe(all.length);
    expect(deep.page).toBe(DEEP);
    expect(deep.items.map(idOf)).toEqual(all.slice((DEEP - 1) * perPage, DEEP * perPage));
    const far = await read(FAR);
    const last = Math.ceil(all.length / perPage);
    expect(far.page).toBe(last);
    expect(far.pageCount).toBe(last);
    expect(far.items.map(idOf)).toEqual(all.slice((last - 1) * perPage));
  }

  it('public /jobs (and the candidate’s list): any page of the public jobs', async () => {
    const all = await ordered(sql`SELECT id FROM jobs WHERE status = 'approved' ORDER BY approved_at DESC NULLS LAST, id DESC`);
    // The address's page number is taken as given (no cap at 500), then clamped to the last page.
    expect(parseJobSearchParams({ page: String(DEEP) }).page).toBe(DEEP);
    await expectDeepPages((page) => listPublicJobs(parseJobSearchParams({ page: String(page), per_page: String(PER_PAGE) }), { today: TODAY, now: NOW }), (j) => j.id, all);
  });

  it('the back office’s job queue', async () => {
    const all = await ordered(sql`SELECT id FROM jobs WHERE status = 'approved' AND (expire_date IS NULL OR expire_date >= CURRENT_DATE) ORDER BY created_at DESC, id DESC`);
    await expectDeepPages((page) => listJobQueue(admin, { status: 'approved', page: String(page), per_page: String(PER_PAGE) }), (j) => j.id, all);
  });

  it('the back office’s employers, and one employer’s jobs (60 a page)', async () => {
    const all = await ordered(sql`SELECT id FROM users WHERE role = 'employer' ORDER BY created_at DESC, id DESC`);
    await expectDeepPages((page) => listEmployers(admin, { page: String(page), per_page: String(PER_PAGE) }), (e) => e.id, all);
    const jobsOf = await ordered(sql`SELECT id FROM jobs WHERE employer_id = ${employer.id} ORDER BY created_at DESC, id DESC`);
    await expectDeepPages(async (page) => (await getEmployer(admin, employer.id, { page })).jobs, (j) => j.id, jobsOf, 60);
  });

  it('the back office’s job seekers, and the employers’ candidate directory', async () => {
    const all = await ordered(sql`SELECT id FROM users WHERE role = 'candidate' ORDER BY created_at DESC, id DESC`);
    await expectDeepPages((page) => listAllCandidates(admin, { page: String(page), per_page: String(PER_PAGE) }), (c) => c.id, all);
    const listed = await ordered(
      sql`SELECT p.uuid AS id FROM candidate_profiles p JOIN users u ON u.id = p.user_id
           WHERE p.is_public AND u.role = 'candidate' AND u.disabled_at IS NULL ORDER BY p.updated_at DESC, p.id DESC`,
    );
    await expectDeepPages((page) => listDirectory(employer, { page: String(page), per_page: String(PER_PAGE) }), (c) => c.uuid, listed);
  });

  it('the employer’s applicants, the back office’s job applications and the job seeker’s own applications', async () => {
    const ofEmployer = await ordered(
      sql`SELECT a.id FROM job_applications a JOIN jobs j ON j.id = a.job_id WHERE j.employer_id = ${employer.id} ORDER BY a.created_at DESC, a.id DESC`,
    );
    await expectDeepPages((page) => listApplicants(employer, { page: String(page), per_page: String(PER_PAGE) }), (a) => a.id, ofEmployer);
    const every = await ordered(sql`SELECT id FROM job_applications ORDER BY created_at DESC, id DESC`);
    await expectDeepPages((page) => listApplicants(admin, { page: String(page), per_page: String(PER_PAGE) }), (a) => a.id, every);
    const own = await ordered(sql`SELECT id FROM job_applications WHERE candidate_id = ${seeker.id} ORDER BY created_at DESC, id DESC`);
    await expectDeepPages((page) => listOwnApplications(seeker, { page: String(page), per_page: String(PER_PAGE) }), (a) => a.id, own);
  });

  it('part-time applicants and direct-hire requests', async () => {
    const partTime = await ordered(sql`SELECT id FROM part_time_applications ORDER BY created_at DESC, id DESC`);
    await expectDeepPages((page) => listPartTime(admin, { page: String(page), per_page: String(PER_PAGE) }), (p) => p.id, partTime);
    const directHire = await ordered(sql`SELECT id FROM direct_hire_requests ORDER BY created_at DESC, id DESC`);
    await expectDeepPages((page) => listDirectHire(admin, { page: String(page), per_page: String(PER_PAGE) }), (r) => r.id, directHire);
  });
});
