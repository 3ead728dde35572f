import { Link } from '@/components/i18n/link';
import { useLocale, useTranslations } from 'next-intl';
import { CalendarClock, GraduationCap, MapPin } from '@/components/ui/icons';
import type { UniversityCard as UniversityCardData } from '@/lib/catalogue/universities';
import { displayName, displayNames } from '@/lib/i18n/names';
import { formatDate } from './format';
import { UniversityLogo } from './university-logo';

/** A university card (seed: logo, name, scholarship open or not, city, next open deadline); opens its page. */
export function UniversityCard({ university: u, headingLevel = 3 }: { university: UniversityCardData; headingLevel?: 2 | 3 }) {
  const t = useTranslations('shellCatalogue.universityCard');
  const locale = useLocale();
  // The page's language decides which name is the title (Chinese first on Chinese pages).
  const names = displayNames(locale, u);
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition hover:border-slate-300 hover:shadow">
      <UniversityLogo file={u.logo} name={names.primary} size={56} />
      <div className="min-w-0 flex-1">
        <H lang={names.primaryLang} className="font-semibold leading-snug text-slate-900">
          <Link href={`/universities/${u.slug}`} className="text-slate-900 no-underline after:absolute after:inset-0 hover:text-ink-700 hover:underline">
            {names.primary}
          </Link>
        </H>
        {names.secondary ? (
          <p lang={names.secondaryLang} className="text-sm text-slate-500">
            {names.secondary}
          </p>
        ) : null}
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {u.city ? (
            <li className="flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-4 text-slate-400" />
              <span className="sr-only">{t('city')}</span>
              {displayName(locale, u.city)}
            </li>
          ) : null}
          {u.nextDeadline ? (
            <li className="flex items-center gap-1">
              <CalendarClock aria-hidden="true" className="size-4 text-slate-400" />
              <span>{t('deadline', { date: formatDate(u.nextDeadline, locale) ?? '' })}</span>
            </li>
          ) : !u.openIntake ? (
            <li className="flex items-center gap-1">
              <CalendarClock aria-hidden="true" className="size-4 text-slate-400" />
              <span>{t('noOpenIntake')}</span>
            </li>
          ) : null}
          <li className="flex items-center gap-1">
            <GraduationCap aria-hidden="true" className="size-4 text-slate-400" />
            {t('courses', { n: u.programCount })}
          </li>
        </ul>
        <p className="mt-2">
          {u.scholarshipOffered ? (
            <span className="inline-flex items-center rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
              {t('scholarshipOpen')}
            </span>
          ) : (
            <span className="inline-flex items-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
              {t('noScholarship')}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}

/** The grid every university list uses (home, list, search, city). */
export function UniversityGrid({ universities }: { universities: readonly UniversityCardData[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {universities.map((u) => (
        <li key={u.id}>
          <UniversityCard university={u} />
        </li>
      ))}
    </ul>
  );
}
