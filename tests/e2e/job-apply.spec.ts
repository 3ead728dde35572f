import { eq } from 'drizzle-orm';
import { openPostgres } from '@/db';
import { jobs, users } from '@/db/schema';
import { listOutboxMails, outboxDir } from '@/lib/mail/outbox';
import { apiToken } from '../helpers/auth';
import { expect, expectNoSeriousAxe, freshAccount, signInAs, test, type Page } from '../helpers/e2e';
import { samplePdf } from '../helpers/sample-files';
import { readServerState } from '../helpers/test-server';

/**
 * Applying for a job and the employer's pipeline, end to end in Chromium: a job seeker with a
 * resume and a CV opens an approved job (the page says one can apply directly), applies with the
 * CV and a cover note → the employer's dashboard figures move, the employer sees the applicant,
 * downloads the CV and shortlists → the candidate's applied list says "Shortlisted" and an e-mail
 * went out. axe on the candidate pages and the pipeline pages at 1280 and 360 px.
 */
test.describe.configure({ timeout: 300_000 });

const state = readServerState();
const databaseUrl = state?.databaseUrl ?? '';
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function figure(page: Page, label: string): Promise<number> {
  await page.goto('/employer/dashboard');
  const link = page.getByRole('link', { name: new RegExp(label) });
  return Number(await link.locator('span').first().textContent());
}

async function axeAtBothWidths(page: Page, path: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await expectNoSeriousAxe(page, `${path} at ${width} px`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(1);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a job seeker applies with a CV; the employer sees them, downloads the CV and shortlists; the candidate sees "Shortlisted" and gets a mail', async ({ browser, baseURL }) => {
  test.skip(!databaseUrl, 'needs the test server on Postgres (TEST_DATABASE_URL)');
  const base = baseURL!;
  const employer = await freshAccount(base, 'employer', { name: 'Pipeline Employer' });
  const candidate = await freshAccount(base, 'candidate', { name: 'Apply Candidate' });

  // An approved job of the employer's (moderation has its own journey).
  const handle = openPostgres(databaseUrl, 1);
  const title = `Warehouse Lead ${Date.now().toString(36)}`;
  let jobUuid = '';
  try {
    const [e] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, employer.email));
    const [job] = await handle.db
      .insert(jobs)
      .values({ title, employerId: e.id, categoryId: 44, status: 'approved', approvedAt: new Date(), expireDate: inDays(30), city: 'Ashford', description: 'Lead a small warehouse team.' })
      .returning({ uuid: jobs.uuid });
    jobUuid = job.uuid;
  } finally {
    await handle.close();
  }

  // The candidate's resume (basic information) and a CV, through the API.
  const token = await apiToken(base, candidate.email, candidate.password);
  const auth = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const basic = await fetch(`${base}/api/applicant/basic_info/`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Apply', last_name: 'Candidate', religion: 'Private', nid: 'SECRET-NID' }),
  });
  expect(basic.status).toBe(201);
  const form = new FormData();
  form.set('resume', new File([samplePdf], 'apply-cv.pdf', { type: 'application/pdf' }));
  form.set('title', 'Warehouse CV');
  expect((await fetch(`${base}/api/applicant/resume/`, { method: 'POST', headers: auth, body: form })).status).toBe(201);

  const employerContext = await browser.newContext({ baseURL: base });
  const candidateContext = await browser.newContext({ baseURL: base });
  try {
    await signInAs(employerContext, base, employer.email, employer.password);
    await signInAs(candidateContext, base, candidate.email, candidate.password);
    const ep = await employerContext.newPage();
    const cp = await candidateContext.newPage();
    const totalBefore = await figure(ep, 'Total applications');
    const unviewedBefore = await figure(ep, 'Unviewed applications');

    // The job page says one can apply directly; Apply leads to the signed-in apply page.
    await cp.goto(`/jobs/${jobUuid}`);
    await expect(cp.getByText('You can apply directly on Zhiyuan')).toBeVisible();
    const ld = await cp.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.map((t) => JSON.parse(t) as { '@type': string; directApply?: boolean }).find((d) => d['@type'] === 'JobPosting')?.directApply).toBe(true);
    await cp.getByRole('link', { name: 'Apply for this job' }).click();
    await expect(cp).toHaveURL(new RegExp(`/candidate/jobs/${jobUuid}/apply$`));
    await expect(cp.getByRole('radio', { name: /Warehouse CV/ })).toBeChecked();
    await cp.getByLabel(/Cover note/).fill('Five years leading warehouse shifts.');
    await cp.getByRole('button', { name: 'Send my application' }).click();
    await expect(cp).toHaveURL(/\/candidate\/applied-jobs/);
    const row = cp.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('New');
    // Applying again says so.
    await cp.goto(`/candidate/jobs/${jobUuid}/apply`);
    await expect(cp.getByText('You have already applied to this job')).toBeVisible();

    // The employer's figures moved; the applicant is in the pipeline with the CV and the cover note.
    expect(await figure(ep, 'Total applications')).toBe(totalBefore + 1);
    expect(await figure(ep, 'Unviewed applications')).toBe(unviewedBefore + 1);
    await ep.goto(`/employer/jobs/${jobUuid}`);
    await expect(ep.getByRole('link', { name: 'Apply Candidate' })).toBeVisible();
    await axeAtBothWidths(ep, `/employer/jobs/${jobUuid}`);
    await ep.goto('/employer/applicants');
    await axeAtBothWidths(ep, '/employer/applicants');
    await ep.getByRole('link', { name: 'Apply Candidate' }).first().click();
    await expect(ep.getByRole('heading', { level: 1, name: 'Applicant: Apply Candidate' })).toBeVisible();
    await expect(ep.getByText('Viewed').first()).toBeVisible();
    await expect(ep.getByText('Five years leading warehouse shifts.')).toBeVisible();
    await expect(ep.getByText('SECRET-NID')).toHaveCount(0);
    const cvLink = ep.getByRole('link', { name: /Download CV: Warehouse CV/ });
    const cvHref = await cvLink.getAttribute('href');
    const cv = await ep.request.get(cvHref!);
    expect(cv.status()).toBe(200);
    expect(cv.headers()['content-type']).toContain('application/pdf');
    expect(await figure(ep, 'Unviewed applications')).toBe(unviewedBefore);
    await ep.goto('/employer/applicants');
    await ep.getByRole('link', { name: 'Apply Candidate' }).first().click();
    await ep.waitForURL(/\/employer\/applicants\/[0-9a-f-]{36}$/);
    const applicantPath = new URL(ep.url()).pathname;
    await axeAtBothWidths(ep, applicantPath);
    await ep.getByRole('button', { name: 'Shortlisted' }).click();
    await expect(ep.getByText('Stage updated; the candidate was told by e-mail.')).toBeVisible();

    // The candidate sees "Shortlisted", and the mail went out.
    await cp.goto('/candidate/applied-jobs');
    await expect(cp.getByRole('row', { name: new RegExp(title) })).toContainText('Shortlisted');
    const mails = await listOutboxMails(outboxDir(state!.dataDir), { to: candidate.email, template: 'job_application_status' });
    expect(mails.map((m) => m.subject).join('\n')).toMatch(/Shortlisted/);

    // Nobody else reads it: another employer gets 404 for the applicant page and the CV, another
    // candidate does not see the application, and the candidate cannot open the pipeline.
    const outsider = await freshAccount(base, 'employer', { name: 'Other Employer' });
    const otherCandidate = await freshAccount(base, 'candidate', { name: 'Other Candidate' });
    const outsiderContext = await browser.newContext({ baseURL: base });
    const otherCandidateContext = await browser.newContext({ baseURL: base });
    try {
      await signInAs(outsiderContext, base, outsider.email, outsider.password);
      await signInAs(otherCandidateContext, base, otherCandidate.email, otherCandidate.password);
      const op = await outsiderContext.newPage();
      expect((await op.goto(applicantPath))?.status()).toBe(404);
      expect((await op.request.get(cvHref!)).status()).toBe(404);
      await op.goto('/employer/applicants');
      await expect(op.getByRole('link', { name: 'Apply Candidate' })).toHaveCount(0);
      const oc = await otherCandidateContext.newPage();
      await oc.goto('/candidate/applied-jobs');
      await expect(oc.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
      expect((await oc.request.get(cvHref!)).status()).toBe(404);
      expect((await cp.goto(applicantPath))?.status()).toBe(403);
    } finally {
      await outsiderContext.close();
      await otherCandidateContext.close();
    }

    // axe on the candidate pages.
    for (const path of ['/candidate/jobs', '/candidate/jobs?mine=1', '/candidate/applied-jobs', '/candidate/dashboard', `/candidate/jobs/${jobUuid}/apply`]) await axeAtBothWidths(cp, path);
  } finally {
    await employerContext.close();
    await candidateContext.close();
  }
});
