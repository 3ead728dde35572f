import { formatMoment } from '@/components/catalogue/format';
import { useLocale, useTranslations } from 'next-intl';
import type { ApplicationHistoryEntry } from '@/lib/applications/types';
import { statusLabels, waitingOn, waitingOnLabels } from '@/lib/applications/status';
import { renderWith } from '@/lib/i18n/message';
import { StatusBadge } from './status-badge';

/** Who made a move, as the viewer reads it (keys of admissionsShared.timeline.by). */
const byKeys = {
  student: { student: 'you', admissions_office: 'admissionsOffice' },
  office: { student: 'theStudent', admissions_office: 'admissionsOffice' },
} as const;

/** The moves whose note is a reason the student must read (keys of admissionsShared.timeline.reason). */
const reasonKeys: Partial<Record<ApplicationHistoryEntry['to'], 'documentsRequested' | 'rejected'>> = {
  documents_requested: 'documentsRequested',
  rejected: 'rejected',
};

/**
 * Every status change of an application, oldest first: who made it, when, from and to, its note,
 * and after each one whom the application then waited on.
 */
export function Timeline({ history, viewer = 'student' }: { history: ApplicationHistoryEntry[]; viewer?: 'student' | 'office' }) {
  const root = useTranslations();
  const t = useTranslations('admissionsShared.timeline');
  const locale = useLocale();
  const m = (text: string) => renderWith(root as never, text);
  if (history.length === 0) {
    return <p className="text-sm text-slate-600">{t('empty')}</p>;
  }
  return (
    <ol className="relative space-y-6 border-s border-slate-200 ps-6" aria-label={t('label')}>
      {history.map((h, i) => {
        const waiting = waitingOn(h.to);
        const reason = reasonKeys[h.to];
        return (
          <li key={`${h.at.toISOString()}-${i}`} className="relative" data-testid="timeline-entry">
            <span aria-hidden="true" className="absolute -inset-s-[1.92rem] top-1 size-3 rounded-full border-2 border-white bg-ink-600 ring-1 ring-slate-300" />
            <div className="flex flex-wrap items-center gap-2 text-sm">
              {h.from ? (
                <>
                  <span className="sr-only">{t('from')}</span>
                  <StatusBadge status={h.from} />
                  <span aria-hidden="true" className="inline-block rtl:-scale-x-100">→</span>
                  <span className="sr-only">{t('to')}</span>
                </>
              ) : null}
              <StatusBadge status={h.to} />
            </div>
            <p className="mt-1 text-sm text-slate-600">
              {t.rich('moved', {
                who: t(`by.${h.by ? byKeys[viewer][h.by] : 'someone'}`),
                status: m(statusLabels[h.to]).toLowerCase(),
                date: formatMoment(h.at, locale),
                time: (chunks) => <time dateTime={h.at.toISOString()}>{chunks}</time>,
              })}
            </p>
            {h.note ? (
              <p className="mt-2 rounded-md bg-slate-50 p-3 text-sm text-slate-800">
                {reason ? <span className="font-medium">{t('reasonLabel', { label: t(`reason.${reason}`) })}</span> : null}
                {h.note}
              </p>
            ) : null}
            {waiting && i === history.length - 1 ? <p className="mt-1 text-sm font-medium text-slate-900">{viewer === 'office' && waiting === 'student' ? t('waitingOnStudent') : m(waitingOnLabels[waiting])}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
