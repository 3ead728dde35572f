import { Link } from '@/components/i18n/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Menu } from '@/components/ui/icons';
import { Brand } from './brand';
import { HeaderAccount } from './header-account';
import { HeaderLanguages } from './language-switcher';
import { asLocale, type Locale } from '@/lib/i18n/config';
import { localeHref } from '@/lib/i18n/paths';
import { MenuCloser } from './menu-closer';

const MENU_ID = 'site-menu';

const nav = [
  { href: '/', key: 'home' },
  { href: '/programs', key: 'programs' },
  { href: '/universities', key: 'universities' },
  { href: '/jobs', key: 'jobs' },
  { href: '/contact', key: 'contact' },
] as const;

type Translate = ReturnType<typeof useTranslations<'shellLayout'>>;

/**
 * The public header of the seed: HOME, PROGRAMS, UNIVERSITIES, JOBS, CONTACT US and the account entry.
 * `accountMenu`: the signed-in user's menu, when a per-request page already knows the user (the
 * role areas render <AccountMenu> themselves, so its code is not part of any public page); cached
 * public pages leave it out and the entry finds out in the browser (a client island that loads
 * the menu's code only for a signed-in browser).
 */
export function SiteHeader({ accountMenu }: { accountMenu?: ReactNode } = {}) {
  const t = useTranslations('shellLayout');
  const locale = useLocale();
  // A visitor's header is the same on every page: built once per language, so the copies Next
  // renders with each page (the layout, the root not-found and "not allowed" boundaries) are one
  // element object, which React serializes once per RSC payload (see site-footer.tsx).
  if (!accountMenu) {
    let built = visitorHeaders.get(locale);
    if (!built) visitorHeaders.set(locale, (built = header(t, asLocale(locale), undefined)));
    return built;
  }
  return header(t, asLocale(locale), accountMenu);
}

const visitorHeaders = new Map<string, React.JSX.Element>();

function header(t: Translate, locale: Locale, accountMenu: ReactNode | undefined) {
  const accountLabels = {
    loginRegister: t('header.loginRegister'),
    loginHref: localeHref(locale, '/login'),
    account: t('accountMenu.account'),
    dashboard: t('accountMenu.dashboard'),
    logout: t('accountMenu.logout'),
    signOutEverywhere: t('accountMenu.signOutEverywhere'),
  };
  const links = nav.map((item) => (
    <Link
      key={item.href}
      href={item.href}
      className="nav-link"
    >
      {t(`header.nav.${item.key}`)}
    </Link>
  ));
  const entry = (align: 'start' | 'end') =>
    accountMenu ? (
      // Known on the server (a per-request page): rendered at once, and without JavaScript.
      <div className={align === 'end' ? 'flex h-10 w-48 items-center justify-end' : 'flex h-10 items-center'}>{accountMenu}</div>
    ) : (
      <HeaderAccount align={align} labels={accountLabels} />
    );
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Brand />
        <nav aria-label={t('header.mainNav')} className="hidden items-center gap-1 md:flex">
          {links}
        </nav>
        <div className="ms-auto flex items-center gap-2 md:ms-0">
          <HeaderLanguages />
          <div className="hidden md:block">{entry('end')}</div>
        </div>
        {/* Small screens: a popover menu that works without JavaScript (Escape and a click outside close it, focus returns to the button). */}
        <button
          type="button"
          popoverTarget={MENU_ID}
          aria-label={t('header.menu')}
          className="flex size-10 items-center justify-center rounded-md hover:bg-slate-100 md:hidden"
        >
          <Menu aria-hidden className="size-5" />
        </button>
        <nav
          id={MENU_ID}
          popover="auto"
          aria-label={t('header.mainNav')}
          className="fixed inset-auto top-16 inset-e-4 m-0 w-56 flex-col gap-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg open:flex md:hidden"
        >
          {links}
          <div className="border-t border-slate-100 pt-2">{entry('start')}</div>
        </nav>
        <MenuCloser menuId={MENU_ID} />
      </div>
    </header>
  );
}
