import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/coming-soon';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Candidates' };

export default async function AdminCandidatesPage() {
  await requirePage('/admin/candidates');
  return <PlaceholderPage path="/admin/candidates" />;
}
