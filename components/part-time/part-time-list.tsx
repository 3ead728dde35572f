import { getTranslations } from 'next-intl/server';
import { getMessageText } from '@/components/i18n/message-text';
import type { Translator } from '@/components/jobs/translator';
import type { ListDefinition } from '@/components/lists/definition';
import { ListView } from '@/components/lists/list-view';
import { linkColumn } from '@/components/lists/cells';
import type { Page } from '@/lib/http/page';
import type { PartTimeApplicationDto } from '@/lib/jobs/part-time';
import { formatHourlyRate, type PartTimeListParams } from '@/lib/jobs/part-time-schemas';
import type { Locale } from '@/lib/i18n/config';
import { requestLocale } from '@/lib/i18n/locale';

/** The part-time applicants (employers and admins): search by skill or city in the address, real pages; a name opens the applicant (`${base}/{id}`). */
export function partTimeList(base: string, t: Translator<'jobBoardPartTime'>, m: (text: string) => string, locale: Locale): ListDefinition<PartTimeApplicationDto, PartTimeListParams> {
  return {
    base,
    caption: t('caption'),
    noun: { many: t('nounMany'), counted: (n, total) => t('counted', { n, total }) },
    rowKey: (a) => a.id,
    rowData: (a) => ({ 'data-row-label': a.fullName }),
    minWidth: '40rem',
    filters: [{ kind: 'search', name: 'q', label: t('search'), hint: t('searchHint') }],
    columns: [
      linkColumn(t('fullName'), (a) => `${base}/${a.id}`, (a) => a.fullName),
      { header: t('city'), cell: (a) => a.city ?? '—' },
      {
        header: t('skills'),
        cell: (a) =>
          a.skills.length ? (
            <ul className="flex flex-wrap gap-1" aria-label={t('skillsOf', { name: a.fullName })}>
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
      { header: t('rate'), align: 'end', cell: (a) => m(formatHourlyRate(a.rateMinor, locale) ?? '—'), className: 'tabular-nums whitespace-nowrap' },
      { header: t('availability'), cell: (a) => a.availability ?? '—' },
    ],
    none: t('none'),
    empty: { title: t('emptyTitle'), body: (filtered) => (filtered ? t('emptyFiltered') : t('emptyNone')) },
    pagesLabel: t('pages'),
  };
}

export async function PartTimeList({ base, page, query }: { base: string; page: Page<PartTimeApplicationDto>; query: PartTimeListParams }) {
  const [t, m, locale] = await Promise.all([getTranslations('jobBoardPartTime'), getMessageText(), requestLocale()]);
  return <ListView list={partTimeList(base, t, m, locale)} page={page} query={query} />;
}
