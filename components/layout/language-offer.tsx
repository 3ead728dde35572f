import { useLocale, useTranslations } from 'next-intl';
import { asLocale, localeNames, locales } from '@/lib/i18n/config';
import { LanguageSuggestion, type SuggestionWords } from './language-suggestion';

/** The public pages' offer of the browser's language (language-suggestion.tsx), its words rendered here. */
export function LanguageOffer() {
  const locale = asLocale(useLocale());
  const t = useTranslations('shellLayout.language');
  const offers: SuggestionWords['offers'] = {};
  for (const l of locales) if (l !== locale) offers[l] = { text: t('suggest', { language: localeNames[l] }), action: t('switchTo', { language: localeNames[l] }) };
  return <LanguageSuggestion locale={locale} words={{ offers, dismiss: t('dismiss') }} />;
}
