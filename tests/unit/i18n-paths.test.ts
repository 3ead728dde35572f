import { describe, expect, it } from 'vitest';
import { browserLocale } from '@/components/layout/language-suggestion';
import { chooseLanguage } from '@/lib/i18n/choose';
import { cookieLocale, isUnlocalizedPath, languageAlternates, localeHref, localizedPath, publicAddress, routePath } from '@/lib/i18n/paths';

describe('addresses per language (lib/i18n/paths.ts)', () => {
  it('splits a public address into its language and its path; the signed-in areas and files have none', () => {
    expect(publicAddress('/')).toEqual({ locale: null, path: '/' });
    expect(publicAddress('/universities/tsinghua')).toEqual({ locale: null, path: '/universities/tsinghua' });
    expect(publicAddress('/fr')).toEqual({ locale: 'fr', path: '/' });
    expect(publicAddress('/ar/programs')).toEqual({ locale: 'ar', path: '/programs' });
    expect(publicAddress('/en/about')).toEqual({ locale: 'en', path: '/about' });
    // Not a language of ours, or not a whole segment: a path like any other.
    expect(publicAddress('/de/about')).toEqual({ locale: null, path: '/de/about' });
    expect(publicAddress('/french')).toEqual({ locale: null, path: '/french' });
    expect(publicAddress('/admin/login')).toEqual({ locale: null, path: '/admin/login' });
    for (const p of ['/admin', '/admin/dashboard', '/student/dashboard', '/employer/jobs/new', '/candidate/jobs', '/candidates/x', '/application', '/checkout', '/change-password', '/api/web/degree', '/files/x', '/image/university/a.png', '/language/fr', '/sitemap.xml', '/robots.txt', '/icons.svg']) {
      expect(publicAddress(p), p).toBeNull();
      expect(isUnlocalizedPath(p), p).toBe(true);
    }
  });

  it('builds the address in a language (English without prefix) and the route it renders from (always prefixed)', () => {
    expect(localizedPath('en', '/about')).toBe('/about');
    expect(localizedPath('fr', '/')).toBe('/fr');
    expect(localizedPath('zh', '/universities/x')).toBe('/zh/universities/x');
    expect(routePath('en', '/')).toBe('/en');
    expect(routePath('en', '/?a=1')).toBe('/en?a=1');
    expect(routePath('ru', '/internal/home/index')).toBe('/ru/internal/home/index');
  });

  it('prefixes only links to public pages of this site', () => {
    expect(localeHref('fr', '/universities?page=2#top')).toBe('/fr/universities?page=2#top');
    expect(localeHref('fr', '/')).toBe('/fr');
    expect(localeHref('ar', '/admin/login?callbackUrl=%2Fadmin')).toBe('/ar/admin/login?callbackUrl=%2Fadmin');
    expect(localeHref('en', '/universities')).toBe('/universities');
    for (const href of ['/student/dashboard', '/admin/dashboard', '/api/applications/1/documents/x', '/files/abc', '#main', 'mailto:a@b.c', 'https://example.com/x', '//evil.test/x', '/fr/universities', '/language/zh']) {
      expect(localeHref('fr', href), href).toBe(href);
    }
  });

  it('reads the chosen language from the Cookie header', () => {
    expect(cookieLocale('a=1; NEXT_LOCALE=ar; b=2')).toBe('ar');
    expect(cookieLocale('NEXT_LOCALE=en')).toBe('en');
    expect(cookieLocale('NEXT_LOCALE=de')).toBeNull();
    expect(cookieLocale('XNEXT_LOCALE=fr')).toBeNull();
    expect(cookieLocale(undefined)).toBeNull();
  });

  it('lists the same page in every language, English as x-default', () => {
    expect(languageAlternates('/universities/x')).toEqual({
      en: '/universities/x',
      'zh-Hans': '/zh/universities/x',
      fr: '/fr/universities/x',
      ar: '/ar/universities/x',
      ru: '/ru/universities/x',
      'x-default': '/universities/x',
    });
  });

  it("offers the browser's first language we have", () => {
    expect(browserLocale(['fr-CA', 'en'])).toBe('fr');
    expect(browserLocale(['zh-TW', 'zh-Hant', 'ru-RU'])).toBe('ru');
    expect(browserLocale(['zh-CN'])).toBe('zh');
    expect(browserLocale(['de-DE', 'es'])).toBeNull();
  });
});

describe('the language switcher (lib/i18n/choose.ts)', () => {
  const choose = (locale: string, referer?: string) =>
    chooseLanguage(new Request(`http://site.test/language/${locale}`, { headers: referer ? { referer } : {} }), locale);

  it('remembers the choice and goes back to the same page in that language', () => {
    const r = choose('fr', 'http://site.test/universities/tsinghua?tab=fees');
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/fr/universities/tsinghua?tab=fees');
    expect(r.headers.get('set-cookie')).toMatch(/^NEXT_LOCALE=fr; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    expect(choose('en', 'http://site.test/ar/programs?key=x').headers.get('location')).toBe('/programs?key=x');
    expect(choose('zh', 'http://site.test/ru').headers.get('location')).toBe('/zh');
  });

  it("without a page of ours to go back to, the language's home", () => {
    expect(choose('ru').headers.get('location')).toBe('/ru');
    expect(choose('ru', 'https://elsewhere.test/universities').headers.get('location')).toBe('/ru');
    expect(choose('ar', 'http://site.test/student/dashboard').headers.get('location')).toBe('/ar');
    expect(choose('ar', 'not a url').headers.get('location')).toBe('/ar');
  });

  it('an unknown language is not found, and sets nothing', () => {
    const r = choose('de', 'http://site.test/about');
    expect(r.status).toBe(404);
    expect(r.headers.get('set-cookie')).toBeNull();
  });
});
