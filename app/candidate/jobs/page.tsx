import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/coming-soon';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Find jobs' };

export default async function CandidateJobsPage() {
  await requirePage('/candidate/jobs');
  return <PlaceholderPage path="/candidate/jobs" />;
}
