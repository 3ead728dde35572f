import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/coming-soon';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Manage jobs' };

export default async function EmployerJobsPage() {
  await requirePage('/employer/jobs');
  return <PlaceholderPage path="/employer/jobs" />;
}
