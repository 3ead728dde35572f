import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/coming-soon';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Applied jobs' };

export default async function CandidateAppliedJobsPage() {
  await requirePage('/candidate/applied-jobs');
  return <PlaceholderPage path="/candidate/applied-jobs" />;
}
