import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiToken, DEMO_PASSWORD, demoAccounts } from '../helpers/auth';

/**
 * A 200 MB body sent to a public endpoint is refused with 413 quickly, without the server reading
 * it into memory: its resident memory grows by far less than the body (at most 100 MB, the other
 * test files' requests included). Both with a declared
 * Content-Length (refused before reading) and streamed without one (counted and cut off at 1 MB).
 */
const baseUrl = inject('baseUrl');
const MB = 1024 * 1024;

/** The server's pid, from the state file the test server writes (tests/helpers/test-server.ts). */
function serverPid(): number {
  const port = new URL(baseUrl).port;
  const state = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../test-results', `server-${port}.json`), 'utf8')) as { pid: number };
  return state.pid;
}

function rssBytes(pid: number): number {
  const m = /^VmRSS:\s+(\d+)\s+kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!m) throw new Error(`no VmRSS for ${pid}`);
  return Number(m[1]) * 1024;
}

/**
 * Sends `total` bytes in 256 KB chunks and resolves with the status as soon as the answer comes
 * (the rest of the body is then dropped), or when the whole body was sent and answered.
 */
function send(
  pathname: string,
  total: number,
  opts: { declareLength: boolean; headers?: Record<string, string>; head?: Buffer },
): Promise<{ status: number; ms: number; body: string }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { 'content-type': 'application/json', ...opts.headers };
    if (opts.declareLength) headers['content-length'] = total;
    const req = http.request(new URL(pathname, baseUrl), { method: 'POST', headers });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, ms: Date.now() - started, body });
        req.destroy();
      });
    });
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    let sent = 0;
    if (opts.head) req.write(opts.head);
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe('request body limits', () => {
  let pid: number;

  beforeAll(async () => {
    pid = serverPid();
    // Load both routes once, so what is measured below is the request alone.
    for (const p of ['/api/anonymous/direct-message', '/api/auth/register']) {
      await fetch(baseUrl + p, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    }
  });

  it.each([
    ['/api/anonymous/direct-message', true],
    ['/api/anonymous/direct-message', false],
    ['/api/auth/register', true],
    ['/api/auth/register', false],
  ])('refuses 200 MB to %s quickly (Content-Length declared: %s) and memory stays flat', async (pathname, declareLength) => {
    const before = rssBytes(pid);
    // Refused early, the client stops sending at the answer: the size costs nothing unless read.
    const res = await send(pathname, 200 * MB, { declareLength });
    const after = rssBytes(pid);
    expect(res.status).toBe(413);
    expect((JSON.parse(res.body) as { message: string }).message).toMatch(/too large/i);
    expect(res.ms).toBeLessThan(10_000);
    // The server also answers the other HTTP test files running beside this one (the fuzz tests
    // among them), so its RSS moves by itself (up to ~40 MB seen on a busy machine); a buffered
    // 200 MB body would add at least 200 MB.
    expect(after - before, `resident memory grew by ${((after - before) / MB).toFixed(1)} MB`).toBeLessThanOrEqual(100 * MB);
  });

  it('still reads an ordinary body', async () => {
    const res = await fetch(`${baseUrl}/api/anonymous/direct-message`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name": ' });
    expect(res.status).toBe(400);
  });

  it('cuts an upload off at 10 MB for one file, on the route that takes uploads', async () => {
    const token = await apiToken(baseUrl, demoAccounts.admin, DEMO_PASSWORD);
    const list = (await (await fetch(`${baseUrl}/api/web/university/list`)).json()) as { id: number }[];
    const boundary = 'zyUploadBoundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="_method"\r\n\r\nPUT\r\n--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`);
    const res = await send(`/api/admin/university/${list[0].id}`, 50 * MB, {
      declareLength: false,
      head,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(413);
    expect((JSON.parse(res.body) as { message: string }).message).toMatch(/at most 10 MB/);
  });
});
