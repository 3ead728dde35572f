import { format } from 'date-fns';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { MarkUnreadButton, ReplyForm } from '@/components/messages-admin/message-forms';
import { Card } from '@/components/ui/card';
import { requirePage } from '@/lib/auth/guard';
import { openMessage } from '@/lib/content/messages';
import { isAppError } from '@/lib/errors';

export const metadata: Metadata = { title: 'Message' };

const when = (d: Date) => format(d, "d MMM yyyy 'at' HH:mm");

/** /admin/messages/[id]: one message (opening it marks it read), its answers, and the answer form. */
export default async function AdminMessagePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requirePage(`/admin/messages/${id}`);
  const message = await openMessage(user, id).catch((err: unknown) => {
    if (isAppError(err) && err.code === 'not_found') notFound();
    throw err;
  });
  return (
    <div className="space-y-6">
      <p>
        <Link href="/admin/messages" className="text-sm text-brand-700 underline-offset-2 hover:underline">
          ← All messages
        </Link>
      </p>
      <DashboardHeading title={message.subject}>
        From {message.name} &lt;{message.email}&gt;, <time dateTime={message.createdAt.toISOString()}>{when(message.createdAt)}</time>
        {message.userEmail ? ` (signed in as ${message.userEmail})` : ''}.
      </DashboardHeading>
      <Card title="Message">
        <p className="whitespace-pre-wrap break-words text-slate-800">{message.message}</p>
        <div className="mt-4">
          <MarkUnreadButton messageId={message.id} />
        </div>
      </Card>
      <Card title={message.replies.length ? `Answers (${message.replies.length})` : 'Answers'}>
        {message.replies.length ? (
          <ol className="space-y-4" aria-label="Answers sent">
            {message.replies.map((r) => (
              <li key={r.id} className="rounded-md border border-slate-200 bg-slate-50 p-3">
                <p className="text-xs text-slate-600">
                  {r.sentBy ?? 'An admin'}, <time dateTime={r.createdAt.toISOString()}>{when(r.createdAt)}</time>
                </p>
                <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{r.body}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-slate-600">Not answered yet.</p>
        )}
      </Card>
      <Card title="Answer by e-mail">
        <ReplyForm messageId={message.id} email={message.email} />
      </Card>
    </div>
  );
}
