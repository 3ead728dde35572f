import type { Metadata } from 'next';
import { DirectoryList } from '@/components/candidate-directory/directory-list';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';
import { listDirectory } from '@/lib/candidates/directory';
import { directoryParamsSchema } from '@/lib/candidates/directory-schemas';
import { listJobCategories } from '@/lib/jobs/categories';

export const metadata: Metadata = { title: 'Candidates' };

/** /candidates: the job seekers who opted in to be found, by skill, city and job category. */
export default async function CandidatesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const user = await requirePage('/candidates', { callbackPath: pathWithQuery('/candidates', params) });
  const query = directoryParamsSchema.parse(params);
  const [page, categories] = await Promise.all([listDirectory(user, query), listJobCategories()]);
  return (
    <div>
      <DashboardHeading title="Candidates">Job seekers who chose to be listed for employers. Search by skill, city or job category.</DashboardHeading>
      <DirectoryList page={page} query={query} categories={categories} />
    </div>
  );
}
