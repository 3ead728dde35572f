import type { Metadata } from 'next';
import { DeleteProfileScreen } from '@/components/accounts/delete-profile-screen';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Delete profile' };

export default async function EmployerDeleteProfilePage() {
  const user = await requirePage('/employer/delete-profile');
  return <DeleteProfileScreen role="employer" email={user.email} />;
}
