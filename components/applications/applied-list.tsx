import { formatDay } from '@/components/catalogue/format';
import type { Locale } from '@/lib/i18n/config';
import { CreditCard, School } from '@/components/ui/icons';
import { useLocale, useTranslations } from 'next-intl';
import type { ListDefinition } from '@/components/lists/definition';
import { ListView } from '@/components/lists/list-view';
import { ButtonLink } from '@/components/ui/button';
import type { ApplicationListItem } from '@/lib/applications/types';
import { movesFrom, waitingOnLabels } from '@/lib/applications/status';
import type { Role } from '@/lib/auth/actor';
import type { Page, PageParams } from '@/lib/http/page';
import { renderWith } from '@/lib/i18n/message';
import { AppliedRowActions } from './applied-row-actions';
import { ApplicationPayment } from './payment-badge';
import { StatusBadge } from './status-badge';

/**
 * The student's applications (/student/applied-program): each row with its real status and whom
 * it waits on, where its fees stand, and only the buttons the status machine allows.
 */
type T = ReturnType<typeof useTranslations<'admissionsApplied'>>;

export function appliedList(actor: { role: Role }, defaultPerPage: number, t: T, m: (text: string) => string, locale: Locale): ListDefinition<ApplicationListItem, PageParams> {
  return {
    base: '/student/applied-program',
    caption: t('caption'),
    noun: { many: t('nounMany'), counted: (n, total) => t('counted', { n, total }) },
    rowKey: (a) => a.id,
    rowData: (a) => ({ 'data-application-id': a.id }),
    minWidth: '58rem',
    // The page first, then the size (the address this list has always had).
    href: ({ page, per_page }) => {
      const p = new URLSearchParams();
      if (page > 1) p.set('page', String(page));
      if (per_page !== defaultPerPage) p.set('per_page', String(per_page));
      const s = p.toString();
      return s ? `/student/applied-program?${s}` : '/student/applied-program';
    },
    columns: [
      { header: t('columns.university'), card: 'title', cell: (a) => a.university.name, className: 'font-medium text-slate-900' },
      { header: t('columns.course'), cell: (a) => a.course.title },
      { header: t('columns.program'), cell: (a) => a.program.name },
      {
        header: t('columns.status'),
        cell: (a) => (
          <>
            <StatusBadge status={a.status} />
            {a.waitingOn ? <span className="mt-1 block text-xs text-slate-600">{m(waitingOnLabels[a.waitingOn])}</span> : null}
          </>
        ),
      },
      {
        header: t('columns.payment'),
        cell: (a) => <ApplicationPayment status={a.status} paymentStatus={a.paymentStatus} />,
      },
      { header: t('columns.lastChange'), className: 'whitespace-nowrap text-slate-600', cell: (a) => <time dateTime={a.updatedAt.toISOString()}>{formatDay(a.updatedAt, locale)}</time> },
    ],
    actions: (a) => (
      <>
        {a.feesDue ? (
          <ButtonLink size="sm" href={`/checkout?application_id=${a.id}`} className="mb-2">
            <CreditCard aria-hidden="true" className="size-4" />
            {t.rich('payFees', { course: a.course.title, university: a.university.name, sr: (chunks) => <span className="sr-only">{chunks}</span> })}
          </ButtonLink>
        ) : null}
        <AppliedRowActions
          application={{ id: a.id, status: a.status, course: a.course.title, university: a.university.name }}
          canWithdraw={movesFrom(actor, a.status).some((m) => m.name === 'withdraw')}
        />
      </>
    ),
    empty: {
      title: t('empty.title'),
      icon: School,
      body: () => t('empty.body'),
      action: <ButtonLink href="/universities">{t('empty.action')}</ButtonLink>,
    },
    pagesLabel: t('pagesLabel'),
  };
}

/** Its row actions are client islands: the page hands them the `admissionsStudentActions` namespace. */
export function AppliedList({ page, actor, defaultPerPage }: { page: Page<ApplicationListItem>; actor: { role: Role }; defaultPerPage: number }) {
  const t = useTranslations('admissionsApplied');
  const root = useTranslations();
  const locale = useLocale();
  const m = (text: string) => renderWith(root as never, text);
  return <ListView list={appliedList(actor, defaultPerPage, t, m, locale)} page={page} query={{ page: page.page, per_page: page.perPage }} />;
}
