import { describe, expect, inject, it } from 'vitest';
import { openPostgres } from '@/db';
import { sessionCookie } from '../helpers/auth';
import { asFile, samplePdf } from '../helpers/sample-files';
import { draftFor } from '../helpers/wizard-fixtures';
import { makeUser, PASSWORD } from '../integration/account-fixtures';

/**
 * The file drop before JavaScript (components/ui/file-drop.tsx) is a plain multipart form posted to
 * the upload route: a browser asking for HTML is answered 303 back to the page the route names,
 * with the outcome the page shows (signed for the student: lib/http/form-outcome.ts); a JSON
 * client (the JS path, old clients) gets exactly the JSON answers it always got.
 */
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');

const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

async function signedInStudent(role: 'student' | 'candidate' = 'student') {
  const handle = openPostgres(databaseUrl, 1);
  const u = await makeUser(handle.db, { role }).finally(() => handle.close());
  return { id: u.id, email: u.email, cookie: await sessionCookie(baseUrl, u.email, PASSWORD) };
}

function post(path: string, cookie: string, file: File, accept: string): Promise<Response> {
  const body = new FormData();
  body.append('file', file);
  return fetch(baseUrl + path, { method: 'POST', body, redirect: 'manual', headers: { cookie, origin: baseUrl, accept } });
}

const page = async (location: string, cookie: string) => {
  const res = await fetch(baseUrl + location, { headers: { cookie, accept: browserAccept }, redirect: 'manual' });
  expect(res.status, location).toBe(200);
  return res.text();
};

const txt = () => asFile(Buffer.from('just some text'), 'notes.txt', 'text/plain');

describe.runIf(!!databaseUrl)('an upload posted as a plain form (no JavaScript)', () => {
  it('profile file: 303 back to /student/update-profile, which says "File uploaded" and lists it; a refused file says why and saves nothing', async () => {
    const s = await signedInStudent();
    const path = `/api/students/${s.id}/profile-files/passport`;

    const saved = await post(path, s.cookie, asFile(samplePdf, 'plain-passport.pdf', 'application/pdf'), browserAccept);
    expect(saved.status, await saved.clone().text()).toBe(303);
    const to = saved.headers.get('location')!;
    expect(to).toMatch(/^\/student\/update-profile\?upload=passport&upload_status=saved&upload_message=profile\.fileSaved&upload_sig=[\w-]{32}$/);
    const html = await page(to, s.cookie);
    expect(html).toContain('File uploaded');
    expect(html).toContain('plain-passport.pdf');

    const refused = await post(`/api/students/${s.id}/profile-files/certificates`, s.cookie, txt(), browserAccept);
    expect(refused.status).toBe(303);
    const back = refused.headers.get('location')!;
    expect(back).toMatch(/^\/student\/update-profile\?upload=certificates&upload_status=refused&/);
    const refusedHtml = await page(back, s.cookie);
    expect(refusedHtml).toContain('This file type is not allowed: use PDF');
    expect(refusedHtml).not.toContain('notes.txt');
    // Nothing was stored for that kind.
    expect((await fetch(`${baseUrl}/api/students/${s.id}/profile-files/certificates`, { headers: { cookie: s.cookie } })).status).toBe(404);

    // The outcome is shown only as the server signed it, and only to this student.
    const forged = back.replace(/upload_message=[^&]+/, 'upload_message=profile.fileSaved').replace('upload_status=refused', 'upload_status=saved');
    expect(await page(forged, s.cookie)).not.toContain('File uploaded');
    const other = await signedInStudent();
    expect(await page(back, other.cookie)).not.toContain('This file type is not allowed: use');
  });

  it('application document: 303 back to the documents step, which says "Document uploaded"', async () => {
    const s = await signedInStudent();
    const { applicationId } = await draftFor(databaseUrl, s.email);
    const res = await post(`/api/applications/${applicationId}/documents/passport`, s.cookie, asFile(samplePdf, 'doc-passport.pdf', 'application/pdf'), browserAccept);
    expect(res.status, await res.clone().text()).toBe(303);
    const to = res.headers.get('location')!;
    expect(to).toMatch(new RegExp(`^/application\\?application_id=${applicationId}&step=4&upload=passport&upload_status=saved&`));
    const html = await page(to, s.cookie);
    expect(html).toContain('Document uploaded');
    expect(html).toContain('doc-passport.pdf');
  });

  it('CV: 303 back to /candidate/cvs, which says "Resume uploaded" and lists it; a refused file says why; JSON clients get 201 and 422', async () => {
    const c = await signedInStudent('candidate');
    const saved = await post('/api/candidate/cvs', c.cookie, asFile(samplePdf, 'plain-cv.pdf', 'application/pdf'), browserAccept);
    expect(saved.status, await saved.clone().text()).toBe(303);
    const to = saved.headers.get('location')!;
    expect(to).toMatch(/^\/candidate\/cvs\?upload=cv&upload_status=saved&upload_message=candidates\.cvUploaded&upload_sig=[\w-]{32}$/);
    const html = await page(to, c.cookie);
    expect(html).toContain('Resume uploaded');
    expect(html).toContain('plain-cv.pdf');

    const refused = await post('/api/candidate/cvs', c.cookie, txt(), browserAccept);
    expect(refused.status).toBe(303);
    const back = refused.headers.get('location')!;
    expect(back).toMatch(/^\/candidate\/cvs\?upload=cv&upload_status=refused&/);
    const refusedHtml = await page(back, c.cookie);
    expect(refusedHtml).toContain('This file type is not allowed');
    expect(refusedHtml).not.toContain('notes.txt');

    const ok = await post('/api/candidate/cvs', c.cookie, asFile(samplePdf, 'json-cv.pdf', 'application/pdf'), 'application/json');
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({ message: 'Resume uploaded', cv: { title: 'json-cv', isDefault: false, fileName: 'json-cv.pdf' } });
    const bad = await post('/api/candidate/cvs', c.cookie, txt(), 'application/json');
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors.resume[0]).toMatch(/^This file type is not allowed/);
    // Only a candidate uploads a CV; a visitor is told to sign in.
    const student = await signedInStudent();
    expect((await post('/api/candidate/cvs', student.cookie, asFile(samplePdf, 'x.pdf', 'application/pdf'), 'application/json')).status).toBe(403);
    expect((await post('/api/candidate/cvs', '', asFile(samplePdf, 'x.pdf', 'application/pdf'), 'application/json')).status).toBe(401);
  });

  it('a JSON client gets the same answers as ever: 201 with the file, 422 with the refusal', async () => {
    const s = await signedInStudent();
    const path = `/api/students/${s.id}/profile-files/passport`;
    for (const accept of ['application/json', '*/*']) {
      const ok = await post(path, s.cookie, asFile(samplePdf, 'json-passport.pdf', 'application/pdf'), accept);
      expect(ok.status).toBe(201);
      expect(ok.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await ok.json()).toEqual({
        message: 'File uploaded',
        file: { name: 'json-passport.pdf', mimeType: 'application/pdf', sizeBytes: samplePdf.length, url: `/api/students/${s.id}/profile-files/passport` },
      });
      const bad = await post(path, s.cookie, txt(), accept);
      expect(bad.status).toBe(422);
      const body = (await bad.json()) as { message: string; errors: Record<string, string[]> };
      expect(body.message).toBe('This file type is not allowed: use PDF, JPEG or PNG');
      expect(body.errors).toEqual({ passport: ['This file type is not allowed: use PDF, JPEG or PNG'] });
    }
  });
});
