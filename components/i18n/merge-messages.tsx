'use client';

import { type AbstractIntlMessages, NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { useMemo } from 'react';

/**
 * The messages a `<ClientMessages namespaces={…}>` adds, merged over those its islands already
 * have from above (the root layout's base namespaces, a layout's): nested providers add, they do
 * not replace, so a page carries each namespace once; a namespace provided in part above (validation's
 * shared words) is merged one level deep with the groups added here (`validation.jobs`).
 */
export function MergeMessages({ messages, children }: { messages: AbstractIntlMessages; children: React.ReactNode }) {
  const above = useMessages();
  const locale = useLocale();
  const merged = useMemo(() => {
    const out: AbstractIntlMessages = { ...above };
    // A namespace provided in part above (validation's shared words) gains the groups added here.
    for (const [ns, value] of Object.entries(messages)) {
      const before = out[ns];
      out[ns] = typeof before === 'object' && typeof value === 'object' ? { ...before, ...value } : value;
    }
    return out;
  }, [above, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}
