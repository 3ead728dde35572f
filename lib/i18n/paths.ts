import { defaultLocale, isLocale, LOCALE_COOKIE, locales, localeTags, type Locale } from './config';

/**
 * Addresses per language (issue 29). Public pages live under a language prefix (`/fr/universities/…`),
 * English without one (`/universities/…`, the old addresses unchanged); the launcher's front door
 * (lib/http/public-gate.ts) and the proxy rewrite an address without a prefix to `/en/…`, the tree
 * app/[locale] renders. The signed-in areas keep one address in every language: they follow the
 * account's language (lib/i18n/locale.ts). Pure and client-safe (the header's language switcher uses
 * it), so the rules are unit-tested without a server.
 */

/**
 * The language of a public page's address, put on its request by the proxy for what cannot read
 * it from the route (a server action posted to the page). Only the proxy sets it: the front door
 * removes it from every request first.
 */
export const LOCALE_HEADER = 'x-zhiyuan-locale';

/**
 * Pages of the signed-in areas (and the routes that are no pages: the API, files, images, Next's
 * assets, the sitemap and icons): one address whatever the language. `/admin/login` is a public
 * page (the office's sign-in).
 */
const accountPath = /^\/(?:admin(?:\/(?!login(?:\/|$))|$)|(?:student|employer|candidate|candidates|application|checkout|change-password)(?:\/|$))/;
const notAPage = /^\/(?:api|_next|files|image|images|sitemap|upload|language)(?:\/|$)|^\/(?:robots\.txt|sitemap\.xml|favicon\.ico|icon\.svg|icons\.svg|manifest\.webmanifest)$/;

/** True for an address that has no language prefix and takes none (a signed-in area, a file). */
export function isUnlocalizedPath(pathname: string): boolean {
  return accountPath.test(pathname) || notAPage.test(pathname);
}

export interface PublicAddress {
  /** the language the address names (`en` only when spelled out), or null: no prefix */
  locale: Locale | null;
  /** the page's address without the prefix (`/` for a language's home) */
  path: string;
}

/** A public page's address split into its language and its path; null for an unlocalized one. */
export function publicAddress(pathname: string): PublicAddress | null {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLocale(match[1])) return { locale: match[1], path: match[2] || '/' };
  return isUnlocalizedPath(pathname) ? null : { locale: null, path: pathname };
}

/** The address of `path` (a public page's, without prefix) in `locale`. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The route a public address (a path, with its query or not) renders from: always prefixed, English included. */
export function routePath(locale: Locale, path: string): string {
  return path === '/' || path.startsWith('/?') ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/**
 * A link in the page's language: an address on this site of a public page gets the language's
 * prefix; everything else (another site, `#…`, `mailto:`, the signed-in areas, files, an address
 * already prefixed) is left as it is.
 */
export function localeHref(locale: Locale, href: string): string {
  if (locale === defaultLocale || href[0] !== '/' || href[1] === '/') return href;
  const end = href.search(/[?#]/);
  const pathname = end < 0 ? href : href.slice(0, end);
  const address = publicAddress(pathname);
  if (!address || address.locale !== null) return href;
  return localizedPath(locale, pathname) + (end < 0 ? '' : href.slice(end));
}

/** The language a `Cookie` header remembers (null: none, or not one of ours). */
export function cookieLocale(cookieHeader: string | undefined | null): Locale | null {
  if (!cookieHeader) return null;
  const match = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]{2})(?:;|$)`).exec(cookieHeader);
  return match && isLocale(match[1]) ? match[1] : null;
}

/** The same page in every language (`hreflang` → address), English also as `x-default`. */
export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const l of locales) languages[localeTags[l]] = localizedPath(l, path);
  languages['x-default'] = localizedPath(defaultLocale, path);
  return languages;
}
