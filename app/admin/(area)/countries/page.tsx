import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/coming-soon';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Countries' };

export default async function AdminCountriesPage() {
  await requirePage('/admin/countries');
  return <PlaceholderPage path="/admin/countries" />;
}
