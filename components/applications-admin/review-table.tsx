'use client';

import { ArrowDown, ArrowUp, ArrowUpDown, Eye } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { StatusBadge } from '@/components/applications/status-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { Table, TBody, Td, Th, THead } from '@/components/ui/table';
import { selectionState, toggleAll } from '@/components/ui/table-sort';
import { toast } from '@/components/ui/toaster';
import { bulkMoveAction } from '@/lib/applications/actions';
import type { BulkMoveResult, ReviewListItem } from '@/lib/applications/types';
import { defaultDir, paymentStatusLabels, reviewListHref, type ReviewListParams, type ReviewSort } from '@/lib/applications/review-schemas';
import type { ActionResult } from '@/lib/forms/action-result';
import { cn } from '@/lib/utils';

const columns: { key: string; header: string; sort?: ReviewSort }[] = [
  { key: 'name', header: 'Student', sort: 'name' },
  { key: 'phone', header: 'Phone' },
  { key: 'country', header: 'Country', sort: 'country' },
  { key: 'program', header: 'Program', sort: 'program' },
  { key: 'course', header: 'Course', sort: 'course' },
  { key: 'university', header: 'University', sort: 'university' },
  { key: 'status', header: 'Status', sort: 'status' },
  { key: 'submitted', header: 'Submitted', sort: 'submitted' },
  { key: 'payment', header: 'Payment', sort: 'payment' },
];

const paymentTone = { unpaid: 'danger', refunded: 'neutral', pending: 'warning', paid: 'success' } as const;

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The admin application list: sort headers are links (the order lives in the URL and the server
 * sorts the whole list), a check box per row, and the bulk bar for the selected rows: start review,
 * or reject with one shared reason (a dialog). Each application moves through the status module on
 * its own; the ones that cannot make the move are listed with the reason.
 */
export function ReviewTable({ items, query }: { items: ReviewListItem[]; query: ReviewListParams }) {
  const router = useRouter();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [pending, startTransition] = useTransition();
  const [rejectOpen, setRejectOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<BulkMoveResult | null>(null);
  const ids = items.map((i) => String(i.id));
  const dir = query.dir ?? defaultDir(query.sort);

  const run = (to: 'under_review' | 'rejected', note = '') =>
    startTransition(async () => {
      let result: ActionResult<BulkMoveResult>;
      try {
        result = await bulkMoveAction({ ids: [...selected].map(Number), to, note });
      } catch {
        toast.error('Something went wrong. Please try again.');
        return;
      }
      if (!result.ok) {
        if (result.fieldErrors.note) setReasonError(result.fieldErrors.note[0]);
        toast.error(result.message);
        return;
      }
      setOutcome(result.data ?? null);
      toast.success(result.message ?? 'Done');
      setSelected(new Set());
      setRejectOpen(false);
      setReason('');
      router.refresh();
    });

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3" role="group" aria-label="Change the status of the selected applications">
        <span className="text-sm text-slate-700" aria-live="polite">
          {selected.size === 0 ? 'Select applications to change their status together.' : `${selected.size} selected`}
        </span>
        <Button size="sm" variant="outline" disabled={selected.size === 0 || pending} onClick={() => run('under_review')}>
          Start review
        </Button>
        <Dialog
          open={rejectOpen}
          onOpenChange={(o) => {
            setRejectOpen(o);
            if (!o) setReasonError(undefined);
          }}
          trigger={
            <Button size="sm" variant="danger" disabled={selected.size === 0 || pending}>
              Reject…
            </Button>
          }
          title={`Reject ${selected.size} application${selected.size === 1 ? '' : 's'}`}
          description="Every selected student reads this reason on their application and in the e-mail."
        >
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (!reason.trim()) {
                setReasonError('Give a reason the student can read');
                return;
              }
              run('rejected', reason);
            }}
            className="space-y-4"
            aria-label="Reject the selected applications"
          >
            <Field label="Reason" id="bulk-reason" required error={reasonError}>
              {(control) => <Textarea {...control} rows={4} maxLength={2000} value={reason} onChange={(e) => setReason(e.target.value)} />}
            </Field>
            <Button type="submit" variant="danger" disabled={pending}>
              Reject applications
            </Button>
          </form>
        </Dialog>
      </div>

      {outcome && outcome.refused.length > 0 ? (
        <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-medium">Not changed:</p>
          <ul className="mt-1 list-disc pl-5">
            {outcome.refused.map((r) => (
              <li key={r.id}>
                #{r.id}: {r.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <Table caption="Applications" minWidth="72rem">
        <THead>
          <tr>
            <Th className="w-10">
              <Checkbox aria-label="Select all applications shown" checked={selectionState(ids, selected)} onCheckedChange={() => setSelected(toggleAll(ids, selected))} />
            </Th>
            {columns.map((c) => {
              const active = c.sort && query.sort === c.sort ? dir : null;
              const Icon = active === 'asc' ? ArrowUp : active === 'desc' ? ArrowDown : ArrowUpDown;
              const next = active ? (active === 'asc' ? 'desc' : 'asc') : c.sort ? defaultDir(c.sort) : undefined;
              return (
                <Th key={c.key} aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : c.sort ? 'none' : undefined}>
                  {c.sort ? (
                    <Link
                      href={reviewListHref({ ...query, sort: c.sort, dir: next, page: 1 })}
                      className="inline-flex items-center gap-1 uppercase tracking-wide text-slate-600 no-underline hover:text-slate-900"
                    >
                      {c.header}
                      <span className="sr-only">, sort {next === 'asc' ? 'ascending' : 'descending'}</span>
                      <Icon aria-hidden="true" className={cn('size-3.5', active ? 'text-slate-900' : 'text-slate-400')} />
                    </Link>
                  ) : (
                    c.header
                  )}
                </Th>
              );
            })}
            <Th>
              <span className="sr-only">Open</span>
            </Th>
          </tr>
        </THead>
        <TBody>
          {items.map((a) => {
            const id = String(a.id);
            return (
              <tr key={id} data-application-id={a.id} aria-selected={selected.has(id)} className={selected.has(id) ? 'bg-ink-50' : undefined}>
                <Td>
                  <Checkbox
                    aria-label={`Select application #${a.id} of ${a.fullName}`}
                    checked={selected.has(id)}
                    onCheckedChange={(on) => {
                      const next = new Set(selected);
                      if (on === true) next.add(id);
                      else next.delete(id);
                      setSelected(next);
                    }}
                  />
                </Td>
                <Td>
                  <span className="block font-medium text-slate-900">{a.fullName}</span>
                  <span className="block text-xs text-slate-600">#{a.id}{a.email ? ` · ${a.email}` : ''}</span>
                </Td>
                <Td className="whitespace-nowrap text-slate-700">{a.phone ?? '—'}</Td>
                <Td className="text-slate-700">{a.country ?? '—'}</Td>
                <Td className="text-slate-700">{a.program.name}</Td>
                <Td className="text-slate-700">{a.course.title}</Td>
                <Td className="text-slate-700">{a.university.name}</Td>
                <Td>
                  <StatusBadge status={a.status} />
                </Td>
                <Td className="whitespace-nowrap text-slate-700">{a.submittedAt ? <time dateTime={a.submittedAt.toISOString()}>{day(a.submittedAt)}</time> : '—'}</Td>
                <Td>{a.paymentStatus ? <Badge tone={paymentTone[a.paymentStatus]}>{paymentStatusLabels[a.paymentStatus]}</Badge> : '—'}</Td>
                <Td>
                  <Link href={`/admin/applications/${a.id}`} className="inline-flex items-center gap-1 text-sm font-medium">
                    <Eye aria-hidden="true" className="size-4" />
                    View<span className="sr-only"> application #{a.id} of {a.fullName}</span>
                  </Link>
                </Td>
              </tr>
            );
          })}
        </TBody>
      </Table>
    </div>
  );
}
