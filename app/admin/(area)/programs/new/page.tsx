import type { Metadata } from 'next';
import { ResourceFormPage } from '@/components/catalogue-admin/resource-pages';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Add — Programs' };

export default async function Page() {
  const user = await requirePage('/admin/programs/new');
  return <ResourceFormPage resource="program" user={user} />;
}
