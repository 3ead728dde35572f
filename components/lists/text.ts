import { useTranslations } from 'next-intl';
import { renderWith } from '@/lib/i18n/message';

/**
 * A list definition's words (caption, nouns, headers, filter labels and options…) may be message
 * tokens (lib/i18n/message.ts, e.g. `optionsOf(statusLabels)`): the kit shows them through this,
 * which passes plain text through unchanged. A hook for server and client components alike (a
 * client one shows only the tokens of namespaces handed to the browser).
 */
export function useListText(): (text: string) => string {
  const t = useTranslations();
  return (text: string) => renderWith(t as never, text);
}
