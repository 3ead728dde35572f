import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/coming-soon';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Job categories' };

export default async function AdminJobCategoriesPage() {
  await requirePage('/admin/job-categories');
  return <PlaceholderPage path="/admin/job-categories" />;
}
