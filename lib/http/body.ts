import { assertStorableText } from '@/lib/errors';
import { formDataToObject } from '@/lib/forms/form-data';
import { BadRequestError, malformedJson, PayloadTooLargeError } from './http-error';
import { errors as errorMessages } from '@/lib/messages';

/**
 * The one reader of request bodies for every route handler. It stops at a limit while the body
 * streams in, so a refused body is never held in memory: a declared `Content-Length` over the
 * limit is refused before a byte is read, and a body without one (chunked) is counted as it
 * arrives and cut off at the limit; in an upload, each file part is counted as it arrives too.
 * Either way the answer is 413 (PayloadTooLargeError).
 *
 * JSON, URL-encoded and multipart bodies alike become one plain object (files stay File objects).
 * Malformed bodies throw BadRequestError (400), never a 500.
 *
 * The launcher caps bodies too, before Next sees them; this reader is the second line and holds on
 * its own (a route called some other way, a body with no length).
 */
const MB = 1024 * 1024;

export const bodyLimits = {
  /** JSON, URL-encoded and text bodies, and multipart bodies of routes that take no uploads. */
  body: 1 * MB,
  /** One file of an upload route's multipart body. */
  file: 10 * MB,
  /** The whole multipart body of an upload route (one call may carry nine 10 MB files). */
  upload: 100 * MB,
} as const;

export interface BodyOptions {
  /** Multipart uploads are allowed: the request may carry `bodyLimits.upload`, each file `bodyLimits.file`. */
  uploads?: boolean;
}

function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
}

async function discard(request: Request): Promise<void> {
  try {
    await request.body?.cancel();
  } catch {
    // Already read or errored: nothing left to free.
  }
}

/** Room for a part's own headers (name, file name, type) on top of the file limit. */
const PART_HEADER_SLACK = 16 * 1024;

/**
 * Counts, while a multipart body streams in, the bytes since the last part delimiter
 * (`\r\n--<boundary>`), so that one oversized file is refused at the file limit rather than after
 * the whole request was read. The delimiter may be split across chunks: the last few bytes of
 * each chunk are searched again with the next.
 */
function multipartPartMeter(boundary: string): (chunk: Uint8Array) => number {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  let tail = Buffer.alloc(0);
  let sinceDelimiter = 0;
  return (chunk) => {
    const buf = Buffer.concat([tail, Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)]);
    const last = buf.lastIndexOf(delimiter);
    sinceDelimiter = last === -1 ? sinceDelimiter + chunk.byteLength : buf.length - (last + delimiter.length);
    tail = Buffer.from(buf.subarray(Math.max(0, buf.length - (delimiter.length - 1))));
    return sinceDelimiter;
  };
}

function multipartBoundary(request: Request): string | null {
  const m = /;\s*boundary=(?:"([^"]{1,200})"|([^;\s]{1,200}))/i.exec(request.headers.get('content-type') ?? '');
  return m ? (m[1] ?? m[2]) : null;
}

/**
 * The raw bytes of a body, at most `maxBytes`; PayloadTooLargeError as soon as it is clear the
 * body is larger (from Content-Length, or while counting the stream). With `maxPartBytes`, a
 * multipart body is also cut off as soon as one part grows past it.
 */
export async function readBodyBytes(request: Request, maxBytes: number, opts: { maxPartBytes?: number } = {}): Promise<Uint8Array> {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared.trim()) > maxBytes) {
    await discard(request);
    throw new PayloadTooLargeError(maxBytes);
  }
  if (request.body === null) return new Uint8Array(0);
  if (request.bodyUsed) throw new BadRequestError();
  const boundary = opts.maxPartBytes ? multipartBoundary(request) : null;
  const meter = boundary ? multipartPartMeter(boundary) : null;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        chunks.length = 0;
        await reader.cancel().catch(() => {});
        throw new PayloadTooLargeError(maxBytes);
      }
      if (meter && meter(value) > opts.maxPartBytes! + PART_HEADER_SLACK) {
        chunks.length = 0;
        await reader.cancel().catch(() => {});
        throw new PayloadTooLargeError(opts.maxPartBytes!);
      }
      chunks.push(value);
    }
  } catch (err) {
    if (err instanceof PayloadTooLargeError) throw err;
    // The client went away or sent a broken stream: its body cannot be read.
    throw new BadRequestError(undefined, err);
  } finally {
    reader.releaseLock();
  }
  if (chunks.length === 1) return chunks[0];
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/** The body as text (UTF-8), at most `maxBytes` (default: the 1 MB body limit). */
export async function readBodyText(request: Request, maxBytes: number = bodyLimits.body): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(request, maxBytes));
}

function parseJsonObject(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw malformedJson(err);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new BadRequestError(errorMessages.bodyNotObject);
  }
  return value as Record<string, unknown>;
}

async function readMultipart(request: Request, options: BodyOptions): Promise<Record<string, unknown>> {
  const bytes = options.uploads
    ? await readBodyBytes(request, bodyLimits.upload, { maxPartBytes: bodyLimits.file })
    : await readBodyBytes(request, bodyLimits.body);
  let form: FormData;
  try {
    // The bytes are already counted and bounded; the platform's parser splits the parts.
    form = await new Response(bytes as BodyInit, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch (err) {
    throw new BadRequestError(undefined, err);
  }
  for (const value of form.values()) {
    if (typeof value !== 'string' && value.size > bodyLimits.file) throw new PayloadTooLargeError(bodyLimits.file);
  }
  return formDataToObject(form);
}

/** True when a string anywhere in the value holds a NUL character (no text field may: PostgreSQL refuses it). */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (typeof File !== 'undefined' && value instanceof File) return value.name.includes('\u0000');
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
}

async function parseBody(request: Request, options: BodyOptions): Promise<Record<string, unknown>> {
  const type = mediaType(request);
  if (type === 'multipart/form-data') return readMultipart(request, options);
  const text = await readBodyText(request);
  if (type === 'application/x-www-form-urlencoded') return formDataToObject(new URLSearchParams(text));
  if (type === 'application/json' || type.endsWith('+json')) return parseJsonObject(text);
  // No or another content type: JSON when it looks like JSON, else URL-encoded text.
  const trimmed = text.trim();
  if (trimmed === '') return {};
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return parseJsonObject(text);
  if (type === '' || type === 'text/plain') return formDataToObject(new URLSearchParams(text));
  throw new BadRequestError();
}

/**
 * Reads the body of any request into a plain object (empty for GET/HEAD/no body). Text PostgreSQL
 * cannot store (a NUL or a lone surrogate) anywhere in it is refused here, for every route, as a
 * field error on its path (`assertStorableText`: 422, or 400 in the job side's envelope).
 */
export async function readBody(request: Request, options: BodyOptions = {}): Promise<Record<string, unknown>> {
  if (request.method === 'GET' || request.method === 'HEAD' || request.body === null) return {};
  const body = await parseBody(request, options);
  assertStorableText(body);
  return body;
}
