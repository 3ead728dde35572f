import { getRequestConfig } from 'next-intl/server';
import { catalogue } from './catalogue';
import { requestLocale } from './locale';

/**
 * next-intl's request configuration (named in next.config.ts): the locale and its messages for
 * server components, server actions and route handlers. One language so far; the languages issue
 * reads it from the URL prefix or the account. It never reads the request (no headers, no cookies),
 * so every public page stays statically rendered.
 */
export default getRequestConfig(async () => {
  const locale = await requestLocale();
  return { locale, messages: catalogue(locale), timeZone: 'UTC' };
});
