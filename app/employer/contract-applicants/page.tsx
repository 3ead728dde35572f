import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/coming-soon';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Contractual applicants' };

export default async function EmployerContractApplicantsPage() {
  await requirePage('/employer/contract-applicants');
  return <PlaceholderPage path="/employer/contract-applicants" />;
}
