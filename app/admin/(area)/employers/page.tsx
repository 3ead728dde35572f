import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/coming-soon';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Employers' };

export default async function AdminEmployersPage() {
  await requirePage('/admin/employers');
  return <PlaceholderPage path="/admin/employers" />;
}
