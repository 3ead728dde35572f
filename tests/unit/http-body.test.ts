import { describe, expect, it } from 'vitest';
import { bodyLimits, readBody, readBodyBytes } from '@/lib/http/body';
import { PayloadTooLargeError } from '@/lib/http/http-error';
import { errors as errorMessages } from '@/lib/messages';

const url = 'http://localhost/api/anonymous/direct-message';
const MB = 1024 * 1024;

/** A body that streams `total` bytes in 64 KB chunks, counting what the reader pulled. */
function streamedBody(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
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

function streamedRequest(total: number, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const { stream, seen } = streamedBody(total);
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

  it('stops an upload route streaming past 100 MB', async () => {
    const { request, seen } = streamedRequest(150 * MB, { 'content-type': 'multipart/form-data; boundary=x' });
    const err = await readBody(request, { uploads: true }).catch((e) => e);
    expect(err).toBeInstanceOf(PayloadTooLargeError);
    expect(seen.pulled).toBeLessThanOrEqual(bodyLimits.upload + 4 * 64 * 1024);
  });
});
