import type { Metadata } from 'next';
import { Link } from '@/components/i18n/link';
import { ClipboardList } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { StatusChart } from '@/components/applications/status-chart';
import { getMessageText } from '@/components/i18n/message-text';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { NotificationList } from '@/components/notifications/notification-list';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { studentDashboard } from '@/lib/applications/dashboard';
import { requirePage } from '@/lib/auth/guard';
import { listNotifications, unreadCount } from '@/lib/notifications/notifications';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admissionsStudent.dashboard');
  return { title: t('metaTitle') };
}

const counters = ['universities', 'applications', 'programs', 'courses'] as const;

/** /student/dashboard: the student's counters, applications by status, latest notifications and what needs them next. */
export default async function StudentDashboardPage() {
  const user = await requirePage('/student/dashboard');
  const [d, latest, unread] = await Promise.all([studentDashboard(user), listNotifications(user, { page: 1, per_page: 10 }), unreadCount(user)]);
  const [t, m] = await Promise.all([getTranslations('admissionsStudent.dashboard'), getMessageText()]);
  return (
    <div className="space-y-6">
      <DashboardHeading title={t('welcome', { name: user.name })}>{t('intro')}</DashboardHeading>
      {d.empty ? (
        <EmptyState
          title={t('emptyTitle')}
          icon={ClipboardList}
          action={
            <>
              <ButtonLink href="/universities">{t('findUniversity')}</ButtonLink>
              <ButtonLink href="/student/update-profile" variant="outline">
                {t('completeProfile')}
              </ButtonLink>
            </>
          }
        >
          {t('emptyBody')}
        </EmptyState>
      ) : null}
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {counters.map((key) => (
          <div key={key} data-counter={key} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-slate-600">{t(`counters.${key}`)}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{d.counters[key]}</dd>
          </div>
        ))}
      </dl>
      {d.next.length > 0 ? (
        <Card id="next" title={t('next')}>
          <ul className="list-disc space-y-1 ps-5">
            {d.next.map((n) => (
              <li key={`${n.kind}-${n.applicationId}`}>
                <Link href={n.link} className="text-ink-600 underline underline-offset-2">
                  {m(n.text)}
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card id="by-status" title={t('byStatus')}>
          <StatusChart rows={d.byStatus} />
        </Card>
        <Card
          id="notifications"
          title={t('latest')}
          description={t('unread', { n: unread })}
          actions={
            <Link href="/student/notifications" className="text-sm text-ink-600 underline underline-offset-2">
              {t('allNotifications')}
            </Link>
          }
        >
          {latest.items.length ? <NotificationList items={latest.items} /> : <p className="text-sm text-slate-600">{t('noNotifications')}</p>}
        </Card>
      </div>
    </div>
  );
}
