import type { Metadata } from 'next';
import { DeleteProfileScreen } from '@/components/accounts/delete-profile-screen';
import { requirePage, roleHolding } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Delete profile' };

export default async function CandidateDeleteProfilePage() {
  const user = await requirePage('/candidate/delete-profile');
  return <DeleteProfileScreen role={roleHolding(user, 'profile:delete-own')} email={user.email} />;
}
