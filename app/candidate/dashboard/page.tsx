import type { Metadata } from 'next';
import { CompletenessMeter } from '@/components/candidates/completeness-meter';
import { DashboardWelcome } from '@/components/layout/dashboard-welcome';
import { ButtonLink } from '@/components/ui/button';
import { requirePage } from '@/lib/auth/guard';
import { getResumeBuilder } from '@/lib/candidates/profile';

export const metadata: Metadata = { title: 'Candidate dashboard' };

export default async function CandidateDashboardPage() {
  const user = await requirePage('/candidate/dashboard');
  const { completeness } = await getResumeBuilder({ id: user.id, role: user.role });
  return (
    <div className="min-w-0 space-y-6">
      <DashboardWelcome role="candidate" name={user.name} placeholder="/candidate/dashboard" />
      <CompletenessMeter completeness={completeness} />
      <ButtonLink href="/candidate/profile">Continue my resume</ButtonLink>
    </div>
  );
}
