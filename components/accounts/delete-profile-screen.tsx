import { getTranslations } from 'next-intl/server';
import { DeleteProfileForm } from '@/components/accounts/delete-profile-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { DashboardHeading } from '@/components/layout/dashboard-shell';

/** What deleting an account removes, per role (the rest of the screen is the same for all). */
const whatIsDeleted = {
  student: 'whatIsDeletedStudent',
  candidate: 'whatIsDeletedCandidate',
  employer: 'whatIsDeletedEmployer',
} as const;

export type DeletableRole = keyof typeof whatIsDeleted;

/** The shared "Delete profile" screen of the student, candidate and employer areas (each page calls its own guard first). */
export async function DeleteProfileScreen({ role, email }: { role: DeletableRole; email: string }) {
  const t = await getTranslations('peopleAccounts.deleteProfile');
  return (
    <>
      <DashboardHeading title={t('title')}>{t('lead', { email })}</DashboardHeading>
      <div className="mb-6 max-w-2xl rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <p className="font-semibold">{t('whatIsDeleted')}</p>
        <p className="mt-1">{t(whatIsDeleted[role])}</p>
      </div>
      <ClientMessages namespaces={['peopleDeleteProfile']}>
        <DeleteProfileForm />
      </ClientMessages>
    </>
  );
}
