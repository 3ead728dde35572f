'use client';

import { type AbstractIntlMessages, NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { useMemo } from 'react';

/**
 * The messages a `<ClientMessages namespaces={…}>` adds, merged over those its islands already
 * have from above (the root layout's base namespaces, a layout's): nested providers add, they do
 * not replace, so a page carries each namespace once.
 */
export function MergeMessages({ messages, children }: { messages: AbstractIntlMessages; children: React.ReactNode }) {
  const above = useMessages();
  const locale = useLocale();
  const merged = useMemo(() => ({ ...above, ...messages }), [above, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}
