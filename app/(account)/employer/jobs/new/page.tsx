import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getMessageText } from '@/components/i18n/message-text';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { JobFormPage } from '@/components/jobs/employer-pages';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { requirePage } from '@/lib/auth/guard';
import { canPostWith, findOwnCompanyProfile } from '@/lib/jobs/company-profiles';
import { jobMessages } from '@/lib/jobs/schemas';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('peopleEmployer.newJob');
  return { title: t('metaTitle') };
}

/** /employer/jobs/new: the job form, once the company profile has an organisation name. */
export default async function EmployerNewJobPage() {
  const user = await requirePage('/employer/jobs/new');
  const [profile, t, m] = await Promise.all([findOwnCompanyProfile(user), getTranslations('peopleEmployer.newJob'), getMessageText()]);
  return (
    <>
      <DashboardHeading title={t('title')}>{t('lead')}</DashboardHeading>
      {canPostWith(profile) ? (
        <JobFormPage />
      ) : (
        <EmptyState title={t('profileFirstTitle')} action={<ButtonLink href="/employer/profile">{t('profileFirstAction')}</ButtonLink>}>
          {m(jobMessages.profileFirst)}
        </EmptyState>
      )}
    </>
  );
}
