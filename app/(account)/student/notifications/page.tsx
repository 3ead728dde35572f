import type { Metadata } from 'next';
import { Bell } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { NotificationList } from '@/components/notifications/notification-list';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/lists/pager';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';
import { pageParamsSchema } from '@/lib/http/page';
import { markAllNotificationsReadAction } from '@/lib/notifications/actions';
import { listNotifications, markRead, unreadCount } from '@/lib/notifications/notifications';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admissionsStudent.notifications');
  return { title: t('metaTitle') };
}

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
  // Counted before this visit marks the shown ones read ("Mark all as read" also reaches the other pages).
  const unread = await unreadCount(user);
  const t = await getTranslations('admissionsStudent.notifications');
  for (const n of page.items) if (!n.read) await markRead(user, n.id);
  return (
    <div>
      <DashboardHeading title={t('title')}>{t('intro')}</DashboardHeading>
      {page.total > 0 ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600" data-unread={unread}>
            {unread === 0 ? t('allRead') : t('unread', { n: unread })}
          </p>
          {/* A plain form: it works before JavaScript arrives. */}
          <form action={markAllNotificationsReadAction}>
            <Button type="submit" variant="outline" size="sm" disabled={unread === 0}>
              {t('markAllRead')}
            </Button>
          </form>
        </div>
      ) : null}
      {page.items.length ? (
        <div className="rounded-lg border border-slate-200 bg-white px-6 py-2 shadow-sm">
          <NotificationList items={page.items} />
        </div>
      ) : (
        <EmptyState title={t('emptyTitle')} icon={Bell}>
          {t('emptyBody')}
        </EmptyState>
      )}
      <Pager label={t('pagesLabel')} pages={{ page: page.page, pageCount: page.pageCount, hrefFor: (n) => `/student/notifications?page=${n}` }} />
    </div>
  );
}
