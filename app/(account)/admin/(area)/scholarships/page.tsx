import type { Metadata } from 'next';
import { ReferenceListPage, referenceTitles } from '@/components/reference-admin/pages';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await referenceTitles('offer')).list };
}

/** /admin/scholarships: the list (search, status, sort, page size in the address), add, edit, enable/disable, delete. */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const user = await requirePage('/admin/scholarships', { callbackPath: pathWithQuery('/admin/scholarships', params) });
  return <ReferenceListPage kind="offer" user={user} params={params} />;
}
