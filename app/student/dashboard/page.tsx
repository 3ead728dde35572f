import type { Metadata } from 'next';
import Link from 'next/link';
import { ClipboardList } from 'lucide-react';
import { StatusChart } from '@/components/applications/status-chart';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { NotificationList } from '@/components/notifications/notification-list';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { studentDashboard } from '@/lib/applications/dashboard';
import { requirePage } from '@/lib/auth/guard';
import { listNotifications, unreadCount } from '@/lib/notifications/notifications';

export const metadata: Metadata = { title: 'Student dashboard' };

const counterLabels = [
  ['universities', 'Universities applied to'],
  ['applications', 'Applications'],
  ['programs', 'Programs'],
  ['courses', 'Courses'],
] as const;

/** /student/dashboard: the student's counters, applications by status, latest notifications and what needs them next. */
export default async function StudentDashboardPage() {
  const user = await requirePage('/student/dashboard');
  const [d, latest, unread] = await Promise.all([studentDashboard(user), listNotifications(user, { page: 1, per_page: 10 }), unreadCount(user)]);
  return (
    <div className="space-y-6">
      <DashboardHeading title={`Welcome, ${user.name}`}>Your applications, their status and your notifications at a glance.</DashboardHeading>
      {d.empty ? (
        <EmptyState
          title="No applications yet"
          icon={ClipboardList}
          action={
            <>
              <ButtonLink href="/universities">Find a university</ButtonLink>
              <ButtonLink href="/student/update-profile" variant="outline">
                Complete your profile
              </ButtonLink>
            </>
          }
        >
          Choose a course and apply; your applications, their status and what needs you will show here.
        </EmptyState>
      ) : null}
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {counterLabels.map(([key, label]) => (
          <div key={key} data-counter={key} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{d.counters[key]}</dd>
          </div>
        ))}
      </dl>
      {d.next.length > 0 ? (
        <Card id="next" title="What needs you next">
          <ul className="list-disc space-y-1 pl-5">
            {d.next.map((n) => (
              <li key={`${n.kind}-${n.applicationId}`}>
                <Link href={n.link} className="text-ink-600 underline underline-offset-2">
                  {n.text}
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card id="by-status" title="Applications by status">
          <StatusChart rows={d.byStatus} />
        </Card>
        <Card
          id="notifications"
          title="Latest notifications"
          description={`${unread} unread`}
          actions={
            <Link href="/student/notifications" className="text-sm text-ink-600 underline underline-offset-2">
              All notifications
            </Link>
          }
        >
          {latest.items.length ? <NotificationList items={latest.items} /> : <p className="text-sm text-slate-600">No notifications yet.</p>}
        </Card>
      </div>
    </div>
  );
}
