import { useLocale, useTranslations } from 'next-intl';
import { switchLanguageHref } from '@/lib/i18n/config';

/**
 * The terms and privacy pages in another language than English say they are a translation and
 * that the English text prevails (issue 29), with a link to it: the language switcher's (the
 * visitor's chosen language would send the English address back to this one).
 */
export function TranslationNotice() {
  const t = useTranslations('publicContent.translationNotice');
  if (useLocale() === 'en') return null;
  return (
    <p className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700" role="note">
      {t('text')}{' '}
      <a href={switchLanguageHref('en')} hrefLang="en" rel="nofollow">
        {t('original')}
      </a>
    </p>
  );
}
