import { defaultLocale, type Locale } from './config';

/**
 * The language of the request being answered: what pages, actions and the JSON door render their
 * messages in. One language so far; the languages issue decides it from the URL prefix, the
 * account's setting or the cookie, here and nowhere else. The legacy API answers in English always.
 */
export async function requestLocale(): Promise<Locale> {
  return defaultLocale;
}
