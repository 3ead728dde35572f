import { formatMoment, formatShortMonth } from '@/components/catalogue/format';
import { Link } from '@/components/i18n/link';
import { useLocale, useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import type { AdminDashboard } from '@/lib/applications/dashboard';
import { dashboardPeriodLabels, dashboardPeriods } from '@/lib/applications/schemas';
import { renderWith } from '@/lib/i18n/message';
import { StatusChart } from './status-chart';

interface Figure {
  key: string;
  label: string;
  value: number;
  href: string;
  detail?: string;
}

type T = ReturnType<typeof useTranslations<'admissionsAdminDashboard'>>;

function figuresOf(d: AdminDashboard, t: T): { key: string; title: string; items: Figure[] }[] {
  return [
    {
      key: 'admissions',
      title: t('groups.admissions'),
      items: [
        { key: 'applications', label: t('figures.applications'), value: d.applications.total, href: '/admin/applications' },
        { key: 'new-this-week', label: t('figures.newThisWeek'), value: d.applications.newThisWeek, href: `/admin/applications?from=${d.applications.weekFrom}` },
        { key: 'universities', label: t('figures.universities'), value: d.universities.total, href: '/admin/universities', detail: t('figures.enabled', { n: d.universities.enabled }) },
        { key: 'courses', label: t('figures.courses'), value: d.courses.total, href: '/admin/courses', detail: t('figures.enabled', { n: d.courses.enabled }) },
        { key: 'payments-pending', label: t('figures.paymentsPending'), value: d.paymentsPending, href: '/admin/payments?status=pending' },
        { key: 'unread-messages', label: t('figures.unreadMessages'), value: d.unreadMessages, href: '/admin/messages?status=unread' },
      ],
    },
    {
      key: 'job-board',
      title: t('groups.jobBoard'),
      items: [
        { key: 'jobs-approved', label: t('figures.jobsApproved'), value: d.jobs.approvedJobPosts, href: '/admin/jobs?status=approved' },
        { key: 'jobs-reviewing', label: t('figures.jobsReviewing'), value: d.jobs.reviewingJobPosts, href: '/admin/jobs?status=reviewing' },
        { key: 'job-applications-unviewed', label: t('figures.jobApplicationsUnviewed'), value: d.jobs.unviewedApplications, href: '/admin/job-applications?viewed=no' },
        { key: 'job-applications', label: t('figures.jobApplications'), value: d.jobs.totalApplications, href: '/admin/job-applications' },
      ],
    },
    {
      key: 'accounts',
      title: t('groups.accounts'),
      items: d.usersByRole.map((r) => ({ key: `users-${r.role}`, label: t(`roles.${r.role}`), value: r.count, href: `/admin/users?role=${r.role}` })),
    },
  ];
}

/** Figures as links: each one opens the list it counts. */
function Figures({ id, title, items }: { id: string; title: string; items: Figure[] }) {
  return (
    <section aria-labelledby={`figures-${id}`}>
      <h2 id={`figures-${id}`} className="mb-2 text-base font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6">
        {items.map((f) => (
          <li key={f.key}>
            <Link
              href={f.href}
              data-figure={f.key}
              className="block h-full rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-ink-600 focus-visible:outline-2 focus-visible:outline-ink-600"
            >
              <span className="block text-sm text-slate-600">{f.label}</span>
              <span className="mt-1 block text-2xl font-bold text-slate-900" data-value>
                {f.value}
              </span>
              {f.detail ? <span className="block text-xs text-slate-600">{f.detail}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Applications submitted per month (or year) as CSS bars with their numbers in text. */
function OverTime({ chart }: { chart: AdminDashboard['chart'] }) {
  const t = useTranslations('admissionsAdminDashboard');
  const root = useTranslations();
  const locale = useLocale();
  const m = (text: string) => renderWith(root as never, text);
  const max = Math.max(1, ...chart.buckets.map((b) => b.count));
  return (
    <div className="space-y-3">
      <nav aria-label={t('chartPeriod')} className="flex flex-wrap gap-2">
        {dashboardPeriods.map((p) => (
          <Link
            key={p}
            href={p === '12m' ? '/admin/dashboard' : `/admin/dashboard?period=${p}`}
            aria-current={p === chart.period ? 'page' : undefined}
            className="inline-flex min-h-9 items-center rounded-full border border-slate-300 px-3 text-sm text-slate-700 hover:bg-slate-50 aria-[current=page]:border-ink-600 aria-[current=page]:bg-ink-600 aria-[current=page]:text-white"
          >
            {m(dashboardPeriodLabels[p])}
          </Link>
        ))}
      </nav>
      <ol className="space-y-1" aria-label={t('submittedOverPeriod', { period: m(dashboardPeriodLabels[chart.period]).toLowerCase() })}>
        {chart.buckets.map((b) => (
          <li key={b.key} data-bucket={b.key} className="grid grid-cols-[5.5rem_1fr_2.5rem] items-center gap-2 text-sm">
            <span className="text-slate-700">{formatShortMonth(b.key, locale)}</span>
            <span aria-hidden="true" className="h-3 rounded bg-slate-100">
              <span className="block h-3 rounded bg-ink-600" style={{ width: `${(b.count / max) * 100}%` }} />
            </span>
            <span className="text-end font-medium tabular-nums text-slate-900">{b.count}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function AdminDashboardView({ d }: { d: AdminDashboard }) {
  const t = useTranslations('admissionsAdminDashboard');
  const locale = useLocale();
  return (
    <div className="space-y-8">
      {figuresOf(d, t).map((g) => (
        <Figures key={g.key} id={g.key} title={g.title} items={g.items} />
      ))}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card id="by-status" title={t('byStatus')}>
          <StatusChart rows={d.applications.byStatus} hrefFor={(status) => `/admin/applications?status=${status}`} />
        </Card>
        <Card id="over-time" title={t('overTime')}>
          <OverTime chart={d.chart} />
        </Card>
      </div>
      <Card id="activity" title={t('activity')} description={t('activityDescription')}>
        {d.activity.length ? (
          <ol className="divide-y divide-slate-200">
            {d.activity.map((a) => (
              <li key={a.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                <span className="text-slate-800">
                  <span className="font-medium">{a.actor ?? t('system')}</span> {a.action.replace(/_/g, ' ')} {a.entity.replace(/_/g, ' ')}
                  {a.entityId ? ` #${a.entityId}` : ''}
                </span>
                <time className="text-slate-600" dateTime={a.at.toISOString()}>
                  {formatMoment(a.at, locale)}
                </time>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-slate-600">{t('nothingRecorded')}</p>
        )}
      </Card>
    </div>
  );
}
