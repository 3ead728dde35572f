import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CompletenessMeter } from '@/components/candidates/completeness-meter';
import { CandidateJobOverview, nextSteps } from '@/components/job-applications/candidate-overview';
import { DashboardWelcome } from '@/components/layout/dashboard-welcome';
import { ButtonLink } from '@/components/ui/button';
import { requirePage } from '@/lib/auth/guard';
import { listOwnCvs } from '@/lib/candidates/cvs';
import { getResumeBuilder } from '@/lib/candidates/profile';
import { countOwnApplicationsByStage } from '@/lib/jobs/candidate-applications';
import { recommendedJobs } from '@/lib/jobs/recommendations';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('peopleCandidate.dashboard');
  return { title: t('metaTitle') };
}

export default async function CandidateDashboardPage() {
  const user = await requirePage('/candidate/dashboard');
  const actor = { id: user.id, role: user.role };
  const [{ completeness }, counts, recommended, cvs] = await Promise.all([getResumeBuilder(actor), countOwnApplicationsByStage(actor), recommendedJobs(actor), listOwnCvs(actor)]);
  const t = await getTranslations('peopleCandidate.dashboard');
  // "Applied" counts the applications still standing: a withdrawn one is not an application any more.
  const applications = Object.values(counts).reduce((a, b) => a + b, 0) - counts.withdrawn;
  // A CV hidden from the list cannot be applied with.
  const cvCount = cvs.filter((c) => !c.hidden).length;
  const done = [...(completeness.percent >= 100 ? (['resume'] as const) : []), ...(cvCount > 0 ? (['cv'] as const) : [])];
  const steps = nextSteps({
    completeness: completeness.percent,
    cvCount,
    hasPreferences: recommended.hasPreferences,
    applications,
    offered: counts.offered,
    interview: counts.interview,
  });
  return (
    <div className="min-w-0 space-y-6">
      <DashboardWelcome role={user.role} name={user.name} done={done} />
      <CompletenessMeter completeness={completeness} />
      <ButtonLink href="/candidate/profile">{t('continueResume')}</ButtonLink>
      <CandidateJobOverview counts={counts} steps={steps} recommended={recommended.jobs} hasPreferences={recommended.hasPreferences} />
    </div>
  );
}
