'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { renderWith } from '@/lib/i18n/message';

/**
 * Renders a message token (lib/i18n/message.ts) in the page's language: a schema's answer in the
 * browser, an action's field error. Text that is not a token is shown as it is.
 */
export function useMessageText(): (text: string) => string {
  const t = useTranslations();
  const locale = useLocale();
  const country = useMemo(() => {
    try {
      const names = new Intl.DisplayNames([locale], { type: 'region' });
      return (code: string) => names.of(code);
    } catch {
      return undefined;
    }
  }, [locale]);
  return useCallback((text: string) => renderWith(t as never, text, country), [t, country]);
}
