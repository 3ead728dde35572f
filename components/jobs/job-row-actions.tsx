'use client';

import { RowAction, RowActions } from '@/components/lists/row-actions';
import { closeJobAction, reopenJobAction } from '@/lib/jobs/actions';
import type { JobMove } from '@/lib/jobs/status';

/**
 * Close and reopen for one of the employer's jobs: only the moves the lifecycle allows now
 * (lib/jobs/status.ts). Closing asks first. The answer shows as a toast; the page reloads.
 */
export function JobRowActions({ job, size = 'sm' }: { job: { uuid: string; title: string; moves: JobMove[] }; size?: 'sm' | 'md' }) {
  const input = { uuid: job.uuid };
  return (
    <RowActions>
      {job.moves.includes('close') ? (
        <RowAction
          size={size}
          label="Close"
          name={job.title}
          call={() => closeJobAction(input)}
          confirm={{ title: 'Close this job?', description: `“${job.title}” leaves the job board at once and takes no more applications. You can reopen it later.`, confirm: 'Close job' }}
        />
      ) : null}
      {job.moves.includes('reopen') ? <RowAction size={size} label="Reopen" name={job.title} call={() => reopenJobAction(input)} /> : null}
    </RowActions>
  );
}
