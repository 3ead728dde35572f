import { requestMetaFrom as metaFromHeaders } from '@/lib/api/request-meta';

/**
 * What an accounts use case needs to know about the request: the client address (abuse limits)
 * and, for audit rows, the request id. Built by lib/api/request-meta.ts from the headers.
 */
export interface RequestMeta {
  ip: string | null;
  requestId?: string | null;
  userAgent?: string | null;
}

export function requestMetaFrom(headers: Headers): RequestMeta {
  return metaFromHeaders(headers);
}

/** Scripts and tests: no network peer. */
export const localMeta: RequestMeta = { ip: null, requestId: null };
