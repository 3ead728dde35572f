import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/coming-soon';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Applied universities' };

export default async function StudentAppliedProgramPage() {
  await requirePage('/student/applied-program');
  return <PlaceholderPage path="/student/applied-program" />;
}
