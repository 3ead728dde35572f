import http from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { apiToken, sessionCookie } from '../helpers/auth';
import { asFile, sampleExe, samplePdf, samplePng } from '../helpers/sample-files';
import { draftFor } from '../helpers/wizard-fixtures';
import { makeUser, PASSWORD } from '../integration/account-fixtures';
import { openPostgres } from '@/db';

/**
 * /api/applications/{id}/documents/{slot}: the wizard's upload, download and remove door. A file
 * is judged by its content and size; a refused file says why and leaves the stored one as it was;
 * another student's application answers 404 whatever the verb.
 */
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');

const url = (id: number, slot: string) => `${baseUrl}/api/applications/${id}/documents/${slot}`;

function upload(id: number, slot: string, token: string, file: File): Promise<Response> {
  const body = new FormData();
  body.append('file', file);
  return fetch(url(id, slot), { method: 'POST', body, headers: { authorization: `Bearer ${token}` } });
}

/**
 * The same upload on a connection of its own: the server refuses an oversized body before reading
 * it and closes that connection, which must not be one fetch's pool reuses afterwards.
 */
async function uploadAlone(id: number, slot: string, token: string, file: File): Promise<{ status: number; body: { message?: string } }> {
  const form = new FormData();
  form.append('file', file);
  const encoded = new Response(form);
  const bytes = Buffer.from(await encoded.arrayBuffer());
  return new Promise((resolve, reject) => {
    const req = http.request(url(id, slot), {
      method: 'POST',
      agent: false,
      headers: { authorization: `Bearer ${token}`, 'content-type': encoded.headers.get('content-type')!, 'content-length': String(bytes.length) },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { message?: string } }));
    });
    // The server may stop reading once it has answered; the answer is what counts.
    req.on('error', (err) => setTimeout(() => reject(err), 2000));
    req.end(bytes);
  });
}

async function signedInDraft() {
  const handle = openPostgres(databaseUrl, 1);
  const student = await makeUser(handle.db, { role: 'student' }).finally(() => handle.close());
  const { applicationId } = await draftFor(databaseUrl, student.email);
  return { applicationId, email: student.email, token: await apiToken(baseUrl, student.email, PASSWORD) };
}

// The server's database is reachable on Postgres (CI runs the suite with TEST_DATABASE_URL).
describe.runIf(!!databaseUrl)('application documents over HTTP', () => {
  it('uploads a PDF, downloads the same bytes, replaces it with a PNG and removes it', async () => {
    const a = await signedInDraft();
    const first = await upload(a.applicationId, 'passport', a.token, asFile(samplePdf, 'passport.pdf', 'application/pdf'));
    expect(first.status, await first.clone().text()).toBe(201);
    expect(((await first.json()) as { message: string }).message).toBe('Document uploaded');

    const got = await fetch(url(a.applicationId, 'passport'), { headers: { authorization: `Bearer ${a.token}` } });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toContain('application/pdf');
    expect(Buffer.from(await got.arrayBuffer()).equals(samplePdf)).toBe(true);

    const replaced = await upload(a.applicationId, 'passport', a.token, asFile(samplePng, 'passport.png', 'image/png'));
    expect(replaced.status).toBe(201);
    const again = await fetch(url(a.applicationId, 'passport'), { headers: { authorization: `Bearer ${a.token}` } });
    expect(again.headers.get('content-type')).toContain('image/png');

    const removed = await fetch(url(a.applicationId, 'passport'), { method: 'DELETE', headers: { authorization: `Bearer ${a.token}` } });
    expect(removed.status).toBe(200);
    expect((await fetch(url(a.applicationId, 'passport'), { headers: { authorization: `Bearer ${a.token}` } })).status).toBe(404);
  });

  it('refuses a renamed executable and an 11 MB PDF with a message, and keeps the file already uploaded', async () => {
    const a = await signedInDraft();
    expect((await upload(a.applicationId, 'cv', a.token, asFile(samplePdf, 'cv.pdf', 'application/pdf'))).status).toBe(201);

    const exe = await upload(a.applicationId, 'cv', a.token, asFile(sampleExe, 'cv.pdf', 'application/pdf'));
    expect(exe.status).toBeGreaterThanOrEqual(400);
    expect(exe.status).toBeLessThan(500);
    expect(((await exe.json()) as { message: string }).message).toMatch(/not allowed|PDF|JPEG|PNG/i);

    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(samplePdf);
    const tooLarge = await uploadAlone(a.applicationId, 'cv', a.token, asFile(big, 'big.pdf', 'application/pdf'));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toMatch(/too large/i);

    const kept = await fetch(url(a.applicationId, 'cv'), { headers: { authorization: `Bearer ${a.token}` } });
    expect(kept.status).toBe(200);
    expect(Buffer.from(await kept.arrayBuffer()).equals(samplePdf)).toBe(true);
  });

  it("another student cannot upload to, download from or remove a document of someone else's application: 404", async () => {
    const owner = await signedInDraft();
    const other = await signedInDraft();
    expect((await upload(owner.applicationId, 'passport', owner.token, asFile(samplePdf, 'p.pdf', 'application/pdf'))).status).toBe(201);

    expect((await upload(owner.applicationId, 'passport', other.token, asFile(samplePng, 'x.png', 'image/png'))).status).toBe(404);
    expect((await fetch(url(owner.applicationId, 'passport'), { headers: { authorization: `Bearer ${other.token}` } })).status).toBe(404);
    expect((await fetch(url(owner.applicationId, 'passport'), { method: 'DELETE', headers: { authorization: `Bearer ${other.token}` } })).status).toBe(404);

    // The owner's file is untouched.
    const mine = await fetch(url(owner.applicationId, 'passport'), { headers: { authorization: `Bearer ${owner.token}` } });
    expect(mine.status).toBe(200);
    expect(Buffer.from(await mine.arrayBuffer()).equals(samplePdf)).toBe(true);
  });

  it('a visitor is refused (401) and an unknown slot is a 404', async () => {
    const a = await signedInDraft();
    const body = new FormData();
    body.append('file', asFile(samplePdf, 'p.pdf', 'application/pdf'));
    expect((await fetch(url(a.applicationId, 'passport'), { method: 'POST', body })).status).toBe(401);
    expect((await fetch(url(a.applicationId, 'passport'))).status).toBe(401);
    expect((await fetch(url(a.applicationId, 'not-a-slot'), { headers: { authorization: `Bearer ${a.token}` } })).status).toBe(404);
  });

  it('a cookie-authenticated upload from another site is refused (403) and stores nothing', async () => {
    const a = await signedInDraft();
    const cookie = await sessionCookie(baseUrl, a.email, PASSWORD);
    const body = new FormData();
    body.append('file', asFile(samplePdf, 'p.pdf', 'application/pdf'));
    const res = await fetch(url(a.applicationId, 'passport'), { method: 'POST', body, headers: { cookie, origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect((await fetch(url(a.applicationId, 'passport'), { headers: { authorization: `Bearer ${a.token}` } })).status).toBe(404);

    const same = new FormData();
    same.append('file', asFile(samplePdf, 'p.pdf', 'application/pdf'));
    expect((await fetch(url(a.applicationId, 'passport'), { method: 'POST', body: same, headers: { cookie, origin: baseUrl } })).status).toBe(201);
  });
});
