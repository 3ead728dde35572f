import type { Metadata } from 'next';
import { ReferenceFormPage } from '@/components/reference-admin/pages';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Add — Categories' };

export default async function Page() {
  const user = await requirePage('/admin/categories/new');
  return <ReferenceFormPage kind="category" user={user} />;
}
