import { eq } from 'drizzle-orm';
import { openPostgres } from '@/db';
import { jobs, users } from '@/db/schema';
import { apiToken } from '../helpers/auth';
import { expect, freshAccount, signInAs, test } from '../helpers/e2e';
import { samplePdf } from '../helpers/sample-files';
import { readServerState } from '../helpers/test-server';

/**
 * The privacy decisions in Chromium: a job seeker ticks contact details on the privacy form (off
 * by default) and the directory shows exactly those; after applying and then withdrawing, the
 * employer's applicant page says "withdrawn" with no CV, e-mail or phone, and the CV address
 * answers 404.
 */
test.describe.configure({ timeout: 300_000 });

const state = readServerState();
const databaseUrl = state?.databaseUrl ?? '';
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

test('contact consents on the privacy form decide the directory; a withdrawal takes the CV, e-mail and phone back from the employer', async ({ browser, baseURL }) => {
  test.skip(!databaseUrl, 'needs the test server on Postgres (TEST_DATABASE_URL)');
  const base = baseURL!;
  const tag = Date.now().toString(36);
  const employer = await freshAccount(base, 'employer', { name: 'Consent Employer' });
  const candidate = await freshAccount(base, 'candidate', { name: 'Consent Candidate' });
  const phone = '+44 7911 123812';
  const father = `Fathermark${tag}`;

  const handle = openPostgres(databaseUrl, 1);
  let jobUuid = '';
  const title = `Consent job ${tag}`;
  try {
    const [e] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, employer.email));
    const [job] = await handle.db
      .insert(jobs)
      .values({ title, employerId: e.id, categoryId: 44, status: 'approved', approvedAt: new Date(), expireDate: inDays(30), city: 'Ashford' })
      .returning({ uuid: jobs.uuid });
    jobUuid = job.uuid;
  } finally {
    await handle.close();
  }
  const token = await apiToken(base, candidate.email, candidate.password);
  const auth = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const basic = await fetch(`${base}/api/applicant/basic_info/`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Consent', last_name: `Candidate${tag}`, primary_contact_no: phone, fathers_name: father }),
  });
  expect(basic.status).toBe(201);
  const form = new FormData();
  form.set('resume', new File([samplePdf], 'consent-cv.pdf', { type: 'application/pdf' }));
  form.set('title', 'Consent CV');
  expect((await fetch(`${base}/api/applicant/resume/`, { method: 'POST', headers: auth, body: form })).status).toBe(201);

  const employerContext = await browser.newContext({ baseURL: base });
  const candidateContext = await browser.newContext({ baseURL: base });
  try {
    await signInAs(employerContext, base, employer.email, employer.password);
    await signInAs(candidateContext, base, candidate.email, candidate.password);
    const cp = await candidateContext.newPage();
    const ep = await employerContext.newPage();

    // The privacy form: listed, contact details all off by default; share the parents' names only.
    await cp.goto('/candidate/profile');
    const privacy = cp.locator('section#privacy');
    await expect(privacy.getByRole('group', { name: 'Show these contact details to employers' })).toBeVisible();
    for (const label of ['E-mail addresses', 'Phone numbers', "Parents' names", /^Addresses/, /^Referees/]) await expect(privacy.getByLabel(label)).not.toBeChecked();
    await privacy.getByLabel(/List my resume in the candidate directory/).check();
    await privacy.getByLabel("Parents' names").check();
    await privacy.getByRole('button', { name: 'Save privacy choices' }).click();
    await expect(privacy.getByText('Your privacy choices are saved')).toBeVisible();
    await cp.reload();
    await expect(cp.locator('section#privacy').getByLabel("Parents' names")).toBeChecked();
    await expect(cp.locator('section#privacy').getByLabel('Phone numbers')).not.toBeChecked();

    // The directory shows the father's name, not the e-mail or the phone.
    await ep.goto('/candidates');
    await ep.getByRole('link', { name: new RegExp(`Consent Candidate${tag}`) }).first().click();
    const resume = ep.getByRole('article', { name: new RegExp(`Resume of Consent Candidate${tag}`) });
    await expect(resume).toBeVisible();
    await expect(resume.getByText(father)).toBeVisible();
    await expect(ep.getByText(candidate.email)).toHaveCount(0);
    await expect(ep.getByText(phone)).toHaveCount(0);

    // Apply (consent to be contacted): the employer has the CV, the e-mail and the phone.
    await cp.goto(`/candidate/jobs/${jobUuid}/apply`);
    await cp.getByRole('button', { name: 'Send my application' }).click();
    await expect(cp).toHaveURL(/\/candidate\/applied-jobs/);
    await ep.goto('/employer/applicants');
    await ep.getByRole('link', { name: 'Consent Candidate' }).first().click();
    await ep.waitForURL(/\/employer\/applicants\/[0-9a-f-]{36}$/);
    const applicantPath = new URL(ep.url()).pathname;
    const cvHref = await ep.getByRole('link', { name: /Download CV: Consent CV/ }).getAttribute('href');
    expect((await ep.request.get(cvHref!)).status()).toBe(200);
    await expect(ep.getByText(candidate.email).first()).toBeVisible();
    await expect(ep.getByText(phone).first()).toBeVisible();

    // The candidate withdraws; the employer's page says so, without the CV, the e-mail or the phone.
    await cp.goto('/candidate/applied-jobs');
    await cp.getByRole('button', { name: `Withdraw application for ${title}` }).click();
    await expect(cp.getByRole('row', { name: new RegExp(title) })).toContainText('Withdrawn');
    await ep.goto(applicantPath);
    await expect(ep.getByText('The candidate withdrew this application')).toBeVisible();
    await expect(ep.getByText('Withdrawn: the CV is no longer shared.')).toBeVisible();
    await expect(ep.getByRole('link', { name: /Download CV/ })).toHaveCount(0);
    await expect(ep.getByText(candidate.email)).toHaveCount(0);
    await expect(ep.getByText(phone)).toHaveCount(0);
    // What the candidate shares on the form stays.
    await expect(ep.getByText(father)).toBeVisible();
    expect((await ep.request.get(cvHref!)).status()).toBe(404);
  } finally {
    await employerContext.close();
    await candidateContext.close();
  }
});
