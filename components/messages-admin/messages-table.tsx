import { formatMoment } from '@/components/catalogue/format';
import type { Locale } from '@/lib/i18n/config';
import { requestLocale } from '@/lib/i18n/locale';
import { Link } from '@/components/i18n/link';
import { Ltr } from '@/components/ui/ltr';
import { getTranslations } from 'next-intl/server';
import { optionsOf, PER_PAGE_CHOICES, type ListDefinition } from '@/components/lists/definition';
import { ListView } from '@/components/lists/list-view';
import { Badge } from '@/components/ui/badge';
import type { MessageRow } from '@/lib/content/messages';
import type { AdminMessageListParams } from '@/lib/content/schemas';
import type { Page } from '@/lib/http/page';

/**
 * The contact-form inbox: search, state and page size in the address, the messages newest first
 * with read/answered state in words, and pagination that keeps the filters.
 */
type T = Awaited<ReturnType<typeof getTranslations<'backOfficeMessages.list'>>>;

export const messagesList = (t: T, locale: Locale): ListDefinition<MessageRow, AdminMessageListParams> => ({
  base: '/admin/messages',
  caption: t('caption'),
  noun: { many: t('nounMany'), counted: (n, total) => t('counted', { n, total }) },
  formLabel: t('formLabel'),
  rowKey: (m) => m.id,
  rowData: (m) => ({ 'data-message-id': m.id, 'data-read': m.read ? 'true' : 'false' }),
  filters: [
    { kind: 'search', name: 'q', label: t('search') },
    {
      kind: 'select',
      name: 'status',
      label: t('show'),
      options: optionsOf({ all: t('statusAll'), unread: t('statusUnread'), read: t('statusRead'), replied: t('statusReplied') }),
    },
  ],
  perPage: PER_PAGE_CHOICES,
  defaults: { status: 'all' },
  columns: [
    {
      header: t('from'),
      card: 'line',
      cell: (m) => (
        <>
          <span className={m.read ? 'text-slate-800' : 'font-semibold text-slate-900'}>{m.name}</span>
          <span className="block break-all text-xs text-slate-600">
            <Ltr>{m.email}</Ltr>
          </span>
        </>
      ),
    },
    {
      header: t('subject'),
      card: 'title',
      className: 'min-w-48',
      cell: (m) => (
        <>
          <Link href={`/admin/messages/${m.id}`} className={`underline-offset-2 hover:underline ${m.read ? 'text-slate-800' : 'font-semibold text-slate-900'}`}>
            {m.subject}
          </Link>
          <span className="block text-xs text-slate-600">{m.excerpt}</span>
        </>
      ),
    },
    { header: t('received'), className: 'whitespace-nowrap text-slate-600', cell: (m) => <time dateTime={m.createdAt.toISOString()}>{formatMoment(m.createdAt, locale)}</time> },
    {
      header: t('state'),
      cell: (m) => (
        <div className="flex flex-wrap gap-1">
          <Badge tone={m.read ? 'neutral' : 'info'}>{m.read ? t('read') : t('unread')}</Badge>
          {m.replies > 0 ? <Badge tone="success">{t('answered')}</Badge> : null}
        </div>
      ),
    },
  ],
  none: (filtered) => (filtered ? t('noneFiltered') : t('none')),
  empty: {
    title: (filtered) => (filtered ? t('emptyTitleFiltered') : t('emptyTitle')),
    body: (filtered) => (filtered ? t('emptyBodyFiltered') : t('emptyBody')),
  },
  pagesLabel: t('pagesLabel'),
});

export async function MessagesTable({ page, query }: { page: Page<MessageRow>; query: AdminMessageListParams }) {
  const [t, locale] = await Promise.all([getTranslations('backOfficeMessages.list'), requestLocale()]);
  return <ListView list={messagesList(t, locale)} page={page} query={query} />;
}
