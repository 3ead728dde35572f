import 'server-only';
// The library's plain entry: no language registered (its Node entry loads all ~80 of them).
import iso from 'i18n-iso-countries/index';
import ar from 'i18n-iso-countries/langs/ar.json';
import en from 'i18n-iso-countries/langs/en.json';
import fr from 'i18n-iso-countries/langs/fr.json';
import ru from 'i18n-iso-countries/langs/ru.json';
import zh from 'i18n-iso-countries/langs/zh.json';
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import type { Locale } from '@/lib/i18n/config';

/**
 * ISO 3166-1 from the maintained list (`i18n-iso-countries`), in the site's five languages only.
 * Server-only: country names are rendered on the server (a native select, a label), so the list
 * never weighs on a page's JavaScript. The countries table (lib/countries/countries.ts) says which
 * are offered and the admin's English display name; this says what each code is called.
 */
for (const data of [en, zh, fr, ar, ru]) iso.registerLocale(data as Parameters<typeof iso.registerLocale>[0]);

/** Every ISO 3166-1 alpha-2 code (249: the library's list without Kosovo's user-assigned XK). */
export const isoCountryCodes: readonly string[] = Object.keys(iso.getAlpha2Codes())
  .filter((c) => c !== 'XK')
  .sort();

const isoCodeSet = new Set(isoCountryCodes);
export const isIsoCountryCode = (code: string): boolean => isoCodeSet.has(code);

/**
 * The short name people use where the list's first name is the formal one ("People's Republic of
 * China", "Российская Федерация"): the list's own alias where it has one, or the common name.
 */
const shortNames: Partial<Record<Locale, Record<string, string>>> = {
  en: {
    CI: "Côte d'Ivoire",
    CN: 'China',
    CZ: 'Czechia',
    GM: 'Gambia',
    IR: 'Iran',
    LA: 'Laos',
    MK: 'North Macedonia',
    PS: 'Palestine',
    RU: 'Russia',
    TW: 'Taiwan',
    TZ: 'Tanzania',
    US: 'United States',
  },
  ru: { CN: 'Китай', RU: 'Россия' },
};

/** A code's name in a language from the list (undefined for a code the list does not know). */
export function isoCountryName(code: string, locale: Locale): string | undefined {
  const c = code.toUpperCase();
  return shortNames[locale]?.[c] ?? iso.getName(c, locale) ?? undefined;
}

/** Every English name the list knows for each code (official, short, aliases), for matching typed names. */
export function isoEnglishNames(code: string): string[] {
  const all = iso.getName(code, 'en', { select: 'all' }) ?? [];
  const short = shortNames.en?.[code];
  return short ? [short, ...all] : all;
}

/** The international dialling code without "+" ('221'), where libphonenumber-js knows the region. */
export function isoDialCode(code: string): string | null {
  return isSupportedCountry(code) ? getCountryCallingCode(code) : null;
}
