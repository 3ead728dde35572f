'use client';

import { useEffect, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { dashboardFor } from '@/lib/auth/redirects';
import { fetchWho, type Who } from './session-who';

const roleNames = { admin: 'an admin', student: 'a student', employer: 'an employer', candidate: 'a job seeker' } as const;

/**
 * The signed-in part of the "not allowed" page (app/forbidden.tsx): who you are and your own
 * dashboard. A client island: Next renders the forbidden page's component with every page, so a
 * session read there would make every page dynamic (none could come from the cache). Every page
 * loads it with its first scripts, so it stays light: a plain link with the button classes.
 */
export function ForbiddenExplanation() {
  const user = useWho();
  return (
    <p className="mt-4 text-slate-600">
      {user ? `You are signed in as ${roleNames[user.role]} (${user.email}), and this page belongs to another kind of account.` : 'This page belongs to another kind of account.'}{' '}
      If you have a second account for it, sign out first and sign in with that one.
    </p>
  );
}

export function ForbiddenAction() {
  const user = useWho();
  return user ? (
    <a href={dashboardFor(user.role)} className={buttonVariants()}>
      Go to your dashboard
    </a>
  ) : (
    <a href="/login" className={buttonVariants()}>
      Sign in
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
