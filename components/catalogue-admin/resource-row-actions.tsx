'use client';

import { Ban, CircleCheck, Pencil } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import type { ActionResult } from '@/lib/forms/action-result';
import { deleteAdminResourceAction, setAdminResourceStatusAction } from '@/lib/catalogue/actions';
import type { AdminResourceName } from '@/lib/catalogue/schemas';
import { type Dependent, DeleteDialog } from './delete-dialog';

export interface ResourceRowRef {
  id: number;
  label: string;
  status: boolean;
  applications: number;
  dependents: Dependent[];
}

/** The status and delete actions of one resource record, as the list and the edit page offer them. */
export function resourceActions(resource: AdminResourceName, row: Pick<ResourceRowRef, 'id'>) {
  return {
    setStatus: (enabled: boolean) => setAdminResourceStatusAction({ name: resource, id: row.id, enabled }),
    remove: () => deleteAdminResourceAction({ name: resource, id: row.id }),
  };
}

/**
 * A row's actions in a back-office list: edit, enable or disable, delete (the confirmation lists
 * what goes with the record and offers disabling first). Results show as toasts.
 */
export function ResourceRowActions({
  resource,
  noun,
  row,
  editHref,
  afterDelete,
}: {
  resource: AdminResourceName;
  /** "city", "scholarship offer" */
  noun: string;
  row: ResourceRowRef;
  editHref?: string;
  /** Where to go once deleted (the edit page goes back to its list). */
  afterDelete?: string;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const actions = resourceActions(resource, row);

  const toggle = (enabled: boolean) =>
    startTransition(async () => {
      let result: ActionResult;
      try {
        result = await actions.setStatus(enabled);
      } catch {
        toast.error('Something went wrong. Please try again.');
        return;
      }
      if (result.ok) toast.success(result.message ?? 'Done');
      else toast.error(result.message);
      router.refresh();
    });

  const remove = async () => {
    const result = await actions.remove();
    if (result.ok && afterDelete) router.push(afterDelete);
    return result;
  };

  return (
    <div className="flex flex-wrap gap-2" aria-busy={pending || undefined}>
      {editHref ? (
        <ButtonLink href={editHref} size="sm" variant="outline">
          <Pencil aria-hidden="true" className="size-4" />
          Edit<span className="sr-only"> {row.label}</span>
        </ButtonLink>
      ) : null}
      {row.status ? (
        <Button size="sm" variant="outline" disabled={pending} onClick={() => toggle(false)}>
          <Ban aria-hidden="true" className="size-4" />
          Disable<span className="sr-only"> {row.label}</span>
        </Button>
      ) : (
        <Button size="sm" variant="outline" disabled={pending} onClick={() => toggle(true)}>
          <CircleCheck aria-hidden="true" className="size-4" />
          Enable<span className="sr-only"> {row.label}</span>
        </Button>
      )}
      <DeleteDialog
        noun={noun}
        name={row.label}
        dependents={row.dependents}
        applications={row.applications}
        enabled={row.status}
        onDelete={remove}
        onDisable={() => actions.setStatus(false)}
      />
    </div>
  );
}
