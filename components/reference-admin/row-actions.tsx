'use client';

import { SpriteIcon } from '@/components/ui/sprite-icon';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { RecordActions } from '@/components/catalogue-admin/record-actions';
import { type Dependent, DeleteDialog } from '@/components/lists/delete-dialog';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { deleteAdminResourceAction, setAdminResourceStatusAction } from '@/lib/catalogue/actions';
import type { AdminResourceName } from '@/lib/catalogue/schemas';
import { deleteReferenceAction } from '@/lib/jobs/actions';
import type { ReferenceList } from '@/lib/jobs/values';

/** A catalogue reference record's actions: edit, enable or disable, delete (what goes with it listed). */
export function ResourceRowActions({
  resource,
  noun,
  row,
  editHref,
  afterDelete,
}: {
  resource: AdminResourceName;
  noun: string;
  row: { id: number; label: string; status: boolean; applications: number; dependents: Dependent[] };
  editHref?: string;
  afterDelete?: string;
}) {
  return (
    <RecordActions
      noun={noun}
      name={row.label}
      enabled={row.status}
      editHref={editHref}
      afterDelete={afterDelete}
      applications={row.applications}
      dependents={row.dependents}
      setStatus={(enabled) => setAdminResourceStatusAction({ name: resource, id: row.id, enabled })}
      remove={() => deleteAdminResourceAction({ name: resource, id: row.id })}
    />
  );
}

/**
 * A job category's or employer type's actions: edit, and delete while nothing uses it (the same
 * confirmation). One in use says what uses it instead; the server refuses too.
 */
export function CodeNameRowActions({
  list,
  noun,
  row,
  editHref,
  afterDelete,
  inUse,
}: {
  list: ReferenceList;
  noun: string;
  row: { id: number; name: string };
  editHref?: string;
  afterDelete?: string;
  /** "3 jobs": what uses the record, when something does */
  inUse: string | null;
}) {
  const t = useTranslations('backOfficeRecordActions');
  const router = useRouter();
  return (
    <div className="flex flex-wrap gap-2">
      {editHref ? (
        <ButtonLink href={editHref} size="sm" variant="outline">
          <SpriteIcon name="pencil" className="size-4" />
          {t.rich('edit', { name: row.name, sr: (chunks) => <span className="sr-only">{chunks}</span> })}
        </ButtonLink>
      ) : null}
      {inUse ? (
        <Dialog
          title={t('reference.cannotDelete', { noun })}
          trigger={
            <Button size="sm" variant="outline">
              <SpriteIcon name="trash-2" className="size-4" />
              {t.rich('delete', { name: row.name, sr: (chunks) => <span className="sr-only">{chunks}</span> })}
            </Button>
          }
        >
          <p className="text-sm text-slate-700">
            {t.rich('reference.inUse', { name: row.name, inUse, noun, strong: (chunks) => <strong>{chunks}</strong> })}
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
