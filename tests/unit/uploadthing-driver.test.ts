import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadThingDriver } from '@/lib/storage/uploadthing-driver';
import { samplePdf } from '../helpers/sample-files';

/**
 * The UploadThing driver against a local stand-in for UploadThing's servers: UTApi lets its
 * addresses be set (`apiUrl`, `ingestUrl`, `ufsHost` + `ufsAppIdLocation: 'path'`), so the real
 * library code runs, including the signed upload PUT and the signed read URL.
 */
describe('UploadThing driver (local stand-in server)', () => {
  const stored = new Map<string, Buffer>();
  /** The access each upload asked for (`x-ut-acl` of the signed ingest URL); none means the app's default, public. */
  const acls = new Map<string, string | null>();
  const seen: { method: string; path: string; apiKey?: string; body?: unknown }[] = [];
  let server: http.Server;
  let port = 0;

  beforeAll(async () => {
    server = http.createServer(async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const raw = Buffer.concat(chunks);
      seen.push({ method: req.method ?? '', path: url.pathname, apiKey: req.headers['x-uploadthing-api-key'] as string | undefined });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'PUT' && url.pathname.startsWith('/ingest/')) {
        if (!url.searchParams.get('signature')) return send(403, { error: 'unsigned' });
        const key = url.pathname.slice('/ingest/'.length);
        const acl = url.searchParams.get('x-ut-acl');
        if (acl !== null && acl !== 'private' && acl !== 'public-read') return send(400, { error: `bad acl ${acl}` });
        acls.set(key, acl);
        const form = await new Response(raw, { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData();
        const file = form.get('file') as File;
        stored.set(key, Buffer.from(await file.arrayBuffer()));
        const ufsUrl = `http://localhost:${port}/a/app_test/${key}`;
        return send(200, { url: ufsUrl, appUrl: ufsUrl, ufsUrl, fileHash: 'hash' });
      }
      if (req.method === 'POST' && url.pathname === '/api/v6/deleteFiles') {
        const body = JSON.parse(raw.toString('utf8')) as { fileKeys: string[] };
        seen[seen.length - 1].body = body;
        let n = 0;
        for (const k of body.fileKeys) if (stored.delete(k)) n++;
        return send(200, { success: true, deletedCount: n });
      }
      if (req.method === 'GET' && url.pathname.startsWith('/a/app_test/')) {
        const key = url.pathname.slice('/a/app_test/'.length);
        // Like UploadThing: a public file opens at its address; a private one only with a signature.
        if (!url.searchParams.get('signature') && acls.get(key) === 'private') return send(403, { error: 'private file' });
        const bytes = stored.get(key);
        if (!bytes) return send(404, { error: 'not found' });
        res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(bytes.length) });
        return res.end(bytes);
      }
      send(404, { error: `no route ${req.method} ${url.pathname}` });
    });
    await new Promise<void>((resolve) => server.listen(0, resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const driver = () =>
    createUploadThingDriver({
      token: Buffer.from(JSON.stringify({ apiKey: 'sk_test_123', appId: 'app_test', regions: ['local'] })).toString('base64'),
      apiUrl: `http://localhost:${port}/api`,
      ingestUrl: `http://localhost:${port}/ingest`,
      ufsHost: `localhost:${port}`,
      ufsAppIdLocation: 'path',
    });

  it('uploads, reads back and deletes through the UploadThing API', async () => {
    const d = driver();
    const key = await d.put('0b7c6a3e-1111-4222-8333-944455556667.pdf', samplePdf, { contentType: 'application/pdf', isPublic: false, name: 'cv.pdf' });
    expect(key).toBeTruthy();
    expect(stored.get(key)?.equals(samplePdf)).toBe(true);

    const obj = await d.get(key, false);
    expect(obj).not.toBeNull();
    expect(Buffer.from(await new Response(obj!.body).arrayBuffer()).equals(samplePdf)).toBe(true);

    await d.delete(key, false);
    expect(stored.has(key)).toBe(false);
    const del = seen.find((s) => s.path === '/api/v6/deleteFiles');
    expect(del?.apiKey).toBe('sk_test_123');
    expect(del?.body).toEqual({ fileKeys: [key] });
    expect(await d.get(key, false)).toBeNull();
  });

  it('uploads a private document with the private ACL: its UploadThing address alone opens nothing', async () => {
    const d = driver();
    const key = await d.put('1b7c6a3e-1111-4222-8333-944455556667.pdf', samplePdf, { contentType: 'application/pdf', isPublic: false, name: 'passport.pdf' });
    expect(acls.get(key)).toBe('private');
    const unsigned = await fetch(`http://localhost:${port}/a/app_test/${key}`);
    expect(unsigned.status).toBe(403);
    // The server's own read (behind the app's ownership check) still gets it, through a signed URL.
    const obj = await d.get(key, false);
    expect(Buffer.from(await new Response(obj!.body).arrayBuffer()).equals(samplePdf)).toBe(true);
  });

  it('uploads a public image with the public-read ACL', async () => {
    const d = driver();
    const key = await d.put('2b7c6a3e-1111-4222-8333-944455556667.pdf', samplePdf, { contentType: 'application/pdf', isPublic: true, name: 'logo.pdf' });
    expect(acls.get(key)).toBe('public-read');
    const open = await fetch(`http://localhost:${port}/a/app_test/${key}`);
    expect(open.status).toBe(200);
    await open.body?.cancel();
  });
});
