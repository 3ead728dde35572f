import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/coming-soon';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Part time' };

export default async function AdminPartTimePage() {
  await requirePage('/admin/part-time');
  return <PlaceholderPage path="/admin/part-time" />;
}
