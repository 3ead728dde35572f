import { getTranslations } from 'next-intl/server';
import { Ltr } from '@/components/ui/ltr';
import { ResumeDocument } from '@/components/candidates/resume-document';
import type { ListDefinition } from '@/components/lists/definition';
import { ListTable } from '@/components/lists/list-table';
import { ListView } from '@/components/lists/list-view';
import { disabledMark, linkColumn } from '@/components/lists/cells';
import type { AdminCandidateDetail, AdminCandidateRow } from '@/lib/candidates/directory';
import type { AdminCandidateParams } from '@/lib/candidates/directory-schemas';
import { StageBadge } from '@/components/job-applications/stage-badge';
import type { Page } from '@/lib/http/page';
import { formatDay, formatMoment } from '@/components/catalogue/format';
import { requestLocale } from '@/lib/i18n/locale';

const base = '/admin/candidates';

/** Every job seeker, opted in to the directory or not, searchable by name or e-mail. */
export async function adminCandidatesList(): Promise<ListDefinition<AdminCandidateRow, AdminCandidateParams>> {
  const [t, locale] = await Promise.all([getTranslations('peopleDirectory.admin'), requestLocale()]);
  return {
    base,
    caption: t('caption'),
    noun: { many: t('nounMany'), counted: (n, total) => t('counted', { n, total }) },
    rowKey: (c) => c.id,
    minWidth: '40rem',
    filters: [{ kind: 'search', name: 'q', label: t('search') }],
    columns: [
      linkColumn(t('name'), (c) => `${base}/${c.id}`, (c) => c.name, (c) => disabledMark(c.disabled)),
      { header: t('email'), cell: (c) => <Ltr>{c.email}</Ltr>, className: 'break-all' },
      { header: t('directory'), cell: (c) => (c.isPublic ? t('listed') : t('notListed')) },
      { header: t('applications'), align: 'end', cell: (c) => c.applications, className: 'tabular-nums' },
      { header: t('joined'), cell: (c) => formatDay(c.createdAt, locale), className: 'tabular-nums' },
    ],
    empty: { title: t('emptyTitle'), body: (filtered) => (filtered ? t('emptyFiltered') : t('emptyBody')) },
    pagesLabel: t('pagesLabel'),
  };
}

export async function AdminCandidateList({ page, query }: { page: Page<AdminCandidateRow>; query: AdminCandidateParams }) {
  return <ListView list={await adminCandidatesList()} page={page} query={query} />;
}

/** One job seeker for the back office: the account, their applications and the whole resume. */
export async function AdminCandidateDetailView({ candidate: c }: { candidate: AdminCandidateDetail }) {
  const [t, locale] = await Promise.all([getTranslations('peopleDirectory.adminDetail'), requestLocale()]);
  return (
    <div className="space-y-6">
      <section aria-labelledby="candidate-account" className="rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm">
        <h2 id="candidate-account" className="text-base font-semibold text-slate-900">
          {t('account')}
        </h2>
        <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
          <div>
            <dt className="inline font-medium">{t('email')}</dt>
            <dd className="inline break-all">
              <Ltr>{c.email}</Ltr>
            </dd>
          </div>
          <div>
            <dt className="inline font-medium">{t('joined')}</dt>
            <dd className="inline">{formatMoment(c.createdAt, locale)}</dd>
          </div>
          <div>
            <dt className="inline font-medium">{t('status')}</dt>
            <dd className="inline">{c.disabled ? t('disabled') : t('active')}</dd>
          </div>
          <div>
            <dt className="inline font-medium">{t('directory')}</dt>
            <dd className="inline">{c.resume.isPublic ? t('listed') : t('notListed')}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="candidate-applications" className="space-y-3">
        <h2 id="candidate-applications" className="text-base font-semibold text-slate-900">
          {t('applicationsTitle', { count: c.applications.length })}
        </h2>
        {c.applications.length ? (
          <ListTable
            caption={t('applicationsCaption')}
            minWidth="30rem"
            rows={c.applications}
            rowKey={(a) => a.id}
            columns={[
              linkColumn<AdminCandidateDetail['applications'][number]>(t('job'), (a) => `/admin/jobs/${a.jobUuid}`, (a) => a.jobTitle),
              { header: t('statusHeader'), cell: (a) => <StageBadge stage={a.status} /> },
              { header: t('applied'), cell: (a) => formatDay(a.appliedAt, locale), className: 'tabular-nums' },
            ]}
          />
        ) : (
          <p className="text-sm text-slate-600">{t('noApplications')}</p>
        )}
      </section>
      <section aria-labelledby="candidate-resume" className="space-y-3">
        <h2 id="candidate-resume" className="text-base font-semibold text-slate-900">
          {t('resume')}
        </h2>
        <ResumeDocument resume={c.resume} />
      </section>
    </div>
  );
}
