'use client';

import { Eye, Pencil, Trash2, Undo2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import { deleteDraftAction, withdrawApplicationAction } from '@/lib/applications/actions';
import type { ActionResult } from '@/lib/forms/action-result';

type Action = (input: { applicationId: number }) => Promise<ActionResult>;

/**
 * One application's buttons on the applied list: continue a draft in the wizard, view it with its
 * timeline, withdraw it (before a decision) or delete it (a draft). Withdrawing and deleting ask
 * first; the result shows as a toast and the list reloads.
 */
export function AppliedRowActions({
  application,
  canWithdraw,
}: {
  application: { id: number; status: string; course: string; university: string };
  canWithdraw: boolean;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const isDraft = application.status === 'draft';
  const what = `${application.course} at ${application.university}`;

  const run = (action: Action) =>
    startTransition(async () => {
      let result: ActionResult;
      try {
        result = await action({ applicationId: application.id });
      } catch {
        toast.error('Something went wrong. Please try again.');
        return;
      }
      if (result.ok) toast.success(result.message ?? 'Done');
      else toast.error(result.message);
      router.refresh();
    });

  return (
    <div className="flex flex-wrap gap-2" aria-busy={pending || undefined}>
      {isDraft ? (
        <ButtonLink size="sm" href={`/application?application_id=${application.id}`}>
          <Pencil aria-hidden="true" className="size-4" />
          Continue<span className="sr-only"> {what}</span>
        </ButtonLink>
      ) : null}
      <ButtonLink size="sm" variant="outline" href={`/student/applications/${application.id}`}>
        <Eye aria-hidden="true" className="size-4" />
        View<span className="sr-only"> {what}</span>
      </ButtonLink>
      {canWithdraw ? (
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="outline" disabled={pending}>
              <Undo2 aria-hidden="true" className="size-4" />
              Withdraw<span className="sr-only"> {what}</span>
            </Button>
          }
          title="Withdraw this application?"
          description={`Your application to ${what} will be withdrawn and the admissions office stops working on it. You cannot undo this, but you may apply to the course again.`}
          confirm="Withdraw application"
          danger
          onConfirm={() => run(withdrawApplicationAction)}
        />
      ) : null}
      {isDraft ? (
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="danger" disabled={pending}>
              <Trash2 aria-hidden="true" className="size-4" />
              Delete<span className="sr-only"> {what}</span>
            </Button>
          }
          title="Delete this draft?"
          description={`Your draft application to ${what} and the documents uploaded to it will be deleted. This cannot be undone.`}
          confirm="Delete draft"
          danger
          onConfirm={() => run(deleteDraftAction)}
        />
      ) : null}
    </div>
  );
}
