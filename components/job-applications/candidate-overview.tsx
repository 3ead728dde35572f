import { Link } from '@/components/i18n/link';
import { getTranslations } from 'next-intl/server';
import { getMessageText } from '@/components/i18n/message-text';
import { JobList } from '@/components/jobs-public/job-card';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { applicationStageLabels, applicationStages, type ApplicationStage } from '@/lib/jobs/application-stages';
import type { JobSummary } from '@/lib/jobs/dto';
import { msg } from '@/lib/i18n/message';

/** What the candidate should do next, in order (the first that applies first); message tokens, the overview renders them. */
export function nextSteps(s: { completeness: number; cvCount: number; hasPreferences: boolean; applications: number; offered: number; interview: number }): { text: string; href: string }[] {
  const out: { text: string; href: string }[] = [];
  if (s.offered > 0) out.push({ text: msg('jobBoardApplications.nextSteps.offers', { n: s.offered }), href: '/candidate/applied-jobs?stage=offered' });
  if (s.interview > 0) out.push({ text: msg('jobBoardApplications.nextSteps.interviews', { n: s.interview }), href: '/candidate/applied-jobs?stage=interview' });
  if (s.completeness < 100) out.push({ text: msg('jobBoardApplications.nextSteps.resume'), href: '/candidate/profile' });
  if (s.cvCount === 0) out.push({ text: msg('jobBoardApplications.nextSteps.cv'), href: '/candidate/cvs' });
  if (!s.hasPreferences) out.push({ text: msg('jobBoardApplications.nextSteps.preferences'), href: '/candidate/profile' });
  if (s.applications === 0) out.push({ text: msg('jobBoardApplications.nextSteps.apply'), href: '/candidate/jobs' });
  return out;
}

/** The candidate dashboard's job part: applications by stage, what needs them next, recommended jobs. */
export async function CandidateJobOverview({
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
  const [t, m] = await Promise.all([getTranslations('jobBoardApplications.overview'), getMessageText()]);
  const total = applicationStages.reduce((n, s) => n + counts[s], 0);
  return (
    <div className="space-y-6">
      <Card className="p-4">
        <h2 className="text-lg font-semibold">{t('byStage')}</h2>
        {total === 0 ? (
          <p className="mt-2 text-sm text-slate-700">{t('none')}</p>
        ) : (
          <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {applicationStages.map((s) => (
              <div key={s} className="rounded-md border border-slate-200 p-3">
                <dt className="text-sm text-slate-700">{m(applicationStageLabels[s])}</dt>
                <dd className="text-2xl font-bold text-slate-900">{counts[s]}</dd>
              </div>
            ))}
          </dl>
        )}
        <p className="mt-3 text-sm">
          <Link href="/candidate/applied-jobs">{t('seeAll')}</Link>
        </p>
      </Card>
      {steps.length > 0 ? (
        <Card className="p-4">
          <h2 className="text-lg font-semibold">{t('nextTitle')}</h2>
          <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
            {steps.map((s) => (
              <li key={s.text}>
                <Link href={s.href}>{m(s.text)}</Link>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <section aria-labelledby="recommended-jobs" className="space-y-3">
        <h2 id="recommended-jobs" className="text-lg font-semibold">
          {t('recommended')}
        </h2>
        {recommended.length > 0 ? (
          <>
            <JobList jobs={recommended} />
            <ButtonLink href="/candidate/jobs?mine=1" variant="outline">
              {t('moreMatching')}
            </ButtonLink>
          </>
        ) : (
          <p className="text-sm text-slate-700">{hasPreferences ? t('noMatches') : t('setPreferences')}</p>
        )}
      </section>
    </div>
  );
}
