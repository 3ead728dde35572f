import 'server-only';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { locale as rootLocale } from 'next/root-params';
import { cache } from 'react';
import { getSessionUser } from '@/lib/auth/session';
import { defaultLocale, isLocale, type Locale } from './config';
import { LOCALE_HEADER } from './paths';

/**
 * The language of the request being answered: what pages, actions and route handlers render their
 * messages in. Decided here and nowhere else:
 *  - a public page: its address's language, the `[locale]` root param of app/[locale] (read from
 *    the route, not the request, so the page stays statically rendered and cached);
 *  - a server action posted to a public page: the language the proxy read from its address
 *    (LOCALE_HEADER, lib/i18n/paths.ts; root params are not readable in actions);
 *  - a signed-in area's page, action or route (app/(account)): the account's language;
 *  - anything else (the legacy API, a visitor outside the public pages): English.
 */
export const requestLocale = cache(async (): Promise<Locale> => {
  const fromRoute = await routeLocale();
  if (fromRoute) return fromRoute;
  try {
    const tagged = (await headers()).get(LOCALE_HEADER);
    if (isLocale(tagged)) return tagged;
    const user = await getSessionUser();
    return user?.locale ?? defaultLocale;
  } catch (err) {
    // Next's own signals (a page found dynamic while prerendering) go on; outside a request (a
    // script, a test calling a use case) there is no request to read: English.
    unstable_rethrow(err);
    return defaultLocale;
  }
});

/** The `[locale]` root param, or null outside app/[locale] (and where Next cannot tell: actions, route handlers). */
export async function routeLocale(): Promise<Locale | null> {
  try {
    const value: unknown = await rootLocale();
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}
