import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { findLatestMail, outboxDir } from '@/lib/mail/outbox';
import { privateFilesDir, publicImagesDir, uploadsRoot } from '@/lib/storage/local-driver';

/** The foundation's legacy endpoints and HTTP behaviour, over HTTP against the test server. */
const baseUrl = inject('baseUrl');
const outbox = outboxDir(inject('dataDir'));
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe('GET /api/anonymous/job-category', () => {
  for (const path of ['/api/anonymous/job-category', '/api/anonymous/job-category/']) {
    it(`${path} answers 200 without a redirect, a plain array of { id, cat_name }`, async () => {
      const res = await fetch(baseUrl + path, { redirect: 'manual' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      const body = (await res.json()) as { id: number; cat_name: string }[];
      expect(Array.isArray(body)).toBe(true);
      for (const item of body) expect(Object.keys(item).sort()).toEqual(['cat_name', 'id']);
      expect(body.map((c) => c.id)).toEqual(expect.arrayContaining([44, 45, 46, 47, 48, 105, 106, 107]));
      expect(body.find((c) => c.id === 44)?.cat_name).toBe('Accounting/Finance');
      expect(Number(res.headers.get('x-total-count'))).toBeGreaterThanOrEqual(8);
    });
  }

  it('pages a plain array with ?page=&per_page=', async () => {
    const res = await fetch(`${baseUrl}/api/anonymous/job-category/?page=2&per_page=3`);
    const body = (await res.json()) as { id: number }[];
    expect(body).toHaveLength(3);
    const all = (await (await fetch(`${baseUrl}/api/anonymous/job-category/`)).json()) as { id: number }[];
    expect(body.map((c) => c.id)).toEqual(all.slice(3, 6).map((c) => c.id));
  });
});

describe('POST /api/anonymous/direct-message/', () => {
  const payload = (email: string) => ({ name: 'Amina Yusuf', email, subject: 'MBBS intake', message: 'When does the MBBS intake open?' });

  it('accepts the same payload as JSON, URL-encoded and multipart alike: 201 { message: "Message sent" }', async () => {
    const bodies: [string, (p: Record<string, string>) => RequestInit][] = [
      ['json', (p) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(p) })],
      ['urlencoded', (p) => ({ body: new URLSearchParams(p) })],
      [
        'multipart',
        (p) => {
          const form = new FormData();
          for (const [k, v] of Object.entries(p)) form.append(k, v);
          return { body: form };
        },
      ],
    ];
    for (const [kind, init] of bodies) {
      const email = `contact-${kind}-${unique()}@example.com`;
      const res = await fetch(`${baseUrl}/api/anonymous/direct-message/`, { method: 'POST', redirect: 'manual', ...init(payload(email)) });
      expect(res.status, kind).toBe(201);
      expect(await res.json()).toEqual({ message: 'Message sent' });
      const mail = await findLatestMail(outbox, email, { waitMs: 5000 });
      expect(mail?.template, kind).toBe('contact_confirmation');
    }
  });

  it('also answers without the trailing slash, and a filled honeypot is a silent success', async () => {
    const email = `bot-${unique()}@example.com`;
    const res = await fetch(`${baseUrl}/api/anonymous/direct-message`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...payload(email), ignore: 'http://spam.example' }),
    });
    expect(res.status).toBe(201);
    expect(await findLatestMail(outbox, email, { waitMs: 500 })).toBeNull();
  });

  it('missing fields: 422 { message, errors: { field: [msg] } }', async () => {
    const res = await fetch(`${baseUrl}/api/anonymous/direct-message/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Li', email: 'not-an-address' }),
    });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(typeof body.message).toBe('string');
    expect(body.errors).toEqual({
      email: ['Enter a valid email address'],
      subject: ['This field is required'],
      message: ['This field is required'],
    });
  });

  it('malformed JSON: 400 with a message, never a 500', async () => {
    const res = await fetch(`${baseUrl}/api/anonymous/direct-message/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": "Li", ',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('The request body is not valid JSON');
  });
});

describe('paths and files', () => {
  it('a page path with a trailing slash answers 308 to the canonical path', async () => {
    const res = await fetch(`${baseUrl}/contact/?from=footer`, { redirect: 'manual' });
    expect(res.status).toBe(308);
    expect(new URL(res.headers.get('location')!, baseUrl).pathname + new URL(res.headers.get('location')!, baseUrl).search).toBe('/contact?from=footer');
    const page = await fetch(`${baseUrl}/contact`, { redirect: 'manual' });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-request-id')).toBeTruthy();
  });

  it('public images refuse path traversal; private files need an owner', async () => {
    // Real files with an image extension outside the public folder, so only the traversal guard
    // stands between them and the request (a wrong extension would be refused before it).
    const dataDir = inject('dataDir');
    const name = `traversal-${unique()}.png`;
    const secret = `private bytes ${name}`;
    fs.mkdirSync(privateFilesDir(dataDir), { recursive: true });
    fs.writeFileSync(path.join(privateFilesDir(dataDir), name), secret);
    fs.writeFileSync(path.join(uploadsRoot(dataDir), name), secret);
    const publicCopy = path.join(publicImagesDir(dataDir), name);
    try {
      for (const p of [
        `..%2F..%2Fprivate%2F${name}`,
        `..%2F${name}`,
        `..%2F..%2F${name}`,
        `%2E%2E%2F%2E%2E%2Fprivate%2F${name}`,
        `..%5C..%5Cprivate%5C${name}`,
        `..%252F..%252Fprivate%252F${name}`,
        `.%2F..%2F..%2Fprivate%2F${name}`,
      ]) {
        const res = await fetch(`${baseUrl}/image/university/${p}`, { redirect: 'manual' });
        const body = await res.text();
        expect(res.status, p).toBe(404);
        expect(body, p).not.toContain(secret);
      }
      for (const p of ['.env', 'x.html', '.hidden.png']) {
        const res = await fetch(`${baseUrl}/image/university/${p}`, { redirect: 'manual' });
        expect(res.status, p).toBe(404);
      }
      // The control: the same file inside the public folder is served, so the 404s above were the
      // guard's doing, not a missing file.
      fs.copyFileSync(path.join(privateFilesDir(dataDir), name), publicCopy);
      const served = await fetch(`${baseUrl}/image/university/${name}`);
      expect(served.status).toBe(200);
      expect(await served.text()).toBe(secret);
    } finally {
      for (const f of [path.join(privateFilesDir(dataDir), name), path.join(uploadsRoot(dataDir), name), publicCopy]) fs.rmSync(f, { force: true });
    }
    const missing = await fetch(`${baseUrl}/files/00000000-0000-4000-8000-000000000000`);
    expect(missing.status).toBe(404);
  });
});
