import { Badge } from '@/components/ui/badge';
import { jobStatusLabels } from '@/lib/jobs/dto';
import type { JobDisplayStatus } from '@/lib/jobs/status';

const tones = { reviewing: 'warning', approved: 'success', rejected: 'danger', closed: 'neutral', expired: 'neutral' } as const;

/** A job's status as the back office shows it (the word, never the colour alone). */
export function JobStatusBadge({ status }: { status: JobDisplayStatus }) {
  return <Badge tone={tones[status]}>{jobStatusLabels[status]}</Badge>;
}
