'use client';

import Link from 'next/link';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { dashboardFor } from '@/lib/auth/redirects';
import { hasSignedInHint } from '@/lib/auth/signed-in-hint';
import type { AccountMenuLabels } from './account-menu';
import { fetchWho, forgetWho, type Who } from './session-who';

/**
 * The account entry of the public header, a client island so that public pages stay cached (the
 * same HTML for everyone): LOGIN/REGISTER for visitors; for a signed-in user their name with a
 * menu (Dashboard of their role, Logout). The server (and a browser without JavaScript) renders
 * the visitor's link. Only a browser with the signed-in hint (lib/auth/signed-in-hint.ts) asks
 * the session endpoint who it is, once per page for both copies of the entry (wide screens and
 * the phone menu); a visitor's browser never does. The entry keeps one fixed size while it loads,
 * so nothing in the header moves. The menu's code (account-menu.tsx) is loaded only for a
 * signed-in browser, so a visitor's first load does not carry it (light pages, issue 14). A page
 * that knows the user on the server renders the menu itself (site-header.tsx). Its words come
 * from the server header (`labels`), so public pages carry no messages for it.
 */
const noSubscription = () => () => {};

const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

/** `loginHref`: the login page in the page's language (from the server: the island carries no address rules). */
export type HeaderAccountLabels = AccountMenuLabels & { loginRegister: string; loginHref: string; account: string };

export function HeaderAccount({ align = 'end', labels }: { align?: 'start' | 'end'; labels: HeaderAccountLabels }) {
  const slot = align === 'end' ? 'flex h-10 w-48 items-center justify-end' : 'flex h-10 items-center';
  // False on the server and while hydrating, then the cookie's answer.
  const hinted = useSyncExternalStore(noSubscription, () => hasSignedInHint(document.cookie), () => false);
  const [user, setUser] = useState<Who | undefined>(undefined);
  useEffect(() => {
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
  }, [hinted]);

  if (hinted && user === undefined) return <div className={slot} aria-hidden="true" data-testid="account-loading" />;
  if (hinted && user) {
    return (
      <div className={slot}>
        <Suspense fallback={<div className="size-full" aria-hidden="true" data-testid="account-loading" />}>
          <AccountMenu name={user.name || labels.account} dashboardHref={dashboardFor(user.role)} labels={labels} />
        </Suspense>
      </div>
    );
  }
  return (
    <div className={slot}>
      <Link href={labels.loginHref} className="rounded-md px-3 py-2 text-sm font-semibold text-primary-700 no-underline hover:bg-primary-50">
        {labels.loginRegister}
      </Link>
    </div>
  );
}
