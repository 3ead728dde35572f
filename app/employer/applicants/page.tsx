import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/coming-soon';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'All applicants' };

export default async function EmployerApplicantsPage() {
  await requirePage('/employer/applicants');
  return <PlaceholderPage path="/employer/applicants" />;
}
