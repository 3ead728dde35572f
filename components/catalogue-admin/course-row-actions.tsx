'use client';

import { Ban, CircleCheck, Pencil } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import type { ActionResult } from '@/lib/forms/action-result';
import { deleteCourseAction, setCourseStatusAction } from '@/lib/catalogue/actions';
import { DeleteDialog } from './delete-dialog';

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
export function CourseRowActions({ course, showEdit = true, afterDelete }: { course: CourseRowRef; showEdit?: boolean; afterDelete?: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const setStatus = (enabled: boolean) => setCourseStatusAction({ id: course.id, enabled });

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
    const result = await deleteCourseAction({ id: course.id });
    if (result.ok && afterDelete) router.push(afterDelete);
    return result;
  };

  return (
    <div className="flex flex-wrap gap-2" aria-busy={pending || undefined}>
      {showEdit ? (
        <ButtonLink href={`/admin/courses/${course.id}/edit`} size="sm" variant="outline">
          <Pencil aria-hidden="true" className="size-4" />
          Edit<span className="sr-only"> {course.title}</span>
        </ButtonLink>
      ) : null}
      {course.status ? (
        <Button size="sm" variant="outline" disabled={pending} onClick={() => toggle(false)}>
          <Ban aria-hidden="true" className="size-4" />
          Disable<span className="sr-only"> {course.title}</span>
        </Button>
      ) : (
        <Button size="sm" variant="outline" disabled={pending} onClick={() => toggle(true)}>
          <CircleCheck aria-hidden="true" className="size-4" />
          Enable<span className="sr-only"> {course.title}</span>
        </Button>
      )}
      <DeleteDialog
        noun="course"
        name={course.title}
        applications={course.applications}
        enabled={course.status}
        dependents={[{ label: course.drafts === 1 ? "student's unsent draft" : "students' unsent drafts", count: course.drafts }]}
        onDelete={remove}
        onDisable={() => setStatus(false)}
      />
    </div>
  );
}
