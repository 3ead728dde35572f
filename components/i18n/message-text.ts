import 'server-only';
import { getTranslations } from 'next-intl/server';
import { renderWith } from '@/lib/i18n/message';

/**
 * The server components' way to show a message token from lib (a value label such as
 * `statusLabels[status]`, a domain message): `const m = await getMessageText(); … {m(label)}`.
 * Text that is not a token is shown as it is. Client components use `useMessageText()`.
 */
export async function getMessageText(): Promise<(text: string) => string> {
  const t = await getTranslations();
  return (text: string) => renderWith(t as never, text);
}
