import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/coming-soon';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Direct hire' };

export default async function AdminDirectHirePage() {
  await requirePage('/admin/direct-hire');
  return <PlaceholderPage path="/admin/direct-hire" />;
}
