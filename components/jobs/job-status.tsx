import { Badge } from '@/components/ui/badge';
import { jobStatusLabels } from '@/lib/jobs/dto';
import type { JobDisplayStatus } from '@/lib/jobs/status';

const tones: Record<JobDisplayStatus, 'neutral' | 'success' | 'warning' | 'danger' | 'info'> = {
  reviewing: 'info',
  approved: 'success',
  rejected: 'danger',
  closed: 'neutral',
  expired: 'warning',
};

/** A job's status as its employer reads it (the word, not only the colour). */
export function JobStatusBadge({ status }: { status: JobDisplayStatus }) {
  return <Badge tone={tones[status]}>{jobStatusLabels[status]}</Badge>;
}

/** Under a rejected job: "Rejected: <reason>", what the employer has to answer. */
export function RejectionReason({ status, reason }: { status: JobDisplayStatus; reason: string | null }) {
  if (status !== 'rejected') return null;
  return (
    <p className="mt-1 text-sm text-red-800">
      <span className="font-semibold">Rejected:</span> {reason?.trim() || 'no reason given'}
    </p>
  );
}
