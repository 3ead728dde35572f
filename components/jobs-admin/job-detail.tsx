import { Link } from '@/components/i18n/link';
import { DetailItem } from '@/components/ui/detail-item';
import { countryNamer } from '@/lib/countries/countries';
import { getTranslations } from 'next-intl/server';
import { getMessageText } from '@/components/i18n/message-text';
import type { Translator } from '@/components/jobs/translator';
import { Ltr } from '@/components/ui/ltr';
import { formatPhone } from '@/lib/forms/phone';
import { formatSalaryRange, jobNatureLabels } from '@/lib/jobs/dto';
import { requestLocale } from '@/lib/i18n/locale';
import type { AdminJobDetail } from '@/lib/jobs/moderation';
import { dateOnly, moderationMovesOf } from './job-queue';
import { JobModerationButtons } from './job-moderation-buttons';
import { JobStatusBadge } from './job-status-badge';
import { moderationTexts, moderationWords } from './moderation-texts';

/** "2–5", "from 2", "up to 5" (in years with `years`), or null when neither end is given. */
function range(t: Translator<'jobBoardAdmin'>, a: number | string | null, b: number | string | null, years = false): string | null {
  if (a === null && b === null) return null;
  const r = years ? 'rangeYears' : 'range';
  if (a !== null && b !== null) return t(`${r}.both`, { a, b });
  return a !== null ? t(`${r}.from`, { a }) : t(`${r}.upTo`, { b: b ?? '' });
}


function List({ items }: { items: string[] }) {
  return items.length ? (
    <ul className="list-disc ps-5">
      {items.map((s, i) => (
        <li key={`${i}-${s}`}>{s}</li>
      ))}
    </ul>
  ) : (
    '—'
  );
}

const text = (s: string | null) => (s ? <p className="whitespace-pre-line">{s}</p> : null);

/** One job as the admin reads it: every field (the age range included) and the allowed moves. */
export async function AdminJobDetailView({ job }: { job: AdminJobDetail }) {
  const [t, m, locale] = await Promise.all([getTranslations('jobBoardAdmin'), getMessageText(), requestLocale()]);
  const country = await countryNamer(locale);
  const salary = formatSalaryRange(job, locale);
  return (
    <div className="space-y-6">
      <section aria-labelledby="job-moves" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="job-moves" className="text-base font-semibold text-slate-900">
          {t('job.status')} <JobStatusBadge status={job.displayStatus} />
        </h2>
        {job.status === 'rejected' && job.rejectionReason ? (
          <p className="mt-2 text-sm text-slate-700">
            <span className="font-medium">{t('job.reasonGiven')}</span> {job.rejectionReason}
          </p>
        ) : null}
        {job.approvedAt ? (
          <p className="mt-2 text-sm text-slate-600">
            {job.approvedByName ? t('job.approvedOnBy', { date: dateOnly(job.approvedAt, locale), by: job.approvedByName }) : t('job.approvedOn', { date: dateOnly(job.approvedAt, locale) })}
          </p>
        ) : null}
        <div className="mt-3">
          <JobModerationButtons uuid={job.uuid} moves={moderationMovesOf(job)} texts={moderationTexts(t, job.title)} words={moderationWords(t)} size="md" />
        </div>
      </section>
      <section aria-labelledby="job-fields" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="job-fields" className="text-base font-semibold text-slate-900">
          {t('job.thePost')}
        </h2>
        <dl className="mt-2 divide-y divide-slate-100">
          <DetailItem label={t('job.employer')}>
            {job.orgName ?? job.employerName}{' '}
            <Link href={`/admin/employers/${job.employerId}`} className="text-ink-700 underline">
              ({job.employerEmail})
            </Link>
          </DetailItem>
          <DetailItem label={t('job.category')}>{job.categoryName}</DetailItem>
          <DetailItem label={t('job.type')}>{job.jobNature ? m(jobNatureLabels[job.jobNature]) : null}</DetailItem>
          <DetailItem label={t('job.location')}>{[job.location, job.city, job.postcode, country(job.country)].filter(Boolean).join(', ')}</DetailItem>
          <DetailItem label={t('job.salary')}>{salary ? m(salary) : null}</DetailItem>
          <DetailItem label={t('job.experience')}>{range(t, job.experienceMin, job.experienceMax, true)}</DetailItem>
          <DetailItem label={t('job.ageRange')}>{range(t, job.ageMin, job.ageMax, true)}</DetailItem>
          <DetailItem label={t('job.workingHours')}>{range(t, job.workingHourFrom, job.workingHourTo)}</DetailItem>
          <DetailItem label={t('job.positions')}>{job.positions}</DetailItem>
          <DetailItem label={t('job.urgent')}>{job.urgent ? t('job.yes') : t('job.no')}</DetailItem>
          <DetailItem label={t('job.contactNumber')}>{job.contactNumber ? <Ltr>{formatPhone(job.contactNumber)}</Ltr> : null}</DetailItem>
          <DetailItem label={t('job.expires')}>{dateOnly(job.expireDate, locale)}</DetailItem>
          <DetailItem label={t('job.posted')}>{dateOnly(job.createdAt, locale)}</DetailItem>
          <DetailItem label={t('job.views')}>{job.viewCount}</DetailItem>
          <DetailItem label={t('job.skills')}>
            <List items={job.skills} />
          </DetailItem>
          <DetailItem label={t('job.benefits')}>
            <List items={job.benefits} />
          </DetailItem>
          <DetailItem label={t('job.otherBenefits')}>
            <List items={job.otherBenefits} />
          </DetailItem>
          <DetailItem label={t('job.description')}>{text(job.description)}</DetailItem>
          <DetailItem label={t('job.responsibilities')}>{text(job.responsibilities)}</DetailItem>
          <DetailItem label={t('job.requirements')}>{text(job.requirements)}</DetailItem>
        </dl>
      </section>
    </div>
  );
}
