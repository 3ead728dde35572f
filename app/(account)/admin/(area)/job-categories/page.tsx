import type { Metadata } from 'next';
import { ReferenceListPage, referenceTitles } from '@/components/reference-admin/pages';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await referenceTitles('jobCategory')).list };
}

/** /admin/job-categories: code, name, created, updated; search, sort and pages in the address; add, edit, delete while unused. */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const user = await requirePage('/admin/job-categories', { callbackPath: pathWithQuery('/admin/job-categories', params) });
  return <ReferenceListPage kind="jobCategory" user={user} params={params} />;
}
