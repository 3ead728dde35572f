import { createTranslator, type Messages, type NamespaceKeys, type NestedKeyOf } from 'next-intl';
import { renderWith } from '@/lib/i18n/message';
import en from '@/lib/i18n/messages/en';

/** A namespace of the catalogue. */
export type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/** A translator bound to one namespace: `await getTranslations(ns)` on a page, or `englishTranslator(ns)`. */
export type Translator<NS extends Namespace> = ReturnType<typeof createTranslator<Messages, NS>>;

/**
 * The English translator of a namespace, for the few list definitions that pages still read as
 * constants (`employerJobsList`, `ownApplicationsList`): a page that renders the list's own
 * component (`<EmployerJobsList>`, `<OwnApplicationsList>`) gets it in the reader's language.
 */
export function englishTranslator<NS extends Namespace>(namespace: NS): Translator<NS> {
  return createTranslator({ locale: 'en', messages: en as Messages, namespace }) as Translator<NS>;
}

/** The English renderer of message tokens (value labels), beside `englishTranslator`. */
export function englishMessageText(): (text: string) => string {
  const t = createTranslator({ locale: 'en', messages: en as Messages });
  return (text: string) => renderWith(t as never, text);
}
