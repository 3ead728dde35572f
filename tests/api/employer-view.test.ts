import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres, type DbHandle } from '@/db';
import { applicationDocuments, applications, cvFiles, jobApplications, jobs, uploadedFiles } from '@/db/schema';
import { apiToken, DEMO_PASSWORD, demoAccounts, sessionCookie } from '../helpers/auth';
import { asFile, pngOfSize, samplePdf, samplePng } from '../helpers/sample-files';
import { draftFor } from '../helpers/wizard-fixtures';
import { makeUser, PASSWORD } from '../integration/account-fixtures';

/**
 * The privacy decisions of PRODUCT.md section 13 over HTTP: `/files/{uuid}` hides a draft's
 * document from admins until an application carrying it is submitted; an employer loses a job
 * seeker's CV and picture when the application is withdrawn, and the applicant page says so
 * without the e-mail; an image over 8,000 px a side or 40 megapixels is refused at the upload door.
 */
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');

type Json = Record<string, unknown>;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function user(handle: DbHandle, role: 'candidate' | 'employer' | 'student') {
  const u = await makeUser(handle.db, { role });
  return { ...u, token: await apiToken(baseUrl, u.email, PASSWORD) };
}

async function post(path: string, token: string, body: FormData | Json): Promise<{ status: number; body: Json }> {
  const isForm = body instanceof FormData;
  const res = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { accept: 'application/json', ...bearer(token), ...(isForm ? {} : { 'content-type': 'application/json' }) },
    body: isForm ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
}

describe.runIf(!!databaseUrl)('what an employer and an admin read over HTTP', () => {
  let handle: DbHandle;
  let adminToken: string;
  beforeAll(async () => {
    handle = openPostgres(databaseUrl, 2);
    adminToken = await apiToken(baseUrl, demoAccounts.admin, DEMO_PASSWORD);
  }, 120_000);
  afterAll(async () => handle?.close());

  it('an admin gets 404 for a draft’s document on /files, and reads it once the application is submitted', async () => {
    const student = await user(handle, 'student');
    const { applicationId } = await draftFor(databaseUrl, student.email);
    const form = new FormData();
    form.append('file', asFile(samplePdf, 'passport.pdf', 'application/pdf'));
    const up = await fetch(`${baseUrl}/api/applications/${applicationId}/documents/passport`, { method: 'POST', body: form, headers: bearer(student.token) });
    expect(up.status, await up.clone().text()).toBe(201);
    const [doc] = await handle.db
      .select({ uuid: uploadedFiles.uuid })
      .from(applicationDocuments)
      .innerJoin(uploadedFiles, eq(uploadedFiles.id, applicationDocuments.fileId))
      .where(and(eq(applicationDocuments.applicationId, applicationId), eq(applicationDocuments.slot, 'passport')));
    const file = `${baseUrl}/files/${doc.uuid}`;

    expect((await fetch(file, { headers: bearer(student.token) })).status).toBe(200);
    const hidden = await fetch(file, { headers: bearer(adminToken) });
    expect(hidden.status).toBe(404);
    expect(Buffer.from(await hidden.arrayBuffer()).includes(samplePdf.subarray(0, 40))).toBe(false);

    await handle.db.update(applications).set({ status: 'submitted', submittedAt: new Date() }).where(eq(applications.id, applicationId));
    const shown = await fetch(file, { headers: bearer(adminToken) });
    expect(shown.status).toBe(200);
    expect(Buffer.from(await shown.arrayBuffer()).equals(samplePdf)).toBe(true);
  });

  it('an employer reads the CV and picture of a live application; after the withdrawal, 404 and a page that says withdrawn', async () => {
    const employer = await user(handle, 'employer');
    const cand = await user(handle, 'candidate');
    const expireDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const [job] = await handle.db
      .insert(jobs)
      .values({ title: 'Withdrawal over HTTP', employerId: employer.id, categoryId: 44, status: 'approved', approvedAt: new Date(), expireDate })
      .returning({ uuid: jobs.uuid });
    const phone = '+44 7911 123765';
    expect((await post('/api/applicant/basic_info/', cand.token, { first_name: 'Wanda', last_name: 'Withdrawer', primary_contact_no: phone })).status).toBeLessThan(300);
    const cvForm = new FormData();
    cvForm.set('resume', asFile(samplePdf, 'wanda.pdf', 'application/pdf'));
    const cv = await post('/api/applicant/resume/', cand.token, cvForm);
    expect(cv.status, JSON.stringify(cv.body)).toBe(201);
    const picForm = new FormData();
    picForm.append('picture', asFile(samplePng, 'wanda.png', 'image/png'));
    const pic = await post('/api/applicant/picture/', cand.token, picForm);
    expect(pic.status, JSON.stringify(pic.body)).toBe(201);
    const applied = await post('/api/applicant/job_application/', cand.token, { job: job.uuid, cv: cv.body.id });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const [row] = await handle.db
      .select({ uuid: jobApplications.uuid, cvUrl: uploadedFiles.uuid })
      .from(jobApplications)
      .innerJoin(cvFiles, eq(cvFiles.id, jobApplications.cvFileId))
      .innerJoin(uploadedFiles, eq(uploadedFiles.id, cvFiles.fileId))
      .where(eq(jobApplications.uuid, applied.body.uuid as string));
    const cvFile = `${baseUrl}/files/${row.cvUrl}`;
    const picFile = baseUrl + (pic.body.picture as string);
    const cookie = await sessionCookie(baseUrl, employer.email, PASSWORD);
    const page = () => fetch(`${baseUrl}/employer/applicants/${row.uuid}`, { headers: { cookie }, redirect: 'manual' });

    expect((await fetch(cvFile, { headers: bearer(employer.token) })).status).toBe(200);
    expect((await fetch(picFile, { headers: bearer(employer.token) })).status).toBe(200);
    const livePage = await (await page()).text();
    expect(livePage).toContain(`/files/${row.cvUrl}`);
    expect(livePage).toContain(cand.email);
    expect(livePage).toContain(phone);

    // The candidate withdraws (the applied-jobs page's server action writes exactly this).
    await handle.db.update(jobApplications).set({ status: 'withdrawn', updatedAt: new Date() }).where(eq(jobApplications.uuid, row.uuid));
    expect((await fetch(cvFile, { headers: bearer(employer.token) })).status).toBe(404);
    expect((await fetch(picFile, { headers: bearer(employer.token) })).status).toBe(404);
    const res = await page();
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('The candidate withdrew this application');
    expect(html).toContain('Wanda');
    for (const gone of [`/files/${row.cvUrl}`, pic.body.picture as string, cand.email, phone]) expect(html, gone).not.toContain(gone);
    // The candidate still reads their own CV.
    expect((await fetch(cvFile, { headers: bearer(cand.token) })).status).toBe(200);
  });

  it('a picture over 8,000 px on a side or 40 megapixels is refused at the upload door with a message; one within the limits is stored', async () => {
    const cand = await user(handle, 'candidate');
    for (const [w, h] of [
      [8001, 100],
      [7000, 7000],
    ]) {
      const form = new FormData();
      form.append('picture', asFile(pngOfSize(w, h), 'huge.png', 'image/png'));
      const res = await post('/api/applicant/picture/', cand.token, form);
      expect(res.status, `${w}×${h}`).toBe(400);
      expect(JSON.stringify(res.body), `${w}×${h}`).toContain('This image is too big: at most 8,000 pixels on a side and 40 megapixels');
    }
    const ok = new FormData();
    ok.append('picture', asFile(pngOfSize(8000, 5000), 'wide.png', 'image/png'));
    expect((await post('/api/applicant/picture/', cand.token, ok)).status).toBe(201);
  });

  it('a university logo over the limit is refused at the admin door', async () => {
    const list = (await (await fetch(`${baseUrl}/api/web/university/list`)).json()) as { id: number }[];
    const form = new FormData();
    form.append('_method', 'PUT');
    form.append('logo', asFile(pngOfSize(20000, 20000), 'logo.png', 'image/png'));
    const res = await fetch(`${baseUrl}/api/admin/university/${list.at(-1)!.id}`, { method: 'POST', body: form, headers: { accept: 'application/json', ...bearer(adminToken) } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await res.text()).toContain('This image is too big');
  });
});
