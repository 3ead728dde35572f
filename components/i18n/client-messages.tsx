import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { baseClientNamespaces } from '@/lib/i18n/config';
import { MergeMessages } from './merge-messages';

type Namespace = keyof Awaited<ReturnType<typeof getMessages>>;

/**
 * Hands client components the messages they use, and only those. Without `namespaces` (the root
 * layout) it provides the base namespaces (`baseClientNamespaces`: what a schema can say in the
 * browser, the shared words); with them (a layout, a page, a server wrapper of an island) it adds
 * those namespaces to what is provided above, for the islands below it.
 *
 *   <ClientMessages namespaces={['jobBoardJobForm']}>{children}</ClientMessages>
 */
export async function ClientMessages({ namespaces, children }: { namespaces?: readonly Namespace[]; children: React.ReactNode }) {
  const [locale, all] = await Promise.all([getLocale(), getMessages()]);
  const pick = (list: readonly Namespace[]) => Object.fromEntries(list.map((ns) => [ns, all[ns]]));
  if (namespaces) return <MergeMessages messages={pick(namespaces.filter((ns) => !(baseClientNamespaces as readonly string[]).includes(ns)))}>{children}</MergeMessages>;
  return (
    <NextIntlClientProvider locale={locale} messages={pick(baseClientNamespaces)} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}
