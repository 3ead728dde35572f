/**
 * The site's languages (issue 29): English (the default), Simplified Chinese, French, Arabic and
 * Russian, each a folder of JSON files under lib/i18n/messages/ with the English namespaces.
 * Client-safe: no imports.
 */
export const locales = ['en', 'zh', 'fr', 'ar', 'ru'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** Each language by its own name, for the language switcher and the account setting. */
export const localeNames: Record<Locale, string> = { en: 'English', zh: '简体中文', fr: 'Français', ar: 'العربية', ru: 'Русский' };

/** The BCP 47 tag of each language (`lang`, `hreflang`, Intl). */
export const localeTags: Record<Locale, string> = { en: 'en', zh: 'zh-Hans', fr: 'fr', ar: 'ar', ru: 'ru' };

/** The direction a language is written in: Arabic right to left. */
export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

/** Whether a value names one of the site's languages. */
export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (locales as readonly string[]).includes(value);

/**
 * The messages every page hands to its client components (the root layouts' NextIntlClientProvider):
 * the few words shared by every island (`common`; `shellCommon`: paging, dialogs, the file drop, row
 * actions, the error page) and validation's shared words: its own messages (required, maxLength, …)
 * and the small groups any form may meet (`sharedValidationGroups`). A client component that needs
 * more names it on a `<ClientMessages>` above it (components/i18n/client-messages.tsx): a namespace
 * (`shellContactForm`) or one of validation's larger groups (`validation.jobs`); the signed-in areas
 * hand their pages the whole of `validation`. So a cached public page carries only the messages its
 * islands use (a university page: 7 kB less than with all of `validation`).
 */
export const baseClientNamespaces = ['common', 'shellCommon'] as const;
export const sharedValidationGroups = ['contact', 'errors', 'upload', 'catalogue', 'phone'] as const;

/** A stored language as one of the site's (the default for anything else). */
export const asLocale = (value: unknown): Locale => (isLocale(value) ? value : defaultLocale);

/** The cookie that remembers a visitor's chosen language (the switcher sets it; lib/i18n/paths.ts). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
/** How long the choice is remembered (a year). */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 3600;

/** The language switcher's address for a language (app/language/[locale]/route.ts, lib/i18n/choose.ts). */
export const switchLanguageHref = (locale: Locale): string => `/language/${locale}`;
