import { format } from 'date-fns';
import { Search } from 'lucide-react';
import Link from 'next/link';
import { inputClass } from '@/components/ui/input';
import { Button, ButtonLink } from '@/components/ui/button';
import type { UserPage } from '@/lib/accounts/admin-users';
import { userStatusValues, type UserStatus } from '@/lib/accounts/user-admin-schemas';
import { roles, type Role } from '@/lib/auth/actor';
import { cn } from '@/lib/utils';
import { UserRowActions } from './user-row-actions';

const roleLabels: Record<Role, string> = { admin: 'Admin', student: 'Student', employer: 'Employer', candidate: 'Job seeker' };
const statusLabels: Record<UserStatus, string> = { active: 'Active', disabled: 'Disabled', unverified: 'Not verified' };
const statusClass: Record<UserStatus, string> = {
  active: 'bg-green-50 text-green-800 ring-green-200',
  disabled: 'bg-red-50 text-red-800 ring-red-200',
  unverified: 'bg-amber-50 text-amber-900 ring-amber-200',
};

export interface UsersQuery {
  role?: Role;
  status?: UserStatus;
  q?: string;
}

function href(query: UsersQuery, page: number): string {
  const p = new URLSearchParams();
  if (query.role) p.set('role', query.role);
  if (query.status) p.set('status', query.status);
  if (query.q) p.set('q', query.q);
  if (page > 1) p.set('page', String(page));
  const s = p.toString();
  return s ? `/admin/users?${s}` : '/admin/users';
}

/**
 * The admin users list: a GET form for the filters (so the URL holds them and a reload or a shared
 * link shows the same page), the table, and pagination links that keep the filters.
 */
export function UsersTable({ page, query, selfId }: { page: UserPage; query: UsersQuery; selfId: number }) {
  const filtered = Boolean(query.role || query.status || query.q);
  const first = page.total === 0 ? 0 : (page.page - 1) * page.perPage + 1;
  const last = Math.min(page.total, page.page * page.perPage);
  return (
    <div className="space-y-4">
      <form method="get" action="/admin/users" role="search" aria-label="Find users" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto_auto_auto] sm:items-end">
        <div className="space-y-1.5">
          <label htmlFor="users-q" className="block text-sm font-medium text-slate-800">
            E-mail or name
          </label>
          <input id="users-q" name="q" type="search" defaultValue={query.q ?? ''} className={inputClass} maxLength={200} />
        </div>
        <div className="space-y-1.5">
          <label htmlFor="users-role" className="block text-sm font-medium text-slate-800">
            Role
          </label>
          <select id="users-role" name="role" defaultValue={query.role ?? ''} className={inputClass}>
            <option value="">All roles</option>
            {roles.map((r) => (
              <option key={r} value={r}>
                {roleLabels[r]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="users-status" className="block text-sm font-medium text-slate-800">
            Status
          </label>
          <select id="users-status" name="status" defaultValue={query.status ?? ''} className={inputClass}>
            <option value="">Any status</option>
            {userStatusValues.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2">
          <Button type="submit">
            <Search aria-hidden="true" className="size-4" />
            Search
          </Button>
          {filtered ? (
            <ButtonLink href="/admin/users" variant="ghost">
              Clear
            </ButtonLink>
          ) : null}
        </div>
      </form>

      <p className="text-sm text-slate-600" role="status">
        {page.total === 0 ? 'No accounts match.' : `Showing ${first} to ${last} of ${page.total} account${page.total === 1 ? '' : 's'}`}
        {page.total === 0 && filtered ? ' Try another e-mail, name or role, or clear the filters.' : null}
      </p>

      {page.items.length > 0 ? (
        // relative: the buttons' sr-only texts are positioned inside the scroller, not beyond the page.
        <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">Accounts</caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Name and e-mail
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Role
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Status
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Joined
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {page.items.map((u) => (
                <tr key={u.id} data-user-email={u.email}>
                  <td className="px-4 py-3">
                    <span className="block font-medium text-slate-900">{u.name}</span>
                    <span className="block text-slate-600">{u.email}</span>
                  </td>
                  <td className="px-4 py-3">{roleLabels[u.role]}</td>
                  <td className="px-4 py-3">
                    <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset', statusClass[u.status])}>
                      {statusLabels[u.status]}
                    </span>
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-slate-600">
                    <time dateTime={u.createdAt.toISOString()}>{format(u.createdAt, 'd MMM yyyy')}</time>
                  </td>
                  <td className="px-4 py-3">
                    <UserRowActions user={{ id: u.id, name: u.name, email: u.email, status: u.status }} isSelf={u.id === selfId} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {page.pageCount > 1 ? (
        <nav aria-label="Pages" className="flex flex-wrap items-center gap-2">
          {page.page > 1 ? (
            <Link href={href(query, page.page - 1)} className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm no-underline hover:bg-slate-50" rel="prev">
              Previous
            </Link>
          ) : null}
          <span className="px-2 text-sm text-slate-600">
            Page {page.page} of {page.pageCount}
          </span>
          {page.page < page.pageCount ? (
            <Link href={href(query, page.page + 1)} className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm no-underline hover:bg-slate-50" rel="next">
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
