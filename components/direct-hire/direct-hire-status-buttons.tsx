'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { directHireMoves, directHireStatusLabels } from '@/lib/jobs/direct-hire-schemas';
import { setDirectHireStatusAction } from '@/lib/jobs/actions';
import type { DirectHireStatus } from '@/lib/jobs/values';

const verbs: Record<DirectHireStatus, string> = { new: 'Mark as new', contacted: 'Mark as contacted', closed: 'Close' };

/** The moves of one direct-hire request (new → contacted → closed, or one step back). */
export function DirectHireStatusButtons({ id, status, title }: { id: number; status: DirectHireStatus; title: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const move = (to: DirectHireStatus) =>
    startTransition(async () => {
      try {
        const result = await setDirectHireStatusAction({ id, status: to });
        if (result.ok) toast.success(result.message ?? directHireStatusLabels[to]);
        else toast.error(result.message);
      } catch {
        toast.error('Something went wrong. Please try again.');
      }
      router.refresh();
    });
  return (
    <div className="flex flex-wrap gap-2" aria-busy={pending || undefined}>
      {directHireMoves[status].map((to, i) => (
        <Button key={to} size="md" variant={i === 0 ? 'primary' : 'outline'} disabled={pending} onClick={() => move(to)}>
          {verbs[to]}
          <span className="sr-only"> {title}</span>
        </Button>
      ))}
    </div>
  );
}
