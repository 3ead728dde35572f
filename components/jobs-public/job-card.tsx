import { Link } from '@/components/i18n/link';
import { getTranslations } from 'next-intl/server';
import { getMessageText } from '@/components/i18n/message-text';
import { requestLocale } from '@/lib/i18n/locale';
import { formatDate } from '@/components/catalogue/format';
import { CalendarClock, MapPin } from '@/components/ui/icons';
import { formatSalaryRange, jobNatureLabels, type JobSummary } from '@/lib/jobs/dto';
import { Badge } from '@/components/ui/badge';
import { applicationStageLabels, type ApplicationStage } from '@/lib/jobs/application-stages';
import { AppliedBadge } from './applied-marks';
import { CompanyLogo } from './company-logo';

/**
 * Which jobs of a list the reader applied to: `browser` on a cached public page (a client island
 * marks them, inside `AppliedMarks`), or the signed-in job seeker's stages by job uuid on their own
 * pages (marked by the server).
 */
export type AppliedJobs = 'browser' | Record<string, ApplicationStage>;

/** One job in a public list: its title links to its page. */
export async function JobCard({ job, applied }: { job: JobSummary; applied?: AppliedJobs }) {
  const [t, ta, m, locale] = await Promise.all([getTranslations('jobBoardPublic.card'), getTranslations('jobBoardPublic.applied'), getMessageText(), requestLocale()]);
  const stage = applied && applied !== 'browser' ? applied[job.uuid] : undefined;
  const salary = formatSalaryRange(job, locale);
  const place = [job.city ?? job.location, job.postcode].filter(Boolean).join(', ');
  const org = job.orgName ?? t('employer');
  return (
    <li className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <CompanyLogo src={job.logoUrl} name={org} size={56} />
      <div className="min-w-0 flex-1">
        <h3 className="text-lg font-semibold leading-snug text-slate-900">
          <Link href={`/jobs/${job.uuid}`} className="no-underline hover:underline">
            {job.title}
          </Link>
        </h3>
        <p className="text-sm text-slate-700">{org}</p>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {place ? (
            <li className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-4 text-slate-500" />
              {place}
            </li>
          ) : null}
          {job.jobNature ? <li>{m(jobNatureLabels[job.jobNature])}</li> : null}
          {salary ? <li className="font-medium text-slate-900">{m(salary)}</li> : null}
          {job.expireDate ? (
            <li className="inline-flex items-center gap-1">
              <CalendarClock aria-hidden="true" className="size-4 text-slate-500" />
              {t('closes', { date: formatDate(job.expireDate, locale) ?? '' })}
            </li>
          ) : null}
        </ul>
        <p className="mt-2 flex flex-wrap gap-2 text-xs">
          <span className="rounded bg-slate-100 px-1.5 py-0.5 font-medium text-slate-700">{job.categoryName}</span>
          {job.urgent ? <span className="rounded bg-primary-50 px-1.5 py-0.5 font-semibold text-primary-800 ring-1 ring-primary-100">{t('urgent')}</span> : null}
          {applied === 'browser' ? <AppliedBadge uuid={job.uuid} /> : stage && stage !== 'withdrawn' ? <Badge tone="info">{ta('badge', { stage: m(applicationStageLabels[stage]) })}</Badge> : null}
        </p>
      </div>
    </li>
  );
}

export async function JobList({ jobs, applied }: { jobs: JobSummary[]; applied?: AppliedJobs }) {
  const t = await getTranslations('jobBoardPublic.card');
  return (
    <ul className="space-y-3" aria-label={t('listLabel')}>
      {jobs.map((j) => (
        <JobCard key={j.uuid} job={j} applied={applied} />
      ))}
    </ul>
  );
}
