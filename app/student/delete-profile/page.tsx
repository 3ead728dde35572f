import type { Metadata } from 'next';
import { DeleteProfileScreen } from '@/components/accounts/delete-profile-screen';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Delete profile' };

export default async function StudentDeleteProfilePage() {
  const user = await requirePage('/student/delete-profile');
  return <DeleteProfileScreen role="student" email={user.email} />;
}
