import { formatMoment } from '@/components/catalogue/format';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/i18n/link';
import { ClientMessages } from '@/components/i18n/client-messages';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { MarkUnreadButton, ReplyForm } from '@/components/messages-admin/message-forms';
import { Card } from '@/components/ui/card';
import { requirePage } from '@/lib/auth/guard';
import { openMessage } from '@/lib/content/messages';
import { foundOr404 } from '@/lib/http/found';
import { requestLocale } from '@/lib/i18n/locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOfficeMessages.message');
  return { title: t('metaTitle') };
}

/** /admin/messages/[id]: one message (opening it marks it read), its answers, and the answer form. */
export default async function AdminMessagePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requirePage(`/admin/messages/${id}`);
  const message = await foundOr404(openMessage(user, id));
  const [t, locale] = await Promise.all([getTranslations('backOfficeMessages.message'), requestLocale()]);
  return (
    <ClientMessages namespaces={['backOfficeMessageForms']}>
      <div className="space-y-6">
        <p>
          <Link href="/admin/messages" className="text-sm text-brand-700 underline-offset-2 hover:underline">
            {t('back')}
          </Link>
        </p>
        <DashboardHeading title={message.subject}>
          {t.rich('from', {
            name: message.name,
            email: message.email,
            when: formatMoment(message.createdAt, locale),
            signedIn: message.userEmail ? 'yes' : 'no',
            userEmail: message.userEmail ?? '',
            time: (chunks) => <time dateTime={message.createdAt.toISOString()}>{chunks}</time>,
          })}
        </DashboardHeading>
        <Card title={t('messageTitle')}>
          <p className="whitespace-pre-wrap break-words text-slate-800">{message.message}</p>
          <div className="mt-4">
            <MarkUnreadButton messageId={message.id} />
          </div>
        </Card>
        <Card title={message.replies.length ? t('answersTitleCount', { n: message.replies.length }) : t('answersTitle')}>
          {message.replies.length ? (
            <ol className="space-y-4" aria-label={t('answersLabel')}>
              {message.replies.map((r) => (
                <li key={r.id} className="rounded-md border border-slate-200 bg-slate-50 p-3">
                  <p className="text-xs text-slate-600">
                    {t.rich('replyLine', { who: r.sentBy ?? t('anAdmin'), when: formatMoment(r.createdAt, locale), time: (chunks) => <time dateTime={r.createdAt.toISOString()}>{chunks}</time> })}
                  </p>
                  <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{r.body}</p>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-slate-600">{t('notAnswered')}</p>
          )}
        </Card>
        <Card title={t('answerTitle')}>
          <ReplyForm messageId={message.id} email={message.email} />
        </Card>
      </div>
    </ClientMessages>
  );
}
