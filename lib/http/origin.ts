/**
 * Cross-site request forgery, refused by where a write comes from. A browser sends the session
 * cookie with a form or `fetch` that another site's page submits (SameSite=Lax still lets some
 * through, and a `text/plain` POST needs no preflight), so a state-changing request that
 * authenticates by the cookie must come from our own pages:
 *
 * - `Sec-Fetch-Site: same-origin` (our page) or `none` (typed in the address bar) passes;
 * - an `Origin` equal to APP_URL's origin, or to the request's own host, passes (the host is the
 *   `Host` header, or the last `X-Forwarded-Host` entry when the app sits behind a trusted proxy,
 *   since only a trusted proxy may say which host the client asked for);
 * - a request with neither header is not from a browser (curl, the mobile apps) and passes: no
 *   browser sends a cross-site write without at least one of them;
 * - anything else is cross-site.
 *
 * Pure: the caller says whether the request carries the session cookie and how it authenticates.
 * Bearer-token calls are never affected (a page on another site cannot set `Authorization`).
 */
export const stateChangingMethods: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface OriginSettings {
  /** The app's public address (APP_URL). */
  appUrl: string;
  /** Behind a trusted proxy: `X-Forwarded-Host` names the host the client asked for. */
  trustProxy: boolean;
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin.toLowerCase() : null;
  } catch {
    return null;
  }
}

function hostOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** The host the client asked for: `Host`, or under a trusted proxy the last `X-Forwarded-Host` entry. */
export function requestHost(headers: Headers, settings: Pick<OriginSettings, 'trustProxy'>): string | null {
  if (settings.trustProxy) {
    const forwarded = headers.get('x-forwarded-host')?.split(',').map((h) => h.trim()).filter(Boolean).at(-1);
    if (forwarded) return forwarded.toLowerCase();
  }
  return headers.get('host')?.trim().toLowerCase() || null;
}

/** True when the request comes from our own pages or from no browser at all. */
export function isSameOriginRequest(headers: Headers, settings: OriginSettings): boolean {
  const site = headers.get('sec-fetch-site')?.trim().toLowerCase() ?? null;
  const origin = headers.get('origin')?.trim() ?? null;
  if (site === null && origin === null) return true;
  if (site === 'same-origin' || site === 'none') return true;
  if (origin === null) return false;
  const appOrigin = originOf(settings.appUrl);
  if (appOrigin !== null && originOf(origin) === appOrigin) return true;
  const host = requestHost(headers, settings);
  return host !== null && hostOf(origin) === host;
}

/**
 * The rule as the route wrapper applies it: true when this request must be refused with 403 (a
 * state-changing method, authenticated by the session cookie, from another site).
 */
export function isCrossSiteWrite(
  request: { method: string; headers: Headers },
  auth: { viaSessionCookie: boolean },
  settings: OriginSettings,
): boolean {
  if (!stateChangingMethods.has(request.method.toUpperCase())) return false;
  if (!auth.viaSessionCookie) return false;
  return !isSameOriginRequest(request.headers, settings);
}

/**
 * A POST to a page: a server action (a form sent before the scripts arrive, or the form's script
 * call with `Next-Action`). Next refuses an action whose `Origin` does not name the host it was sent
 * to (its own CSRF check, cookie or not), but by throwing, which answers 500; the proxy refuses it
 * first with 403. Refused: whatever the cross-site rule above refuses, and an `Origin` (`null` and
 * unreadable ones included) whose host is not the one Next compares it with (the first
 * `X-Forwarded-Host` entry, which the launcher keeps only behind a trusted proxy, else `Host`).
 * No `Origin` and no `Sec-Fetch-Site` is no browser: Next lets it through, and so does this.
 */
export function isCrossSiteAction(headers: Headers, settings: OriginSettings): boolean {
  if (!isSameOriginRequest(headers, settings)) return true;
  const origin = headers.get('origin')?.trim();
  if (origin === undefined) return false;
  const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  // As Next compares them: the host as sent (a differently cased one fails its check too).
  const host = forwarded || headers.get('host')?.trim() || '';
  return host === '' || hostOf(origin) !== host;
}
