import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { CompanyProfilePage } from '@/components/jobs/employer-pages';
import { requirePage } from '@/lib/auth/guard';
import { canPostWith, findOwnCompanyProfile } from '@/lib/jobs/company-profiles';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('peopleEmployer.profile');
  return { title: t('metaTitle') };
}

/** /employer/profile: the employer's company profile and logo (a new employer starts here). */
export default async function EmployerProfilePage() {
  const user = await requirePage('/employer/profile');
  const [profile, t] = await Promise.all([findOwnCompanyProfile(user), getTranslations('peopleEmployer.profile')]);
  return (
    <>
      <DashboardHeading title={t('title')}>{canPostWith(profile) ? t('lead') : t('leadNew')}</DashboardHeading>
      <CompanyProfilePage profile={profile} />
    </>
  );
}
