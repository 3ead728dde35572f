import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/coming-soon';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Post a job' };

export default async function EmployerJobsNewPage() {
  await requirePage('/employer/jobs/new');
  return <PlaceholderPage path="/employer/jobs/new" />;
}
