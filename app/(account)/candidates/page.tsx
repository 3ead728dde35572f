import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DirectoryList } from '@/components/candidate-directory/directory-list';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';
import { listDirectory } from '@/lib/candidates/directory';
import { directoryParamsSchema } from '@/lib/candidates/directory-schemas';
import { listJobCategories } from '@/lib/jobs/categories';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('peopleDirectory.page');
  return { title: t('metaTitle') };
}

/** /candidates: the job seekers who opted in to be found, by skill, city and job category. */
export default async function CandidatesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const user = await requirePage('/candidates', { callbackPath: pathWithQuery('/candidates', params) });
  const query = directoryParamsSchema.parse(params);
  const [page, categories, t] = await Promise.all([listDirectory(user, query), listJobCategories(), getTranslations('peopleDirectory.page')]);
  return (
    <div>
      <DashboardHeading title={t('title')}>{t('lead')}</DashboardHeading>
      <DirectoryList page={page} query={query} categories={categories} />
    </div>
  );
}
