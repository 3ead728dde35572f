import Link from 'next/link';
import type { ReactNode } from 'react';
import { formatAdminDateTime } from '@/lib/jobs/admin-schemas';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { FilterButtons, ResultCount } from '@/components/ui/list-filters';
import { Pagination } from '@/components/ui/pagination';
import { Table, TBody, Td, Th, THead } from '@/components/ui/table';
import { type Page, listHref } from '@/lib/http/page';
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

const href = (q: DirectHireListParams, change: Partial<DirectHireListParams> = {}) => listHref(base, { ...q, ...change }, { status: 'all' });

/** The direct-hire requests: search and status in the address, newest first, real pages. */
export function DirectHireList({ page, query }: { page: Page<DirectHireSummary>; query: DirectHireListParams }) {
  const filtered = Boolean(query.q || query.status !== 'all');
  return (
    <div className="space-y-4">
      <form method="get" action={base} role="search" aria-label="Find direct-hire requests" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <Field label="Search" id="dh-q" hint="Job title, organisation, city, e-mail, phone or category">
          {(c) => <Input {...c} name="q" type="search" defaultValue={query.q} maxLength={100} />}
        </Field>
        <Field label="Status" id="dh-status">
          {(c) => (
            <NativeSelect {...c} name="status" defaultValue={query.status}>
              <option value="all">Any status</option>
              {directHireStatusValues.map((s) => (
                <option key={s} value={s}>
                  {directHireStatusLabels[s]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <FilterButtons clearHref={base} filtered={filtered} />
      </form>
      <ResultCount page={page} none="No direct-hire requests match." noun={(n) => (n === 1 ? 'request' : 'requests')} />
      {page.items.length ? (
        <Table caption="Direct-hire requests" minWidth="48rem">
          <THead>
            <tr>
              <Th>Job title</Th>
              <Th>Organisation</Th>
              <Th>City</Th>
              <Th>Salary range</Th>
              <Th className="text-right">Positions</Th>
              <Th>Status</Th>
              <Th>Received</Th>
            </tr>
          </THead>
          <TBody>
            {page.items.map((d) => (
              <tr key={d.id} data-row-label={d.jobTitle}>
                <Td>
                  <Link href={`${base}/${d.id}`} className="font-medium text-ink-700 underline underline-offset-2">
                    {d.jobTitle}
                  </Link>
                </Td>
                <Td>{d.orgName ?? '—'}</Td>
                <Td>{d.city ?? '—'}</Td>
                <Td>{formatSalaryRange(d) ?? '—'}</Td>
                <Td className="text-right tabular-nums">{d.positionNo ?? '—'}</Td>
                <Td>
                  <DirectHireStatusBadge status={d.status} />
                </Td>
                <Td className="tabular-nums whitespace-nowrap">{formatAdminDateTime(d.createdAt)}</Td>
              </tr>
            ))}
          </TBody>
        </Table>
      ) : (
        <EmptyState title="No direct-hire requests match">{filtered ? 'Try another search or status.' : 'No request has been sent yet.'}</EmptyState>
      )}
      <Pagination page={page.page} lastPage={page.pageCount} hrefFor={(n) => href(query, { page: n })} label="Direct-hire pages" />
    </div>
  );
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
