import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/coming-soon';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Company profile' };

export default async function EmployerProfilePage() {
  await requirePage('/employer/profile');
  return <PlaceholderPage path="/employer/profile" />;
}
