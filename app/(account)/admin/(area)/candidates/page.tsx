import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminCandidateList } from '@/components/candidate-directory/admin-candidates';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';
import { listAllCandidates } from '@/lib/candidates/directory';
import { adminCandidateParamsSchema } from '@/lib/candidates/directory-schemas';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOfficePages');
  return { title: t('candidates.metaTitle') };
}

/** /admin/candidates: every job seeker, listed in the directory or not, in real pages. */
export default async function AdminCandidatesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const user = await requirePage('/admin/candidates', { callbackPath: pathWithQuery('/admin/candidates', params) });
  const query = adminCandidateParamsSchema.parse(params);
  const page = await listAllCandidates(user, query);
  const t = await getTranslations('backOfficePages.candidates');
  return (
    <div>
      <DashboardHeading title={t('title')}>{t('intro')}</DashboardHeading>
      <AdminCandidateList page={page} query={query} />
    </div>
  );
}
