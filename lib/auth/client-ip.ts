import { clientIpFrom } from '@/lib/http/request-meta';

/**
 * The client's address as the launcher reports it (the first value of X-Forwarded-For, which
 * `npm start` sets from the socket unless TRUST_PROXY=1). One rule, in lib/http/request-meta.ts;
 * this accepts plain header objects too (next-auth hands those over). 'unknown' when absent.
 */
export function clientIp(headers: Headers | Record<string, string | string[] | undefined> | null | undefined): string {
  if (!headers) return 'unknown';
  const h = headers instanceof Headers ? headers : new Headers(Object.entries(headers).flatMap(([k, v]) => (v === undefined ? [] : [[k, Array.isArray(v) ? v.join(', ') : v] as [string, string]])));
  return clientIpFrom(h) ?? 'unknown';
}
