import { requestIdFrom } from '@/lib/log';

/**
 * Who sent a request, for logs, audit rows and rate limits. The launcher replaces
 * `X-Forwarded-For` with the socket address unless TRUST_PROXY=1, so its first entry is trusted.
 */
export interface RequestMeta {
  ip: string | null;
  requestId: string;
  userAgent: string | null;
}

export function clientIpFrom(headers: Headers): string | null {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const ip = forwarded || headers.get('x-real-ip')?.trim() || '';
  return ip ? ip.replace(/^::ffff:/, '').slice(0, 64) : null;
}

export function requestMetaFrom(headers: Headers): RequestMeta {
  return { ip: clientIpFrom(headers), requestId: requestIdFrom(headers), userAgent: headers.get('user-agent')?.slice(0, 300) ?? null };
}
