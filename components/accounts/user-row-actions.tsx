'use client';

import { Ban, CircleCheck, LogOut, Trash2 } from 'lucide-react';
import { RowAction, RowActions } from '@/components/lists/row-actions';
import { deleteUserAction, disableUserAction, enableUserAction, endUserSessionsAction } from '@/lib/accounts/actions';
import type { UserStatus } from '@/lib/accounts/user-admin-schemas';

/**
 * A user row's admin actions on /admin/users. Disabling and deleting ask first (ConfirmDialog:
 * focus moves into the dialog, Escape cancels). The result shows as a toast; the list reloads.
 */
export function UserRowActions({ user, isSelf }: { user: { id: number; name: string; email: string; status: UserStatus }; isSelf: boolean }) {
  if (isSelf) return <span className="text-xs text-slate-500">This is you</span>;
  const input = { userId: user.id };
  const who = `${user.name} (${user.email})`;
  return (
    <RowActions>
      {user.status === 'disabled' ? (
        <RowAction label="Enable" name={who} icon={CircleCheck} call={() => enableUserAction(input)} />
      ) : (
        <RowAction
          label="Disable"
          name={who}
          icon={Ban}
          call={() => disableUserAction(input)}
          confirm={{ title: 'Disable this account?', description: `${who} will be signed out everywhere and cannot sign in until an admin enables the account again.`, confirm: 'Disable account' }}
        />
      )}
      <RowAction label="End sessions" name={`of ${who}`} icon={LogOut} call={() => endUserSessionsAction(input)} />
      <RowAction
        label="Delete"
        name={who}
        icon={Trash2}
        // A quieter button in the row (the confirmation dialog carries the red one).
        variant="ghost"
        className="text-red-800 hover:bg-red-50"
        call={() => deleteUserAction(input)}
        confirm={{
          title: 'Delete this account for good?',
          description: `${who} and their personal data and files will be deleted. Applications already decided are kept without their name. This cannot be undone.`,
          confirm: 'Delete account',
          danger: true,
        }}
      />
    </RowActions>
  );
}
