import { formatDay } from '@/components/catalogue/format';
import { requestLocale } from '@/lib/i18n/locale';
import { Ltr } from '@/components/ui/ltr';
import { getTranslations } from 'next-intl/server';
import { optionsOf, type ListDefinition } from '@/components/lists/definition';
import { ListView } from '@/components/lists/list-view';
import { Badge } from '@/components/ui/badge';
import type { UserPage } from '@/lib/accounts/users';
import { userStatusValues, type listUsersQuerySchema, type UserStatus } from '@/lib/accounts/user-admin-schemas';
import { roles, type Role } from '@/lib/auth/actor';
import { PER_PAGE_DEFAULT } from '@/lib/http/page';
import type { z } from 'zod';
import { UserRowActions, type UserRowTexts } from './user-row-actions';

type AdminUserRow = UserPage['items'][number];

const statusTone = { active: 'success', disabled: 'danger', unverified: 'warning' } as const satisfies Record<UserStatus, string>;

export type UsersQuery = z.output<typeof listUsersQuerySchema>;

/** The admin users list: the filters in the address, every account with its status and actions. */
export async function usersList(selfId: number): Promise<ListDefinition<AdminUserRow, UsersQuery>> {
  const [t, locale] = await Promise.all([getTranslations('peopleAccounts.users'), requestLocale()]);
  const roleLabels: Record<Role, string> = { admin: t('roles.admin'), student: t('roles.student'), employer: t('roles.employer'), candidate: t('roles.candidate') };
  const statusLabels: Record<UserStatus, string> = { active: t('statuses.active'), disabled: t('statuses.disabled'), unverified: t('statuses.unverified') };
  const rowTexts = (u: AdminUserRow): UserRowTexts => {
    const who = `${u.name} (${u.email})`;
    return {
      isYou: t('isYou'),
      enable: t('enable'),
      disable: t('disable'),
      endSessions: t('endSessions'),
      endSessionsName: t('endSessionsName', { who }),
      delete: t('delete'),
      disableConfirm: { title: t('disableTitle'), description: t('disableDescription', { who }), confirm: t('disableConfirm') },
      deleteConfirm: { title: t('deleteTitle'), description: t('deleteDescription', { who }), confirm: t('deleteConfirm') },
    };
  };
  return {
    base: '/admin/users',
    caption: t('caption'),
    noun: { many: t('nounMany'), counted: (n, total) => t('counted', { n, total }) },
    formLabel: t('formLabel'),
    rowKey: (u) => u.id,
    rowData: (u) => ({ 'data-user-email': u.email }),
    filters: [
      { kind: 'search', name: 'q', label: t('search'), maxLength: 200 },
      { kind: 'select', name: 'role', label: t('role'), any: t('allRoles'), options: optionsOf(roleLabels, roles) },
      { kind: 'select', name: 'status', label: t('status'), any: t('anyStatus'), options: optionsOf(statusLabels, userStatusValues) },
    ],
    defaults: { perPage: PER_PAGE_DEFAULT },
    columns: [
      {
        header: t('nameAndEmail'),
        card: 'title',
        cell: (u) => (
          <>
            <span className="block font-medium text-slate-900">{u.name}</span>
            <span className="block text-slate-600">
              <Ltr>{u.email}</Ltr>
            </span>
          </>
        ),
      },
      { header: t('role'), cell: (u) => roleLabels[u.role] },
      { header: t('status'), cell: (u) => <Badge tone={statusTone[u.status]}>{statusLabels[u.status]}</Badge> },
      { header: t('joined'), className: 'whitespace-nowrap text-slate-600', cell: (u) => <time dateTime={u.createdAt.toISOString()}>{formatDay(u.createdAt, locale)}</time> },
    ],
    actions: (u) => <UserRowActions user={{ id: u.id, name: u.name, email: u.email, status: u.status }} isSelf={u.id === selfId} texts={rowTexts(u)} />,
    empty: { title: t('emptyTitle'), body: (filtered) => (filtered ? t('emptyFiltered') : null) },
    pagesLabel: t('pagesLabel'),
  };
}

export async function UsersTable({ page, query, selfId }: { page: UserPage; query: UsersQuery; selfId: number }) {
  return <ListView list={await usersList(selfId)} page={page} query={query} />;
}
