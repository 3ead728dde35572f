import type { Locale } from './config';

/**
 * Names of places and universities in the page's language (client-safe). The catalogue stores each
 * university, city and province by its English (pinyin) name and, where known, its Chinese name
 * (`name_zh`). A Chinese page shows the Chinese name first and the English one second; every other
 * language shows the English name first and the Chinese one second ("Beijing Language and Culture
 * University" over "北京语言大学"). One rule for every card, title, menu and sentence that names one.
 */

/** A record's names: the English one (always there) and the Chinese one (when known). */
export interface NamePair {
  name: string;
  nameZh?: string | null;
}

export interface DisplayNames {
  /** the name to show first: the title, a menu's label, a sentence's name */
  primary: string;
  /** the other name, shown after or under it (null when there is none or it is the same) */
  secondary: string | null;
  /** the `lang` of the primary name where it is not in the page's language (an English name on a Chinese page) */
  primaryLang?: 'en';
  /** the `lang` of the secondary name ('zh' for the Chinese name, 'en' for the English one) */
  secondaryLang?: 'zh' | 'en';
}

const clean = (s: string | null | undefined): string | null => {
  const t = s?.trim();
  return t ? t : null;
};

/** The two names of a record in the order `locale` shows them. */
export function displayNames(locale: Locale, { name, nameZh }: NamePair): DisplayNames {
  const zh = clean(nameZh);
  const other = zh !== null && zh !== name.trim();
  if (locale === 'zh') {
    if (zh === null) return { primary: name, secondary: null, primaryLang: 'en' };
    return other ? { primary: zh, secondary: name, secondaryLang: 'en' } : { primary: zh, secondary: null };
  }
  return other ? { primary: name, secondary: zh, secondaryLang: 'zh' } : { primary: name, secondary: null };
}

/** The name `locale` shows first (a menu's label, a breadcrumb, a name inside a sentence). */
export function displayName(locale: Locale, pair: NamePair): string {
  return displayNames(locale, pair).primary;
}
