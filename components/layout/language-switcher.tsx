import { useLocale, useTranslations } from 'next-intl';
import { Globe } from '@/components/ui/icons';
import { asLocale, localeNames, localeTags, locales, switchLanguageHref, type Locale } from '@/lib/i18n/config';

/**
 * The language switcher of the public header and footer (issue 29): each language by its own name,
 * a plain link to `/language/<locale>` (lib/i18n/choose.ts), which remembers the choice and goes
 * back to the same page in that language. The same links on every page (the page's address is the
 * request's Referer there), so cached pages stay as they are; no JavaScript needed.
 */
function languageLinks(current: Locale, className: string) {
  return locales.map((l) => (
    <a
      key={l}
      href={switchLanguageHref(l)}
      lang={localeTags[l]}
      hrefLang={localeTags[l]}
      rel="nofollow"
      aria-current={l === current ? 'true' : undefined}
      className={className}
    >
      {localeNames[l]}
    </a>
  ));
}

const POPOVER_ID = 'language-menu';

/** The header's globe button and its menu of languages (a popover: works without JavaScript). */
export function HeaderLanguages() {
  const locale = asLocale(useLocale());
  const t = useTranslations('shellLayout.language');
  return (
    <>
      <button
        type="button"
        popoverTarget={POPOVER_ID}
        aria-label={t('choose', { language: localeNames[locale] })}
        className="flex h-10 items-center gap-1 rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
      >
        <Globe aria-hidden className="size-5" />
        <span className="uppercase">{locale}</span>
      </button>
      <nav
        id={POPOVER_ID}
        popover="auto"
        aria-label={t('label')}
        className="fixed inset-auto top-16 end-4 m-0 w-44 flex-col gap-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg open:flex"
      >
        {languageLinks(locale, 'menu-item aria-[current=true]:font-semibold')}
      </nav>
    </>
  );
}

/** The footer's row of languages. */
export function FooterLanguages() {
  const locale = asLocale(useLocale());
  const t = useTranslations('shellLayout.language');
  return (
    <nav aria-label={t('label')} className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      <Globe aria-hidden className="size-4 text-slate-500" />
      {languageLinks(locale, 'text-slate-600 hover:text-ink-700 aria-[current=true]:font-semibold aria-[current=true]:text-slate-900')}
    </nav>
  );
}
