import { format } from 'date-fns';
import Link from 'next/link';
import { Card } from '@/components/ui/card';
import type { AdminDashboard } from '@/lib/applications/dashboard';
import { dashboardPeriodLabels, dashboardPeriods } from '@/lib/applications/schemas';
import { StatusChart } from './status-chart';

const roleLabels = { admin: 'Admins', student: 'Students', employer: 'Employers', candidate: 'Candidates' } as const;

interface Figure {
  key: string;
  label: string;
  value: number;
  href: string;
  detail?: string;
}

function figuresOf(d: AdminDashboard): { title: string; items: Figure[] }[] {
  return [
    {
      title: 'Admissions',
      items: [
        { key: 'applications', label: 'Applications', value: d.applications.total, href: '/admin/applications' },
        { key: 'new-this-week', label: 'New this week', value: d.applications.newThisWeek, href: '/admin/applications?submitted=week' },
        { key: 'universities', label: 'Universities', value: d.universities.total, href: '/admin/universities', detail: `${d.universities.enabled} enabled` },
        { key: 'courses', label: 'Courses', value: d.courses.total, href: '/admin/courses', detail: `${d.courses.enabled} enabled` },
        { key: 'payments-pending', label: 'Payments to confirm', value: d.paymentsPending, href: '/admin/payments?status=pending' },
        { key: 'unread-messages', label: 'Unread messages', value: d.unreadMessages, href: '/admin/messages?status=unread' },
      ],
    },
    {
      title: 'Job board',
      items: [
        { key: 'jobs-approved', label: 'Job posts approved', value: d.jobs.approvedJobPosts, href: '/admin/jobs?status=approved' },
        { key: 'jobs-reviewing', label: 'Job posts to review', value: d.jobs.reviewingJobPosts, href: '/admin/jobs?status=reviewing' },
        { key: 'job-applications-unviewed', label: 'Job applications not yet viewed', value: d.jobs.unviewedApplications, href: '/admin/candidates' },
        { key: 'job-applications', label: 'Job applications', value: d.jobs.totalApplications, href: '/admin/candidates' },
      ],
    },
    {
      title: 'Accounts',
      items: d.usersByRole.map((r) => ({ key: `users-${r.role}`, label: roleLabels[r.role], value: r.count, href: `/admin/users?role=${r.role}` })),
    },
  ];
}

/** Figures as links: each one opens the list it counts. */
function Figures({ title, items }: { title: string; items: Figure[] }) {
  return (
    <section aria-labelledby={`figures-${title}`}>
      <h2 id={`figures-${title}`} className="mb-2 text-base font-semibold text-slate-900">
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
  const max = Math.max(1, ...chart.buckets.map((b) => b.count));
  return (
    <div className="space-y-3">
      <nav aria-label="Chart period" className="flex flex-wrap gap-2">
        {dashboardPeriods.map((p) => (
          <Link
            key={p}
            href={p === '12m' ? '/admin/dashboard' : `/admin/dashboard?period=${p}`}
            aria-current={p === chart.period ? 'page' : undefined}
            className="inline-flex min-h-9 items-center rounded-full border border-slate-300 px-3 text-sm text-slate-700 hover:bg-slate-50 aria-[current=page]:border-ink-600 aria-[current=page]:bg-ink-600 aria-[current=page]:text-white"
          >
            {dashboardPeriodLabels[p]}
          </Link>
        ))}
      </nav>
      <ol className="space-y-1" aria-label={`Applications submitted, ${dashboardPeriodLabels[chart.period].toLowerCase()}`}>
        {chart.buckets.map((b) => (
          <li key={b.key} data-bucket={b.key} className="grid grid-cols-[5.5rem_1fr_2.5rem] items-center gap-2 text-sm">
            <span className="text-slate-700">{b.label}</span>
            <span aria-hidden="true" className="h-3 rounded bg-slate-100">
              <span className="block h-3 rounded bg-ink-600" style={{ width: `${(b.count / max) * 100}%` }} />
            </span>
            <span className="text-right font-medium tabular-nums text-slate-900">{b.count}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function AdminDashboardView({ d }: { d: AdminDashboard }) {
  return (
    <div className="space-y-8">
      {figuresOf(d).map((g) => (
        <Figures key={g.title} title={g.title} items={g.items} />
      ))}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card id="by-status" title="Applications by status">
          <StatusChart rows={d.applications.byStatus} hrefFor={(status) => `/admin/applications?status=${status}`} />
        </Card>
        <Card id="over-time" title="Applications over time">
          <OverTime chart={d.chart} />
        </Card>
      </div>
      <Card id="activity" title="Latest activity" description="The last changes recorded in the audit log.">
        {d.activity.length ? (
          <ol className="divide-y divide-slate-200">
            {d.activity.map((a) => (
              <li key={a.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                <span className="text-slate-800">
                  <span className="font-medium">{a.actor ?? 'System'}</span> {a.action.replace(/_/g, ' ')} {a.entity.replace(/_/g, ' ')}
                  {a.entityId ? ` #${a.entityId}` : ''}
                </span>
                <time className="text-slate-600" dateTime={a.at.toISOString()}>
                  {format(a.at, 'd MMM yyyy HH:mm')}
                </time>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-slate-600">Nothing recorded yet.</p>
        )}
      </Card>
    </div>
  );
}
