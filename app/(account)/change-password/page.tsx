import { redirect } from 'next/navigation';
import { requirePage } from '@/lib/auth/guard';

/**
 * /change-password (the old clients' shared address; sign-in required): every role has its own change-password page in
 * its dashboard; this address sends each signed-in user there, and a visitor to login first.
 */
export default async function ChangePasswordRedirectPage() {
  const user = await requirePage('/change-password');
  redirect(`/${user.role}/change-password`);
}
