import { deviceCookieFromHeader } from '@/lib/auth/device-cookie';
import { requestIdFrom } from '@/lib/log';
import { clientIpFrom } from './client-ip';

/**
 * What a use case may know about the request that called it: the client address (abuse limits,
 * audit rows, the sessions list), the request id (logs, audit rows), the user agent, and the
 * browser's device cookie (a browser that signed in to an account before may still try it when
 * the account's own limit is reached). Every door (route handlers, server actions, next-auth's
 * `authorize`) builds it from the request headers here, so all of them read the same values.
 */
export interface RequestMeta {
  ip: string | null;
  requestId?: string | null;
  userAgent?: string | null;
  /** The raw device cookie (checked against the account by lib/auth/device-cookie.ts). */
  device?: string | null;
}

export function requestMetaFrom(headers: Headers): RequestMeta {
  return {
    ip: clientIpFrom(headers),
    requestId: requestIdFrom(headers),
    userAgent: headers.get('user-agent')?.slice(0, 300) ?? null,
    device: deviceCookieFromHeader(headers.get('cookie')),
  };
}

/** Scripts and tests: no network peer. */
export const localMeta: RequestMeta = { ip: null, requestId: null };
