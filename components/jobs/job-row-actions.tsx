'use client';

import { RowAction, RowActions } from '@/components/lists/row-actions';
import { closeJobAction, reopenJobAction } from '@/lib/jobs/actions';
import type { JobMove } from '@/lib/jobs/status';

/** The words of the close and reopen buttons, rendered on the server (`jobRowActionTexts`). */
export interface JobRowActionTexts {
  close: string;
  closeTitle: string;
  closeDescription: string;
  closeConfirm: string;
  reopen: string;
}

/**
 * Close and reopen for one of the employer's jobs: only the moves the lifecycle allows now
 * (lib/jobs/status.ts). Closing asks first. The answer shows as a toast; the page reloads.
 */
export function JobRowActions({ job, texts, size = 'sm' }: { job: { uuid: string; title: string; moves: JobMove[] }; texts: JobRowActionTexts; size?: 'sm' | 'md' }) {
  const input = { uuid: job.uuid };
  return (
    <RowActions>
      {job.moves.includes('close') ? (
        <RowAction
          size={size}
          label={texts.close}
          name={job.title}
          call={() => closeJobAction(input)}
          confirm={{ title: texts.closeTitle, description: texts.closeDescription, confirm: texts.closeConfirm }}
        />
      ) : null}
      {job.moves.includes('reopen') ? <RowAction size={size} label={texts.reopen} name={job.title} call={() => reopenJobAction(input)} /> : null}
    </RowActions>
  );
}
