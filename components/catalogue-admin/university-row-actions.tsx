'use client';

import { Ban, CircleCheck } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import type { ActionResult } from '@/lib/forms/action-result';
import { setUniversityStatusAction } from '@/lib/catalogue/actions';

/**
 * A university row's enable/disable on /admin/universities. Disabling asks first (it takes the
 * university off every public page at once); enabling does not. The result shows as a toast.
 */
export function UniversityRowActions({ university }: { university: { id: number; name: string; status: boolean } }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const run = (enabled: boolean) =>
    startTransition(async () => {
      let result: ActionResult;
      try {
        result = await setUniversityStatusAction({ id: university.id, enabled });
      } catch {
        toast.error('Something went wrong. Please try again.');
        return;
      }
      if (result.ok) toast.success(result.message ?? 'Done');
      else toast.error(result.message);
      router.refresh();
    });

  return (
    <div className="flex flex-wrap gap-2" aria-busy={pending || undefined}>
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
          onConfirm={() => run(false)}
        />
      ) : (
        <Button size="sm" variant="outline" disabled={pending} onClick={() => run(true)}>
          <CircleCheck aria-hidden="true" className="size-4" />
          Enable<span className="sr-only"> {university.name}</span>
        </Button>
      )}
    </div>
  );
}
