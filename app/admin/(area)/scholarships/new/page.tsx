import type { Metadata } from 'next';
import { ResourceFormPage } from '@/components/catalogue-admin/resource-pages';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Add — Scholarship offers' };

export default async function Page() {
  const user = await requirePage('/admin/scholarships/new');
  return <ResourceFormPage resource="offer" user={user} />;
}
