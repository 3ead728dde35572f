import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import type { NotificationItem } from '@/lib/notifications/notifications';

const when = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ') + ' UTC';

/** Notifications, newest first; read state in words (a badge), never by colour alone. */
export function NotificationList({ items }: { items: NotificationItem[] }) {
  return (
    <ul className="divide-y divide-slate-200" aria-label="Notifications">
      {items.map((n) => (
        <li key={n.id} data-notification-id={n.id} data-read={n.read ? 'true' : 'false'} className="flex flex-wrap items-start justify-between gap-2 py-3">
          <div className="min-w-0">
            <p className={n.read ? 'text-slate-700' : 'font-semibold text-slate-900'}>
              {n.link ? (
                <Link href={n.link} className="underline-offset-2 hover:underline">
                  {n.title}
                </Link>
              ) : (
                n.title
              )}
            </p>
            {n.body ? <p className="text-sm text-slate-600">{n.body}</p> : null}
            <p className="text-xs text-slate-600">
              <time dateTime={n.createdAt.toISOString()}>{when(n.createdAt)}</time>
            </p>
          </div>
          <Badge tone={n.read ? 'neutral' : 'info'}>{n.read ? 'Read' : 'Unread'}</Badge>
        </li>
      ))}
    </ul>
  );
}
