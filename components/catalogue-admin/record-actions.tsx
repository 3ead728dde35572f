'use client';

import { SpriteIcon } from '@/components/ui/sprite-icon';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { RowAction, RowActions } from '@/components/lists/row-actions';
import { type Dependent, DeleteDialog } from '@/components/lists/delete-dialog';
import { ButtonLink } from '@/components/ui/button';
import type { ActionResult } from '@/lib/forms/action-result';

/**
 * A catalogue record's actions in its list row and on its edit page: edit, enable or disable
 * (a confirmation first when `disableWarning` says what disabling does), and delete (the
 * confirmation lists what goes with the record and offers disabling first).
 */
export function RecordActions({
  noun,
  name,
  enabled,
  editHref,
  afterDelete,
  applications,
  dependents,
  disableWarning,
  setStatus,
  remove,
}: {
  noun: string;
  name: string;
  enabled: boolean;
  editHref?: string;
  /** Where to go once deleted (the edit page goes back to its list). */
  afterDelete?: string;
  applications: number;
  dependents: Dependent[];
  disableWarning?: { title: string; description: string; confirm: string };
  setStatus: (enabled: boolean) => Promise<ActionResult>;
  remove: () => Promise<ActionResult<unknown>>;
}) {
  const t = useTranslations('backOfficeRecordActions');
  const router = useRouter();
  return (
    <RowActions>
      {editHref ? (
        <ButtonLink href={editHref} size="sm" variant="outline">
          <SpriteIcon name="pencil" className="size-4" />
          {t.rich('edit', { name, sr: (chunks) => <span className="sr-only">{chunks}</span> })}
        </ButtonLink>
      ) : null}
      {enabled ? (
        <RowAction label={t('disable')} name={name} icon="ban" call={() => setStatus(false)} confirm={disableWarning} />
      ) : (
        <RowAction label={t('enable')} name={name} icon="circle-check" call={() => setStatus(true)} />
      )}
      <DeleteDialog
        noun={noun}
        name={name}
        applications={applications}
        enabled={enabled}
        dependents={dependents}
        onDelete={async () => {
          const result = await remove();
          if (result.ok && afterDelete) router.push(afterDelete);
          return result;
        }}
        onDisable={() => setStatus(false)}
      />
    </RowActions>
  );
}
