'use client';

import { useTranslations } from 'next-intl';
import { deleteCourseAction, setCourseStatusAction } from '@/lib/catalogue/actions';
import { RecordActions } from './record-actions';

export interface CourseRowRef {
  id: number;
  title: string;
  status: boolean;
  applications: number;
  drafts: number;
}

/**
 * A course's actions on /admin/courses and its edit page: edit, enable or disable, delete (the
 * students' unsent drafts go with it; with applications it cannot be deleted: disable instead).
 */
export function CourseRowActions({ course: c, showEdit = true, afterDelete }: { course: CourseRowRef; showEdit?: boolean; afterDelete?: string }) {
  const t = useTranslations('backOfficeRecordActions.course');
  return (
    <RecordActions
      noun={t('noun')}
      name={c.title}
      enabled={c.status}
      editHref={showEdit ? `/admin/courses/${c.id}/edit` : undefined}
      afterDelete={afterDelete}
      applications={c.applications}
      dependents={[{ label: t('drafts', { count: c.drafts }), count: c.drafts }]}
      setStatus={(enabled) => setCourseStatusAction({ id: c.id, enabled })}
      remove={() => deleteCourseAction({ id: c.id })}
    />
  );
}
