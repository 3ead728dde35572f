import { plainEnglish } from '@/lib/i18n/plain-english';
import type http from 'node:http';
import { resolveClientIp } from '@/lib/http/client-ip';
import { requestIdFrom } from '@/lib/log';
import { errors } from '@/lib/messages';
import { PLAIN_HEADER, REWRITE_HEADER } from '@/lib/http/plain-headers';
import { LOCALE_HEADER } from '@/lib/i18n/paths';
import { compressResponse, type GzipMemo } from './compress';

/**
 * The launcher's front door: what every request goes through before Next sees it, so it holds for
 * pages, route handlers, server actions, static files and the launcher's own 413s alike.
 *  - the client address is decided once (lib/http/client-ip.ts) and replaces X-Forwarded-For;
 *  - a body over the cap is refused with 413 without being held in memory;
 *  - every response carries the security headers;
 *  - every request carries an `x-request-id` (the client's when well-formed, else a new one), passed
 *    on to the app and echoed in the answer;
 *  - a plain request (lib/http/public-gate.ts) is marked so that it skips the proxy;
 *  - answers are compressed here, a cached page's gzip made once (./compress.ts).
 */

export const MB = 1024 * 1024;

/** JSON, form and server-action bodies. */
export const DEFAULT_BODY_LIMIT = 1 * MB;
/** One upload request (one legacy documents call may carry nine 10 MB files); the route checks each file. */
export const UPLOAD_BODY_LIMIT = 100 * MB;

/**
 * The routes that take multipart file uploads. A new upload route is added here, or its requests
 * are refused over 1 MB before they reach it.
 */
export const uploadRoutes: readonly RegExp[] = [
  // POST /api/admin/university/{id}: the legacy admin form with the logo and banner images.
  /^\/api\/admin\/university\/[^/]+\/?$/,
  // POST /api/admin/university, /api/university/create: a new university with its logo and banner.
  /^\/api\/admin\/university\/?$/,
  /^\/api\/university\/create\/?$/,
  // POST /api/admin/course and /api/admin/course/{id}: a course with its logo.
  /^\/api\/admin\/course(?:\/[^/]+)?\/?$/,
  // The admin catalogue forms' server actions (POST to the page itself) with their images.
  /^\/admin\/(?:universities|courses)\/(?:new|[^/]+\/edit)\/?$/,
  // POST /api/admin/category|program and /{id}: the legacy admin forms with an icon image.
  /^\/api\/admin\/(category|program)(\/[^/]+)?\/?$/,
  // POST /api/web/application/{id}: the old wizard's documents call (nine files of 10 MB at most).
  /^\/api\/web\/application\/[^/]+\/?$/,
  // POST /api/applications/{id}/documents/{slot}: the wizard's document upload (one file, 10 MB).
  /^\/api\/applications\/[^/]+\/documents\/[^/]+\/?$/,
  // POST /api/students/{userId}/profile-files/{kind}: a profile identity file (one file, 10 MB).
  /^\/api\/students\/[^/]+\/profile-files\/[^/]+\/?$/,
  // POST /api/applicant/resume and /api/applicant/picture: a CV or the resume's picture (one file, 5 MB).
  /^\/api\/applicant\/(?:resume|picture)\/?$/,
];

export function bodyLimitFor(pathname: string): number {
  return uploadRoutes.some((r) => r.test(pathname)) ? UPLOAD_BODY_LIMIT : DEFAULT_BODY_LIMIT;
}

/**
 * The page policy. Next's inline bootstrap and page-data scripts rule out `script-src 'self'`
 * alone without per-request nonces, and nonces would make every cached public page dynamic; so
 * inline scripts are allowed, but no script from another origin, no plugin, no <base> rewrite, no
 * form posting elsewhere and no framing. `'unsafe-eval'` only in development (React's dev tools
 * need it); the client never needs eval in production (zod runs jitless, see
 * instrumentation-client.ts). Images: our own paths (public uploads are served by the app itself),
 * data: and blob: URLs (previews of a file being chosen).
 */
export function pageCsp(opts: { dev: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${opts.dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** JSON is never a document: it may load nothing and be framed by nobody. */
export const JSON_CSP = "default-src 'none'; frame-ancestors 'none'";

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(self)';

export const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers for one response, by what it carries. */
export function securityHeaders(opts: { json: boolean; dev: boolean; hsts: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': opts.json ? JSON_CSP : pageCsp({ dev: opts.dev }),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(opts.hsts ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** 127.0.0.0/8, ::1 and localhost: addresses only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h) || /^::ffff:127(\.\d{1,3}){3}$/.test(h);
}

/**
 * Local mode publishes its demo accounts' password in the README, so it serves them only to this
 * machine unless told otherwise. A message when the launcher must stop, else null.
 */
export function listenProblem(opts: { host: string; isProduction: boolean; allowDemoOnNetwork: boolean }): string | null {
  if (opts.isProduction || opts.allowDemoOnNetwork || isLoopbackHost(opts.host)) return null;
  return (
    `HOST=${opts.host} would serve local mode's demo accounts, whose password the README publishes, to the network. ` +
    'Set ALLOW_DEMO_ON_NETWORK=1 to do that anyway, use HOST=127.0.0.1 (the default), or run in production mode (APP_ENV=production, no demo accounts).'
  );
}

export interface FrontDoorOptions {
  /** TRUST_PROXY: proxy hops in front of us whose X-Forwarded-For entries are believed. */
  trustedHops: number;
  dev: boolean;
  /** Production over https: browsers are told to use https only. */
  hsts: boolean;
  /** The plain requests' routes (lib/http/public-gate.ts's plainRoute); without it every request takes the proxy. */
  plainRoute?: (method: string | undefined, url: string | undefined, headers: http.IncomingHttpHeaders) => { rewrite: string | null } | null;
  /** Compress the answers, keeping cached pages' gzip here (next.config.ts leaves compression to the front door). */
  gzip?: GzipMemo;
}

/** Wraps Next's request handler with the front door's rules. */
export function frontDoor(opts: FrontDoorOptions, handle: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  return (req: http.IncomingMessage, res: http.ServerResponse): void => {
    req.headers['x-forwarded-for'] = resolveClientIp({
      socketAddress: req.socket.remoteAddress,
      forwardedFor: req.headers['x-forwarded-for'],
      trustedHops: opts.trustedHops,
    });
    // Another spelling of the same claim, which nothing in front of us vouches for.
    delete req.headers['x-real-ip'];
    // Without a trusted proxy, the forwarded host and scheme are the client's own words too: Next
    // then takes them from the connection itself.
    if (opts.trustedHops < 1) {
      for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded']) delete req.headers[name];
    }
    const requestId = requestIdFrom(req.headers);
    req.headers['x-request-id'] = requestId;
    res.setHeader('x-request-id', requestId);
    // Only the front door says which requests skip the proxy (and only the proxy which language a
    // public page's action is in).
    delete req.headers[PLAIN_HEADER];
    delete req.headers[REWRITE_HEADER];
    delete req.headers[LOCALE_HEADER];
    const plain = opts.plainRoute?.(req.method, req.url, req.headers);
    if (plain) {
      req.headers[PLAIN_HEADER] = '1';
      if (plain.rewrite) req.headers[REWRITE_HEADER] = plain.rewrite;
    }
    addSecurityHeaders(res, opts);
    if (opts.gzip) compressResponse(req, res, opts.gzip);
    const pathname = (req.url ?? '/').split('?')[0];
    limitBody(req, res, bodyLimitFor(pathname), () => handle(req, res));
  };
}

/**
 * Sets the headers when the response's head is written, so the policy follows what the response
 * turned out to be (a route handler's JSON or a page), whoever wrote it.
 */
function addSecurityHeaders(res: http.ServerResponse, opts: FrontDoorOptions): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
    const given = args.find((a): a is Record<string, unknown> => typeof a === 'object' && a !== null && !Array.isArray(a));
    const type = String(given?.['content-type'] ?? given?.['Content-Type'] ?? this.getHeader('content-type') ?? '');
    for (const [name, value] of Object.entries(securityHeaders({ json: /\bjson\b/i.test(type), dev: opts.dev, hsts: opts.hsts }))) {
      if (!this.hasHeader(name)) this.setHeader(name, value);
    }
    return (writeHead as (...a: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof res.writeHead;
}

/**
 * The body cap. A declared Content-Length over the limit is refused at once. A body without one
 * (chunked) is counted as it arrives and held back from Next until it ends: it reaches Next whole
 * when it stays under the limit, and is refused the moment it passes it. A refused body is read
 * and dropped, never held.
 */
function limitBody(req: http.IncomingMessage, res: http.ServerResponse, limit: number, pass: () => void): void {
  const declared = req.headers['content-length'];
  if (declared !== undefined) {
    if (Number(declared) > limit) refuse(req, res, limit);
    else pass();
    return;
  }
  if (req.headers['transfer-encoding'] === undefined) return pass();

  const push = req.push.bind(req);
  const held: Buffer[] = [];
  let seen = 0;
  let refused = false;
  req.push = ((chunk: Buffer | null, encoding?: BufferEncoding) => {
    if (refused) return chunk === null ? push(null) : true;
    if (chunk === null) {
      req.push = push;
      for (const c of held) push(c);
      push(null, encoding);
      pass();
      return false;
    }
    seen += chunk.length;
    if (seen > limit) {
      refused = true;
      held.length = 0;
      refuse(req, res, limit);
      return true;
    }
    held.push(chunk);
    return true;
  }) as typeof req.push;
}

function refuse(req: http.IncomingMessage, res: http.ServerResponse, limit: number): void {
  const text = plainEnglish(errors.requestTooLarge(Math.round(limit / MB)));
  const json = (req.url ?? '').startsWith('/api/') || /json/i.test(String(req.headers.accept ?? ''));
  res.statusCode = 413;
  res.setHeader('Content-Type', json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(json ? JSON.stringify({ message: text }) : text + '\n');
  // What is still coming is read and dropped as it arrives, so the client (still sending) gets to
  // read the answer instead of a reset connection; one that keeps sending for long is cut off.
  req.resume();
  const cutOff = setTimeout(() => req.socket.destroy(), 5_000);
  cutOff.unref();
  req.once('end', () => clearTimeout(cutOff));
}
