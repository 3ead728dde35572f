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
export function StageBadge({ stage }: { stage: ApplicationStage }) {
  return <Badge tone={tones[stage]}>{applicationStageLabels[stage]}</Badge>;
}
