'use client';

import { useTranslations } from 'next-intl';
import { useRowAction } from '@/components/lists/row-actions';
import { Button } from '@/components/ui/button';
import { resubmitApplicationAction } from '@/lib/applications/actions';
import { SpriteIcon } from '@/components/ui/sprite-icon';

/** Sends the application back to the admissions office once the requested documents are uploaded. */
export function ResubmitButton({ applicationId }: { applicationId: number }) {
  const t = useTranslations('admissionsStudentActions');
  const { pending, run } = useRowAction();
  return (
    <Button disabled={pending} aria-busy={pending || undefined} onClick={() => run(() => resubmitApplicationAction({ applicationId }))}>
      <SpriteIcon name="send" className="size-4" />
      {t('resubmit')}
    </Button>
  );
}
