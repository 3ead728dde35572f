import { Link } from '@/components/i18n/link';
import { useLocale, useTranslations } from 'next-intl';
import { FooterLanguages } from './language-switcher';

const columns = [
  {
    key: 'study',
    links: [
      { href: '/programs', key: 'findCourse' },
      { href: '/universities', key: 'universities' },
      { href: '/scholarships', key: 'scholarships' },
      { href: '/howitworks', key: 'howItWorks' },
    ],
  },
  {
    key: 'work',
    links: [{ href: '/jobs', key: 'jobs' }],
  },
  {
    key: 'help',
    links: [
      { href: '/about', key: 'about' },
      { href: '/needhelp', key: 'faq' },
      { href: '/contact', key: 'contact' },
      { href: '/terms', key: 'terms' },
      { href: '/privacy', key: 'privacy' },
    ],
  },
] as const;

type Translate = ReturnType<typeof useTranslations<'shellLayout.footer'>>;

/**
 * Built once per language: the footer is the same on every page, and Next renders it more than
 * once per page (the layout, and the root not-found and "not allowed" boundaries that go with every
 * page's RSC payload). React serializes one element object once per payload and refers to it after
 * that, so the copies cost a reference each instead of the whole footer (issue 14).
 */
const footer = (t: Translate) => (
  <footer className="mt-16 border-t border-slate-200 bg-white">
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 md:grid-cols-4">
      <div>
        <p className="font-bold">{t('siteName')}</p>
        <p className="mt-2 text-sm text-slate-600">{t('motto')}</p>
      </div>
      {columns.map((col) => (
        <div key={col.key}>
          <p className="text-sm font-semibold text-slate-900">{t(`columns.${col.key}`)}</p>
          <ul className="mt-2 space-y-1 text-sm">
            {col.links.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className="text-slate-600 hover:text-ink-700">
                  {t(`links.${l.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
    <div className="mx-auto max-w-6xl px-4 pb-6">
      <FooterLanguages />
    </div>
    <div className="border-t border-slate-100 bg-slate-50">
      <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-slate-600">{t('demo')}</p>
    </div>
  </footer>
);

const footers = new Map<string, React.JSX.Element>();

export function SiteFooter() {
  const t = useTranslations('shellLayout.footer');
  const locale = useLocale();
  let built = footers.get(locale);
  if (!built) footers.set(locale, (built = footer(t)));
  return built;
}
