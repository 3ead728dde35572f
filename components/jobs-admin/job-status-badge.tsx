import { getMessageText } from '@/components/i18n/message-text';
import { Badge } from '@/components/ui/badge';
import { jobStatusLabels } from '@/lib/jobs/dto';
import type { JobDisplayStatus } from '@/lib/jobs/status';

const tones = { reviewing: 'warning', approved: 'success', rejected: 'danger', closed: 'neutral', expired: 'neutral' } as const;

/** A job's status as the back office shows it (the word, never the colour alone). */
export async function JobStatusBadge({ status }: { status: JobDisplayStatus }) {
  const m = await getMessageText();
  return <Badge tone={tones[status]}>{m(jobStatusLabels[status])}</Badge>;
}
