'use client';

import { RowAction, RowActions } from '@/components/lists/row-actions';
import { deleteUserAction, disableUserAction, enableUserAction, endUserSessionsAction } from '@/lib/accounts/actions';
import type { UserStatus } from '@/lib/accounts/user-admin-schemas';

/** The words of one row's actions, rendered on the server (users-table.tsx) for this user. */
export interface UserRowTexts {
  isYou: string;
  enable: string;
  disable: string;
  endSessions: string;
  endSessionsName: string;
  delete: string;
  disableConfirm: { title: string; description: string; confirm: string };
  deleteConfirm: { title: string; description: string; confirm: string };
}

/**
 * A user row's admin actions on /admin/users. Disabling and deleting ask first (ConfirmDialog:
 * focus moves into the dialog, Escape cancels). The result shows as a toast; the list reloads.
 */
export function UserRowActions({ user, isSelf, texts }: { user: { id: number; name: string; email: string; status: UserStatus }; isSelf: boolean; texts: UserRowTexts }) {
  if (isSelf) return <span className="text-xs text-slate-500">{texts.isYou}</span>;
  const input = { userId: user.id };
  const who = `${user.name} (${user.email})`;
  return (
    <RowActions>
      {user.status === 'disabled' ? (
        <RowAction label={texts.enable} name={who} icon="circle-check" call={() => enableUserAction(input)} />
      ) : (
        <RowAction label={texts.disable} name={who} icon="ban" call={() => disableUserAction(input)} confirm={texts.disableConfirm} />
      )}
      <RowAction label={texts.endSessions} name={texts.endSessionsName} icon="log-out" call={() => endUserSessionsAction(input)} />
      <RowAction
        label={texts.delete}
        name={who}
        icon="trash-2"
        // A quieter button in the row (the confirmation dialog carries the red one).
        variant="ghost"
        className="text-red-800 hover:bg-red-50"
        call={() => deleteUserAction(input)}
        confirm={{ ...texts.deleteConfirm, danger: true }}
      />
    </RowActions>
  );
}
