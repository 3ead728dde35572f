import { Link } from '@/components/i18n/link';
import { getTranslations } from 'next-intl/server';
import { ResumeDocument } from '@/components/candidates/resume-document';
import { getMessageText } from '@/components/i18n/message-text';
import { formatDate, formatMoment } from '@/components/catalogue/format';
import { requestLocale } from '@/lib/i18n/locale';
import { Card } from '@/components/ui/card';
import { moveStageAction } from '@/lib/jobs/actions';
import { applicationStageLabels } from '@/lib/jobs/application-stages';
import type { ApplicantDetail as Detail } from '@/lib/jobs/applications';
import type { ResumeView } from '@/lib/candidates/profile';
import { employerViewMessages } from '@/lib/messages';
import { StageBadge } from './stage-badge';

/**
 * One applicant as their employer reads them: the stage and the moves left, the CV to download,
 * the cover note, the stage history (who, when) and the resume, all as the one rule of what an
 * employer sees filtered them already (lib/candidates/employer-view.ts: sensitive fields and
 * contact details only where the candidate agreed; after a withdrawal no CV, picture, e-mail or phone).
 */
export async function ApplicantDetailView({ applicant: a }: { applicant: Detail }) {
  const [t, tm, locale] = await Promise.all([getTranslations('jobBoardApplications.detail'), getMessageText(), requestLocale()]);
  /** "31 Jan 2027, 14:05: New → Shortlisted (by Ann)": one move of the stage history (UTC). */
  const historyLine = (at: Date, from: string | null, to: string, by: string | null | undefined) => {
    const when = formatMoment(at, locale);
    if (from) return by ? t('historyMoveBy', { when, from, to, by }) : t('historyMove', { when, from, to });
    return by ? t('historyStartBy', { when, to, by }) : t('historyStart', { when, to });
  };
  return (
    <div className="space-y-6">
      <Card className="space-y-4 p-4">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {t.rich('stageLine', {
            title: a.job.title,
            date: formatDate(a.createdAt, locale) ?? '—',
            badge: () => <StageBadge stage={a.status} />,
            job: (chunks) => <Link href={`/employer/jobs/${a.job.uuid}`}>{chunks}</Link>,
          })}
        </p>
        {a.allowedMoves.length > 0 ? (
          <div className="flex flex-wrap gap-2" role="group" aria-label={t('moveTo')}>
            {a.allowedMoves
              .filter((to) => to !== 'rejected')
              .map((to) => (
                <form key={to} action={moveStageAction}>
                  <input type="hidden" name="application" value={a.uuid} />
                  <input type="hidden" name="to" value={to} />
                  <button type="submit" className="inline-flex h-10 items-center rounded-md bg-ink-700 px-3 text-sm font-semibold text-white hover:bg-ink-800">
                    {tm(applicationStageLabels[to])}
                  </button>
                </form>
              ))}
            {a.allowedMoves.includes('rejected') ? (
              // A decision cannot be undone: rejecting asks once more (a disclosure, also without JavaScript).
              <details className="w-full sm:w-auto">
                <summary className="inline-flex h-10 cursor-pointer list-none items-center rounded-md border border-red-300 bg-white px-3 text-sm font-semibold text-red-800 hover:bg-red-50 [&::-webkit-details-marker]:hidden">
                  {t('reject')}
                </summary>
                <form action={moveStageAction} className="mt-2 space-y-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
                  <input type="hidden" name="application" value={a.uuid} />
                  <input type="hidden" name="to" value="rejected" />
                  <p>{t('rejectConfirm')}</p>
                  <button type="submit" className="inline-flex h-10 items-center rounded-md bg-red-700 px-3 font-semibold text-white hover:bg-red-800">
                    {t('yesReject')}
                  </button>
                </form>
              </details>
            ) : null}
          </div>
        ) : (
          <p className="text-sm text-slate-700">{a.status === 'withdrawn' ? tm(employerViewMessages.withdrawn) : t('decided')}</p>
        )}
        <div className="text-sm">
          <h2 className="font-semibold text-slate-900">{t('cv')}</h2>
          {a.cv ? (
            <a href={a.cv.url} className="font-semibold" download>
              {t('downloadCv', { title: a.cv.title })}
            </a>
          ) : (
            <p className="text-slate-700">{a.status === 'withdrawn' ? tm(employerViewMessages.cvWithdrawn) : t('noCv')}</p>
          )}
        </div>
        <div className="text-sm">
          <h2 className="font-semibold text-slate-900">{t('coverNote')}</h2>
          {a.coverLetter ? <p className="whitespace-pre-line text-slate-800">{a.coverLetter}</p> : <p className="text-slate-700">{t('noCoverNote')}</p>}
        </div>
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold">{t('history')}</summary>
          <ol className="mt-2 space-y-1">
            {a.moves.map((m, i) => (
              <li key={i}>{historyLine(m.at, m.from ? tm(applicationStageLabels[m.from]) : null, tm(m.label), m.by)}</li>
            ))}
          </ol>
        </details>
      </Card>
      <ResumeDocument resume={a.resume as ResumeView} />
    </div>
  );
}
