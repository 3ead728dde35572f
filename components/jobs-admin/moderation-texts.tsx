import type { Translator } from '@/components/jobs/translator';
import type { ModerationTexts, ModerationWords } from './job-moderation-buttons';

const sr = (chunks: React.ReactNode) => <span className="sr-only">{chunks}</span>;

/** The moderation buttons' words for one job (its title for screen readers and in the dialog), from the server's translator. */
export function moderationTexts(t: Translator<'jobBoardAdmin'>, title: string): ModerationTexts {
  return {
    approve: t.rich('moves.approve', { title, sr }),
    reject: t.rich('moves.reject', { title, sr }),
    rejectTitle: t('moves.rejectTitle', { title }),
    backToReview: t.rich('moves.backToReview', { title, sr }),
  };
}

/** The words every job's moderation buttons share; make them once per page and pass the same object to each row. */
export function moderationWords(t: Translator<'jobBoardAdmin'>): ModerationWords {
  return {
    none: t('moves.none'),
    rejectDescription: t('moves.rejectDescription'),
    reasonLabel: t('moves.reasonLabel'),
    cancel: t('moves.cancel'),
    rejectJob: t('moves.rejectJob'),
  };
}
