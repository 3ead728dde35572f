import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/coming-soon';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Categories' };

export default async function AdminCategoriesPage() {
  await requirePage('/admin/categories');
  return <PlaceholderPage path="/admin/categories" />;
}
