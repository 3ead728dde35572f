'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { parseMessage, renderWith } from '@/lib/i18n/message';

/**
 * Renders a message token (lib/i18n/message.ts) in the page's language: a schema's answer in the
 * browser, an action's field error. Text that is not a token is shown as it is. A validation
 * message the page did not hand its islands (a group missing from a `<ClientMessages>` above the
 * form, components/i18n/client-messages.tsx) is reported as next-intl reports a missing message,
 * so the browser tests fail on it.
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
  return useCallback(
    (text: string) => {
      const key = parseMessage(text)?.key;
      if (key?.startsWith('validation.') && !t.has(key as never)) console.error(`MISSING_MESSAGE: ${key} is not among the messages this page hands its forms`);
      return renderWith(t as never, text, country);
    },
    [t, country],
  );
}
