import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import { isoCountryName } from '@/lib/countries/iso';
import { asLocale } from '@/lib/i18n/config';
import { renderWith } from '@/lib/i18n/message';

/**
 * The server components' way to show a message token from lib (a value label such as
 * `statusLabels[status]`, a domain message): `const m = await getMessageText(); … {m(label)}`.
 * Text that is not a token is shown as it is. Client components use `useMessageText()`.
 */
export async function getMessageText(): Promise<(text: string) => string> {
  const [t, locale] = await Promise.all([getTranslations(), getLocale()]);
  const country = (code: string) => isoCountryName(code, asLocale(locale));
  return (text: string) => renderWith(t as never, text, country);
}
