import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { baseClientNamespaces } from '@/lib/i18n/config';

type Namespace = keyof Awaited<ReturnType<typeof getMessages>>;

/**
 * Hands client components the messages they use, and only those: the base namespaces (what a
 * schema can say, the shared words) and the ones named here. The root layout wraps every page with
 * the base; a layout or page whose islands need more wraps them again naming their namespaces
 * (next-intl's provider replaces, not merges, so the base is always included).
 *
 *   <ClientMessages namespaces={['jobsAdmin']}>{children}</ClientMessages>
 */
export async function ClientMessages({ namespaces = [], children }: { namespaces?: readonly Namespace[]; children: React.ReactNode }) {
  const [locale, all] = await Promise.all([getLocale(), getMessages()]);
  const picked: Partial<Record<Namespace, unknown>> = {};
  for (const ns of [...baseClientNamespaces, ...namespaces]) picked[ns] = all[ns];
  return (
    <NextIntlClientProvider locale={locale} messages={picked as never} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}
