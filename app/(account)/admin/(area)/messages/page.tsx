import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { MessagesTable } from '@/components/messages-admin/messages-table';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';
import { listMessages } from '@/lib/content/messages';
import { adminMessageListSchema } from '@/lib/content/schemas';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOfficeMessages.inbox');
  return { title: t('metaTitle') };
}

type SearchParams = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** /admin/messages: the contact-form inbox; the filters live in the URL. */
export default async function AdminMessagesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const user = await requirePage('/admin/messages', { callbackPath: pathWithQuery('/admin/messages', params) });
  const query = adminMessageListSchema.parse({ q: one(params.q), status: one(params.status), page: one(params.page), per_page: one(params.per_page) });
  const page = await listMessages(user, query);
  const t = await getTranslations('backOfficeMessages.inbox');
  return (
    <div>
      <DashboardHeading title={t('title')}>{t('intro')}</DashboardHeading>
      <MessagesTable page={page} query={query} />
    </div>
  );
}
