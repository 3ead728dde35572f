import type { Translator } from '@/components/jobs/translator';
import type { ModerationTexts } from './job-moderation-buttons';

const sr = (chunks: React.ReactNode) => <span className="sr-only">{chunks}</span>;

/** The moderation buttons' words for one job (its title for screen readers and in the dialog), from the server's translator. */
export function moderationTexts(t: Translator<'jobBoardAdmin'>, title: string): ModerationTexts {
  return {
    none: t('moves.none'),
    approve: t.rich('moves.approve', { title, sr }),
    reject: t.rich('moves.reject', { title, sr }),
    rejectTitle: t('moves.rejectTitle', { title }),
    rejectDescription: t('moves.rejectDescription'),
    reasonLabel: t('moves.reasonLabel'),
    cancel: t('moves.cancel'),
    rejectJob: t('moves.rejectJob'),
    backToReview: t.rich('moves.backToReview', { title, sr }),
  };
}
