import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/coming-soon';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'CV manager' };

export default async function CandidateCvsPage() {
  await requirePage('/candidate/cvs');
  return <PlaceholderPage path="/candidate/cvs" />;
}
