import type { ListDefinition } from '@/components/lists/definition';
import { ListView } from '@/components/lists/list-view';
import type { Page } from '@/lib/http/page';
import type { PartTimeApplicationDto } from '@/lib/jobs/part-time';
import { formatHourlyRate, type PartTimeListParams } from '@/lib/jobs/part-time-schemas';

/** The part-time applicants (employers and admins): search by skill or city in the address, real pages. */
export function partTimeList(base: string): ListDefinition<PartTimeApplicationDto, PartTimeListParams> {
  return {
    base,
    caption: 'Part-time applicants',
    noun: { one: 'applicant', many: 'applicants' },
    rowKey: (a) => a.id,
    rowData: (a) => ({ 'data-row-label': a.fullName }),
    minWidth: '40rem',
    filters: [{ kind: 'search', name: 'q', label: 'Skill or city', hint: 'E.g. Excel or Canterbury' }],
    columns: [
      { header: 'Full name', card: 'title', cell: (a) => a.fullName, className: 'font-medium text-slate-900' },
      { header: 'City', cell: (a) => a.city ?? '—' },
      {
        header: 'Skills',
        cell: (a) =>
          a.skills.length ? (
            <ul className="flex flex-wrap gap-1" aria-label={`Skills of ${a.fullName}`}>
              {a.skills.map((s) => (
                <li key={s} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
                  {s}
                </li>
              ))}
            </ul>
          ) : (
            '—'
          ),
      },
      { header: 'Rate', align: 'right', cell: (a) => formatHourlyRate(a.rateMinor) ?? '—', className: 'tabular-nums whitespace-nowrap' },
      { header: 'Availability', cell: (a) => a.availability ?? '—' },
    ],
    none: 'No part-time applicants match.',
    empty: { title: 'No part-time applicants match', body: (filtered) => (filtered ? 'Try another skill or city.' : 'No candidate has sent a part-time application yet.') },
    pagesLabel: 'Part-time applicant pages',
  };
}

export function PartTimeList({ base, page, query }: { base: string; page: Page<PartTimeApplicationDto>; query: PartTimeListParams }) {
  return <ListView list={partTimeList(base)} page={page} query={query} />;
}
