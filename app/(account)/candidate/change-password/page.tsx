import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ChangePasswordScreen } from '@/components/accounts/change-password-screen';
import { requirePage } from '@/lib/auth/guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('peopleAccounts.changePassword');
  return { title: t('metaTitle') };
}

export default async function CandidateChangePasswordPage() {
  const user = await requirePage('/candidate/change-password');
  return <ChangePasswordScreen userId={user.id} />;
}
