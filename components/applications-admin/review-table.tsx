'use client';

import { Ltr } from '@/components/ui/ltr';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import { Link } from '@/components/i18n/link';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { StatusBadge } from '@/components/applications/status-badge';
import { formatDay } from '@/components/catalogue/format';
import { formatPhone } from '@/lib/forms/phone';
import type { Locale } from '@/lib/i18n/config';
import { useMessageText } from '@/components/i18n/use-message-text';
import type { ListColumn } from '@/components/lists/definition';
import { ListTable } from '@/components/lists/list-table';
import { useRowAction } from '@/components/lists/row-actions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { selectionState, toggleAll } from '@/components/ui/table-sort';
import { bulkMoveAction } from '@/lib/applications/actions';
import type { BulkMoveResult, ReviewListItem } from '@/lib/applications/types';
import { defaultDir, paymentStatusLabels, reviewListHref, type ReviewListParams, type ReviewSort } from '@/lib/applications/review-schemas';

const paymentTone = { unpaid: 'danger', refunded: 'neutral', pending: 'warning', paid: 'success' } as const;

type T = ReturnType<typeof useTranslations<'admissionsReviewTable'>>;

/** The review list's columns (its sort keys are the list's; the server sorts the whole list). */
const columnsOf = (t: T, m: (text: string) => string, locale: Locale): ListColumn<ReviewListItem>[] => [
  {
    header: t('columns.student'),
    sort: 'name',
    card: 'title',
    // The name opens the application (the row's "View" may sit past the frame's edge on a narrow
    // screen); the phone goes under the e-mail so the table fits a desktop frame.
    cell: (a) => (
      <>
        <Link href={`/admin/applications/${a.id}`} prefetch={false} className="block font-medium text-ink-700 underline-offset-2 hover:underline">
          {a.fullName}
        </Link>
        <span className="block text-xs text-slate-600">
          #{a.id}
          {a.email ? (
            <>
              {' · '}
              <Ltr>{a.email}</Ltr>
            </>
          ) : null}
        </span>
        {a.phone ? (
          <span className="block whitespace-nowrap text-xs text-slate-600">
            <span className="sr-only">{t('columns.phone')}: </span>
            <Ltr>{formatPhone(a.phone)}</Ltr>
          </span>
        ) : null}
      </>
    ),
  },
  { header: t('columns.country'), sort: 'country', cell: (a) => a.country ?? '—', className: 'text-slate-700' },
  { header: t('columns.program'), sort: 'program', cell: (a) => a.program.name, className: 'text-slate-700' },
  { header: t('columns.course'), sort: 'course', cell: (a) => a.course.title, className: 'text-slate-700' },
  { header: t('columns.university'), sort: 'university', cell: (a) => a.university.name, className: 'text-slate-700' },
  { header: t('columns.status'), sort: 'status', cell: (a) => <StatusBadge status={a.status} /> },
  { header: t('columns.submitted'), sort: 'submitted', firstDir: 'desc', cell: (a) => (a.submittedAt ? <time dateTime={a.submittedAt.toISOString()}>{formatDay(a.submittedAt, locale)}</time> : '—'), className: 'whitespace-nowrap text-slate-700' },
  { header: t('columns.payment'), sort: 'payment', cell: (a) => (a.paymentStatus ? <Badge tone={paymentTone[a.paymentStatus]}>{m(paymentStatusLabels[a.paymentStatus])}</Badge> : '—') },
];

/**
 * The admin application list: sort headers are links (the order lives in the URL and the server
 * sorts the whole list), a check box per row, and the bulk bar for the selected rows: start review,
 * or reject with one shared reason (a dialog). Each application moves through the status module on
 * its own; the ones that cannot make the move are listed with the reason.
 */
export function ReviewTable({ items, query }: { items: ReviewListItem[]; query: ReviewListParams }) {
  const t = useTranslations('admissionsReviewTable');
  const m = useMessageText();
  const locale = useLocale();
  const columns = useMemo(() => columnsOf(t, m, locale), [t, m, locale]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const { pending, run: runAction } = useRowAction();
  const [rejectOpen, setRejectOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<BulkMoveResult | null>(null);
  const ids = items.map((i) => String(i.id));
  const dir = query.dir ?? defaultDir(query.sort);

  const run = (to: 'under_review' | 'rejected', note = '') =>
    runAction(() => bulkMoveAction({ ids: [...selected].map(Number), to, note }), {
      onOk: (result) => {
        setOutcome(result.data ?? null);
        setSelected(new Set());
        setRejectOpen(false);
        setReason('');
      },
      onRefused: (result) => {
        if (result.fieldErrors.note) setReasonError(result.fieldErrors.note[0]);
        return false;
      },
    });

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3" role="group" aria-label={t('bulkLabel')}>
        <span className="text-sm text-slate-700" aria-live="polite">
          {selected.size === 0 ? t('selectHint') : t('selected', { n: selected.size })}
        </span>
        <Button size="sm" variant="outline" disabled={selected.size === 0 || pending} onClick={() => run('under_review')}>
          {t('startReview')}
        </Button>
        <Dialog
          open={rejectOpen}
          onOpenChange={(o) => {
            setRejectOpen(o);
            if (!o) setReasonError(undefined);
          }}
          trigger={
            <Button size="sm" variant="danger" disabled={selected.size === 0 || pending}>
              {t('reject')}
            </Button>
          }
          title={t('rejectTitle', { n: selected.size })}
          description={t('rejectDescription')}
        >
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (!reason.trim()) {
                setReasonError(t('reasonRequired'));
                return;
              }
              run('rejected', reason);
            }}
            className="space-y-4"
            aria-label={t('rejectFormLabel')}
          >
            <Field label={t('reason')} id="bulk-reason" required error={reasonError}>
              {(control) => <Textarea {...control} rows={4} maxLength={2000} value={reason} onChange={(e) => setReason(e.target.value)} />}
            </Field>
            <Button type="submit" variant="danger" disabled={pending}>
              {t('rejectSubmit')}
            </Button>
          </form>
        </Dialog>
      </div>

      {outcome && outcome.refused.length > 0 ? (
        <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-medium">{t('notChanged')}</p>
          <ul className="mt-1 list-disc ps-5">
            {outcome.refused.map((r) => (
              <li key={r.id}>
                {t('refused', { id: String(r.id), message: m(r.message) })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <ListTable
        caption={t('caption')}
        minWidth="56rem"
        columns={columns}
        rows={items}
        rowKey={(a) => a.id}
        rowData={(a) => ({ 'data-application-id': a.id, 'aria-selected': String(selected.has(String(a.id))) })}
        rowClass={(a) => (selected.has(String(a.id)) ? 'bg-ink-50' : undefined)}
        sort={{ key: query.sort, dir, hrefFor: (sort, d) => reviewListHref({ ...query, sort: sort as ReviewSort, dir: d, page: 1 }) }}
        lead={{
          header: <Checkbox aria-label={t('selectAll')} checked={selectionState(ids, selected)} onCheckedChange={() => setSelected(toggleAll(ids, selected))} />,
          cell: (a) => (
            <Checkbox
              aria-label={t('selectOne', { id: String(a.id), name: a.fullName })}
              checked={selected.has(String(a.id))}
              onCheckedChange={(on) => {
                const next = new Set(selected);
                if (on === true) next.add(String(a.id));
                else next.delete(String(a.id));
                setSelected(next);
              }}
            />
          ),
        }}
        actions={(a) => (
          <Link href={`/admin/applications/${a.id}`} className="inline-flex items-center gap-1 text-sm font-medium">
            <SpriteIcon name="eye" className="size-4" />
            {t.rich('view', { id: String(a.id), name: a.fullName, sr: (chunks) => <span className="sr-only">{chunks}</span> })}
          </Link>
        )}
        actionsHeader={{ label: t('open'), srOnly: true }}
      />
    </div>
  );
}
