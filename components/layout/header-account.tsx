'use client';

import Link from 'next/link';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Role } from '@/lib/auth/actor';
import { dashboardFor } from '@/lib/auth/redirects';
import { hasSignedInHint } from '@/lib/auth/signed-in-hint';
import { AccountMenu } from './account-menu';
import { fetchWho, forgetWho, type Who } from './session-who';

/**
 * The account entry of the public header, a client island so that public pages stay cached (the
 * same HTML for everyone): LOGIN/REGISTER for visitors; for a signed-in user their name with a
 * menu (Dashboard of their role, Logout). The server (and a browser without JavaScript) renders
 * the visitor's link. Only a browser with the signed-in hint (lib/auth/signed-in-hint.ts) asks
 * the session endpoint who it is, once per page for both copies of the entry (wide screens and
 * the phone menu); a visitor's browser never does. The entry keeps one fixed size while it loads,
 * so nothing in the header moves.
 */
const noSubscription = () => () => {};

export function HeaderAccount({ align = 'end', account }: { align?: 'start' | 'end'; account?: { name: string; role: Role } }) {
  const slot = align === 'end' ? 'flex h-10 w-48 items-center justify-end' : 'flex h-10 items-center';
  // False on the server and while hydrating, then the cookie's answer.
  const hinted = useSyncExternalStore(noSubscription, () => hasSignedInHint(document.cookie), () => false);
  const [user, setUser] = useState<Who | undefined>(undefined);
  useEffect(() => {
    if (account) return;
    if (!hinted) {
      // Signed out (or never in): a later sign-in on this page asks again.
      forgetWho();
      return;
    }
    let live = true;
    void fetchWho().then((u) => {
      if (live) setUser(u);
    });
    return () => {
      live = false;
    };
  }, [hinted, account]);

  if (account) {
    // Known on the server (a per-request page): rendered at once, and without JavaScript.
    return (
      <div className={slot}>
        <AccountMenu name={account.name} dashboardHref={dashboardFor(account.role)} />
      </div>
    );
  }
  if (hinted && user === undefined) return <div className={slot} aria-hidden="true" data-testid="account-loading" />;
  if (hinted && user) {
    return (
      <div className={slot}>
        <AccountMenu name={user.name} dashboardHref={dashboardFor(user.role)} />
      </div>
    );
  }
  return (
    <div className={slot}>
      <Link href="/login" className="rounded-md px-3 py-2 text-sm font-semibold text-primary-700 no-underline hover:bg-primary-50">
        LOGIN/REGISTER
      </Link>
    </div>
  );
}
