import Link from 'next/link';
import { JobList } from '@/components/jobs-public/job-card';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { applicationStageLabels, applicationStages, type ApplicationStage } from '@/lib/jobs/application-stages';
import type { JobSummary } from '@/lib/jobs/dto';

/** What the candidate should do next, in order (the first that applies first). */
export function nextSteps(s: { completeness: number; cvCount: number; hasPreferences: boolean; applications: number; offered: number; interview: number }): { text: string; href: string }[] {
  const out: { text: string; href: string }[] = [];
  if (s.offered > 0) out.push({ text: `You have ${s.offered} offer${s.offered === 1 ? '' : 's'}: see your applications.`, href: '/candidate/applied-jobs?stage=offered' });
  if (s.interview > 0) out.push({ text: `${s.interview} employer${s.interview === 1 ? ' wants' : 's want'} to interview you.`, href: '/candidate/applied-jobs' });
  if (s.completeness < 100) out.push({ text: 'Finish your resume so employers see all of you.', href: '/candidate/profile' });
  if (s.cvCount === 0) out.push({ text: 'Upload a CV: you apply with it.', href: '/candidate/cvs' });
  if (!s.hasPreferences) out.push({ text: 'Set your job preferences to get recommendations.', href: '/candidate/profile' });
  if (s.applications === 0) out.push({ text: 'Find a job and apply.', href: '/candidate/jobs' });
  return out;
}

/** The candidate dashboard's job part: applications by stage, what needs them next, recommended jobs. */
export function CandidateJobOverview({
  counts,
  steps,
  recommended,
  hasPreferences,
}: {
  counts: Record<ApplicationStage, number>;
  steps: { text: string; href: string }[];
  recommended: JobSummary[];
  hasPreferences: boolean;
}) {
  const total = applicationStages.reduce((n, s) => n + counts[s], 0);
  return (
    <div className="space-y-6">
      <Card className="p-4">
        <h2 className="text-lg font-semibold">Your applications by stage</h2>
        {total === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No applications yet.</p>
        ) : (
          <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {applicationStages.map((s) => (
              <div key={s} className="rounded-md border border-slate-200 p-3">
                <dt className="text-sm text-slate-700">{applicationStageLabels[s]}</dt>
                <dd className="text-2xl font-bold text-slate-900">{counts[s]}</dd>
              </div>
            ))}
          </dl>
        )}
        <p className="mt-3 text-sm">
          <Link href="/candidate/applied-jobs">See all your applications</Link>
        </p>
      </Card>
      {steps.length > 0 ? (
        <Card className="p-4">
          <h2 className="text-lg font-semibold">What needs you next</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {steps.map((s) => (
              <li key={s.text}>
                <Link href={s.href}>{s.text}</Link>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <section aria-labelledby="recommended-jobs" className="space-y-3">
        <h2 id="recommended-jobs" className="text-lg font-semibold">
          Recommended jobs
        </h2>
        {recommended.length > 0 ? (
          <>
            <JobList jobs={recommended} />
            <ButtonLink href="/candidate/jobs?mine=1" variant="outline">
              More jobs matching my preferences
            </ButtonLink>
          </>
        ) : (
          <p className="text-sm text-slate-700">{hasPreferences ? 'No open jobs match your preferences right now.' : 'Set your preferred categories, cities or keywords in your resume to see jobs for you here.'}</p>
        )}
      </section>
    </div>
  );
}
