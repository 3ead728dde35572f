import { Link } from '@/components/i18n/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { applicationStepLabels, applicationSteps } from '@/lib/applications/schemas';
import { formatMoment, formatMoney } from '@/components/catalogue/format';
import { progressPercent } from '@/lib/applications/wizard-form';
import { renderWith } from '@/lib/i18n/message';
import { cn } from '@/lib/utils';

export interface WizardSummary {
  id: number;
  course: string;
  university: string;
  status: string;
  statusLabel: string;
  fees: { kind: string; amountMinor: number; currency: string }[];
  savedAt: Date | null;
}

const feeKinds = ['application_fee', 'service_fee'] as const;
const isFeeKind = (kind: string): kind is (typeof feeKinds)[number] => (feeKinds as readonly string[]).includes(kind);

/** The wizard's frame: the summary panel, the progress bar, the step list and the active step. */
export function WizardFrame({ summary, active, editable, children }: { summary: WizardSummary; active: number; editable: boolean; children: ReactNode }) {
  const t = useTranslations('admissionsApplication.frame');
  const root = useTranslations();
  const locale = useLocale();
  const m = (text: string) => renderWith(root as never, text);
  const percent = progressPercent(active);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <div className="min-w-0 space-y-6">
        <div className="space-y-3">
          <div
            role="progressbar"
            aria-label={t('progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t('progressValue', { n: active, total: applicationSteps.length })}
            className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div data-testid="wizard-progress" className="h-full rounded-full bg-primary-600 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <nav aria-label={t('stepsLabel')}>
            <ol className="grid gap-2 text-sm sm:grid-cols-4">
              {applicationSteps.map((step, i) => {
                const n = i + 1;
                const current = n === active;
                return (
                  <li key={step}>
                    <Link
                      href={`/application?application_id=${summary.id}&step=${n}`}
                      aria-current={current ? 'step' : undefined}
                      className={cn('block rounded-md px-2 py-1.5', current ? 'bg-ink-50 font-semibold text-ink-800' : 'text-slate-700 hover:bg-slate-100')}
                    >
                      {t('stepItem', { n, step: m(applicationStepLabels[step]) })}
                    </Link>
                  </li>
                );
              })}
            </ol>
          </nav>
        </div>
        {editable ? null : summary.status === 'documents_requested' ? (
          // The office asked for documents again: what to do, not that nothing can change (issue 30, item 1).
          <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="requested-notice">
            {t('requestedNotice')}
          </p>
        ) : (
          <p className="rounded-md border border-ink-100 bg-ink-50 p-3 text-sm text-ink-800">{t('submittedNotice')}</p>
        )}
        {children}
      </div>
      <aside aria-labelledby="application-summary-title" className="space-y-4">
        <Card>
          <h2 id="application-summary-title" className="text-lg font-semibold text-slate-900">
            {t('summaryTitle')}
          </h2>
          <dl className="mt-3 space-y-2 text-sm">
            <div>
              <dt className="text-slate-600">{t('applicationId')}</dt>
              <dd className="font-medium text-slate-900">#{summary.id}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('course')}</dt>
              <dd className="font-medium text-slate-900">{summary.course}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('university')}</dt>
              <dd className="font-medium text-slate-900">{summary.university}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('status')}</dt>
              <dd>
                <Badge tone={summary.status === 'draft' ? 'neutral' : 'info'} data-testid="application-status">
                  {m(summary.statusLabel)}
                </Badge>
              </dd>
            </div>
            {summary.fees.map((fee) => (
              <div key={fee.kind}>
                <dt className="text-slate-600">{isFeeKind(fee.kind) ? t(`fee.${fee.kind}`) : fee.kind}</dt>
                <dd className="font-medium text-slate-900">{formatMoney(fee.amountMinor, fee.currency, locale)}</dd>
              </div>
            ))}
            <div>
              <dt className="text-slate-600">{t('lastSaved')}</dt>
              <dd className="font-medium text-slate-900" data-testid="saved-at">
                {summary.savedAt ? <time dateTime={summary.savedAt.toISOString()}>{t('savedAt', { date: formatMoment(summary.savedAt, locale) })}</time> : t('notSavedYet')}
              </dd>
            </div>
          </dl>
        </Card>
      </aside>
    </div>
  );
}
