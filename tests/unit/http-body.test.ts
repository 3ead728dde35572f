import { describe, expect, it } from 'vitest';
import { bodyLimits, readBody, readBodyBytes } from '@/lib/http/body';
import { PayloadTooLargeError } from '@/lib/http/http-error';
import { errors as errorMessages, validation } from '@/lib/messages';

const url = 'http://localhost/api/anonymous/direct-message';
const MB = 1024 * 1024;

/** A body that streams `total` bytes in 64 KB chunks, counting what the reader pulled. */
function streamedBody(total: number, prefix = '') {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  chunk.set(new TextEncoder().encode(prefix));
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled >= total) return controller.close();
      seen.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

function streamedRequest(total: number, headers: Record<string, string> = { 'content-type': 'application/json' }, prefix = '') {
  const { stream, seen } = streamedBody(total, prefix);
  const request = new Request(url, { method: 'POST', body: stream, headers, duplex: 'half' } as RequestInit & { duplex: 'half' });
  return { request, seen };
}

describe('the bounded body reader', () => {
  it('stops a streamed body without Content-Length at 1 MB: 413, the stream cancelled, not read to the end', async () => {
    const { request, seen } = streamedRequest(50 * MB);
    expect(request.headers.get('content-length')).toBeNull();
    const err = await readBody(request).catch((e) => e);
    expect(err).toBeInstanceOf(PayloadTooLargeError);
    expect(err.status).toBe(413);
    expect(err.message).toBe(errorMessages.requestTooLarge(1));
    expect(seen.cancelled).toBe(true);
    // At most the limit plus the chunks in flight, never the 50 MB.
    expect(seen.pulled).toBeLessThanOrEqual(bodyLimits.body + 4 * 64 * 1024);
  });

  it('refuses a declared Content-Length over the limit before reading a byte', async () => {
    const { request, seen } = streamedRequest(50 * MB, { 'content-type': 'application/json', 'content-length': String(50 * MB) });
    const err = await readBodyBytes(request, bodyLimits.body).catch((e) => e);
    expect(err).toBeInstanceOf(PayloadTooLargeError);
    // Nothing beyond what the stream queued on its own before anyone asked.
    expect(seen.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it('reads a body at the limit, and one byte over is refused', async () => {
    const at = new Uint8Array(bodyLimits.body).fill(0x20);
    expect((await readBodyBytes(new Request(url, { method: 'POST', body: at }), bodyLimits.body)).byteLength).toBe(bodyLimits.body);
    const over = new Uint8Array(bodyLimits.body + 1).fill(0x20);
    await expect(readBodyBytes(new Request(url, { method: 'POST', body: over }), bodyLimits.body)).rejects.toBeInstanceOf(PayloadTooLargeError);
  });

  it('holds multipart bodies of ordinary routes to 1 MB too', async () => {
    const form = new FormData();
    form.append('name', 'x');
    form.append('file', new File([new Uint8Array(2 * MB)], 'big.png', { type: 'image/png' }));
    const err = await readBody(new Request(url, { method: 'POST', body: form })).catch((e) => e);
    expect(err).toBeInstanceOf(PayloadTooLargeError);
  });

  it('lets an upload route take files up to 10 MB each, and refuses a larger file', async () => {
    const ok = new FormData();
    ok.append('logo', new File([new Uint8Array(3 * MB)], 'logo.png', { type: 'image/png' }));
    const body = await readBody(new Request(url, { method: 'POST', body: ok }), { uploads: true });
    expect((body.logo as File).size).toBe(3 * MB);

    const big = new FormData();
    big.append('logo', new File([new Uint8Array(bodyLimits.file + 1)], 'logo.png', { type: 'image/png' }));
    const err = await readBody(new Request(url, { method: 'POST', body: big }), { uploads: true }).catch((e) => e);
    expect(err).toBeInstanceOf(PayloadTooLargeError);
    expect(err.message).toBe(errorMessages.requestTooLarge(10));
  });

  it('stops an upload route streaming past 100 MB, however small its parts', async () => {
    // Every 64 KB chunk opens a new part, so only the request limit can stop it.
    const { request, seen } = streamedRequest(150 * MB, { 'content-type': 'multipart/form-data; boundary=x' }, '\r\n--x\r\n');
    const err = await readBody(request, { uploads: true }).catch((e) => e);
    expect(err).toBeInstanceOf(PayloadTooLargeError);
    expect(err.message).toBe(errorMessages.requestTooLarge(100));
    expect(seen.pulled).toBeGreaterThan(bodyLimits.file);
    expect(seen.pulled).toBeLessThanOrEqual(bodyLimits.upload + 4 * 64 * 1024);
  });

  it('cuts off one oversized file of a streamed upload at the file limit, not at the request limit', async () => {
    const boundary = 'zyBoundary42';
    const head = new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nPeking\r\n--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`);
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    let pulled = 0;
    let sentHead = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(c) {
        if (!sentHead) {
          sentHead = true;
          return c.enqueue(head);
        }
        if (pulled >= 50 * MB) return c.close();
        pulled += chunk.byteLength;
        c.enqueue(chunk);
      },
    });
    const req = new Request(url, { method: 'POST', body: stream, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, duplex: 'half' } as RequestInit & { duplex: 'half' });
    const err = await readBody(req, { uploads: true }).catch((e) => e);
    expect(err).toBeInstanceOf(PayloadTooLargeError);
    expect(err.message).toBe(errorMessages.requestTooLarge(10));
    expect(pulled).toBeLessThanOrEqual(bodyLimits.file + 4 * 64 * 1024);
  });

  it('takes several files under 10 MB each in one upload, however the stream is cut', async () => {
    const form = new FormData();
    for (const n of [1, 2, 3]) form.append(`files[]`, new File([new Uint8Array(9 * MB).fill(n)], `doc${n}.pdf`, { type: 'application/pdf' }));
    const encoded = new Response(form);
    const type = encoded.headers.get('content-type')!;
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    // Odd chunk sizes, so delimiters fall across chunk edges.
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (let at = 0; at < bytes.length; at += 65_531) c.enqueue(bytes.subarray(at, at + 65_531));
        c.close();
      },
    });
    const req = new Request(url, { method: 'POST', body: stream, headers: { 'content-type': type }, duplex: 'half' } as RequestInit & { duplex: 'half' });
    const body = await readBody(req, { uploads: true });
    expect((body.files as File[]).map((f) => f.size)).toEqual([9 * MB, 9 * MB, 9 * MB]);
  });

  it('refuses text the database cannot store (NUL, a lone surrogate) anywhere in a body, whatever the encoding, as a field error on its path', async () => {
    const unstorable = { code: 'validation', message: validation.unstorableText };
    const json = new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'a', nested: { list: ['ok', 'b\u0000c'] } }) });
    await expect(readBody(json)).rejects.toMatchObject({ ...unstorable, fieldErrors: { 'nested.list.1': [validation.unstorableText] } });
    const surrogate = new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name": "a\\ud800b"}' });
    await expect(readBody(surrogate)).rejects.toMatchObject({ ...unstorable, fieldErrors: { name: [validation.unstorableText] } });
    const form = new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=a%00b' });
    await expect(readBody(form)).rejects.toMatchObject({ ...unstorable, fieldErrors: { name: [validation.unstorableText] } });
    const key = new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"na\\u0000me": "x"}' });
    await expect(readBody(key)).rejects.toMatchObject(unstorable);
    expect(await readBody(new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name": "Zhāng Wěi 张伟 😀"}' }))).toEqual({ name: 'Zhāng Wěi 张伟 😀' });
  });
});
