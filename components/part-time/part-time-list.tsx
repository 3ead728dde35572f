import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { FilterButtons, ResultCount } from '@/components/ui/list-filters';
import { Pagination } from '@/components/ui/pagination';
import { Table, TBody, Td, Th, THead } from '@/components/ui/table';
import { type Page, listHref } from '@/lib/http/page';
import type { PartTimeApplicationDto } from '@/lib/jobs/part-time';
import { formatHourlyRate, type PartTimeListParams } from '@/lib/jobs/part-time-schemas';

const href = (base: string, q: PartTimeListParams, change: Partial<PartTimeListParams> = {}) => listHref(base, { ...q, ...change });

/** The part-time applicants (employers and admins): search by skill or city in the address, real pages. */
export function PartTimeList({ base, page, query }: { base: string; page: Page<PartTimeApplicationDto>; query: PartTimeListParams }) {
  const filtered = Boolean(query.q);
  return (
    <div className="space-y-4">
      <form method="get" action={base} role="search" aria-label="Find part-time applicants" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-end">
        <Field label="Skill or city" id="pt-q" hint="E.g. Excel or Canterbury">
          {(c) => <Input {...c} name="q" type="search" defaultValue={query.q} maxLength={100} />}
        </Field>
        <FilterButtons clearHref={base} filtered={filtered} />
      </form>
      <ResultCount page={page} none="No part-time applicants match." noun={(n) => (n === 1 ? 'applicant' : 'applicants')} />
      {page.items.length ? (
        <Table caption="Part-time applicants" minWidth="40rem" keyboardScroll>
          <THead>
            <tr>
              <Th>Full name</Th>
              <Th>City</Th>
              <Th>Skills</Th>
              <Th className="text-right">Rate</Th>
              <Th>Availability</Th>
            </tr>
          </THead>
          <TBody>
            {page.items.map((a) => (
              <tr key={a.id} data-row-label={a.fullName}>
                <Td className="font-medium text-slate-900">{a.fullName}</Td>
                <Td>{a.city ?? '—'}</Td>
                <Td>
                  {a.skills.length ? (
                    <ul className="flex flex-wrap gap-1" aria-label={`Skills of ${a.fullName}`}>
                      {a.skills.map((s) => (
                        <li key={s} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
                          {s}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    '—'
                  )}
                </Td>
                <Td className="text-right tabular-nums whitespace-nowrap">{formatHourlyRate(a.rateMinor) ?? '—'}</Td>
                <Td>{a.availability ?? '—'}</Td>
              </tr>
            ))}
          </TBody>
        </Table>
      ) : (
        <EmptyState title="No part-time applicants match">{filtered ? 'Try another skill or city.' : 'No candidate has sent a part-time application yet.'}</EmptyState>
      )}
      <Pagination page={page.page} lastPage={page.pageCount} hrefFor={(n) => href(base, query, { page: n })} label="Part-time applicant pages" />
    </div>
  );
}
