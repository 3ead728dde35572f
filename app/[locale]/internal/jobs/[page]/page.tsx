import { JobsListView, jobsMetadata } from '../../../jobs/_components/jobs-list-view';
import { parseJobSearchParams } from '@/lib/jobs/search-schemas';

type Params = Promise<{ page: string }>;

// `/jobs` and `/jobs?page=N` without filters (rewritten here by the proxy): generated on first
// request, then cached until a job change expires its tags; hourly at most, since jobs expire by date.
export const revalidate = 3600;
export function generateStaticParams(): { page: string }[] {
  return [];
}

const paramsOf = async (params: Params) => parseJobSearchParams({ page: (await params).page });

export async function generateMetadata({ params }: { params: Params }) {
  return jobsMetadata(await paramsOf(params));
}

export default async function CachedJobsPage({ params }: { params: Params }) {
  return <JobsListView params={await paramsOf(params)} />;
}
