import { format } from 'date-fns';
import Link from 'next/link';
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
export const messagesList: ListDefinition<MessageRow, AdminMessageListParams> = {
  base: '/admin/messages',
  caption: 'Contact messages',
  noun: { one: 'message', many: 'messages' },
  formLabel: 'Find messages',
  rowKey: (m) => m.id,
  rowData: (m) => ({ 'data-message-id': m.id, 'data-read': m.read ? 'true' : 'false' }),
  filters: [
    { kind: 'search', name: 'q', label: 'Name, e-mail or subject' },
    { kind: 'select', name: 'status', label: 'Show', options: optionsOf({ all: 'All messages', unread: 'Unread', read: 'Read, not answered', replied: 'Answered' }) },
  ],
  perPage: PER_PAGE_CHOICES,
  defaults: { status: 'all' },
  columns: [
    {
      header: 'From',
      card: 'line',
      cell: (m) => (
        <>
          <span className={m.read ? 'text-slate-800' : 'font-semibold text-slate-900'}>{m.name}</span>
          <span className="block break-all text-xs text-slate-600">{m.email}</span>
        </>
      ),
    },
    {
      header: 'Subject',
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
    { header: 'Received', className: 'whitespace-nowrap text-slate-600', cell: (m) => <time dateTime={m.createdAt.toISOString()}>{format(m.createdAt, 'd MMM yyyy HH:mm')}</time> },
    {
      header: 'State',
      cell: (m) => (
        <div className="flex flex-wrap gap-1">
          <Badge tone={m.read ? 'neutral' : 'info'}>{m.read ? 'Read' : 'Unread'}</Badge>
          {m.replies > 0 ? <Badge tone="success">Answered</Badge> : null}
        </div>
      ),
    },
  ],
  none: (filtered) => (filtered ? 'No messages match.' : 'No messages yet.'),
  empty: {
    title: (filtered) => (filtered ? 'No messages match' : 'No messages yet'),
    body: (filtered) => (filtered ? 'Try another name, e-mail, subject or state.' : 'Messages sent from the contact page appear here.'),
  },
  pagesLabel: 'Pages',
};

export function MessagesTable({ page, query }: { page: Page<MessageRow>; query: AdminMessageListParams }) {
  return <ListView list={messagesList} page={page} query={query} />;
}
