import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/coming-soon';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Applicants' };

export default async function AdminApplicationsPage() {
  await requirePage('/admin/applications');
  return <PlaceholderPage path="/admin/applications" />;
}
