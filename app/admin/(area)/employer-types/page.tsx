import type { Metadata } from 'next';
import { ReferenceListPage, referenceTitle } from '@/components/reference-admin/pages';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: referenceTitle('employerType') };

/** /admin/employer-types: code, name, created, updated; search, sort and pages in the address; add, edit, delete while unused. */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const user = await requirePage('/admin/employer-types', { callbackPath: pathWithQuery('/admin/employer-types', params) });
  return <ReferenceListPage kind="employerType" user={user} params={params} />;
}
