import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/coming-soon';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Employer types' };

export default async function AdminEmployerTypesPage() {
  await requirePage('/admin/employer-types');
  return <PlaceholderPage path="/admin/employer-types" />;
}
