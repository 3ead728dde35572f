import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import type { ListDefinition } from '@/components/lists/definition';
import { ListTable } from '@/components/lists/list-table';
import { ListView } from '@/components/lists/list-view';
import { disabledMark, linkColumn } from '@/components/lists/cells';
import { Pager } from '@/components/lists/pager';
import type { Page } from '@/lib/http/page';
import { formatAdminDateTime, type EmployerListParams } from '@/lib/jobs/admin-schemas';
import { formatSalaryRange } from '@/lib/jobs/dto';
import type { EmployerDetail, EmployerRow } from '@/lib/jobs/employers';
import { dateOnly } from './job-queue';
import { JobStatusBadge } from './job-status-badge';

const base = '/admin/employers';

/** The employers list: a search (organisation, name, e-mail, city) and real pages, in the address. */
export const employersList: ListDefinition<EmployerRow, EmployerListParams> = {
  base,
  caption: 'Employers',
  noun: { one: 'employer', many: 'employers' },
  rowKey: (e) => e.id,
  minWidth: '48rem',
  filters: [{ kind: 'search', name: 'q', label: 'Organisation, name, e-mail or city' }],
  columns: [
    linkColumn('Organisation', (e) => `${base}/${e.id}`, (e) => e.orgName ?? 'No company profile yet', (e) => disabledMark(e.disabled)),
    {
      header: 'Account',
      cell: (e) => (
        <>
          {e.name}
          <span className="block text-xs text-slate-600">{e.email}</span>
        </>
      ),
    },
    { header: 'City', cell: (e) => e.city ?? '—' },
    { header: 'Type', cell: (e) => e.employerTypeName ?? '—' },
    { header: 'Jobs', align: 'right', cell: (e) => e.jobCount, className: 'tabular-nums' },
    { header: 'Approved', align: 'right', cell: (e) => e.approvedJobs, className: 'tabular-nums' },
    { header: 'Joined', cell: (e) => dateOnly(e.createdAt), className: 'tabular-nums' },
  ],
  empty: { title: 'No employers match', body: (filtered) => (filtered ? 'Try another search.' : 'No employer has registered yet.') },
  pagesLabel: 'Employer pages',
};

export function EmployerList({ page, query }: { page: Page<EmployerRow>; query: EmployerListParams }) {
  return <ListView list={employersList} page={page} query={query} />;
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-[14rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-sm text-slate-900">{children === null || children === undefined || children === '' ? '—' : children}</dd>
    </div>
  );
}

const sizes = { small: 'Small', medium: 'Medium', large: 'Large' } as const;

/** One employer: the account, the company profile (every field) and their jobs. */
export function EmployerDetailView({ employer: e }: { employer: EmployerDetail }) {
  const p = e.profile;
  return (
    <div className="space-y-6">
      <section aria-labelledby="employer-account" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="employer-account" className="text-base font-semibold text-slate-900">
          Account
        </h2>
        <dl className="mt-2 divide-y divide-slate-100">
          <Item label="Name">{e.name}</Item>
          <Item label="E-mail">{e.email}</Item>
          <Item label="E-mail verified">{e.verified ? 'Yes' : 'No'}</Item>
          <Item label="Status">{e.disabled ? 'Disabled' : 'Active'}</Item>
          <Item label="Joined">{formatAdminDateTime(e.createdAt)}</Item>
        </dl>
      </section>
      <section aria-labelledby="employer-profile" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="employer-profile" className="text-base font-semibold text-slate-900">
          Company profile
        </h2>
        {p ? (
          <dl className="mt-2 divide-y divide-slate-100">
            <Item label="Logo">
              {p.logoUrl ? (
                // eslint-disable-next-line @next/next/no-img-element -- our own image route
                <img src={p.logoUrl} alt={`${e.orgName ?? 'Company'} logo`} className="size-16 rounded border border-slate-200 object-contain" />
              ) : null}
            </Item>
            <Item label="Organisation">{e.orgName}</Item>
            <Item label="Code">{p.code}</Item>
            <Item label="Organisation type">{e.employerTypeName}</Item>
            <Item label="Size">{p.orgSize ? sizes[p.orgSize] : null}</Item>
            <Item label="Established">{p.estYear}</Item>
            <Item label="Address">{[p.house, p.street, e.city, p.county, p.province, e.country].filter(Boolean).join(', ')}</Item>
            <Item label="Website">{p.website}</Item>
            <Item label="Description">{p.description ? <p className="whitespace-pre-line">{p.description}</p> : null}</Item>
            <Item label="Contact person">{[p.contactPersonName, p.contactPersonDesignation].filter(Boolean).join(', ')}</Item>
            <Item label="Contact e-mail">{p.contactPersonEmail}</Item>
            <Item label="Contact mobile">{p.contactPersonMobile}</Item>
            <Item label="Business id">{p.businessId}</Item>
            <Item label="Business description">{p.businessDescription}</Item>
            <Item label="Trade licence">{p.tradeLicense}</Item>
            <Item label="Profile updated">{formatAdminDateTime(p.updatedAt)}</Item>
          </dl>
        ) : (
          <p className="mt-2 text-sm text-slate-600">This employer has not filled in a company profile yet.</p>
        )}
      </section>
      <section aria-labelledby="employer-jobs" className="space-y-3">
        <h2 id="employer-jobs" className="text-base font-semibold text-slate-900">
          Jobs ({e.jobs.total})
        </h2>
        {e.jobs.items.length ? (
          <ListTable
            caption={`Jobs of ${e.orgName ?? e.name}`}
            minWidth="40rem"
            rows={e.jobs.items}
            rowKey={(j) => j.id}
            columns={[
              linkColumn<EmployerDetail['jobs']['items'][number]>('Title', (j) => `/admin/jobs/${j.uuid}`, (j) => j.title),
              { header: 'Category', cell: (j) => j.categoryName },
              { header: 'Salary', cell: (j) => formatSalaryRange(j) ?? '—' },
              { header: 'Posted', cell: (j) => dateOnly(j.createdAt), className: 'tabular-nums' },
              { header: 'Expires', cell: (j) => dateOnly(j.expireDate), className: 'tabular-nums' },
              { header: 'Status', cell: (j) => <JobStatusBadge status={j.displayStatus} /> },
            ]}
          />
        ) : (
          <EmptyState title="No jobs yet">This employer has not posted a job.</EmptyState>
        )}
        <Pager label="Job pages" pages={{ page: e.jobs.page, pageCount: e.jobs.pageCount, hrefFor: (n) => `${base}/${e.id}?jobs_page=${n}` }} />
      </section>
    </div>
  );
}
