import type { Metadata } from 'next';
import { ResourceFormPage } from '@/components/catalogue-admin/resource-pages';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Add — Categories' };

export default async function Page() {
  const user = await requirePage('/admin/categories/new');
  return <ResourceFormPage resource="category" user={user} />;
}
