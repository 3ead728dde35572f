import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/coming-soon';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Cities' };

export default async function AdminCitiesPage() {
  await requirePage('/admin/cities');
  return <PlaceholderPage path="/admin/cities" />;
}
