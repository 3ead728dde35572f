import { getMessageText } from '@/components/i18n/message-text';
import { Badge } from '@/components/ui/badge';
import { applicationStageLabels, type ApplicationStage } from '@/lib/jobs/application-stages';

const tones: Record<ApplicationStage, 'neutral' | 'success' | 'warning' | 'danger' | 'info'> = {
  applied: 'info',
  viewed: 'neutral',
  shortlisted: 'success',
  interview: 'success',
  offered: 'success',
  hired: 'success',
  rejected: 'danger',
  withdrawn: 'warning',
};

/** An application's stage as a word (applied is "New"). */
export async function StageBadge({ stage }: { stage: ApplicationStage }) {
  const m = await getMessageText();
  return <Badge tone={tones[stage]}>{m(applicationStageLabels[stage])}</Badge>;
}
