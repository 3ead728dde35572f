'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import { closeJobAction, reopenJobAction } from '@/lib/jobs/actions';
import type { ActionResult } from '@/lib/forms/action-result';
import type { JobMove } from '@/lib/jobs/status';

/**
 * Close and reopen for one of the employer's jobs: only the moves the lifecycle allows now
 * (lib/jobs/status.ts). Closing asks first. The answer shows as a toast; the page reloads.
 */
export function JobRowActions({ job, size = 'sm' }: { job: { uuid: string; title: string; moves: JobMove[] }; size?: 'sm' | 'md' }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const run = (action: (input: { uuid: string }) => Promise<ActionResult>) =>
    startTransition(async () => {
      let result: ActionResult;
      try {
        result = await action({ uuid: job.uuid });
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
      {job.moves.includes('close') ? (
        <ConfirmDialog
          trigger={
            <Button size={size} variant="outline" disabled={pending}>
              Close<span className="sr-only"> {job.title}</span>
            </Button>
          }
          title="Close this job?"
          description={`“${job.title}” leaves the job board at once and takes no more applications. You can reopen it later.`}
          confirm="Close job"
          onConfirm={() => run(closeJobAction)}
        />
      ) : null}
      {job.moves.includes('reopen') ? (
        <Button size={size} variant="outline" disabled={pending} onClick={() => run(reopenJobAction)}>
          Reopen<span className="sr-only"> {job.title}</span>
        </Button>
      ) : null}
    </div>
  );
}
