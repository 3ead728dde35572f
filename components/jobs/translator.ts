import type { createTranslator, Messages, NamespaceKeys, NestedKeyOf } from 'next-intl';

/** A namespace of the catalogue. */
export type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/** A translator bound to one namespace (`await getTranslations(ns)`), as list definitions take it. */
export type Translator<NS extends Namespace> = ReturnType<typeof createTranslator<Messages, NS>>;
