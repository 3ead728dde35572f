import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { statusLabels } from '@/lib/applications/status';
import type { ApplicationStatus } from '@/lib/applications/values';
import { renderWith } from '@/lib/i18n/message';

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

/** A server or a client component: in a client island it needs the `values` namespace above it. */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const t = useTranslations();
  return <Badge tone={tone[status]}>{renderWith(t as never, statusLabels[status])}</Badge>;
}
