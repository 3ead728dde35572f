import type { Metadata } from 'next';
import { ReferenceListPage, referenceTitles } from '@/components/reference-admin/pages';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await referenceTitles('program')).list };
}

/** /admin/programs: the list (search, status, sort, page size in the address), add, edit, enable/disable, delete. */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const user = await requirePage('/admin/programs', { callbackPath: pathWithQuery('/admin/programs', params) });
  return <ReferenceListPage kind="program" user={user} params={params} />;
}
