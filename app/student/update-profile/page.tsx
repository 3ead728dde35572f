import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/coming-soon';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Your profile' };

export default async function StudentUpdateProfilePage() {
  await requirePage('/student/update-profile');
  return <PlaceholderPage path="/student/update-profile" />;
}
