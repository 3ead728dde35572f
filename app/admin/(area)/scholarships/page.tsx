import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/coming-soon';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Scholarships' };

export default async function AdminScholarshipsPage() {
  await requirePage('/admin/scholarships');
  return <PlaceholderPage path="/admin/scholarships" />;
}
