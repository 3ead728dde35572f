import { getTranslations } from 'next-intl/server';
import { getMessageText } from '@/components/i18n/message-text';
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
export async function JobStatusBadge({ status }: { status: JobDisplayStatus }) {
  const m = await getMessageText();
  return <Badge tone={tones[status]}>{m(jobStatusLabels[status])}</Badge>;
}

/** Under a rejected job: "Rejected: <reason>", what the employer has to answer. */
export async function RejectionReason({ status, reason }: { status: JobDisplayStatus; reason: string | null }) {
  if (status !== 'rejected') return null;
  const t = await getTranslations('jobBoardEmployer.status');
  return (
    <p className="mt-1 text-sm text-red-800">
      <span className="font-semibold">{t('rejected')}</span> {reason?.trim() || t('noReason')}
    </p>
  );
}
