import type { Metadata } from 'next';
import { Bell } from 'lucide-react';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { NotificationList } from '@/components/notifications/notification-list';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';
import { pageParamsSchema } from '@/lib/http/page';
import { listNotifications, markRead } from '@/lib/notifications/notifications';

export const metadata: Metadata = { title: 'Notifications' };

type SearchParams = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * /student/notifications: all of the student's notifications. The ones shown are marked read once
 * seen; this visit still shows them as unread, so the student can tell which are new.
 */
export default async function StudentNotificationsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const user = await requirePage('/student/notifications', { callbackPath: pathWithQuery('/student/notifications', params) });
  const query = pageParamsSchema.parse({ page: one(params.page), per_page: one(params.per_page) });
  const page = await listNotifications(user, query);
  for (const n of page.items) if (!n.read) await markRead(user, n.id);
  return (
    <div>
      <DashboardHeading title="Notifications">Every change to your applications, newest first.</DashboardHeading>
      {page.items.length ? (
        <div className="rounded-lg border border-slate-200 bg-white px-6 py-2 shadow-sm">
          <NotificationList items={page.items} />
        </div>
      ) : (
        <EmptyState title="No notifications yet" icon={Bell}>
          When an application changes status, you will read it here.
        </EmptyState>
      )}
      <Pagination page={page.page} lastPage={page.pageCount} hrefFor={(n) => `/student/notifications?page=${n}`} label="Pages of your notifications" />
    </div>
  );
}
