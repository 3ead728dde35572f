import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { openPostgres } from '@/db';
import { cvFiles, jobApplications, jobs, users } from '@/db/schema';
import { apiToken } from '../helpers/auth';
import { expect, expectNoAxe, freshAccount, signInAs, test, type Page } from '../helpers/e2e';
import { samplePdf, samplePng } from '../helpers/sample-files';
import { readServerState } from '../helpers/test-server';

/**
 * The job board says what is true (issue 31, items 7-10 and 12), in Chromium at 1280 and 360 px:
 * the employer's job page has no "coming soon" above its working applicants table; a job's public
 * page shows what the employer entered (working hours, contact number, an experience maximum…);
 * the job list, the job pages and the candidate's search mark the jobs a job seeker applied to
 * with the stage, the dashboard's recommendations leave them out, and a signed-in job seeker is
 * not invited to register; the dashboard's to-do leaves out a resume at 100 % and a CV uploaded,
 * and a withdrawn application does not count as applied; a student is told before pressing
 * "Apply for this job" that applying needs a job-seeker account, and the refusal says the same
 * with a way to register one. axe: no violation on every page touched, at both widths.
 */
test.describe.configure({ timeout: 300_000 });

const state = readServerState();
const databaseUrl = state?.databaseUrl ?? '';
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const widths = [1280, 360];

type JobValues = typeof jobs.$inferInsert;

async function withDb<T>(fn: (db: ReturnType<typeof openPostgres>['db']) => Promise<T>): Promise<T> {
  const handle = openPostgres(databaseUrl, 1);
  try {
    return await fn(handle.db);
  } finally {
    await handle.close();
  }
}

const userId = (email: string) => withDb(async (db) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id);

/** An approved job of the employer's, with these fields. */
async function makeJob(employerEmail: string, values: Partial<JobValues> & { title: string }): Promise<string> {
  const employerId = await userId(employerEmail);
  return withDb(async (db) => {
    const [job] = await db
      .insert(jobs)
      .values({ employerId, categoryId: 44, status: 'approved', approvedAt: new Date(), expireDate: inDays(30), description: 'A job on the test board.', ...values })
      .returning({ uuid: jobs.uuid });
    return job.uuid;
  });
}

/** An application of the candidate's to the job, at a stage (with the candidate's newest CV when they have one). */
async function setApplication(candidateEmail: string, jobUuid: string, status: 'applied' | 'shortlisted' | 'withdrawn'): Promise<void> {
  const candidateId = await userId(candidateEmail);
  await withDb(async (db) => {
    const [job] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.uuid, jobUuid));
    const [cv] = await db.select({ id: cvFiles.id }).from(cvFiles).where(eq(cvFiles.userId, candidateId));
    const [existing] = await db.select({ id: jobApplications.id }).from(jobApplications).where(and(eq(jobApplications.jobId, job.id), eq(jobApplications.candidateId, candidateId)));
    if (existing) await db.update(jobApplications).set({ status }).where(eq(jobApplications.id, existing.id));
    else await db.insert(jobApplications).values({ jobId: job.id, candidateId, cvFileId: cv?.id ?? null, status });
  });
}

async function api(base: string, token: string, path: string, body: Record<string, unknown> | FormData): Promise<void> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }) },
    body: body instanceof FormData ? body : JSON.stringify(body),
  });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(201);
}

async function uploadCv(base: string, token: string, title: string): Promise<void> {
  const form = new FormData();
  form.set('resume', new File([samplePdf], 'cv.pdf', { type: 'application/pdf' }));
  form.set('title', title);
  await api(base, token, '/api/applicant/resume/', form);
}

/** The value of a job page's key fact. */
const fact = (page: Page, term: string) => page.locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) }).locator('dd');

/** Opens a public job page and waits for its applied island's one question when the browser is signed in. */
async function openPublic(page: Page, path: string, signedIn: boolean): Promise<void> {
  const asked = signedIn ? page.waitForResponse((r) => r.url().endsWith('/candidate/applied-jobs/stages')) : null;
  await page.goto(path);
  if (asked) await asked;
}

test('item 7: the employer’s job page lists its applicants without a “coming soon” note (1280 and 360 px)', async ({ browser, baseURL }) => {
  test.skip(!databaseUrl, 'needs the test server on Postgres (TEST_DATABASE_URL)');
  const base = baseURL!;
  const employer = await freshAccount(base, 'employer', { name: 'Leftover Employer' });
  const candidate = await freshAccount(base, 'candidate', { name: 'Table Candidate' });
  const uuid = await makeJob(employer.email, { title: `Stock Clerk ${Date.now().toString(36)}` });
  await setApplication(candidate.email, uuid, 'applied');
  const context = await browser.newContext({ baseURL: base });
  try {
    await signInAs(context, base, employer.email, employer.password);
    const page = await context.newPage();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/employer/jobs/${uuid}`);
      await expect(page.getByRole('heading', { level: 2, name: /Applicants/ })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Table Candidate' })).toBeVisible();
      await expect(page.getByText(/coming soon/i)).toHaveCount(0);
      await expect(page.locator('main')).not.toContainText(/soon/i);
    }
    await expectNoAxe(page, `/employer/jobs/${uuid}`);
  } finally {
    await context.close();
  }
});

test('item 8: a job’s public page shows every field the employer entered: working hours, contact number, an experience maximum (1280 and 360 px)', async ({ page, baseURL }) => {
  test.skip(!databaseUrl, 'needs the test server on Postgres (TEST_DATABASE_URL)');
  const base = baseURL!;
  const employer = await freshAccount(base, 'employer', { name: 'Fields Employer' });
  const title = `Night Baker ${Date.now().toString(36)}`;
  const uuid = await makeJob(employer.email, {
    title,
    jobNature: 'parttime',
    location: '3 Mill Lane',
    city: 'Ashford',
    postcode: 'TN24 8AA',
    country: 'GB',
    salaryType: 'hourly',
    salaryMinMinor: 1250,
    salaryMaxMinor: 1400,
    workingHourFrom: '05:00',
    workingHourTo: '13:30',
    experienceMax: 3,
    ageMin: 18,
    ageMax: 64,
    positions: 2,
    urgent: true,
    contactNumber: '+441233123456',
    skills: ['Sourdough'],
    benefits: ['Free bread'],
    otherBenefits: ['Staff discount'],
    responsibilities: 'Bake the morning loaves.',
    requirements: 'Early riser.',
  });
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/jobs/${uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(fact(page, 'Working hours')).toHaveText('05:00–13:30');
    await expect(fact(page, 'Contact number').getByRole('link')).toHaveAttribute('href', 'tel:+441233123456');
    await expect(fact(page, 'Contact number')).toHaveText('+44 1233 123456');
    await expect(fact(page, 'Experience')).toHaveText('up to 3 years');
    await expect(fact(page, 'Salary')).toHaveText(/^£12\.50 – £14(\.00)? per hour$/);
    await expect(fact(page, 'Location')).toHaveText('3 Mill Lane, TN24 8AA, United Kingdom');
    await expect(fact(page, 'Job type')).toHaveText('Part time');
    await expect(fact(page, 'Positions')).toHaveText('2');
    await expect(page.getByText('Urgent', { exact: true })).toBeVisible();
    for (const text of ['Sourdough', 'Free bread', 'Staff discount', 'Bake the morning loaves.', 'Early riser.']) await expect(page.getByText(text, { exact: true })).toBeVisible();
    // The age range is the employer's alone.
    await expect(page.locator('main')).not.toContainText('64');
    await page.screenshot({ path: test.info().outputPath(`job-page-${width}.png`), fullPage: true });
  }
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.map((t) => JSON.parse(t) as { '@type': string; workHours?: string }).find((d) => d['@type'] === 'JobPosting')?.workHours).toBe('05:00–13:30');
  await expectNoAxe(page, `/jobs/${uuid}`);
});

test('item 9: applied jobs are marked with their stage on /jobs, the job pages and the candidate’s search; recommendations leave them out; no invitation to register', async ({ browser, baseURL }) => {
  test.skip(!databaseUrl, 'needs the test server on Postgres (TEST_DATABASE_URL)');
  const base = baseURL!;
  const tag = crypto.randomBytes(3).toString('hex');
  const employer = await freshAccount(base, 'employer', { name: 'Marks Employer' });
  const candidate = await freshAccount(base, 'candidate', { name: 'Marks Candidate' });
  const other = await freshAccount(base, 'candidate', { name: 'Other Candidate' });
  const appliedTitle = `Parcel Sorter ${tag}`;
  const openTitle = `Van Driver ${tag}`;
  const applied = await makeJob(employer.email, { title: appliedTitle, approvedAt: new Date(Date.now() - 60_000) });
  const open = await makeJob(employer.email, { title: openTitle });
  const token = await apiToken(base, candidate.email, candidate.password);
  await uploadCv(base, token, 'Sorter CV');
  // Preferences that match both jobs: the dashboard recommends the one not applied to.
  await api(base, token, '/api/applicant/preference/', { keyword: [tag] });
  await setApplication(candidate.email, applied, 'shortlisted');

  const cc = await browser.newContext({ baseURL: base });
  const vc = await browser.newContext({ baseURL: base });
  try {
    await signInAs(cc, base, candidate.email, candidate.password);
    const cp = await cc.newPage();
    for (const width of widths) {
      await cp.setViewportSize({ width, height: 900 });
      // The public list (the same HTML for everyone): the island marks the job applied to.
      await openPublic(cp, `/jobs?q=${tag}`, true);
      const appliedCard = cp.getByRole('listitem').filter({ has: cp.getByRole('link', { name: appliedTitle }) });
      const openCard = cp.getByRole('listitem').filter({ has: cp.getByRole('link', { name: openTitle }) });
      await expect(appliedCard.getByText('Applied · Shortlisted')).toBeVisible();
      await cp.screenshot({ path: test.info().outputPath(`applied-list-${width}.png`) });
      await expect(openCard).toBeVisible();
      await expect(openCard.getByText(/Applied/)).toHaveCount(0);
      // The job page applied to: the stage instead of the button, no invitation to register.
      await openPublic(cp, `/jobs/${applied}`, true);
      await expect(cp.getByRole('status').filter({ hasText: 'You applied for this job. Stage: Shortlisted.' })).toBeVisible();
      await expect(cp.getByRole('link', { name: 'Apply for this job' })).toHaveCount(0);
      await expect(cp.getByRole('link', { name: 'See your applications' })).toHaveAttribute('href', '/candidate/applied-jobs');
      await expect(cp.getByRole('link', { name: 'Register as a job seeker' })).toHaveCount(0);
      await cp.screenshot({ path: test.info().outputPath(`applied-job-${width}.png`) });
      // Another job: the button, still no invitation to register.
      await openPublic(cp, `/jobs/${open}`, true);
      await expect(cp.getByRole('link', { name: 'Apply for this job' })).toBeVisible();
      await expect(cp.getByRole('link', { name: 'Register as a job seeker' })).toHaveCount(0);
      await expect(cp.getByText('You applied for this job', { exact: false })).toHaveCount(0);
      // The candidate's own search (rendered for them).
      await cp.goto(`/candidate/jobs?q=${tag}`);
      await expect(cp.getByRole('listitem').filter({ has: cp.getByRole('link', { name: appliedTitle }) }).getByText('Applied · Shortlisted')).toBeVisible();
      await expect(cp.getByRole('listitem').filter({ has: cp.getByRole('link', { name: openTitle }) }).getByText(/Applied/)).toHaveCount(0);
      // The dashboard recommends the other job only.
      await cp.goto('/candidate/dashboard');
      const recommended = cp.locator('section[aria-labelledby="recommended-jobs"]');
      await expect(recommended.getByRole('link', { name: openTitle })).toBeVisible();
      await expect(recommended.getByRole('link', { name: appliedTitle })).toHaveCount(0);
    }
    await openPublic(cp, `/jobs?q=${tag}`, true);
    await expectNoAxe(cp, '/jobs?q= as a job seeker');
    await openPublic(cp, `/jobs/${applied}`, true);
    await expectNoAxe(cp, 'a job page applied to');
    await cp.goto(`/candidate/jobs?q=${tag}`);
    await expectNoAxe(cp, '/candidate/jobs');
    await cp.goto('/candidate/dashboard');
    await expectNoAxe(cp, '/candidate/dashboard');

    // The marks are the candidate's own: a visitor sees the button and the invitation, another
    // candidate no mark; the endpoint refuses a visitor and another role.
    const vp = await vc.newPage();
    await vp.goto(`/jobs/${applied}`);
    await expect(vp.getByRole('link', { name: 'Apply for this job' })).toBeVisible();
    await expect(vp.getByRole('link', { name: 'Register as a job seeker' })).toBeVisible();
    expect((await vp.request.get('/candidate/applied-jobs/stages', { headers: { accept: 'application/json' }, maxRedirects: 0 })).status()).toBe(401);
    const mine = await cp.request.get('/candidate/applied-jobs/stages', { headers: { accept: 'application/json' } });
    expect(await mine.json()).toEqual({ jobs: [{ job: applied, stage: 'shortlisted' }] });
    await signInAs(vc, base, other.email, other.password);
    const theirs = await vp.request.get('/candidate/applied-jobs/stages', { headers: { accept: 'application/json' } });
    expect(await theirs.json()).toEqual({ jobs: [] });
    await openPublic(vp, `/jobs?q=${tag}`, true);
    await expect(vp.getByRole('link', { name: appliedTitle })).toBeVisible();
    await expect(vp.getByText(/Applied ·/)).toHaveCount(0);
    const ec = await browser.newContext({ baseURL: base });
    try {
      await signInAs(ec, base, employer.email, employer.password);
      expect((await ec.request.get('/candidate/applied-jobs/stages', { headers: { accept: 'application/json' }, maxRedirects: 0 })).status()).toBe(403);
    } finally {
      await ec.close();
    }
  } finally {
    await cc.close();
    await vc.close();
  }
});

test('item 10: the dashboard’s to-do leaves out a resume at 100 % and an uploaded CV; a withdrawn application does not count as applied (1280 and 360 px)', async ({ browser, baseURL }) => {
  test.skip(!databaseUrl, 'needs the test server on Postgres (TEST_DATABASE_URL)');
  const base = baseURL!;
  const employer = await freshAccount(base, 'employer', { name: 'Todo Employer' });
  const candidate = await freshAccount(base, 'candidate', { name: 'Todo Candidate' });
  const context = await browser.newContext({ baseURL: base });
  try {
    await signInAs(context, base, candidate.email, candidate.password);
    const page = await context.newPage();
    const todo = page.locator('section[aria-labelledby="todo-title"]');
    const next = page.getByRole('heading', { name: 'What needs you next' }).locator('..');
    await page.goto('/candidate/dashboard');
    await expect(todo.getByRole('link', { name: /^Build your resume/ })).toBeVisible();
    await expect(todo.getByRole('link', { name: /^Upload a CV/ })).toBeVisible();

    // Every part of the resume, a picture and a CV, through the API.
    const token = await apiToken(base, candidate.email, candidate.password);
    await api(base, token, '/api/applicant/basic_info/', { first_name: 'Todo', last_name: 'Candidate', primary_contact_no: '07911 123456' });
    await api(base, token, '/api/applicant/career_info/', { objective: 'A steady warehouse job' });
    await api(base, token, '/api/applicant/education/', { edu_level: 'Bachelor', degree_title: 'BSc Logistics', institute: 'University of Kent', passing_year: 2018 });
    await api(base, token, '/api/applicant/experience/', { org_name: 'Kent Stores', designation: 'Picker', from_date: '2019-01-01', curr_working: true });
    await api(base, token, '/api/applicant/skill/', { skill_name: 'Forklift' });
    await api(base, token, '/api/applicant/language/', { language: 'English', learned_by: 'native', reading: 'high', writing: 'high', speaking: 'high' });
    await api(base, token, '/api/applicant/present_address/', { house: '4', street: 'Station Road', city: 'Ashford', county: 'Kent', country: 'United Kingdom' });
    await api(base, token, '/api/applicant/preference/', { pref_city: ['Ashford'] });
    await api(base, token, '/api/applicant/reference/', { name: 'Dr A Patel', designation: 'Manager', organization: 'Kent Stores', email: 'a.patel@example.test', relation: 'Manager' });
    const picture = new FormData();
    picture.set('picture', new File([samplePng], 'me.png', { type: 'image/png' }));
    await api(base, token, '/api/applicant/picture/', picture);
    await uploadCv(base, token, 'Warehouse CV');

    // Only a withdrawn application so far: the dashboard still asks to apply.
    const uuid = await makeJob(employer.email, { title: `Picker ${Date.now().toString(36)}` });
    await setApplication(candidate.email, uuid, 'withdrawn');
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/candidate/dashboard');
      await expect(page.getByText('Resume 100% complete')).toBeVisible();
      await expect(todo.getByRole('link', { name: /^Build your resume/ })).toHaveCount(0);
      await expect(todo.getByRole('link', { name: /^Upload a CV/ })).toHaveCount(0);
      await expect(todo.getByRole('link', { name: /^Find jobs/ })).toBeVisible();
      await expect(next.getByRole('link', { name: 'Find a job and apply.' })).toBeVisible();
      await expect(next.getByRole('link', { name: 'Finish your resume so employers see all of you.' })).toHaveCount(0);
      await expect(next.getByRole('link', { name: 'Upload a CV: you apply with it.' })).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`dashboard-${width}.png`), fullPage: true });
    }
    await expectNoAxe(page, '/candidate/dashboard at 100 %');
    // Applied again: now it counts.
    await setApplication(candidate.email, uuid, 'applied');
    await page.goto('/candidate/dashboard');
    await expect(page.getByRole('heading', { name: 'Your applications by stage' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find a job and apply.' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('item 12: a student is told before the click that applying needs a job-seeker account; the refusal says so and leads to registering one (1280 and 360 px)', async ({ browser, baseURL }) => {
  test.skip(!databaseUrl, 'needs the test server on Postgres (TEST_DATABASE_URL)');
  const base = baseURL!;
  const employer = await freshAccount(base, 'employer', { name: 'Role Employer' });
  const student = await freshAccount(base, 'student', { name: 'Wrong Role Student' });
  const uuid = await makeJob(employer.email, { title: `Barista ${Date.now().toString(36)}` });
  const context = await browser.newContext({ baseURL: base });
  try {
    await signInAs(context, base, student.email, student.password);
    const page = await context.newPage();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await openPublic(page, `/jobs/${uuid}`, true);
      await expect(page.getByText('Applying needs a job-seeker account: a student or employer account cannot apply.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Register as a job seeker' })).toBeVisible();
      const refused = page.waitForResponse((r) => r.url().endsWith(`/candidate/jobs/${uuid}/apply`) && r.request().resourceType() === 'document');
      await page.getByRole('link', { name: 'Apply for this job' }).click();
      expect((await refused).status()).toBe(403);
      await expect(page.getByRole('heading', { level: 1, name: 'Applying for a job needs a job-seeker account' })).toBeVisible();
      await expect(page.getByText(/only a job seeker can apply for a job/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign out and register as a job seeker' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the jobs' })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`refusal-${width}.png`) });
    }
    await expectNoAxe(page, 'the apply refusal');
    await page.goto(`/jobs/${uuid}`);
    await expectNoAxe(page, 'a job page for a student');
    // Another candidate-area page still refuses with the plain 403 page.
    expect((await page.goto('/candidate/dashboard'))?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'You are not allowed to open this page' })).toBeVisible();
    // The way to a job-seeker account: signed out, on the registration form for one.
    await page.goto(`/candidate/jobs/${uuid}/apply`);
    await page.getByRole('button', { name: 'Sign out and register as a job seeker' }).click();
    await expect(page).toHaveURL(/\/register\?role=candidate$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Job seeker' })).toBeChecked();
  } finally {
    await context.close();
  }
});
