import { format } from 'date-fns';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { FilterButtons, ResultCount } from '@/components/ui/list-filters';
import { Pagination } from '@/components/ui/pagination';
import { Table, TBody, Td, Th, THead } from '@/components/ui/table';
import type { MessageRow } from '@/lib/content/messages';
import type { AdminMessageListParams } from '@/lib/content/schemas';
import { PER_PAGE_DEFAULT, type Page } from '@/lib/http/page';

const statusLabels = { all: 'All messages', unread: 'Unread', read: 'Read, not answered', replied: 'Answered' } as const;
const perPageChoices = [10, 20, 40, 60];

export function messagesHref(query: AdminMessageListParams, page: number): string {
  const p = new URLSearchParams();
  if (query.q) p.set('q', query.q);
  if (query.status !== 'all') p.set('status', query.status);
  if (query.per_page !== PER_PAGE_DEFAULT) p.set('per_page', String(query.per_page));
  if (page > 1) p.set('page', String(page));
  const s = p.toString();
  return s ? `/admin/messages?${s}` : '/admin/messages';
}

/**
 * The contact-form inbox: a GET form (search, status, page size: the URL holds them), the
 * messages newest first with read/answered state in words, and pagination that keeps the filters.
 */
export function MessagesTable({ page, query }: { page: Page<MessageRow>; query: AdminMessageListParams }) {
  const filtered = Boolean(query.q || query.status !== 'all');
  return (
    <div className="space-y-4">
      <form
        method="get"
        action="/admin/messages"
        role="search"
        aria-label="Find messages"
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto] lg:items-end"
      >
        <Field label="Name, e-mail or subject" id="messages-q">
          {(control) => <Input {...control} name="q" type="search" defaultValue={query.q ?? ''} maxLength={100} />}
        </Field>
        <Field label="Show" id="messages-status">
          {(control) => (
            <NativeSelect {...control} name="status" defaultValue={query.status}>
              {(Object.keys(statusLabels) as (keyof typeof statusLabels)[]).map((s) => (
                <option key={s} value={s}>
                  {statusLabels[s]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Per page" id="messages-per-page">
          {(control) => (
            <NativeSelect {...control} name="per_page" defaultValue={String(query.per_page)}>
              {perPageChoices.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <FilterButtons clearHref="/admin/messages" filtered={filtered} />
      </form>

      <ResultCount page={page} none="No messages match." noun={(n) => (n === 1 ? 'message' : 'messages')} />

      {page.items.length > 0 ? (
        <Table caption="Contact messages">
          <THead>
            <tr>
              <Th>From</Th>
              <Th>Subject</Th>
              <Th>Received</Th>
              <Th>State</Th>
            </tr>
          </THead>
          <TBody>
            {page.items.map((m) => (
              <tr key={m.id} data-message-id={m.id} data-read={m.read ? 'true' : 'false'}>
                <Td>
                  <span className={m.read ? 'text-slate-800' : 'font-semibold text-slate-900'}>{m.name}</span>
                  <span className="block break-all text-xs text-slate-600">{m.email}</span>
                </Td>
                <Td className="min-w-48">
                  <Link href={`/admin/messages/${m.id}`} className={`underline-offset-2 hover:underline ${m.read ? 'text-slate-800' : 'font-semibold text-slate-900'}`}>
                    {m.subject}
                  </Link>
                  <span className="block text-xs text-slate-600">{m.excerpt}</span>
                </Td>
                <Td className="whitespace-nowrap text-slate-600">
                  <time dateTime={m.createdAt.toISOString()}>{format(m.createdAt, 'd MMM yyyy HH:mm')}</time>
                </Td>
                <Td>
                  <div className="flex flex-wrap gap-1">
                    <Badge tone={m.read ? 'neutral' : 'info'}>{m.read ? 'Read' : 'Unread'}</Badge>
                    {m.replies > 0 ? <Badge tone="success">Answered</Badge> : null}
                  </div>
                </Td>
              </tr>
            ))}
          </TBody>
        </Table>
      ) : (
        <EmptyState
          title={filtered ? 'No messages match' : 'No messages yet'}
          action={
            filtered ? (
              <ButtonLink href="/admin/messages" variant="outline">
                Clear the filters
              </ButtonLink>
            ) : undefined
          }
        >
          {filtered ? 'Try another name, e-mail, subject or state.' : 'Messages sent from the contact page appear here.'}
        </EmptyState>
      )}

      <Pagination page={page.page} lastPage={page.pageCount} hrefFor={(n) => messagesHref(query, n)} className="mt-4" />
    </div>
  );
}
