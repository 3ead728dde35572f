/**
 * The signed-in hint: a cookie `signed_in=1` that says only "this browser holds a session" (no
 * identity, readable by scripts). Public pages are served from the cache, the same HTML for
 * everyone, so the header's account entry is a client island (components/layout/header-account.tsx):
 * with the hint it asks the session endpoint for the name and role; without it (every visitor) it
 * shows "LOGIN/REGISTER" and never calls the server. The session cookie itself stays HttpOnly and
 * decides everything; a stale hint costs one request, after which the island drops it.
 *
 * Set wherever the session cookie is written and cleared wherever it is removed (lib/auth/session.ts,
 * POST /api/auth/logout, next-auth's own endpoints). Client-safe.
 */
export const SIGNED_IN_HINT = 'signed_in';

export function signedInHintOptions(maxAge: number, secure: boolean) {
  return { httpOnly: false, sameSite: 'lax' as const, path: '/', secure, maxAge };
}

/** The Set-Cookie header value that sets (maxAge > 0) or removes the hint. */
export function signedInHintHeader(maxAge: number, secure: boolean): string {
  return `${SIGNED_IN_HINT}=${maxAge > 0 ? '1' : ''}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** In the browser: whether the hint is present. */
export function hasSignedInHint(cookie: string): boolean {
  return cookie.split(/;\s*/).includes(`${SIGNED_IN_HINT}=1`);
}
