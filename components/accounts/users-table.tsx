import { format } from 'date-fns';
import { optionsOf, type ListDefinition } from '@/components/lists/definition';
import { ListView } from '@/components/lists/list-view';
import { Badge } from '@/components/ui/badge';
import type { UserPage } from '@/lib/accounts/users';
import { userStatusValues, type listUsersQuerySchema, type UserStatus } from '@/lib/accounts/user-admin-schemas';
import { roles, type Role } from '@/lib/auth/actor';
import { PER_PAGE_DEFAULT } from '@/lib/http/page';
import type { z } from 'zod';
import { UserRowActions } from './user-row-actions';

type AdminUserRow = UserPage['items'][number];

const roleLabels: Record<Role, string> = { admin: 'Admin', student: 'Student', employer: 'Employer', candidate: 'Job seeker' };
const statusLabels: Record<UserStatus, string> = { active: 'Active', disabled: 'Disabled', unverified: 'Not verified' };
const statusTone = { active: 'success', disabled: 'danger', unverified: 'warning' } as const satisfies Record<UserStatus, string>;

export type UsersQuery = z.output<typeof listUsersQuerySchema>;

/** The admin users list: the filters in the address, every account with its status and actions. */
export function usersList(selfId: number): ListDefinition<AdminUserRow, UsersQuery> {
  return {
    base: '/admin/users',
    caption: 'Accounts',
    noun: { one: 'account', many: 'accounts' },
    formLabel: 'Find users',
    rowKey: (u) => u.id,
    rowData: (u) => ({ 'data-user-email': u.email }),
    filters: [
      { kind: 'search', name: 'q', label: 'E-mail or name', maxLength: 200 },
      { kind: 'select', name: 'role', label: 'Role', any: 'All roles', options: optionsOf(roleLabels, roles) },
      { kind: 'select', name: 'status', label: 'Status', any: 'Any status', options: optionsOf(statusLabels, userStatusValues) },
    ],
    defaults: { perPage: PER_PAGE_DEFAULT },
    columns: [
      {
        header: 'Name and e-mail',
        card: 'title',
        cell: (u) => (
          <>
            <span className="block font-medium text-slate-900">{u.name}</span>
            <span className="block text-slate-600">{u.email}</span>
          </>
        ),
      },
      { header: 'Role', cell: (u) => roleLabels[u.role] },
      { header: 'Status', cell: (u) => <Badge tone={statusTone[u.status]}>{statusLabels[u.status]}</Badge> },
      { header: 'Joined', className: 'whitespace-nowrap text-slate-600', cell: (u) => <time dateTime={u.createdAt.toISOString()}>{format(u.createdAt, 'd MMM yyyy')}</time> },
    ],
    actions: (u) => <UserRowActions user={{ id: u.id, name: u.name, email: u.email, status: u.status }} isSelf={u.id === selfId} />,
    empty: { title: 'No accounts match', body: (filtered) => (filtered ? 'Try another e-mail, name or role.' : null) },
    pagesLabel: 'Pages',
  };
}

export function UsersTable({ page, query, selfId }: { page: UserPage; query: UsersQuery; selfId: number }) {
  return <ListView list={usersList(selfId)} page={page} query={query} />;
}
