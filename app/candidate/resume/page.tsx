import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/coming-soon';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Resume' };

export default async function CandidateResumePage() {
  await requirePage('/candidate/resume');
  return <PlaceholderPage path="/candidate/resume" />;
}
