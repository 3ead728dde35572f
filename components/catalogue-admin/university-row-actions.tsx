'use client';

import { useTranslations } from 'next-intl';
import { deleteUniversityAction, setUniversityStatusAction } from '@/lib/catalogue/actions';
import { RecordActions } from './record-actions';

export interface UniversityRowRef {
  id: number;
  name: string;
  status: boolean;
  applications: number;
  courses: number;
  offers: number;
  drafts: number;
}

/**
 * A university's actions on /admin/universities and its edit page: edit, enable or disable, and
 * delete (the confirmation lists its courses, scholarship offers and students' drafts, which go
 * with it; with applications it cannot be deleted and disabling is offered instead).
 */
export function UniversityRowActions({ university: u, showEdit = true, afterDelete }: { university: UniversityRowRef; showEdit?: boolean; afterDelete?: string }) {
  const t = useTranslations('backOfficeRecordActions.university');
  return (
    <RecordActions
      noun={t('noun')}
      name={u.name}
      enabled={u.status}
      editHref={showEdit ? `/admin/universities/${u.id}/edit` : undefined}
      afterDelete={afterDelete}
      applications={u.applications}
      dependents={[
        { label: t('courses', { count: u.courses }), count: u.courses },
        { label: t('offers', { count: u.offers }), count: u.offers },
        { label: t('drafts', { count: u.drafts }), count: u.drafts },
      ]}
      disableWarning={{
        title: t('disableTitle'),
        description: t('disableDescription', { name: u.name }),
        confirm: t('disableConfirm'),
      }}
      setStatus={(enabled) => setUniversityStatusAction({ id: u.id, enabled })}
      remove={() => deleteUniversityAction({ id: u.id })}
    />
  );
}
