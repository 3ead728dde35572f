import type { ReactNode } from 'react';
import { formatAdminDateTime } from '@/lib/jobs/admin-schemas';
import { Badge } from '@/components/ui/badge';
import { optionsOf, type ListDefinition } from '@/components/lists/definition';
import { ListView } from '@/components/lists/list-view';
import { linkColumn } from '@/components/lists/cells';
import type { Page } from '@/lib/http/page';
import type { DirectHireDetail, DirectHireSummary } from '@/lib/jobs/direct-hire';
import { directHireStatusLabels, type DirectHireListParams } from '@/lib/jobs/direct-hire-schemas';
import { formatSalaryRange } from '@/lib/jobs/dto';
import { DirectHireStatusButtons } from './direct-hire-status-buttons';
import { directHireStatusValues, type DirectHireStatus } from '@/lib/jobs/values';

const base = '/admin/direct-hire';
const tones = { new: 'info', contacted: 'warning', closed: 'neutral' } as const;

export function DirectHireStatusBadge({ status }: { status: DirectHireStatus }) {
  return <Badge tone={tones[status]}>{directHireStatusLabels[status]}</Badge>;
}

/** The direct-hire requests: search and status in the address, newest first, real pages. */
export const directHireList: ListDefinition<DirectHireSummary, DirectHireListParams> = {
  base,
  caption: 'Direct-hire requests',
  noun: { one: 'request', many: 'requests' },
  rowKey: (d) => d.id,
  rowData: (d) => ({ 'data-row-label': d.jobTitle }),
  minWidth: '48rem',
  filters: [
    { kind: 'search', name: 'q', label: 'Search', hint: 'Job title, organisation, city, e-mail, phone or category' },
    { kind: 'select', name: 'status', label: 'Status', options: optionsOf({ all: 'Any status', ...directHireStatusLabels }, ['all', ...directHireStatusValues]) },
  ],
  defaults: { status: 'all' },
  columns: [
    linkColumn('Job title', (d) => `${base}/${d.id}`, (d) => d.jobTitle),
    { header: 'Organisation', cell: (d) => d.orgName ?? '—' },
    { header: 'City', cell: (d) => d.city ?? '—' },
    { header: 'Salary range', cell: (d) => formatSalaryRange(d) ?? '—' },
    { header: 'Positions', align: 'right', cell: (d) => d.positionNo ?? '—', className: 'tabular-nums' },
    { header: 'Status', cell: (d) => <DirectHireStatusBadge status={d.status} /> },
    { header: 'Received', cell: (d) => formatAdminDateTime(d.createdAt), className: 'tabular-nums whitespace-nowrap' },
  ],
  none: 'No direct-hire requests match.',
  empty: { title: 'No direct-hire requests match', body: (filtered) => (filtered ? 'Try another search or status.' : 'No request has been sent yet.') },
  pagesLabel: 'Direct-hire pages',
};

export function DirectHireList({ page, query }: { page: Page<DirectHireSummary>; query: DirectHireListParams }) {
  return <ListView list={directHireList} page={page} query={query} />;
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-sm text-slate-900">{children === null || children === undefined || children === '' ? '—' : children}</dd>
    </div>
  );
}

const pair = (a: unknown, b: unknown, unit = '') => (a == null && b == null ? null : `${a ?? '…'} – ${b ?? '…'}${unit}`);

/** One request: every field, and its status moves. */
export function DirectHireDetailView({ request: d }: { request: DirectHireDetail }) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="dh-status-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="dh-status-heading" className="text-base font-semibold text-slate-900">
          Status: <DirectHireStatusBadge status={d.status} />
        </h2>
        {d.handledAt ? <p className="mt-1 text-sm text-slate-600">Last handled {formatAdminDateTime(d.handledAt)}.</p> : null}
        <div className="mt-3">
          <DirectHireStatusButtons id={d.id} status={d.status} title={d.jobTitle} />
        </div>
      </section>
      <section aria-labelledby="dh-fields" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="dh-fields" className="text-base font-semibold text-slate-900">
          The request
        </h2>
        <dl className="mt-2 divide-y divide-slate-100">
          <Item label="Organisation">{d.orgName}</Item>
          <Item label="Category">{d.categoryName}</Item>
          <Item label="Positions">{d.positionNo}</Item>
          <Item label="Salary">{formatSalaryRange(d)}</Item>
          <Item label="Working hours">{pair(d.workingHourFrom, d.workingHourTo)}</Item>
          <Item label="Dates">{pair(d.dateFrom, d.dateTo)}</Item>
          <Item label="Experience">{pair(d.experienceMin, d.experienceMax, ' years')}</Item>
          <Item label="Skills">{d.skills.length ? d.skills.join(', ') : null}</Item>
          <Item label="Description">{d.description ? <p className="whitespace-pre-line">{d.description}</p> : null}</Item>
          <Item label="Address">{[d.house, d.street, d.city, d.county, d.province, d.country].filter(Boolean).join(', ')}</Item>
          <Item label="E-mail">{d.email ? <a href={`mailto:${d.email}`} className="text-ink-700 underline">{d.email}</a> : null}</Item>
          <Item label="Contact number">{d.contactNo ? <a href={`tel:${d.contactNo.replace(/[^+\d]/g, '')}`} className="text-ink-700 underline">{d.contactNo}</a> : null}</Item>
          <Item label="Received">{formatAdminDateTime(d.createdAt)}</Item>
        </dl>
      </section>
    </div>
  );
}
