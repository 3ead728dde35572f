import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/coming-soon';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Universities' };

export default async function AdminUniversitiesPage() {
  await requirePage('/admin/universities');
  return <PlaceholderPage path="/admin/universities" />;
}
