import { getTranslations } from 'next-intl/server';
import { countryNamer } from '@/lib/countries/countries';
import { Ltr } from '@/components/ui/ltr';
import { formatPhone } from '@/lib/forms/phone';
import type { ReactNode } from 'react';
import { getMessageText } from '@/components/i18n/message-text';
import type { Translator } from '@/components/jobs/translator';
import { EmptyState } from '@/components/ui/empty-state';
import type { ListDefinition } from '@/components/lists/definition';
import { ListTable } from '@/components/lists/list-table';
import { ListView } from '@/components/lists/list-view';
import { disabledMark, linkColumn } from '@/components/lists/cells';
import { Pager } from '@/components/lists/pager';
import type { Page } from '@/lib/http/page';
import { formatMoment } from '@/components/catalogue/format';
import type { EmployerListParams } from '@/lib/jobs/admin-schemas';
import type { Locale } from '@/lib/i18n/config';
import { requestLocale } from '@/lib/i18n/locale';
import { formatSalaryRange } from '@/lib/jobs/dto';
import type { EmployerDetail, EmployerRow } from '@/lib/jobs/employers';
import { dateOnly } from './job-queue';
import { JobStatusBadge } from './job-status-badge';

const base = '/admin/employers';

/** The employers list: a search (organisation, name, e-mail, city) and real pages, in the address. */
export function employersListOf(t: Translator<'jobBoardAdmin'>, locale: Locale): ListDefinition<EmployerRow, EmployerListParams> {
  return {
    base,
    caption: t('employersList.caption'),
    noun: { many: t('employersList.nounMany'), counted: (n, total) => t('employersList.counted', { n, total }) },
    rowKey: (e) => e.id,
    minWidth: '48rem',
    filters: [{ kind: 'search', name: 'q', label: t('employersList.search') }],
    columns: [
      linkColumn(t('employersList.organisation'), (e) => `${base}/${e.id}`, (e) => e.orgName ?? t('employersList.noProfile'), (e) => disabledMark(e.disabled)),
      {
        header: t('employersList.account'),
        cell: (e) => (
          <>
            {e.name}
            <span className="block text-xs text-slate-600">
              <Ltr>{e.email}</Ltr>
            </span>
          </>
        ),
      },
      { header: t('employersList.city'), cell: (e) => e.city ?? '—' },
      { header: t('employersList.type'), cell: (e) => e.employerTypeName ?? '—' },
      { header: t('employersList.jobs'), align: 'end', cell: (e) => e.jobCount, className: 'tabular-nums' },
      { header: t('employersList.approved'), align: 'end', cell: (e) => e.approvedJobs, className: 'tabular-nums' },
      { header: t('employersList.joined'), cell: (e) => dateOnly(e.createdAt, locale), className: 'tabular-nums' },
    ],
    empty: { title: t('employersList.emptyTitle'), body: (filtered) => (filtered ? t('employersList.emptyFiltered') : t('employersList.emptyNone')) },
    pagesLabel: t('employersList.pages'),
  };
}

export async function EmployerList({ page, query }: { page: Page<EmployerRow>; query: EmployerListParams }) {
  const [t, locale] = await Promise.all([getTranslations('jobBoardAdmin'), requestLocale()]);
  return <ListView list={employersListOf(t, locale)} page={page} query={query} />;
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-[14rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-sm text-slate-900">{children === null || children === undefined || children === '' ? '—' : children}</dd>
    </div>
  );
}


/** One employer: the account, the company profile (every field) and their jobs. */
export async function EmployerDetailView({ employer: e }: { employer: EmployerDetail }) {
  const [t, m, locale] = await Promise.all([getTranslations('jobBoardAdmin.employer'), getMessageText(), requestLocale()]);
  const country = await countryNamer(locale);
  const p = e.profile;
  return (
    <div className="space-y-6">
      <section aria-labelledby="employer-account" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="employer-account" className="text-base font-semibold text-slate-900">
          {t('account')}
        </h2>
        <dl className="mt-2 divide-y divide-slate-100">
          <Item label={t('name')}>{e.name}</Item>
          <Item label={t('email')}>
            <Ltr>{e.email}</Ltr>
          </Item>
          <Item label={t('emailVerified')}>{e.verified ? t('yes') : t('no')}</Item>
          <Item label={t('status')}>{e.disabled ? t('disabled') : t('active')}</Item>
          <Item label={t('joined')}>{formatMoment(e.createdAt, locale)}</Item>
        </dl>
      </section>
      <section aria-labelledby="employer-profile" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="employer-profile" className="text-base font-semibold text-slate-900">
          {t('companyProfile')}
        </h2>
        {p ? (
          <dl className="mt-2 divide-y divide-slate-100">
            <Item label={t('logo')}>
              {p.logoUrl ? (
                // eslint-disable-next-line @next/next/no-img-element -- our own image route
                <img src={p.logoUrl} alt={t('logoAlt', { name: e.orgName ?? t('company') })} className="size-16 rounded border border-slate-200 object-contain" />
              ) : null}
            </Item>
            <Item label={t('organisation')}>{e.orgName}</Item>
            <Item label={t('code')}>{p.code ? <Ltr>{p.code}</Ltr> : null}</Item>
            <Item label={t('orgType')}>{e.employerTypeName}</Item>
            <Item label={t('size')}>{p.orgSize ? t(p.orgSize) : null}</Item>
            <Item label={t('established')}>{p.estYear}</Item>
            <Item label={t('address')}>{[p.house, p.street, e.city, p.county, p.province, country(e.country)].filter(Boolean).join(', ')}</Item>
            <Item label={t('website')}>{p.website}</Item>
            <Item label={t('description')}>{p.description ? <p className="whitespace-pre-line">{p.description}</p> : null}</Item>
            <Item label={t('contactPerson')}>{[p.contactPersonName, p.contactPersonDesignation].filter(Boolean).join(', ')}</Item>
            <Item label={t('contactEmail')}>{p.contactPersonEmail}</Item>
            <Item label={t('contactMobile')}>{p.contactPersonMobile ? <Ltr>{formatPhone(p.contactPersonMobile)}</Ltr> : null}</Item>
            <Item label={t('businessId')}>{p.businessId}</Item>
            <Item label={t('businessDescription')}>{p.businessDescription}</Item>
            <Item label={t('tradeLicence')}>{p.tradeLicense}</Item>
            <Item label={t('profileUpdated')}>{formatMoment(p.updatedAt, locale)}</Item>
          </dl>
        ) : (
          <p className="mt-2 text-sm text-slate-600">{t('noProfile')}</p>
        )}
      </section>
      <section aria-labelledby="employer-jobs" className="space-y-3">
        <h2 id="employer-jobs" className="text-base font-semibold text-slate-900">
          {t('jobsTitle', { n: e.jobs.total })}
        </h2>
        {e.jobs.items.length ? (
          <ListTable
            caption={t('jobsOf', { name: e.orgName ?? e.name })}
            minWidth="40rem"
            rows={e.jobs.items}
            rowKey={(j) => j.id}
            columns={[
              linkColumn<EmployerDetail['jobs']['items'][number]>(t('title'), (j) => `/admin/jobs/${j.uuid}`, (j) => j.title),
              { header: t('category'), cell: (j) => j.categoryName },
              { header: t('salary'), cell: (j) => m(formatSalaryRange(j, locale) ?? '—') },
              { header: t('posted'), cell: (j) => dateOnly(j.createdAt, locale), className: 'tabular-nums' },
              { header: t('expires'), cell: (j) => dateOnly(j.expireDate, locale), className: 'tabular-nums' },
              { header: t('status'), cell: (j) => <JobStatusBadge status={j.displayStatus} /> },
            ]}
          />
        ) : (
          <EmptyState title={t('noJobsTitle')}>{t('noJobsBody')}</EmptyState>
        )}
        <Pager label={t('jobPages')} pages={{ page: e.jobs.page, pageCount: e.jobs.pageCount, hrefFor: (n) => `${base}/${e.id}?jobs_page=${n}` }} />
      </section>
    </div>
  );
}
