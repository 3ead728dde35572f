import { Link } from '@/components/i18n/link';
import { useLocale, useTranslations } from 'next-intl';
import { CalendarClock, Clock, Home, Languages, MapPin } from '@/components/ui/icons';
import type { CourseCard as CourseCardData } from '@/lib/catalogue/finder';
import { teachingLanguageLabels } from '@/lib/catalogue/schemas';
import { renderWith } from '@/lib/i18n/message';
import { displayName, displayNames } from '@/lib/i18n/names';
import { ButtonLink } from '@/components/ui/button';
import { isDeadlineOpen } from '@/lib/catalogue/deadline';
import { formatCny, formatDate, formatDuration, formatMonth } from './format';
import { UniversityLogo } from './university-logo';

/**
 * A course card of the finder and the lists: title, university, city, language, tuition, yearly
 * accommodation, duration, degree badge, intake, deadline, "View course" (the course page) and,
 * while its deadline is open, "Apply" (/apply/{id}, as on the course page: the old site's cards
 * offered it; issue 30, item 9). The cached lists are regenerated within the hour, so a course
 * that closes loses its button soon after, and /apply refuses a closed course anyway.
 */
export function CourseCard({ course: c, headingLevel = 3, compact = false }: { course: CourseCardData; headingLevel?: 2 | 3; compact?: boolean }) {
  const t = useTranslations('shellCatalogue.courseCard');
  const all = useTranslations();
  const locale = useLocale();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const university = displayNames(locale, c.university);
  const tuition = formatCny(c.tuitionMinor, locale);
  const href = `/courses/${c.slug}`;
  return (
    <article className="course-card" data-testid="course-card" data-city={c.city?.slug} data-language={c.teachingLanguage}>
      <div className="flex gap-3">
        <UniversityLogo file={c.logo ?? c.university.logo} name={university.primary} size={48} />
        <div className="min-w-0 flex-1">
          <p className="mb-1">
            <span className="course-card-degree">{c.degree.name}</span>
          </p>
          <H className="font-semibold leading-snug">
            <Link href={href} className="course-card-title">
              {c.title}
            </Link>
          </H>
          <p className="text-sm text-slate-700">
            <Link href={`/universities/${c.university.slug}`} className="course-card-university" lang={university.primaryLang}>
              {university.primary}
            </Link>
          </p>
        </div>
      </div>
      <dl className="course-card-facts">
        <div className="course-card-fee rounded bg-slate-50 py-1.5">
          <dt>{t('tuition')}</dt>
          <dd className="font-semibold text-slate-900">{tuition ? t('perYear', { amount: tuition }) : t('askUs')}</dd>
        </div>
        {!compact && c.accommodationFeeMinor !== null ? (
          <div className="course-card-fee">
            <dt>
              <Home aria-hidden="true" />
              {t('accommodation')}
            </dt>
            <dd className="text-slate-800">{t('perYear', { amount: formatCny(c.accommodationFeeMinor, locale) ?? '' })}</dd>
          </div>
        ) : null}
        {c.city ? (
          <div>
            <dt>
              <MapPin aria-hidden="true" />
              <span className="sr-only">{t('city')}</span>
            </dt>
            <dd>{displayName(locale, c.city)}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            <Languages aria-hidden="true" />
            <span className="sr-only">{t('language')}</span>
          </dt>
          <dd>{renderWith(all as never, teachingLanguageLabels[c.teachingLanguage])}</dd>
        </div>
        {c.durationYears !== null ? (
          <div>
            <dt>
              <Clock aria-hidden="true" />
              <span className="sr-only">{t('duration')}</span>
            </dt>
            <dd>{formatDuration(c.durationYears, locale)}</dd>
          </div>
        ) : null}
        {!compact && (c.intake || c.deadline) ? (
          <div className="col-span-2">
            <dt>
              <CalendarClock aria-hidden="true" />
              <span className="sr-only">{t('intakeAndDeadline')}</span>
            </dt>
            <dd>
              {c.intake ? t('intake', { month: formatMonth(c.intake, locale) ?? '' }) : null}
              {c.intake && c.deadline ? ' · ' : null}
              {c.deadline ? t('applyBy', { date: formatDate(c.deadline, locale) ?? '' }) : null}
            </dd>
          </div>
        ) : null}
      </dl>
      {!compact ? (
        <div className="mt-auto flex gap-2 pt-4">
          <ButtonLink href={href} size="sm" variant="outline" className="flex-1 border-primary-600 text-primary-700 hover:bg-primary-50" aria-label={t('viewCourseLabel', { course: c.title, university: university.primary })}>
            {t('viewCourse')}
          </ButtonLink>
          {isDeadlineOpen(c.deadline) ? (
            <ButtonLink href={`/apply/${c.id}`} prefetch={false} size="sm" className="flex-1" data-testid="card-apply" aria-label={t('applyLabel', { course: c.title, university: university.primary })}>
              {t('apply')}
            </ButtonLink>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
