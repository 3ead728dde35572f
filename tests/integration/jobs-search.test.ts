import { eq, sql } from 'drizzle-orm';
import { queryRows } from '@/db';
import { beforeAll, expect, it } from 'vitest';
import { companyProfiles, jobCategories, jobs, publicJobKeys, users, type NewJob } from '@/db/schema';
import { jobPostingJsonLd } from '@/lib/jobs/job-posting';
import { findPublicJob, listPublicJobRefs } from '@/lib/jobs/public';
import { listPublicJobCategories, listPublicJobs } from '@/lib/jobs/search';
import { jobSearchQuery, parseJobSearchParams } from '@/lib/jobs/search-schemas';
import { recordJobView } from '@/lib/jobs/views';
import { listSitemapEntries } from '@/lib/catalogue/sitemap';
import { describeEachDatabase } from '../helpers/db';

/**
 * The public job list's search and filters (lib/jobs/search.ts) on a real database: only approved,
 * unexpired jobs; keywords in title, skills or company; city or postcode; category, type, date
 * posted, experience, salary; sorts; a page past the end answers the last page.
 */
const TODAY = '2026-11-25';
const NOW = new Date('2026-11-25T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);

describeEachDatabase('jobs: the public search', ({ db }) => {
  const uuids: Record<string, string> = {};
  beforeAll(async () => {
    const [kent, surrey] = await db()
      .insert(users)
      .values([
        { email: 'js-kent@example.test', passwordHash: 'x', role: 'employer', name: 'Kent Boss' },
        { email: 'js-surrey@example.test', passwordHash: 'x', role: 'employer', name: 'Surrey Boss' },
      ])
      .returning({ id: users.id });
    const [kentCo, surreyCo] = await db()
      .insert(companyProfiles)
      .values([
        { userId: kent.id, orgName: 'Medway Ledger Partners', city: 'Rochester', country: 'GB', website: 'https://medway.example', logo: 'company_logo/medway.svg' },
        { userId: surrey.id, orgName: 'Guildford Care Homes', city: 'Guildford', country: 'GB' },
      ])
      .returning({ id: companyProfiles.id });
    const base = { status: 'approved' as const, expireDate: '2027-01-31', approvedAt: daysAgo(10) };
    const rows: (NewJob & { key: string })[] = [
      {
        key: 'accounts',
        employerId: kent.id,
        companyProfileId: kentCo.id,
        categoryId: 44,
        title: 'Accounts Assistant',
        city: 'Rochester',
        postcode: 'ME1 1AA',
        country: 'GB',
        jobNature: 'fulltime',
        salaryType: 'yearly',
        salaryMinMinor: 2_400_000,
        salaryMaxMinor: 2_750_000,
        experienceMin: 1,
        experienceMax: 3,
        skills: ['Xero', 'Bookkeeping'],
        ageMin: 21,
        ageMax: 50,
        description: 'Support the team.',
        ...base,
        approvedAt: daysAgo(2),
        expireDate: '2027-03-31',
      },
      {
        key: 'payroll',
        employerId: kent.id,
        companyProfileId: kentCo.id,
        categoryId: 44,
        title: 'Payroll Clerk',
        city: 'Chatham',
        postcode: 'ME4 4TB',
        jobNature: 'parttime',
        salaryType: 'hourly',
        salaryMinMinor: 1_250,
        salaryMaxMinor: 1_400,
        experienceMin: 0,
        skills: ['Sage Payroll'],
        ...base,
        approvedAt: daysAgo(20),
        expireDate: '2026-12-01',
      },
      {
        key: 'carer',
        employerId: surrey.id,
        companyProfileId: surreyCo.id,
        categoryId: 45,
        title: 'Senior Care Assistant',
        city: 'Guildford',
        postcode: 'GU1 3AA',
        jobNature: 'contractual',
        salaryType: 'yearly',
        salaryMinMinor: 3_000_000,
        salaryMaxMinor: null,
        experienceMin: 5,
        skills: ['Dementia care'],
        ...base,
        approvedAt: new Date(NOW.getTime() - 3600_000),
        expireDate: TODAY,
      },
      { key: 'reviewing', employerId: kent.id, companyProfileId: kentCo.id, categoryId: 44, title: 'Hidden Reviewing Accountant', ...base, status: 'reviewing', approvedAt: null },
      { key: 'rejected', employerId: kent.id, companyProfileId: kentCo.id, categoryId: 44, title: 'Hidden Rejected Accountant', ...base, status: 'rejected', approvedAt: null },
      { key: 'closed', employerId: kent.id, companyProfileId: kentCo.id, categoryId: 44, title: 'Hidden Closed Accountant', ...base, status: 'closed' },
      { key: 'expired', employerId: kent.id, companyProfileId: kentCo.id, categoryId: 44, title: 'Hidden Expired Accountant', ...base, expireDate: '2026-11-24' },
    ];
    for (const { key, ...row } of rows) {
      const [r] = await db().insert(jobs).values(row).returning({ uuid: jobs.uuid });
      uuids[key] = r.uuid;
    }
  });

  const titles = async (q: Record<string, string>) => (await listPublicJobs(parseJobSearchParams(q), { today: TODAY, now: NOW })).items.map((j) => j.title);

  it('lists approved jobs that have not expired (expiring today still listed), newest approval first', async () => {
    expect(await titles({})).toEqual(['Senior Care Assistant', 'Accounts Assistant', 'Payroll Clerk']);
    const page = await listPublicJobs(parseJobSearchParams({}), { today: TODAY, now: NOW });
    expect(page.total).toBe(3);
    // The next day, the job expiring today is gone.
    expect((await listPublicJobs({}, { today: '2026-11-26', now: NOW })).items.map((j) => j.title)).not.toContain('Senior Care Assistant');
  });

  it('searches keywords in the title, the skills and the company name, case-insensitively', async () => {
    expect(await titles({ q: 'accounts' })).toEqual(['Accounts Assistant']);
    expect(await titles({ q: 'xero' })).toEqual(['Accounts Assistant']);
    expect(await titles({ q: 'guildford care' })).toEqual(['Senior Care Assistant']);
    expect(await titles({ q: 'medway' })).toEqual(['Accounts Assistant', 'Payroll Clerk']);
    expect(await titles({ q: '100%_' })).toEqual([]);
    expect(await titles({ q: 'Hidden' })).toEqual([]);
  });

  it('finds by city or by the start of a postcode, spaces and case ignored', async () => {
    expect(await titles({ where: 'rochester' })).toEqual(['Accounts Assistant']);
    expect(await titles({ where: 'me1' })).toEqual(['Accounts Assistant']);
    expect(await titles({ where: 'ME4 4TB' })).toEqual(['Payroll Clerk']);
    expect(await titles({ where: 'me44tb' })).toEqual(['Payroll Clerk']);
    expect(await titles({ where: 'Dhaka' })).toEqual([]);
  });

  it('filters by category, job type, date posted, experience and salary', async () => {
    expect(await titles({ category: '44' })).toEqual(['Accounts Assistant', 'Payroll Clerk']);
    expect(await titles({ category: '45' })).toEqual(['Senior Care Assistant']);
    expect(await titles({ category: '47' })).toEqual([]);
    expect(await titles({ type: 'parttime' })).toEqual(['Payroll Clerk']);
    expect(await titles({ type: 'contractual' })).toEqual(['Senior Care Assistant']);
    expect(await titles({ posted: '1' })).toEqual(['Senior Care Assistant']);
    expect(await titles({ posted: '3' })).toEqual(['Senior Care Assistant', 'Accounts Assistant']);
    expect(await titles({ posted: '30' })).toHaveLength(3);
    expect(await titles({ experience: '0' })).toEqual(['Payroll Clerk']);
    expect(await titles({ experience: '3' })).toEqual(['Accounts Assistant', 'Payroll Clerk']);
    expect(await titles({ salary_type: 'yearly' })).toEqual(['Senior Care Assistant', 'Accounts Assistant']);
    expect(await titles({ salary_type: 'yearly', salary_min: '27000' })).toEqual(['Senior Care Assistant', 'Accounts Assistant']);
    expect(await titles({ salary_type: 'yearly', salary_min: '28000' })).toEqual(['Senior Care Assistant']);
    expect(await titles({ salary_type: 'hourly', salary_min: '13' })).toEqual(['Payroll Clerk']);
    expect(await titles({ salary_type: 'hourly', salary_min: '15' })).toEqual([]);
    // Combined.
    expect(await titles({ category: '44', type: 'fulltime', where: 'ME1', q: 'xero' })).toEqual(['Accounts Assistant']);
  });

  it('ignores values that are no allowed choice instead of failing', async () => {
    expect(await titles({ type: 'freelance', posted: '2', experience: 'lots', salary_type: 'weekly', salary_min: '-5', category: 'x', sort: 'random' })).toHaveLength(3);
    expect(parseJobSearchParams({ per_page: '500', page: '0' })).toMatchObject({ perPage: 60, page: 1 });
    expect(parseJobSearchParams({ per_page: '3' })).toMatchObject({ perPage: 10 });
  });

  it('sorts by newest, highest salary or closing soonest', async () => {
    expect(await titles({ sort: 'salary' })).toEqual(['Senior Care Assistant', 'Accounts Assistant', 'Payroll Clerk']);
    expect(await titles({ sort: 'closing' })).toEqual(['Senior Care Assistant', 'Payroll Clerk', 'Accounts Assistant']);
  });

  it('pages by per_page, and a page past the end answers the last page', async () => {
    const first = await listPublicJobs({ perPage: 2, page: 1 }, { today: TODAY, now: NOW });
    expect(first).toMatchObject({ total: 3, page: 1, perPage: 2, pageCount: 2 });
    const past = await listPublicJobs({ perPage: 2, page: 9 }, { today: TODAY, now: NOW });
    expect(past.page).toBe(2);
    expect(past.items.map((j) => j.title)).toEqual(['Payroll Clerk']);
    const none = await listPublicJobs({ q: 'nothing-matches-this', page: 4 }, { today: TODAY, now: NOW });
    expect(none).toMatchObject({ total: 0, page: 1, items: [] });
  });

  it('round-trips a search through the URL with defaults left out', () => {
    const p = parseJobSearchParams({ q: ' xero ', where: 'ME1', category: '44', type: 'fulltime', posted: '7', experience: '0', salary_type: 'yearly', salary_min: '20000', sort: 'salary', per_page: '30', page: '2' });
    expect(jobSearchQuery(p).toString()).toBe('q=xero&where=ME1&category=44&type=fulltime&posted=7&experience=0&salary_type=yearly&salary_min=20000&sort=salary&per_page=30&page=2');
    expect(jobSearchQuery(parseJobSearchParams({})).toString()).toBe('');
  });

  it('counts public jobs per enabled category, and a disabled category hides its jobs', async () => {
    const counts = await listPublicJobCategories(TODAY);
    expect(counts.find((c) => c.id === 44)?.jobCount).toBe(2);
    expect(counts.find((c) => c.id === 45)?.jobCount).toBe(1);
    await db().update(jobCategories).set({ status: false }).where(eq(jobCategories.id, 45));
    try {
      expect(await titles({})).toEqual(['Accounts Assistant', 'Payroll Clerk']);
      expect(await findPublicJob(uuids.carer, TODAY)).toBeNull();
    } finally {
      await db().update(jobCategories).set({ status: true }).where(eq(jobCategories.id, 45));
    }
  });

  it('finds one public job with its texts but never its age range; hidden ones are null', async () => {
    const job = await findPublicJob(uuids.accounts, TODAY);
    expect(job).toMatchObject({ title: 'Accounts Assistant', orgName: 'Medway Ledger Partners', description: 'Support the team.', skills: ['Xero', 'Bookkeeping'] });
    expect(job!.company?.website).toBe('https://medway.example');
    expect(JSON.stringify(job)).not.toMatch(/age(Min|Max)/);
    for (const key of ['reviewing', 'rejected', 'closed', 'expired']) expect(await findPublicJob(uuids[key], TODAY), key).toBeNull();
    expect(await findPublicJob('not-a-uuid', TODAY)).toBeNull();
    const refs = (await listPublicJobRefs(100, TODAY)).map((r) => r.uuid).sort();
    expect(refs).toEqual([uuids.accounts, uuids.payroll, uuids.carer].sort());
  });

  it('builds JobPosting data with every required and recommended property', async () => {
    const job = (await findPublicJob(uuids.accounts, TODAY))!;
    const ld = jobPostingJsonLd(job, 'https://jobs.example');
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      title: 'Accounts Assistant',
      datePosted: job.approvedAt!.toISOString(),
      validThrough: '2027-03-31T23:59:59Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Medway Ledger Partners', sameAs: 'https://medway.example', logo: expect.stringMatching(/^https:\/\/jobs\.example\/.+medway\.svg$/) },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Rochester', postalCode: 'ME1 1AA', addressCountry: 'GB' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'GBP', value: { '@type': 'QuantitativeValue', minValue: 24000, maxValue: 27500, unitText: 'YEAR' } },
      identifier: { '@type': 'PropertyValue', value: job.uuid },
      directApply: true,
    });
    expect(String(ld.description)).toContain('Support the team.');
  });

  it('the sitemap lists public jobs only', async () => {
    const paths = (await listSitemapEntries(0)).map((e) => e.path);
    expect(paths).toContain(`/jobs/${uuids.accounts}`);
    for (const key of ['reviewing', 'rejected', 'closed', 'expired']) expect(paths, key).not.toContain(`/jobs/${uuids[key]}`);
  });

  it('counts a view once per address and job per window, and never for a hidden job', async () => {
    const views = async () => (await db().select({ n: jobs.viewCount }).from(jobs).where(eq(jobs.uuid, uuids.payroll)))[0].n;
    const before = await views();
    expect(await recordJobView(uuids.payroll, '203.0.113.7')).toBe(true);
    expect(await recordJobView(uuids.payroll, '203.0.113.7')).toBe(false);
    expect(await recordJobView(uuids.payroll, '203.0.113.8')).toBe(true);
    expect(await views()).toBe(before + 2);
    expect(await recordJobView(uuids.rejected, '203.0.113.7')).toBe(false);
    expect(await recordJobView('nope', '203.0.113.7')).toBe(false);
  });

  it('preferred keywords match the title and the skills (not the organisation, which a search also reads)', async () => {
    const prefs = (keywords: string[]) => listPublicJobs({}, { today: TODAY, now: NOW, preferences: { categoryIds: [], cities: [], keywords } });
    expect((await prefs(['SAGE PAYROLL'])).items.map((j) => j.title)).toEqual(['Payroll Clerk']);
    expect((await prefs(['accounts assistant'])).items.map((j) => j.title)).toEqual(['Accounts Assistant']);
    expect((await prefs(['Medway Ledger'])).total).toBe(0);
    expect(await titles({ q: 'Medway Ledger' })).toEqual(['Accounts Assistant', 'Payroll Clerk']);
  });

  it('the search follows every write to a job and its organisation (the keys kept on write), and keeps one key row per approved job', async () => {
    const search = (q: string) => titles({ q });
    expect(await search('medway ledger')).toEqual(['Accounts Assistant', 'Payroll Clerk']);
    // The organisation renamed: its jobs are found by the new name only.
    await db().update(companyProfiles).set({ orgName: 'Rochester Numbers' }).where(eq(companyProfiles.orgName, 'Medway Ledger Partners'));
    expect(await search('medway ledger')).toEqual([]);
    expect(await search('ROCHESTER NUMBERS')).toEqual(['Accounts Assistant', 'Payroll Clerk']);
    // A job edited (title, skills, city, pay) is found by its new values; a view changes nothing.
    await db().update(jobs).set({ title: 'Wages Clerk', skills: ['Moneysoft'], city: 'Gillingham', salaryMaxMinor: 9_900_000 }).where(eq(jobs.uuid, uuids.payroll));
    expect(await search('payroll clerk')).toEqual([]);
    expect(await search('wages')).toEqual(['Wages Clerk']);
    expect(await search('moneysoft')).toEqual(['Wages Clerk']);
    expect(await titles({ where: 'gillingham' })).toEqual(['Wages Clerk']);
    expect(await titles({ salary_min: '90000' })).toEqual(['Wages Clerk']);
    // Back to review: gone from the list; approved again: back.
    await db().update(jobs).set({ status: 'reviewing' }).where(eq(jobs.uuid, uuids.payroll));
    expect(await search('wages')).toEqual([]);
    await db().update(jobs).set({ status: 'approved' }).where(eq(jobs.uuid, uuids.payroll));
    expect(await search('wages')).toEqual(['Wages Clerk']);
    // A rejected job approved: listed; a job deleted: gone.
    await db().update(jobs).set({ status: 'approved' }).where(eq(jobs.uuid, uuids.rejected));
    expect(await search('hidden rejected')).toEqual(['Hidden Rejected Accountant']);
    await db().delete(jobs).where(eq(jobs.uuid, uuids.rejected));
    expect(await search('hidden rejected')).toEqual([]);
    // One key row per approved job, no more.
    const approved = await db().select({ id: jobs.id }).from(jobs).where(eq(jobs.status, 'approved'));
    const keyed = await db().select({ id: publicJobKeys.jobId }).from(publicJobKeys);
    expect(keyed.map((r) => r.id).sort()).toEqual(approved.map((r) => r.id).sort());
    // The category counts and the unfiltered count (the summary kept on write) equal the jobs counted, on any day.
    for (const day of [TODAY, '2026-12-02', '2027-02-01']) {
      const counted = await queryRows<{ id: number; n: number }>(
        db(),
        sql`SELECT c.id, count(j.id)::int AS n FROM job_categories c
              LEFT JOIN jobs j ON j.category_id = c.id AND j.status = 'approved' AND (j.expire_date IS NULL OR j.expire_date >= ${day}::date)
             WHERE c.status GROUP BY c.id`,
      );
      const shown = await listPublicJobCategories(day);
      for (const c of counted) expect(shown.find((r) => r.id === c.id)?.jobCount, `${day} ${c.id}`).toBe(c.n);
      expect((await listPublicJobs({}, { today: day, now: NOW })).total, day).toBe(counted.reduce((t, c) => t + c.n, 0));
      expect((await listPublicJobs({ categoryId: 44 }, { today: day, now: NOW })).total, day).toBe(counted.find((c) => c.id === 44)?.n);
    }
  });
});
