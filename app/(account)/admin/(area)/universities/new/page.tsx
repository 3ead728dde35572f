import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UniversityFormPage } from '@/components/catalogue-admin/university-form-page';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { requirePage } from '@/lib/auth/guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOfficePages');
  return { title: t('universityNew.metaTitle') };
}

/** /admin/universities/new: every field of a university, with its logo and banner. */
export default async function AdminNewUniversityPage() {
  const user = await requirePage('/admin/universities/new');
  const t = await getTranslations('backOfficePages.universityNew');
  return (
    <div>
      <DashboardHeading title={t('title')}>{t('intro')}</DashboardHeading>
      <UniversityFormPage user={user} />
    </div>
  );
}
