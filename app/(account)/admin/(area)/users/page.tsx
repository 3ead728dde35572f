import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CreateAdminForm } from '@/components/accounts/create-admin-form';
import { UsersTable } from '@/components/accounts/users-table';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { Card } from '@/components/ui/card';
import { listUsers } from '@/lib/accounts/users';
import { listUsersQuerySchema } from '@/lib/accounts/user-admin-schemas';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOfficePages');
  return { title: t('users.metaTitle') };
}

type SearchParams = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** /admin/users (seed /admin-delete-profile): every account, searchable; the filters live in the URL. */
export default async function AdminUsersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const user = await requirePage('/admin/users', { callbackPath: pathWithQuery('/admin/users', params) });
  const query = listUsersQuerySchema.parse({ role: one(params.role), status: one(params.status), q: one(params.q), page: one(params.page) });
  const page = await listUsers(user, query);
  const t = await getTranslations('backOfficePages.users');
  return (
    <div className="space-y-10">
      <div>
        <DashboardHeading title={t('title')}>{t('intro')}</DashboardHeading>
        <UsersTable page={page} query={query} selfId={user.id} />
      </div>
      <Card id="create-admin" title={t('createAdminTitle')} description={t('createAdminDescription')}>
        <CreateAdminForm />
      </Card>
    </div>
  );
}
