import Link from 'next/link';
import { dashboardFor } from '@/lib/auth/redirects';
import { getSessionUser } from '@/lib/auth/session';
import { AccountMenu } from './account-menu';

/**
 * The account entry of the public header: LOGIN/REGISTER
 * for visitors; for a signed-in user their name with a menu (Dashboard of their role, Logout).
 * Reads the session on the server (one cached lookup per request).
 */
export async function HeaderAccount() {
  const user = await getSessionUser();
  if (!user) {
    return (
      <Link href="/login" className="rounded-md px-3 py-2 text-sm font-semibold text-primary-700 no-underline hover:bg-primary-50">
        LOGIN/REGISTER
      </Link>
    );
  }
  return <AccountMenu name={user.name} dashboardHref={dashboardFor(user.role)} />;
}
