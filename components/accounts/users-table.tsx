import { format } from 'date-fns';
import { Badge } from '@/components/ui/badge';
import { FilterButtons, ResultCount } from '@/components/ui/list-filters';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { Table, TBody, Td, Th, THead } from '@/components/ui/table';
import type { UserPage } from '@/lib/accounts/users';
import { userStatusValues, type UserStatus } from '@/lib/accounts/user-admin-schemas';
import { roles, type Role } from '@/lib/auth/actor';
import { UserRowActions } from './user-row-actions';
import { listHref } from '@/lib/http/page';

const roleLabels: Record<Role, string> = { admin: 'Admin', student: 'Student', employer: 'Employer', candidate: 'Job seeker' };
const statusLabels: Record<UserStatus, string> = { active: 'Active', disabled: 'Disabled', unverified: 'Not verified' };
const statusTone = { active: 'success', disabled: 'danger', unverified: 'warning' } as const satisfies Record<UserStatus, string>;

export interface UsersQuery {
  role?: Role;
  status?: UserStatus;
  q?: string;
}

const href = (query: UsersQuery, page: number) => listHref('/admin/users', { ...query, page });

/**
 * The admin users list: a GET form for the filters (so the URL holds them and a reload or a shared
 * link shows the same page), the table, and pagination links that keep the filters.
 */
export function UsersTable({ page, query, selfId }: { page: UserPage; query: UsersQuery; selfId: number }) {
  const filtered = Boolean(query.role || query.status || query.q);
  return (
    <div className="space-y-4">
      <form method="get" action="/admin/users" role="search" aria-label="Find users" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto_auto_auto] sm:items-end">
        <Field label="E-mail or name" id="users-q">
          {(control) => <Input {...control} name="q" type="search" defaultValue={query.q ?? ''} maxLength={200} />}
        </Field>
        <Field label="Role" id="users-role">
          {(control) => (
            <NativeSelect {...control} name="role" defaultValue={query.role ?? ''}>
              <option value="">All roles</option>
              {roles.map((r) => (
                <option key={r} value={r}>
                  {roleLabels[r]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Status" id="users-status">
          {(control) => (
            <NativeSelect {...control} name="status" defaultValue={query.status ?? ''}>
              <option value="">Any status</option>
              {userStatusValues.map((st) => (
                <option key={st} value={st}>
                  {statusLabels[st]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <FilterButtons clearHref="/admin/users" filtered={filtered} />
      </form>

      <ResultCount page={page} none="No accounts match." noun={(n) => (n === 1 ? 'account' : 'accounts')} />

      {page.items.length > 0 ? (
        <Table caption="Accounts">
          <THead>
            <tr>
              <Th>Name and e-mail</Th>
              <Th>Role</Th>
              <Th>Status</Th>
              <Th>Joined</Th>
              <Th>Actions</Th>
            </tr>
          </THead>
          <TBody>
            {page.items.map((u) => (
              <tr key={u.id} data-user-email={u.email}>
                <Td>
                  <span className="block font-medium text-slate-900">{u.name}</span>
                  <span className="block text-slate-600">{u.email}</span>
                </Td>
                <Td>{roleLabels[u.role]}</Td>
                <Td>
                  <Badge tone={statusTone[u.status]}>{statusLabels[u.status]}</Badge>
                </Td>
                <Td className="whitespace-nowrap text-slate-600">
                  <time dateTime={u.createdAt.toISOString()}>{format(u.createdAt, 'd MMM yyyy')}</time>
                </Td>
                <Td>
                  <UserRowActions user={{ id: u.id, name: u.name, email: u.email, status: u.status }} isSelf={u.id === selfId} />
                </Td>
              </tr>
            ))}
          </TBody>
        </Table>
      ) : (
        <EmptyState title="No accounts match" action={filtered ? <ButtonLink href="/admin/users" variant="outline">Clear the filters</ButtonLink> : undefined}>
          {filtered ? 'Try another e-mail, name or role.' : null}
        </EmptyState>
      )}

      <Pagination page={page.page} lastPage={page.pageCount} hrefFor={(n) => href(query, n)} className="mt-4" />
    </div>
  );
}
