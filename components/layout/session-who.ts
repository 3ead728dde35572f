'use client';

import type { Role } from '@/lib/auth/actor';
import { SIGNED_IN_HINT } from '@/lib/auth/signed-in-hint';

/**
 * Who is signed in, asked once per page from next-auth's session endpoint, for the client islands
 * of cached pages (the header's account entry, the "not allowed" page). Null: nobody (and a stale
 * signed-in hint is dropped). `name` is empty for an account without one (the header says "Account").
 */
export type Who = { name: string; email: string; role: Role } | null;

let who: Promise<Who> | undefined;

type SessionBody = { user?: { name?: string | null; email?: string | null; role?: Role } };

export function fetchWho(): Promise<Who> {
  who ??= fetch('/api/auth/session', { credentials: 'same-origin', cache: 'no-store' })
    .then((res) => (res.ok ? (res.json() as Promise<SessionBody>) : {}))
    .then((body: SessionBody) => {
      const user = body.user;
      if (user?.role) return { name: user.name ?? '', email: user.email ?? '', role: user.role };
      // The session ended (elsewhere, or it expired): the hint is stale.
      document.cookie = `${SIGNED_IN_HINT}=; Path=/; Max-Age=0; SameSite=Lax`;
      return null;
    })
    .catch(() => null);
  return who;
}

/** Forgets the answer (signed out, or not signed in): the next ask goes to the server again. */
export function forgetWho(): void {
  who = undefined;
}
