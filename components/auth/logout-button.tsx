import type { ReactNode } from 'react';
import { logoutAction } from '@/lib/accounts/actions';
import { cn } from '@/lib/utils';

/**
 * Sign out: a one-button form posting to the logout server action, so it works before (and
 * without) JavaScript. `redirectTo` is where the user lands: home from the public header, the
 * login page from a dashboard (`loginPathFor(role)`: /admin/login for admins). Usable from server
 * and client components alike; `children` is the button's content (its words from the caller).
 */
export function LogoutButton({
  redirectTo = '/',
  className,
  children,
}: {
  redirectTo?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form action={logoutAction} className="contents">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button
        type="submit"
        className={cn(
          className ??
            'inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        )}
      >
        {children}
      </button>
    </form>
  );
}
