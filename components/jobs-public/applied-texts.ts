import { getTranslations } from 'next-intl/server';
import { getMessageText } from '@/components/i18n/message-text';
import { applicationStageLabels, applicationStages, type ApplicationStage } from '@/lib/jobs/application-stages';
import type { AppliedTexts } from './applied-marks';

/** The applied marks' words in the page's language, made once per page (a withdrawn application marks nothing). */
export async function appliedTexts(): Promise<AppliedTexts> {
  const [t, m] = await Promise.all([getTranslations('jobBoardPublic.applied'), getMessageText()]);
  const live = applicationStages.filter((s): s is Exclude<ApplicationStage, 'withdrawn'> => s !== 'withdrawn');
  const each = (f: (stage: string) => string) => Object.fromEntries(live.map((s) => [s, f(m(applicationStageLabels[s]))]));
  return { badge: each((stage) => t('badge', { stage })), notice: each((stage) => t('notice', { stage })), see: t('see') };
}
