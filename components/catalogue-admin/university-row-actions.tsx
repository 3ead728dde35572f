'use client';

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
  return (
    <RecordActions
      noun="university"
      name={u.name}
      enabled={u.status}
      editHref={showEdit ? `/admin/universities/${u.id}/edit` : undefined}
      afterDelete={afterDelete}
      applications={u.applications}
      dependents={[
        { label: u.courses === 1 ? 'course' : 'courses', count: u.courses },
        { label: u.offers === 1 ? 'scholarship offer' : 'scholarship offers', count: u.offers },
        { label: u.drafts === 1 ? "student's unsent draft" : "students' unsent drafts", count: u.drafts },
      ]}
      disableWarning={{
        title: 'Disable this university?',
        description: `${u.name} and its courses will disappear from every public page, search and the sitemap until it is enabled again. Its applications are kept.`,
        confirm: 'Disable university',
      }}
      setStatus={(enabled) => setUniversityStatusAction({ id: u.id, enabled })}
      remove={() => deleteUniversityAction({ id: u.id })}
    />
  );
}
