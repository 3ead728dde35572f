import { useLocale, useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/ui/button';
import { formatDate } from '@/components/catalogue/format';
import type { ApplicationFee } from '@/lib/applications/types';
import type { ApplicationStatus } from '@/lib/applications/values';
import { statusLabels, waitingOn } from '@/lib/applications/status';
import { asLocale } from '@/lib/i18n/config';
import { renderWith } from '@/lib/i18n/message';

/**
 * After Submit (issue 30, item 2): on the wizard's last step of a sent application, what happens
 * next and whom it waits on, and paying the fees when a fee is still to pay. Not shown for a draft
 * or while documents are asked for again (the documents step says what to do then).
 */
export function WhatNext({
  applicationId,
  status,
  submittedAt,
  fees,
  sentBack,
}: {
  applicationId: number;
  status: ApplicationStatus;
  submittedAt: Date | null;
  fees: ApplicationFee[];
  sentBack: boolean;
}) {
  const t = useTranslations('admissionsApplication.next');
  const root = useTranslations();
  const locale = asLocale(useLocale());
  if (status === 'draft' || status === 'documents_requested') return null;
  const waiting = waitingOn(status);
  const toPay = fees.some((f) => f.status === 'unpaid');
  return (
    <section aria-labelledby="what-next-title" className="space-y-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950" data-testid="what-next">
      <h2 id="what-next-title" className="text-base font-semibold">
        {t('title')}
      </h2>
      {sentBack ? <p role="status">{t('sentBack')}</p> : submittedAt ? <p>{t('submittedOn', { date: formatDate(submittedAt, locale) ?? '' })}</p> : null}
      {waiting === 'admissions_office' || waiting === 'university' ? <p>{t(waiting)}</p> : null}
      {waiting === null ? <p>{t('closed', { status: renderWith(root as never, statusLabels[status]) })}</p> : null}
      {toPay && waiting !== null ? (
        <div className="flex flex-wrap items-center gap-3 border-t border-emerald-200 pt-3">
          <p className="min-w-0 flex-1">{t('payLead')}</p>
          <ButtonLink href={`/checkout?application_id=${applicationId}`} size="sm">
            {t('pay')}
          </ButtonLink>
        </div>
      ) : null}
    </section>
  );
}
