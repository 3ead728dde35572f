import type { Metadata } from 'next';
import { DashboardWelcome } from '@/components/layout/dashboard-welcome';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Candidate dashboard' };

export default async function CandidateDashboardPage() {
  const user = await requirePage('/candidate/dashboard');
  return <DashboardWelcome role="candidate" name={user.name} placeholder="/candidate/dashboard" />;
}
