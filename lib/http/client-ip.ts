/**
 * The client's address, decided once at the front door and read everywhere behind it (rate
 * limits, audit rows, logs).
 *
 * X-Forwarded-For is a list each proxy appends to: `client-written…, what proxy 1 saw, …`. Only
 * the entries our own proxies added can be trusted, and they are on the right; anything on the
 * left is whatever the client sent. So with N trusted proxy hops (TRUST_PROXY=N) the client is the
 * N-th entry from the right, and without a proxy (N = 0) it is the socket's address and the header
 * is ignored. The launcher (`npm start`) resolves the address with `resolveClientIp` and replaces
 * X-Forwarded-For with that one value, so the app reads a single trusted entry.
 */

/** `::ffff:1.2.3.4` → `1.2.3.4`; `[::1]:5000` → `::1`; `1.2.3.4:5000` → `1.2.3.4`; bounded length. */
export function normalizeIp(raw: string): string {
  let ip = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed) ip = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(':'));
  return ip.replace(/^::ffff:(?=\d{1,3}(\.\d{1,3}){3}$)/i, '').slice(0, 64);
}

function entries(forwardedFor: string | null | undefined): string[] {
  return (forwardedFor ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
}

/**
 * The N-th entry from the right of an X-Forwarded-For value (N ≥ 1), or null when the list is
 * shorter than that: then the request did not come through all the trusted proxies, and the
 * entries it has are not to be believed.
 */
export function forwardedClientIp(forwardedFor: string | null | undefined, trustedHops: number): string | null {
  if (!Number.isInteger(trustedHops) || trustedHops < 1) return null;
  const list = entries(forwardedFor);
  const entry = list[list.length - trustedHops];
  return entry ? normalizeIp(entry) : null;
}

/**
 * The launcher's rule: the socket's address without trusted proxies; behind N of them the N-th
 * entry from the right of X-Forwarded-For, falling back to the socket (the nearest proxy) when the
 * list is too short.
 */
export function resolveClientIp(opts: { socketAddress: string | undefined; forwardedFor: string | string[] | undefined; trustedHops: number }): string {
  const socket = opts.socketAddress ? normalizeIp(opts.socketAddress) : '';
  if (opts.trustedHops < 1) return socket;
  const header = Array.isArray(opts.forwardedFor) ? opts.forwardedFor.join(',') : opts.forwardedFor;
  return forwardedClientIp(header, opts.trustedHops) ?? socket;
}

/**
 * What the app reads: the right-most X-Forwarded-For entry, which is the launcher's resolved
 * address (the only entry it leaves). Never the left-most, which a client can write.
 */
export function clientIpFrom(headers: Headers): string | null {
  return forwardedClientIp(headers.get('x-forwarded-for'), 1);
}

/** The same for plain header objects too (next-auth hands those over); 'unknown' when absent. */
export function clientIp(headers: Headers | Record<string, string | string[] | undefined> | null | undefined): string {
  if (!headers) return 'unknown';
  if (headers instanceof Headers) return clientIpFrom(headers) ?? 'unknown';
  const value = headers['x-forwarded-for'];
  return forwardedClientIp(Array.isArray(value) ? value.join(',') : value, 1) ?? 'unknown';
}
