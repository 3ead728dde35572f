import type { JobRowActionTexts } from './job-row-actions';
import type { Translator } from './translator';

/** The close/reopen words for one job (its title in the confirmation), from the server's translator. */
export function jobRowActionTexts(t: Translator<'jobBoardEmployer'>, title: string): JobRowActionTexts {
  return {
    close: t('rowActions.close'),
    closeTitle: t('rowActions.closeTitle'),
    closeDescription: t('rowActions.closeDescription', { title }),
    closeConfirm: t('rowActions.closeConfirm'),
    reopen: t('rowActions.reopen'),
  };
}
