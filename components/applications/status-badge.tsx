import { Badge } from '@/components/ui/badge';
import { statusLabels } from '@/lib/applications/status';
import type { ApplicationStatus } from '@/lib/applications/values';

/** The tone says roughly how it stands; the word says exactly (colour is never the only signal). */
const tone = {
  draft: 'neutral',
  submitted: 'info',
  under_review: 'info',
  documents_requested: 'warning',
  resubmitted: 'info',
  accepted: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
} as const satisfies Record<ApplicationStatus, string>;

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge tone={tone[status]}>{statusLabels[status]}</Badge>;
}
