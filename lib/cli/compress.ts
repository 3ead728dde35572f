import crypto from 'node:crypto';
import type http from 'node:http';
import zlib from 'node:zlib';
// The compression middleware Next itself applies when its `compress` is on (next.config.ts turns it
// off: the front door applies it instead, with the cached pages' gzip kept, below).
// @ts-expect-error Next's compiled copy of the `compression` package ships without types.
import compression from 'next/dist/compiled/compression';
import { releaseCompressionStream } from 'next/dist/server/lib/release-compression-stream';

/**
 * Compressed answers (issue 28: "a cache hit costs what a static file costs"). Gzipping a cached
 * page is the largest part of serving it (a 90 kB university page: 2 ms of CPU at level 6, a
 * quarter of the whole request), and a cache hit sends the same bytes every time. So:
 *  - every response is compressed as Next compresses it (its `compression` middleware: gzip or
 *    deflate as the client accepts, above 1 kB, compressible types only, streamed);
 *  - a page Next serves from its cache (HTML or its RSC payload, `x-nextjs-cache: HIT` or `STALE`,
 *    a Content-Length, a GET that accepts gzip; not an optimised image, which Next marks so too) is gzipped once: its bytes' SHA-256 (0.06 ms) finds the gzip made the last
 *    time the same bytes went out at that address, and a page whose bytes changed (revalidated) is
 *    gzipped again. What is kept is bounded (GZIP_KEPT_BYTES, the oldest dropped first).
 */
export const GZIP_KEPT_BYTES = 32 * 1024 * 1024;
/** A cached page larger than this is compressed as it streams, not kept. */
const KEEP_AT_MOST = 2 * 1024 * 1024;

interface Kept {
  hash: string;
  gzip: Buffer;
}

/** The gzip of cached pages, by address and the request's RSC headers (the answer varies by them). */
export class GzipMemo {
  private readonly entries = new Map<string, Kept>();
  private bytes = 0;

  constructor(private readonly limit = GZIP_KEPT_BYTES) {}

  /** The gzip of `body` as sent at `key` before, or null. */
  find(key: string, hash: string): Buffer | null {
    const kept = this.entries.get(key);
    if (!kept || kept.hash !== hash) return null;
    // Most recently used last: the oldest are dropped first.
    this.entries.delete(key);
    this.entries.set(key, kept);
    return kept.gzip;
  }

  keep(key: string, hash: string, gzip: Buffer): void {
    const before = this.entries.get(key);
    if (before) {
      this.entries.delete(key);
      this.bytes -= before.gzip.length;
    }
    if (gzip.length > this.limit) return;
    this.entries.set(key, { hash, gzip });
    this.bytes += gzip.length;
    for (const [oldest, kept] of this.entries) {
      if (this.bytes <= this.limit) break;
      this.entries.delete(oldest);
      this.bytes -= kept.gzip.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Whether the client takes gzip (`Accept-Encoding`, a q of 0 refusing it). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

type Chunk = string | Buffer | Uint8Array;
type Callback = (err?: Error | null) => void;

/** Compresses `res` (see above); call before Next writes anything. */
export function compressResponse(req: http.IncomingMessage, res: http.ServerResponse, memo: GzipMemo): void {
  (compression as () => (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void)()(req, res, () => {});
  // On a client disconnect the middleware never ends its zlib stream (Next's own workaround).
  res.once('close', () => {
    if (!res.writableFinished) releaseCompressionStream(res);
  });
  if (req.method !== 'GET' || !acceptsGzip(req.headers['accept-encoding'])) return;
  keepCachedGzip(req, res, memo);
}

const RSC_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-router-state-tree'] as const;

function keepCachedGzip(req: http.IncomingMessage, res: http.ServerResponse, memo: GzipMemo): void {
  const write = res.write.bind(res) as (chunk: Chunk, encoding?: BufferEncoding, cb?: Callback) => boolean;
  const end = res.end.bind(res) as (chunk?: Chunk, encoding?: BufferEncoding, cb?: Callback) => http.ServerResponse;
  let decided: 'keep' | 'pass' | null = null;
  const held: Buffer[] = [];
  const toBuffer = (chunk: Chunk, encoding?: BufferEncoding) => (typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));

  // Decided on the first write, when Next has set the answer's headers but not sent them.
  const decide = (): 'keep' | 'pass' => {
    if (decided) return decided;
    const cache = res.getHeader('x-nextjs-cache');
    const length = Number(res.getHeader('content-length'));
    const page = /^(?:text\/html|text\/x-component)\b/.test(String(res.getHeader('content-type') ?? ''));
    const cached = !res.headersSent && res.statusCode === 200 && page && (cache === 'HIT' || cache === 'STALE') && res.getHeader('content-encoding') === undefined;
    decided = cached && length > 1024 && length <= KEEP_AT_MOST ? 'keep' : 'pass';
    return decided;
  };
  const callbackOf = (args: unknown[]): Callback | undefined => args.find((a): a is Callback => typeof a === 'function');

  res.write = function (chunk: Chunk, ...rest: unknown[]): boolean {
    if (decide() === 'pass') return write(chunk, ...(rest as [BufferEncoding, Callback]));
    held.push(toBuffer(chunk, typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined));
    callbackOf(rest)?.();
    return true;
  } as typeof res.write;

  res.end = function (...args: unknown[]): http.ServerResponse {
    const chunk = typeof args[0] === 'function' ? undefined : (args[0] as Chunk | undefined);
    if (decide() === 'pass') return end(...(args as [Chunk, BufferEncoding, Callback]));
    if (chunk !== undefined && chunk !== null) held.push(toBuffer(chunk, typeof args[1] === 'string' ? (args[1] as BufferEncoding) : undefined));
    const body = Buffer.concat(held);
    const key = [req.url, ...RSC_HEADERS.map((h) => req.headers[h] ?? '')].join('\n');
    const hash = crypto.createHash('sha256').update(body).digest('base64');
    let gzip = memo.find(key, hash);
    if (!gzip) {
      // Synchronously, once per version of a page: Next takes the response as ended when end() returns.
      gzip = zlib.gzipSync(body);
      memo.keep(key, hash, gzip);
    }
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', gzip.length);
    end(gzip, undefined, callbackOf(args));
    return res;
  } as typeof res.end;
}
