import { Plus } from 'lucide-react';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { SortHeader } from '@/components/catalogue-admin/sort-header';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { FilterButtons, ResultCount } from '@/components/ui/list-filters';
import { Pagination } from '@/components/ui/pagination';
import { StatusBanner } from '@/components/ui/success-banner';
import { Table, TBody, Td, Th, THead } from '@/components/ui/table';
import type { SessionUser } from '@/lib/auth/session-user';
import { isAppError } from '@/lib/errors';
import { listHref } from '@/lib/http/page';
import { saveReferenceAction } from '@/lib/jobs/actions';
import { formatAdminDateTime, referenceListParamsSchema, type ReferenceListParams } from '@/lib/jobs/admin-schemas';
import { listReference, getReference, type ReferenceList, type ReferenceRow } from '@/lib/jobs/reference-admin';
import { ReferenceForm } from './reference-form';
import { ReferenceRowActions } from './reference-row-actions';

/**
 * The back-office pages of the job board's two reference lists (job categories, employer types),
 * written once: the list (search, sort, pages in the address; code, name, created and updated as
 * DD/MM/YYYY hh:mm:ss) and the add/edit page. The route files check the guard and hand over.
 */
type SearchParams = Record<string, string | string[] | undefined>;

interface Config {
  base: string;
  plural: string;
  noun: string;
  Noun: string;
  intro: string;
  usedBy: (n: number) => string;
}

const configs: Record<ReferenceList, Config> = {
  jobCategory: {
    base: '/admin/job-categories',
    plural: 'Job categories',
    noun: 'job category',
    Noun: 'Job category',
    intro: 'The categories employers file their jobs under; visitors browse jobs by them.',
    usedBy: (n) => `${n} job${n === 1 ? '' : 's'} or direct-hire request${n === 1 ? '' : 's'}`,
  },
  employerType: {
    base: '/admin/employer-types',
    plural: 'Employer types',
    noun: 'employer type',
    Noun: 'Employer type',
    intro: 'The organisation types an employer chooses from in their company profile.',
    usedBy: (n) => `${n} company profile${n === 1 ? '' : 's'}`,
  },
};

export const referenceTitle = (list: ReferenceList) => configs[list].plural;

const href = (base: string, q: ReferenceListParams, change: Partial<ReferenceListParams> = {}) => listHref(base, { ...q, ...change }, { sort: 'name', dir: 'asc' });

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function ReferenceListPage({ list, user, params }: { list: ReferenceList; user: SessionUser; params: SearchParams }) {
  const c = configs[list];
  const query = referenceListParamsSchema.parse({ q: params.q, sort: params.sort, dir: params.dir, page: params.page, per_page: params.per_page });
  const page = await listReference(user, list, query);
  const saved = one(params.saved);
  const message = saved === 'created' ? `${c.Noun} created successfully` : saved === 'updated' ? `${c.Noun} updated successfully` : null;
  const sortHref = (sort: string, dir: 'asc' | 'desc') => href(c.base, query, { sort: sort as ReferenceListParams['sort'], dir, page: 1 });
  const lower = c.plural.toLowerCase();
  return (
    <div>
      <DashboardHeading title={c.plural}>{c.intro}</DashboardHeading>
      <StatusBanner message={message} clearParams={['saved']} className="mb-4" />
      <div className="space-y-4">
        <div className="flex justify-end">
          <ButtonLink href={`${c.base}/new`}>
            <Plus aria-hidden="true" className="size-4" />
            Add {c.noun}
          </ButtonLink>
        </div>
        <form method="get" action={c.base} role="search" aria-label={`Find ${lower}`} className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-end">
          <Field label="Name or code" id={`${list}-q`}>
            {(ctl) => <Input {...ctl} name="q" type="search" defaultValue={query.q} maxLength={100} />}
          </Field>
          <FilterButtons clearHref={c.base} filtered={Boolean(query.q)} />
        </form>
        <ResultCount page={page} none={`No ${lower} match.`} noun={(n) => (n === 1 ? c.noun : lower)} />
        {page.items.length ? (
          <Table caption={c.plural} minWidth="44rem">
            <THead>
              <tr>
                <SortHeader label="Code" column="code" sort={query.sort} dir={query.dir} hrefFor={sortHref} />
                <SortHeader label="Name" column="name" sort={query.sort} dir={query.dir} hrefFor={sortHref} />
                <SortHeader label="Created" column="created" sort={query.sort} dir={query.dir} hrefFor={sortHref} firstDir="desc" />
                <SortHeader label="Updated" column="updated" sort={query.sort} dir={query.dir} hrefFor={sortHref} firstDir="desc" />
                <Th className="text-right">In use</Th>
                <Th>Actions</Th>
              </tr>
            </THead>
            <TBody>
              {page.items.map((r: ReferenceRow) => (
                <tr key={r.id} data-row-label={r.name}>
                  <Td className="font-mono text-xs">{r.code}</Td>
                  <Td className="font-medium text-slate-900">{r.name}</Td>
                  <Td className="tabular-nums whitespace-nowrap">{formatAdminDateTime(r.createdAt)}</Td>
                  <Td className="tabular-nums whitespace-nowrap">{formatAdminDateTime(r.updatedAt)}</Td>
                  <Td className="text-right tabular-nums">{r.used}</Td>
                  <Td>
                    <ReferenceRowActions list={list} noun={c.noun} row={r} editHref={`${c.base}/${r.id}/edit`} inUse={r.used > 0 ? c.usedBy(r.used) : null} />
                  </Td>
                </tr>
              ))}
            </TBody>
          </Table>
        ) : (
          <EmptyState
            title={`No ${lower} match`}
            action={
              query.q ? (
                <ButtonLink href={c.base} variant="outline">
                  Clear the search
                </ButtonLink>
              ) : (
                <ButtonLink href={`${c.base}/new`}>Add {c.noun}</ButtonLink>
              )
            }
          >
            {query.q ? 'Try another search.' : `There are no ${lower} yet.`}
          </EmptyState>
        )}
        <Pagination page={page.page} lastPage={page.pageCount} hrefFor={(n) => href(c.base, query, { page: n })} label={`${c.plural} pages`} />
      </div>
    </div>
  );
}

export async function ReferenceFormPage({ list, user, id }: { list: ReferenceList; user: SessionUser; id?: string }) {
  const c = configs[list];
  let row: ReferenceRow | null = null;
  if (id !== undefined) {
    try {
      row = await getReference(user, list, id);
    } catch (err) {
      if (isAppError(err) && err.code === 'not_found') notFound();
      throw err;
    }
  }
  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link href={c.base} className="text-ink-700 underline">
          Back to {c.plural.toLowerCase()}
        </Link>
      </p>
      <DashboardHeading title={row ? `Edit ${c.noun}: ${row.name}` : `Add ${c.noun}`}>Fields marked with * are required.</DashboardHeading>
      <ReferenceForm id={row?.id ?? null} save={saveReferenceAction.bind(null, list, row?.id ?? null)} noun={c.noun} backHref={c.base} defaults={{ code: row?.code ?? '', name: row?.name ?? '' }} />
      {row ? (
        <section aria-labelledby="reference-delete-heading" className="max-w-xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="reference-delete-heading" className="text-base font-semibold text-slate-900">
            Deletion
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Created {formatAdminDateTime(row.createdAt)}, updated {formatAdminDateTime(row.updatedAt)}. {row.used > 0 ? `Used by ${c.usedBy(row.used)}.` : 'Nothing uses it.'}
          </p>
          <div className="mt-4">
            <ReferenceRowActions list={list} noun={c.noun} row={row} afterDelete={c.base} inUse={row.used > 0 ? c.usedBy(row.used) : null} />
          </div>
        </section>
      ) : null}
    </div>
  );
}
