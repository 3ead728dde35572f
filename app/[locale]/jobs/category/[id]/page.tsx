import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { listPublicJobCategoriesCached } from '@/lib/jobs/public-cache';
import { parseJobSearchParams } from '@/lib/jobs/search-schemas';
import { JobsListView, jobsMetadata } from '../../_components/jobs-list-view';

type Params = Promise<{ id: string }>;

// A category's first page of jobs: generated on first request, then cached until a job or
// category change expires its tags; hourly at most (jobs expire by date). Its further pages and
// filters are the /jobs search with the category chosen. An unknown or disabled category answers
// 404 from the proxy (lib/jobs/public-index.ts).
export const revalidate = 3600;
export function generateStaticParams(): { id: string }[] {
  return [];
}

async function load(params: Params) {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) return null;
  const category = (await listPublicJobCategoriesCached()).find((c) => c.id === Number(id));
  return category ? { id: category.id, name: category.name } : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const category = await load(params);
  if (!category) return { title: (await getTranslations('publicJobs.list'))('categoryNotFound'), robots: { index: false } };
  return jobsMetadata(parseJobSearchParams({ category: String(category.id) }), category);
}

export default async function JobCategoryPage({ params }: { params: Params }) {
  const category = await load(params);
  if (!category) notFound();
  return <JobsListView params={parseJobSearchParams({ category: String(category.id) })} category={category} />;
}
