import type { Metadata } from 'next';
import { CreateAdminForm } from '@/components/accounts/create-admin-form';
import { UsersTable } from '@/components/accounts/users-table';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { Card } from '@/components/ui/card';
import { listUsers } from '@/lib/accounts/users';
import { listUsersQuerySchema } from '@/lib/accounts/user-admin-schemas';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Users' };

type SearchParams = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** /admin/users (seed /admin-delete-profile): every account, searchable; the filters live in the URL. */
export default async function AdminUsersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const user = await requirePage('/admin/users', { callbackPath: pathWithQuery('/admin/users', params) });
  const query = listUsersQuerySchema.parse({ role: one(params.role), status: one(params.status), q: one(params.q), page: one(params.page) });
  const page = await listUsers(user, query);
  return (
    <div className="space-y-10">
      <div>
        <DashboardHeading title="Users">
          Find an account by e-mail or name, disable or enable it, sign it out everywhere, or delete it with its personal data.
        </DashboardHeading>
        <UsersTable page={page} query={query} selfId={user.id} />
      </div>
      <Card id="create-admin" title="Create an admin" description="The new admin signs in on the admin login page with this e-mail and password.">
        <CreateAdminForm />
      </Card>
    </div>
  );
}
