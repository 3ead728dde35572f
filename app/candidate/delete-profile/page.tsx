import type { Metadata } from 'next';
import { DeleteProfileScreen } from '@/components/accounts/delete-profile-screen';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Delete profile' };

export default async function CandidateDeleteProfilePage() {
  const user = await requirePage('/candidate/delete-profile');
  return <DeleteProfileScreen role="candidate" email={user.email} />;
}
