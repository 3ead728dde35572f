import { parseJobSearchParams } from '@/lib/jobs/search-schemas';
import { JobsListView, jobsMetadata } from './_components/jobs-list-view';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// Searches and filters render per request (plain indexed queries); the proxy renders the
// unfiltered list's pages from /internal/jobs (cached, lib/jobs/public-paths.ts).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }) {
  return jobsMetadata(parseJobSearchParams(await searchParams));
}

export default async function JobsPage({ searchParams }: { searchParams: SearchParams }) {
  return <JobsListView params={parseJobSearchParams(await searchParams)} />;
}
