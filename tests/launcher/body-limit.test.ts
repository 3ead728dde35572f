import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launcherPort, startLauncher, stopAllLaunchers, type Launcher } from '../helpers/launcher';

/**
 * The launcher's body cap: 1 MB for everything but the upload routes (100 MB), checked before
 * Next reads anything, on Content-Length and by counting a body sent without one. A refused body is
 * never held in memory. This file starts its own launcher.
 */
const MB = 1024 * 1024;
let server: Launcher;
let port: number;

beforeAll(async () => {
  port = launcherPort(10);
  server = startLauncher({ port });
  await server.ready();
});
afterAll(stopAllLaunchers);

interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
  ms: number;
}

/**
 * Sends `size` bytes in 64 KB chunks, with a Content-Length or chunked, and resolves with the
 * answer as soon as it arrives (whether or not the server read everything).
 */
function send(path: string, size: number, opts: { chunked?: boolean; type?: string } = {}): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { 'content-type': opts.type ?? 'application/json' };
    if (!opts.chunked) headers['content-length'] = size;
    let answered = false;
    const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers }, (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, body, headers: res.headers, ms: Date.now() - started }));
    });
    // Once answered, the server may cut off the rest of the upload: that error is expected.
    req.on('error', (err) => (answered ? undefined : reject(err)));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        const part = sent + chunk.length <= size ? chunk : chunk.subarray(0, size - sent);
        sent += part.length;
        if (!req.write(part)) return void req.once('drain', pump);
      }
      req.end();
    };
    req.on('close', () => (sent = size)); // stop pumping into a closed connection
    pump();
  });
}

/**
 * The server's resident memory once it has stopped moving (two readings 100 ms apart within 1 MB):
 * what a request left behind, read when the server is done with it, not after a fixed wait.
 */
async function settledRss(): Promise<number> {
  let last = server.rss();
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 100));
    const now = server.rss();
    if (Math.abs(now - last) < MB) return now;
    last = now;
  }
  throw new Error('the server’s resident memory did not settle within 10 s');
}

describe('request body cap (launcher)', () => {
  it('refuses a 50 MB body with a Content-Length at once, without holding it (resident memory grows by at most 16 MB)', async () => {
    await send('/api/anonymous/direct-message/', 10 * 1024); // warm the route up first
    const before = await settledRss();
    const answer = await send('/api/anonymous/direct-message/', 50 * MB);
    const grown = (await settledRss()) - before;
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: 'The request is too large: at most 1 MB' });
    expect(answer.ms).toBeLessThan(5_000);
    expect(grown).toBeLessThanOrEqual(16 * MB);
    // The 413 carries the security headers too.
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('refuses a 50 MB chunked body (no Content-Length) by counting it, without holding it', async () => {
    await send('/api/anonymous/direct-message/', 10 * 1024, { chunked: true });
    const before = await settledRss();
    const answer = await send('/api/anonymous/direct-message/', 50 * MB, { chunked: true });
    const grown = (await settledRss()) - before;
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('at most 1 MB');
    expect(answer.ms).toBeLessThan(5_000);
    expect(grown).toBeLessThanOrEqual(16 * MB);
  });

  it('a page or server-action POST over 1 MB is refused as text', async () => {
    const answer = await send('/contact', 2 * MB, { type: 'text/plain' });
    expect(answer.status).toBe(413);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).toContain('The request is too large: at most 1 MB');
  });

  it('a chunked body under the cap reaches the app whole', async () => {
    const subject = `chunked-${Date.now()}`;
    // 200 KB of JSON whitespace after the object: far over one chunk, well under the cap.
    const body = JSON.stringify({ name: 'Chunked Sender', email: 'chunked@example.com', subject, message: 'Sent in chunks.' }) + ' '.repeat(200_000);
    const answer = await new Promise<Answer>((resolve, reject) => {
      const started = Date.now();
      const req = http.request({ host: '127.0.0.1', port, path: '/api/anonymous/direct-message/', method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode!, body: text, headers: res.headers, ms: Date.now() - started }));
      });
      req.on('error', reject);
      // Several writes without a Content-Length: Node sends them chunked.
      for (let i = 0; i < body.length; i += 50_000) req.write(body.slice(i, i + 50_000));
      req.end();
    });
    expect(answer.status).toBe(201);
  });

  it('an upload route takes more than 1 MB past the cap (the route itself then decides)', async () => {
    const answer = await send('/api/admin/university/1', 3 * MB, { type: 'multipart/form-data; boundary=x' });
    // Not signed in: the app answers, not the cap.
    expect(answer.status).not.toBe(413);
    expect([401, 403]).toContain(answer.status);
  });
});
