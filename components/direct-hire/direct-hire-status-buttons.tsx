'use client';

import { RowAction, RowActions } from '@/components/lists/row-actions';
import { directHireMoves } from '@/lib/jobs/direct-hire-schemas';
import { setDirectHireStatusAction } from '@/lib/jobs/actions';
import type { DirectHireStatus } from '@/lib/jobs/values';

/** The words of the moves, rendered on the server: each status's button and the status reached. */
export interface DirectHireMoveTexts {
  verbs: Record<DirectHireStatus, string>;
  done: Record<DirectHireStatus, string>;
}

/** The moves of one direct-hire request (new → contacted → closed, or one step back). */
export function DirectHireStatusButtons({ id, status, title, texts }: { id: number; status: DirectHireStatus; title: string; texts: DirectHireMoveTexts }) {
  return (
    <RowActions>
      {directHireMoves[status].map((to, i) => (
        <RowAction key={to} size="md" variant={i === 0 ? 'primary' : 'outline'} label={texts.verbs[to]} name={title} done={texts.done[to]} call={() => setDirectHireStatusAction({ id, status: to })} />
      ))}
    </RowActions>
  );
}
