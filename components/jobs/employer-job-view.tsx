import { getTranslations } from 'next-intl/server';
import { countryNamer } from '@/lib/countries/countries';
import type { ReactNode } from 'react';
import { getMessageText } from '@/components/i18n/message-text';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Ltr } from '@/components/ui/ltr';
import { formatPhone } from '@/lib/forms/phone';
import { formatSalaryRange, jobNatureLabels } from '@/lib/jobs/dto';
import type { EmployerJobDetail } from '@/lib/jobs/jobs';
import { isPublicJob } from '@/lib/jobs/status';
import { formatCount, formatDate } from '@/components/catalogue/format';
import { requestLocale } from '@/lib/i18n/locale';
import { JobRowActions } from './job-row-actions';
import { jobRowActionTexts } from './job-row-texts';
import { JobStatusBadge, RejectionReason } from './job-status';
import type { Translator } from './translator';

/** "2–5", "from 2", "up to 5" (in years with `years`), or null when neither end is given. */
function range(t: Translator<'jobBoardEmployer'>, a: number | string | null, b: number | string | null, years = false): string | null {
  if (a === null && b === null) return null;
  const r = years ? 'rangeYears' : 'range';
  if (a !== null && b !== null) return t(`${r}.both`, { a, b });
  return a !== null ? t(`${r}.from`, { a }) : t(`${r}.upTo`, { b: b ?? '' });
}

/** "Rochester, Kent, ME1 1AA, United Kingdom": the location, and the city only when the location does not name it. */
function placeOf(j: Pick<EmployerJobDetail, 'location' | 'city' | 'postcode' | 'country'>, country: (stored: string | null | undefined) => string | null): string {
  const parts = [j.location];
  if (j.city && !j.location?.toLowerCase().includes(j.city.toLowerCase())) parts.push(j.city);
  parts.push(j.postcode, country(j.country));
  return parts.filter(Boolean).join(', ');
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{term}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}

function Lines({ title, text }: { title: string; text: string | null }) {
  if (!text) return null;
  return (
    <section className="space-y-1">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <p className="whitespace-pre-line text-slate-800">{text}</p>
    </section>
  );
}

/**
 * One job as its employer sees it: status (a rejected one with the reason to answer), the moves
 * allowed now, every field (the age range too: only they see it), views and applications (the
 * page lists the applicants themselves below it).
 */
export async function EmployerJobView({ job }: { job: EmployerJobDetail }) {
  const [t, m, locale] = await Promise.all([getTranslations('jobBoardEmployer'), getMessageText(), requestLocale()]);
  const country = await countryNamer(locale);
  const live = isPublicJob(job);
  const salary = formatSalaryRange(job, locale);
  return (
    <div className="space-y-6">
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="flex items-center gap-2 text-sm text-slate-700">
              {t('view.status')} <JobStatusBadge status={job.displayStatus} />
            </p>
            <RejectionReason status={job.displayStatus} reason={job.rejectionReason} />
            {job.displayStatus === 'reviewing' ? <p className="mt-1 text-sm text-slate-600">{t('view.reviewingNote')}</p> : null}
            {job.displayStatus === 'expired' ? <p className="mt-1 text-sm text-slate-600">{t('view.expiredNote')}</p> : null}
          </div>
          <div className="flex flex-wrap gap-2">
            {job.moves.includes('edit') ? (
              <ButtonLink href={`/employer/jobs/${job.uuid}/edit`} size="sm">
                {t('view.editJob')}
              </ButtonLink>
            ) : null}
            <JobRowActions job={job} texts={jobRowActionTexts(t, job.title)} />
            {live ? (
              <ButtonLink href={`/jobs/${job.uuid}`} size="sm" variant="outline">
                {t('view.viewOnBoard')}
              </ButtonLink>
            ) : null}
          </div>
        </div>
        <dl className="mt-6 grid gap-4 sm:grid-cols-3">
          <Item term={t('view.views')}>{formatCount(job.viewCount, false, locale)}</Item>
          <Item term={t('view.applications')}>
            {job.unviewedApplications ? t('view.applicationsWithNew', { n: job.applications, u: job.unviewedApplications }) : String(job.applications)}
          </Item>
          <Item term={t('view.expires')}>{formatDate(job.expireDate, locale) ?? '—'}</Item>
        </dl>
      </Card>
      <Card title={t('view.details')}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Item term={t('view.category')}>{job.categoryName}</Item>
          <Item term={t('view.jobType')}>{job.jobNature ? m(jobNatureLabels[job.jobNature]) : null}</Item>
          <Item term={t('view.location')}>{placeOf(job, country)}</Item>
          <Item term={t('view.salary')}>{salary ? m(salary) : null}</Item>
          <Item term={t('view.workingHours')}>{range(t, job.workingHourFrom, job.workingHourTo)}</Item>
          <Item term={t('view.experience')}>{range(t, job.experienceMin, job.experienceMax, true)}</Item>
          <Item term={t('view.ageRange')}>{range(t, job.ageMin, job.ageMax)}</Item>
          <Item term={t('view.positions')}>{String(job.positions)}</Item>
          <Item term={t('view.contactNumber')}>{job.contactNumber ? <Ltr>{formatPhone(job.contactNumber)}</Ltr> : null}</Item>
          <Item term={t('view.urgent')}>{job.urgent ? t('view.yes') : null}</Item>
          <Item term={t('view.skills')}>{job.skills.length ? job.skills.join(', ') : null}</Item>
          <Item term={t('view.benefits')}>{job.benefits.length ? job.benefits.join(', ') : null}</Item>
          <Item term={t('view.otherBenefits')}>{job.otherBenefits.length ? job.otherBenefits.join(', ') : null}</Item>
          <Item term={t('view.posted')}>{formatDate(job.createdAt, locale) ?? '—'}</Item>
        </dl>
      </Card>
      <Card title={t('view.description')}>
        <div className="space-y-4">
          <p className="whitespace-pre-line text-slate-800">{job.description}</p>
          <Lines title={t('view.responsibilities')} text={job.responsibilities} />
          <Lines title={t('view.requirements')} text={job.requirements} />
        </div>
      </Card>
    </div>
  );
}
