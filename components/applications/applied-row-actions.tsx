'use client';

import { SpriteIcon } from '@/components/ui/sprite-icon';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
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
  const t = useTranslations('admissionsStudentActions.rowActions');
  const isDraft = application.status === 'draft';
  const what = t('what', { course: application.course, university: application.university });
  const sr = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;
  const input = { applicationId: application.id };

  return (
    <RowActions>
      {isDraft ? (
        <ButtonLink size="sm" href={`/application?application_id=${application.id}`}>
          <SpriteIcon name="pencil" className="size-4" />
          {t.rich('continue', { what, sr })}
        </ButtonLink>
      ) : null}
      <ButtonLink size="sm" variant="outline" href={`/student/applications/${application.id}`}>
        <SpriteIcon name="eye" className="size-4" />
        {t.rich('view', { what, sr })}
      </ButtonLink>
      {canWithdraw ? (
        <RowAction
          label={t('withdraw')}
          name={what}
          icon="undo-2"
          call={() => withdrawApplicationAction(input)}
          confirm={{
            title: t('withdrawTitle'),
            description: t('withdrawDescription', { what }),
            confirm: t('withdrawConfirm'),
            danger: true,
          }}
        />
      ) : null}
      {isDraft ? (
        <RowAction
          label={t('delete')}
          name={what}
          icon="trash-2"
          variant="danger"
          call={() => deleteDraftAction(input)}
          confirm={{
            title: t('deleteTitle'),
            description: t('deleteDescription', { what }),
            confirm: t('deleteConfirm'),
            danger: true,
          }}
        />
      ) : null}
    </RowActions>
  );
}
