'use client';

import { Pencil, Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { DeleteDialog } from '@/components/catalogue-admin/delete-dialog';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { deleteReferenceAction } from '@/lib/jobs/actions';
import type { ReferenceList } from '@/lib/jobs/values';

/**
 * A job category's or employer type's actions: edit, and delete while nothing uses it (the
 * catalogue's confirmation). One in use says what uses it instead; the server refuses too.
 */
export function ReferenceRowActions({
  list,
  noun,
  row,
  editHref,
  afterDelete,
  inUse,
}: {
  list: ReferenceList;
  noun: string;
  row: { id: number; name: string; used: number };
  editHref?: string;
  afterDelete?: string;
  /** "3 jobs": what uses the record, when something does */
  inUse: string | null;
}) {
  const router = useRouter();
  return (
    <div className="flex flex-wrap gap-2">
      {editHref ? (
        <ButtonLink href={editHref} size="sm" variant="outline">
          <Pencil aria-hidden="true" className="size-4" />
          Edit<span className="sr-only"> {row.name}</span>
        </ButtonLink>
      ) : null}
      {inUse ? (
        <Dialog
          title={`This ${noun} cannot be deleted`}
          trigger={
            <Button size="sm" variant="outline">
              <Trash2 aria-hidden="true" className="size-4" />
              Delete<span className="sr-only"> {row.name}</span>
            </Button>
          }
        >
          <p className="text-sm text-slate-700">
            <strong>{row.name}</strong> is used by {inUse}, so it stays. Move them to another {noun} first.
          </p>
        </Dialog>
      ) : (
        <DeleteDialog
          noun={noun}
          name={row.name}
          enabled={false}
          onDelete={async () => {
            const result = await deleteReferenceAction({ list, id: row.id });
            if (result.ok && afterDelete) router.push(afterDelete);
            return result;
          }}
        />
      )}
    </div>
  );
}
