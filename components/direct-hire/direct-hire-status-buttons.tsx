'use client';

import { RowAction, RowActions } from '@/components/lists/row-actions';
import { directHireMoves, directHireStatusLabels } from '@/lib/jobs/direct-hire-schemas';
import { setDirectHireStatusAction } from '@/lib/jobs/actions';
import type { DirectHireStatus } from '@/lib/jobs/values';

const verbs: Record<DirectHireStatus, string> = { new: 'Mark as new', contacted: 'Mark as contacted', closed: 'Close' };

/** The moves of one direct-hire request (new → contacted → closed, or one step back). */
export function DirectHireStatusButtons({ id, status, title }: { id: number; status: DirectHireStatus; title: string }) {
  return (
    <RowActions>
      {directHireMoves[status].map((to, i) => (
        <RowAction key={to} size="md" variant={i === 0 ? 'primary' : 'outline'} label={verbs[to]} name={title} done={directHireStatusLabels[to]} call={() => setDirectHireStatusAction({ id, status: to })} />
      ))}
    </RowActions>
  );
}
