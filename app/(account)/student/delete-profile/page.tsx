import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DeleteProfileScreen } from '@/components/accounts/delete-profile-screen';
import { requirePage, roleHolding } from '@/lib/auth/guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admissionsStudent.deleteProfile');
  return { title: t('metaTitle') };
}

export default async function StudentDeleteProfilePage() {
  const user = await requirePage('/student/delete-profile');
  return <DeleteProfileScreen role={roleHolding(user, 'profile:delete-own')} email={user.email} />;
}
