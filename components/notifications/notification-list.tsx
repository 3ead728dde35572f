import { Link } from '@/components/i18n/link';
import { getTranslations } from 'next-intl/server';
import { formatMoment } from '@/components/catalogue/format';
import { Badge } from '@/components/ui/badge';
import { requestLocale } from '@/lib/i18n/locale';
import { renderNotification } from '@/lib/notifications/messages';
import type { NotificationItem } from '@/lib/notifications/notifications';

/**
 * Notifications, newest first, in the reader's language (older ones as they were stored); read
 * state in words (a badge), never by colour alone. A server component.
 */
export async function NotificationList({ items }: { items: NotificationItem[] }) {
  const t = await getTranslations('notifications.list');
  const locale = await requestLocale();
  return (
    <ul className="divide-y divide-slate-200" aria-label={t('label')}>
      {items.map((n) => {
        const { title, body } = renderNotification(n, locale);
        return (
          <li key={n.id} data-notification-id={n.id} data-read={n.read ? 'true' : 'false'} className="flex flex-wrap items-start justify-between gap-2 py-3">
            <div className="min-w-0">
              <p className={n.read ? 'text-slate-700' : 'font-semibold text-slate-900'}>
                {n.link ? (
                  <Link href={n.link} className="underline-offset-2 hover:underline">
                    {title}
                  </Link>
                ) : (
                  title
                )}
              </p>
              {body ? <p className="text-sm text-slate-600">{body}</p> : null}
              <p className="text-xs text-slate-600">
                <time dateTime={n.createdAt.toISOString()}>{formatMoment(n.createdAt, locale)}</time>
              </p>
            </div>
            <Badge tone={n.read ? 'neutral' : 'info'}>{n.read ? t('read') : t('unread')}</Badge>
          </li>
        );
      })}
    </ul>
  );
}
