import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/coming-soon';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'My resume' };

export default async function CandidateProfilePage() {
  await requirePage('/candidate/profile');
  return <PlaceholderPage path="/candidate/profile" />;
}
