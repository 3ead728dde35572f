'use client';

import { useEffect, useState } from 'react';
import { useLocaleHref } from '@/components/i18n/link';
import { buttonVariants } from '@/components/ui/button-variants';
import type { Role } from '@/lib/auth/actor';
import { dashboardFor } from '@/lib/auth/redirects';
import { fetchWho, type Who } from './session-who';

/** A role's "You are signed in as …" sentence, in the two parts around the account's e-mail address. */
export type SignedInAs = Record<Role, readonly [before: string, after: string]>;

/**
 * The signed-in part of the "not allowed" page (app/forbidden.tsx): who you are and your own
 * dashboard. A client island: Next renders the forbidden page's component with every page, so a
 * session read there would make every page dynamic (none could come from the cache). Every page
 * loads it with its first scripts, so it stays light: a plain link with the button classes, and
 * its words rendered by the server (error-pages.tsx), so it needs no messages of its own.
 */
export function ForbiddenExplanation({ texts }: { texts: { signedInAs: SignedInAs; anotherKind: string; secondAccount: string } }) {
  const user = useWho();
  const [before, after] = user ? texts.signedInAs[user.role] : ['', ''];
  return (
    <p className="mt-4 text-slate-600">
      {user ? `${before}${user.email}${after}` : texts.anotherKind} {texts.secondAccount}
    </p>
  );
}

export function ForbiddenAction({ texts }: { texts: { dashboard: string; signIn: string } }) {
  const user = useWho();
  const href = useLocaleHref();
  return user ? (
    <a href={dashboardFor(user.role)} className={buttonVariants()}>
      {texts.dashboard}
    </a>
  ) : (
    // A plain link, as the dashboard's above (no client router on this page); in the page's language.
    <a href={href('/login')} className={buttonVariants()}>
      {texts.signIn}
    </a>
  );
}

function useWho(): Who {
  const [user, setUser] = useState<Who>(null);
  useEffect(() => {
    let live = true;
    void fetchWho().then((u) => {
      if (live) setUser(u);
    });
    return () => {
      live = false;
    };
  }, []);
  return user;
}
