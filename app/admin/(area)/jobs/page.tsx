import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/coming-soon';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Jobs' };

export default async function AdminJobsPage() {
  await requirePage('/admin/jobs');
  return <PlaceholderPage path="/admin/jobs" />;
}
