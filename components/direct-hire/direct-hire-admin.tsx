import { getTranslations } from 'next-intl/server';
import { DetailItem } from '@/components/ui/detail-item';
import { countryNamer } from '@/lib/countries/countries';
import { getMessageText } from '@/components/i18n/message-text';
import type { Translator } from '@/components/jobs/translator';
import { formatDay, formatMoment } from '@/components/catalogue/format';
import type { Locale } from '@/lib/i18n/config';
import { requestLocale } from '@/lib/i18n/locale';
import { Badge } from '@/components/ui/badge';
import { Ltr } from '@/components/ui/ltr';
import { formatPhone } from '@/lib/forms/phone';
import { optionsOf, type ListDefinition } from '@/components/lists/definition';
import { ListView } from '@/components/lists/list-view';
import { linkColumn } from '@/components/lists/cells';
import type { Page } from '@/lib/http/page';
import type { DirectHireDetail, DirectHireSummary } from '@/lib/jobs/direct-hire';
import { directHireStatusLabels, isNightShift, type DirectHireListParams } from '@/lib/jobs/direct-hire-schemas';
import { formatSalaryRange } from '@/lib/jobs/dto';
import { DirectHireStatusButtons } from './direct-hire-status-buttons';
import { directHireStatusValues, type DirectHireStatus } from '@/lib/jobs/values';

const base = '/admin/direct-hire';
const tones = { new: 'info', contacted: 'warning', closed: 'neutral' } as const;

export async function DirectHireStatusBadge({ status }: { status: DirectHireStatus }) {
  const m = await getMessageText();
  return <Badge tone={tones[status]}>{m(directHireStatusLabels[status])}</Badge>;
}

/** The direct-hire requests: search and status in the address, newest first, real pages. */
export function directHireListOf(t: Translator<'jobBoardDirectHire'>, m: (text: string) => string, locale: Locale): ListDefinition<DirectHireSummary, DirectHireListParams> {
  return {
    base,
    caption: t('list.caption'),
    noun: { many: t('list.nounMany'), counted: (n, total) => t('list.counted', { n, total }) },
    rowKey: (d) => d.id,
    rowData: (d) => ({ 'data-row-label': d.jobTitle }),
    minWidth: '48rem',
    filters: [
      { kind: 'search', name: 'q', label: t('list.search'), hint: t('list.searchHint') },
      {
        kind: 'select',
        name: 'status',
        label: t('list.status'),
        options: optionsOf({ all: t('list.anyStatus'), ...directHireStatusLabels }, ['all', ...directHireStatusValues]).map((o) => ({ ...o, label: m(o.label) })),
      },
    ],
    defaults: { status: 'all' },
    columns: [
      linkColumn(t('list.jobTitle'), (d) => `${base}/${d.id}`, (d) => d.jobTitle),
      { header: t('list.organisation'), cell: (d) => d.orgName ?? '—' },
      { header: t('list.city'), cell: (d) => d.city ?? '—' },
      { header: t('list.salaryRange'), cell: (d) => m(formatSalaryRange(d, locale) ?? '—') },
      { header: t('list.positions'), align: 'end', cell: (d) => d.positionNo ?? '—', className: 'tabular-nums' },
      { header: t('list.status'), cell: (d) => <DirectHireStatusBadge status={d.status} /> },
      { header: t('list.received'), cell: (d) => formatMoment(d.createdAt, locale), className: 'tabular-nums whitespace-nowrap' },
    ],
    none: t('list.none'),
    empty: { title: t('list.emptyTitle'), body: (filtered) => (filtered ? t('list.emptyFiltered') : t('list.emptyNone')) },
    pagesLabel: t('list.pages'),
  };
}

export async function DirectHireList({ page, query }: { page: Page<DirectHireSummary>; query: DirectHireListParams }) {
  const [t, m, locale] = await Promise.all([getTranslations('jobBoardDirectHire'), getMessageText(), requestLocale()]);
  return <ListView list={directHireListOf(t, m, locale)} page={page} query={query} />;
}



/** One request: every field, and its status moves. */
export async function DirectHireDetailView({ request: d }: { request: DirectHireDetail }) {
  const [t, m, locale] = await Promise.all([getTranslations('jobBoardDirectHire'), getMessageText(), requestLocale()]);
  const country = await countryNamer(locale);
  /** "9 – 17", "… – 17" (an end not given), in years with `years`; null when neither is given. */
  const pair = (a: string | number | null | undefined, b: string | number | null | undefined, years = false) =>
    a == null && b == null ? null : t(years ? 'detail.pairYears' : 'detail.pair', { a: a ?? '…', b: b ?? '…' });
  const salary = formatSalaryRange(d, locale);
  return (
    <div className="space-y-6">
      <section aria-labelledby="dh-status-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="dh-status-heading" className="text-base font-semibold text-slate-900">
          {t('detail.status')} <DirectHireStatusBadge status={d.status} />
        </h2>
        {d.handledAt ? <p className="mt-1 text-sm text-slate-600">{t('detail.lastHandled', { when: formatMoment(d.handledAt, locale) })}</p> : null}
        <div className="mt-3">
          <DirectHireStatusButtons
            id={d.id}
            status={d.status}
            title={d.jobTitle}
            texts={{
              verbs: { new: t('moves.new'), contacted: t('moves.contacted'), closed: t('moves.closed') },
              done: { new: m(directHireStatusLabels.new), contacted: m(directHireStatusLabels.contacted), closed: m(directHireStatusLabels.closed) },
            }}
          />
        </div>
      </section>
      <section aria-labelledby="dh-fields" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="dh-fields" className="text-base font-semibold text-slate-900">
          {t('detail.theRequest')}
        </h2>
        <dl className="mt-2 divide-y divide-slate-100">
          <DetailItem label={t('detail.organisation')}>{d.orgName}</DetailItem>
          <DetailItem label={t('detail.category')}>{d.categoryName}</DetailItem>
          <DetailItem label={t('detail.positions')}>{d.positionNo}</DetailItem>
          <DetailItem label={t('detail.salary')}>{salary ? m(salary) : null}</DetailItem>
          <DetailItem label={t('detail.workingHours')}>
            {isNightShift(d.workingHourFrom, d.workingHourTo) ? t('detail.nightShift', { a: d.workingHourFrom!, b: d.workingHourTo! }) : pair(d.workingHourFrom, d.workingHourTo)}
          </DetailItem>
          <DetailItem label={t('detail.dates')}>{pair(d.dateFrom && formatDay(d.dateFrom, locale), d.dateTo && formatDay(d.dateTo, locale))}</DetailItem>
          <DetailItem label={t('detail.experience')}>{pair(d.experienceMin, d.experienceMax, true)}</DetailItem>
          <DetailItem label={t('detail.skills')}>{d.skills.length ? d.skills.join(', ') : null}</DetailItem>
          <DetailItem label={t('detail.description')}>{d.description ? <p className="whitespace-pre-line">{d.description}</p> : null}</DetailItem>
          <DetailItem label={t('detail.address')}>{[d.house, d.street, d.city, d.county, d.province, country(d.country)].filter(Boolean).join(', ')}</DetailItem>
          <DetailItem label={t('detail.email')}>{d.email ? <a href={`mailto:${d.email}`} className="text-ink-700 underline">{d.email}</a> : null}</DetailItem>
          <DetailItem label={t('detail.contactNumber')}>
            {d.contactNo ? (
              <a href={`tel:${d.contactNo.replace(/[^+\d]/g, '')}`} className="text-ink-700 underline">
                <Ltr>{formatPhone(d.contactNo)}</Ltr>
              </a>
            ) : null}
          </DetailItem>
          <DetailItem label={t('detail.received')}>{formatMoment(d.createdAt, locale)}</DetailItem>
        </dl>
      </section>
    </div>
  );
}
