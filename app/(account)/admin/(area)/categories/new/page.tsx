import type { Metadata } from 'next';
import { ReferenceFormPage, referenceTitles } from '@/components/reference-admin/pages';
import { requirePage } from '@/lib/auth/guard';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await referenceTitles('category')).add };
}

export default async function Page() {
  const user = await requirePage('/admin/categories/new');
  return <ReferenceFormPage kind="category" user={user} />;
}
