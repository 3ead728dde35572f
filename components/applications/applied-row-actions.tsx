'use client';

import { Eye, Pencil, Trash2, Undo2 } from 'lucide-react';
import { RowAction, RowActions } from '@/components/lists/row-actions';
import { ButtonLink } from '@/components/ui/button';
import { deleteDraftAction, withdrawApplicationAction } from '@/lib/applications/actions';

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
  const isDraft = application.status === 'draft';
  const what = `${application.course} at ${application.university}`;
  const input = { applicationId: application.id };

  return (
    <RowActions>
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
        <RowAction
          label="Withdraw"
          name={what}
          icon={Undo2}
          call={() => withdrawApplicationAction(input)}
          confirm={{
            title: 'Withdraw this application?',
            description: `Your application to ${what} will be withdrawn and the admissions office stops working on it. You cannot undo this, but you may apply to the course again.`,
            confirm: 'Withdraw application',
            danger: true,
          }}
        />
      ) : null}
      {isDraft ? (
        <RowAction
          label="Delete"
          name={what}
          icon={Trash2}
          variant="danger"
          call={() => deleteDraftAction(input)}
          confirm={{
            title: 'Delete this draft?',
            description: `Your draft application to ${what} and the documents uploaded to it will be deleted. This cannot be undone.`,
            confirm: 'Delete draft',
            danger: true,
          }}
        />
      ) : null}
    </RowActions>
  );
}
