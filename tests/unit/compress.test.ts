import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, GzipMemo } from '@/lib/cli/compress';
import { frontDoor } from '@/lib/cli/front-door';

/**
 * The front door's compression (lib/cli/compress.ts): every answer as Next compresses it, and a
 * cached page's gzip made once, found again by its bytes.
 */
interface Page {
  body: string;
  cache?: 'HIT' | 'STALE' | 'MISS';
  type?: string;
  /** write the body in pieces, as a stream does */
  pieces?: number;
  status?: number;
}

async function withServer<T>(memo: GzipMemo, page: () => Page, run: (get: (path: string, headers?: Record<string, string>) => Promise<{ status: number; headers: http.IncomingHttpHeaders; raw: Buffer; text: string }>) => Promise<T>): Promise<T> {
  const server = http.createServer(
    frontDoor({ trustedHops: 0, dev: false, hsts: false, gzip: memo }, (_req, res) => {
      const { body, cache, type = 'text/html; charset=utf-8', pieces = 1, status = 200 } = page();
      res.statusCode = status;
      res.setHeader('Content-Type', type);
      if (cache) {
        res.setHeader('x-nextjs-cache', cache);
        res.setHeader('Content-Length', Buffer.byteLength(body));
      }
      const size = Math.ceil(body.length / pieces);
      for (let i = 0; i < pieces - 1; i++) res.write(body.slice(i * size, (i + 1) * size));
      res.end(body.slice((pieces - 1) * size));
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (path: string, headers: Record<string, string> = { 'accept-encoding': 'gzip' }) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; raw: Buffer; text: string }>((resolve, reject) => {
      http
        .get(base + path, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            const text = (encoding === 'gzip' ? zlib.gunzipSync(raw) : encoding === 'deflate' ? zlib.inflateSync(raw) : raw).toString('utf8');
            resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text });
          });
        })
        .on('error', reject);
    });
  try {
    return await run(get);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const html = (words: string) => `<!DOCTYPE html><html><body>${`<p>${words}</p>`.repeat(400)}</body></html>`;

describe('compression at the front door', () => {
  it('reads Accept-Encoding as the client means it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('deflate')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it("gzips a cached page once, sends the kept gzip while its bytes stay the same, and gzips a changed page again", async () => {
    const memo = new GzipMemo();
    let body = html('first version');
    await withServer(memo, () => ({ body, cache: 'HIT', pieces: 3 }), async (get) => {
      const first = await get('/universities/a');
      expect(first.headers['content-encoding']).toBe('gzip');
      expect(first.text).toBe(body);
      expect(Number(first.headers['content-length'])).toBe(first.raw.length);
      expect(first.headers.vary).toMatch(/Accept-Encoding/i);
      expect(first.headers['x-frame-options'], 'the security headers still go out').toBe('DENY');
      expect(memo.size).toBe(1);

      const again = await get('/universities/a');
      expect(again.raw.equals(first.raw), 'the same gzip, kept').toBe(true);
      expect(again.text).toBe(body);

      body = html('second version, revalidated');
      const changed = await get('/universities/a');
      expect(changed.text, 'never a stale gzip').toBe(body);
      expect(memo.size).toBe(1);
    });
  });

  it('compresses every other answer as it streams, and leaves alone what must not be compressed', async () => {
    const memo = new GzipMemo();
    let page: Page = { body: html('rendered per request'), pieces: 4 };
    await withServer(memo, () => page, async (get) => {
      const dynamic = await get('/student/dashboard');
      expect(dynamic.headers['content-encoding']).toBe('gzip');
      expect(dynamic.headers['transfer-encoding']).toBe('chunked');
      expect(dynamic.text).toBe(page.body);
      expect(memo.size, 'a page rendered per request is not kept').toBe(0);

      page = { body: html('cached'), cache: 'HIT' };
      const identity = await get('/universities/b', {});
      expect(identity.headers['content-encoding'], 'a client that takes no gzip gets the page as it is').toBeUndefined();
      expect(identity.text).toBe(page.body);
      const deflate = await get('/universities/b', { 'accept-encoding': 'deflate' });
      expect(deflate.headers['content-encoding']).toBe('deflate');
      expect(deflate.text).toBe(page.body);
      expect(memo.size).toBe(0);

      page = { body: 'tiny', cache: 'HIT' };
      const small = await get('/universities/c');
      expect(small.headers['content-encoding'], 'under 1 kB: not worth compressing').toBeUndefined();
      expect(small.text).toBe('tiny');

      page = { body: html('image bytes'), cache: 'HIT', type: 'image/png' };
      const image = await get('/image/d.png');
      expect(image.headers['content-encoding'], 'an image is not compressible').toBeUndefined();

      page = { body: html('not found'), cache: 'HIT', status: 404 };
      const missing = await get('/universities/none');
      expect(missing.status).toBe(404);
      expect(missing.text).toBe(page.body);
      expect(memo.size, 'only 200 answers are kept').toBe(0);
    });
  });

  it('keeps a bounded amount, dropping the least recently used first', () => {
    const memo = new GzipMemo(250);
    const gz = (n: number) => Buffer.alloc(n);
    memo.keep('a', 'ha', gz(100));
    memo.keep('b', 'hb', gz(100));
    expect(memo.find('a', 'ha')?.length).toBe(100);
    memo.keep('c', 'hc', gz(100));
    expect(memo.find('b', 'hb'), 'b was the least recently used').toBeNull();
    expect(memo.find('a', 'ha')).not.toBeNull();
    expect(memo.find('c', 'hc')).not.toBeNull();
    expect(memo.find('a', 'other bytes')).toBeNull();
    memo.keep('big', 'h', gz(300));
    expect(memo.find('big', 'h'), 'larger than the bound: not kept').toBeNull();
  });
});
