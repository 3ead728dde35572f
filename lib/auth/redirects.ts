import type { Role } from './actor';

/**
 * Where sign-in, sign-out and guards send people. Client-safe (no server imports): the login forms
 * and the guard use the same rules.
 */
export const dashboardPaths: Record<Role, string> = {
  admin: '/admin/dashboard',
  student: '/student/dashboard',
  employer: '/employer/dashboard',
  candidate: '/candidate/dashboard',
};

export function dashboardFor(role: Role): string {
  return dashboardPaths[role];
}

/** The login page for an area: admins sign in on /admin/login, everyone else on /login. */
export function loginPathFor(role?: Role | 'admin-area' | null): string {
  return role === 'admin' || role === 'admin-area' ? '/admin/login' : '/login';
}

const base = 'http://zhiyuan.invalid';

/**
 * `?callbackUrl=` made safe: only a same-origin path comes back (`/programs?x=1#top`), anything
 * else (another host, `//evil.test`, `/\evil.test`, `javascript:`, control characters, a path
 * that leaves the site after normalising) gives `fallback`. An absolute URL on our own origin
 * (`appOrigin`, e.g. what next-auth passes around) is reduced to its path.
 */
export function safeCallbackUrl(raw: unknown, fallback: string | null = null, appOrigin?: string): string | null {
  if (typeof raw !== 'string') return fallback;
  const value = raw.trim();
  if (value === '' || value.length > 2048) return fallback;
  // Control characters and backslashes are how browsers get talked into another host.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  let url: URL;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return fallback;
    try {
      url = new URL(value, base);
    } catch {
      return fallback;
    }
    if (url.origin !== base) return fallback;
  } else {
    if (!appOrigin) return fallback;
    let origin: string;
    try {
      url = new URL(value);
      origin = new URL(appOrigin).origin;
    } catch {
      return fallback;
    }
    if (url.origin !== origin) return fallback;
  }
  const out = `${url.pathname}${url.search}${url.hash}`;
  // After normalising, the path must still be a single-slash path on this site.
  if (!out.startsWith('/') || out.startsWith('//')) return fallback;
  return out;
}

/** Where a user goes after signing in: a safe `callbackUrl`, else their own dashboard. */
export function afterLoginPath(role: Role, callbackUrl?: unknown, appOrigin?: string): string {
  const target = safeCallbackUrl(callbackUrl, null, appOrigin);
  // The auth pages themselves are no destination after signing in.
  if (!target || /^\/(login|register|forgot-password|admin\/login)(?:[/?#]|$)/.test(target)) return dashboardFor(role);
  return target;
}
