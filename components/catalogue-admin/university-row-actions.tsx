'use client';

import { Ban, CircleCheck, Pencil } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import type { ActionResult } from '@/lib/forms/action-result';
import { deleteUniversityAction, setUniversityStatusAction } from '@/lib/catalogue/actions';
import { DeleteDialog } from './delete-dialog';

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
export function UniversityRowActions({ university, showEdit = true, afterDelete }: { university: UniversityRowRef; showEdit?: boolean; afterDelete?: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const setStatus = (enabled: boolean) => setUniversityStatusAction({ id: university.id, enabled });

  const toggle = (enabled: boolean) =>
    startTransition(async () => {
      let result: ActionResult;
      try {
        result = await setStatus(enabled);
      } catch {
        toast.error('Something went wrong. Please try again.');
        return;
      }
      if (result.ok) toast.success(result.message ?? 'Done');
      else toast.error(result.message);
      router.refresh();
    });

  const remove = async () => {
    const result = await deleteUniversityAction({ id: university.id });
    if (result.ok && afterDelete) router.push(afterDelete);
    return result;
  };

  return (
    <div className="flex flex-wrap gap-2" aria-busy={pending || undefined}>
      {showEdit ? (
        <ButtonLink href={`/admin/universities/${university.id}/edit`} size="sm" variant="outline">
          <Pencil aria-hidden="true" className="size-4" />
          Edit<span className="sr-only"> {university.name}</span>
        </ButtonLink>
      ) : null}
      {university.status ? (
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="outline" disabled={pending}>
              <Ban aria-hidden="true" className="size-4" />
              Disable<span className="sr-only"> {university.name}</span>
            </Button>
          }
          title="Disable this university?"
          description={`${university.name} and its courses will disappear from every public page, search and the sitemap until it is enabled again. Its applications are kept.`}
          confirm="Disable university"
          onConfirm={() => toggle(false)}
        />
      ) : (
        <Button size="sm" variant="outline" disabled={pending} onClick={() => toggle(true)}>
          <CircleCheck aria-hidden="true" className="size-4" />
          Enable<span className="sr-only"> {university.name}</span>
        </Button>
      )}
      <DeleteDialog
        noun="university"
        name={university.name}
        applications={university.applications}
        enabled={university.status}
        dependents={[
          { label: university.courses === 1 ? 'course' : 'courses', count: university.courses },
          { label: university.offers === 1 ? 'scholarship offer' : 'scholarship offers', count: university.offers },
          { label: university.drafts === 1 ? "student's unsent draft" : "students' unsent drafts", count: university.drafts },
        ]}
        onDelete={remove}
        onDisable={() => setStatus(false)}
      />
    </div>
  );
}
