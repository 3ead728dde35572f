'use client';

import { Ban, CircleCheck, LogOut, Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import type { ActionResult } from '@/lib/forms/action-result';
import { deleteUserAction, disableUserAction, enableUserAction, endUserSessionsAction } from '@/lib/accounts/actions';
import type { UserStatus } from '@/lib/accounts/user-admin-schemas';

type Action = (input: { userId: number }) => Promise<ActionResult>;

/**
 * A user row's admin actions on /admin/users. Disabling and deleting ask first (ConfirmDialog:
 * focus moves into the dialog, Escape cancels). The result shows as a toast; the list reloads.
 */
export function UserRowActions({ user, isSelf }: { user: { id: number; name: string; email: string; status: UserStatus }; isSelf: boolean }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  if (isSelf) return <span className="text-xs text-slate-500">This is you</span>;

  const run = (action: Action) =>
    startTransition(async () => {
      let result: ActionResult;
      try {
        result = await action({ userId: user.id });
      } catch {
        toast.error('Something went wrong. Please try again.');
        return;
      }
      if (result.ok) toast.success(result.message ?? 'Done');
      else toast.error(result.message);
      router.refresh();
    });

  const who = `${user.name} (${user.email})`;
  return (
    <div className="flex flex-wrap gap-2" aria-busy={pending || undefined}>
      {user.status === 'disabled' ? (
        <Button size="sm" variant="outline" disabled={pending} onClick={() => run(enableUserAction)}>
          <CircleCheck aria-hidden="true" className="size-4" />
          Enable<span className="sr-only"> {who}</span>
        </Button>
      ) : (
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="outline" disabled={pending}>
              <Ban aria-hidden="true" className="size-4" />
              Disable<span className="sr-only"> {who}</span>
            </Button>
          }
          title="Disable this account?"
          description={`${who} will be signed out everywhere and cannot sign in until an admin enables the account again.`}
          confirm="Disable account"
          onConfirm={() => run(disableUserAction)}
        />
      )}
      <Button size="sm" variant="outline" disabled={pending} onClick={() => run(endUserSessionsAction)}>
        <LogOut aria-hidden="true" className="size-4" />
        End sessions<span className="sr-only"> of {who}</span>
      </Button>
      <ConfirmDialog
        trigger={
          // A quieter button in the row (the confirmation dialog carries the red one).
          <Button size="sm" variant="ghost" disabled={pending} className="text-red-800 hover:bg-red-50">
            <Trash2 aria-hidden="true" className="size-4" />
            Delete<span className="sr-only"> {who}</span>
          </Button>
        }
        title="Delete this account for good?"
        description={`${who} and their personal data and files will be deleted. Applications already decided are kept without their name. This cannot be undone.`}
        confirm="Delete account"
        danger
        onConfirm={() => run(deleteUserAction)}
      />
    </div>
  );
}
