import Link from 'next/link';
import { CalendarClock, Clock, Home, Languages, MapPin } from '@/components/ui/icons';
import type { CourseCard as CourseCardData } from '@/lib/catalogue/finder';
import { teachingLanguageLabels } from '@/lib/catalogue/schemas';
import { ButtonLink } from '@/components/ui/button';
import { formatCny, formatDate, formatDuration, formatMonth } from './format';
import { UniversityLogo } from './university-logo';

/**
 * A course card of the finder and the lists: title, university, city, language, tuition, yearly
 * accommodation, duration, degree badge, intake, deadline and "View course" (it opens the course page,
 * where applying starts: the label says what the button does).
 */
export function CourseCard({ course: c, headingLevel = 3, compact = false }: { course: CourseCardData; headingLevel?: 2 | 3; compact?: boolean }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const tuition = formatCny(c.tuitionMinor);
  const href = `/courses/${c.slug}`;
  return (
    <article className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition hover:border-slate-300 hover:shadow" data-testid="course-card" data-city={c.city?.slug} data-language={c.teachingLanguage}>
      <div className="flex gap-3">
        <UniversityLogo file={c.logo ?? c.university.logo} name={c.university.name} size={48} />
        <div className="min-w-0 flex-1">
          <p className="mb-1">
            <span className="inline-flex rounded bg-ink-50 px-1.5 py-0.5 text-xs font-semibold text-ink-800 ring-1 ring-ink-100">{c.degree.name}</span>
          </p>
          <H className="font-semibold leading-snug">
            <Link href={href} className="inline-block py-1 text-slate-900 no-underline hover:text-ink-700 hover:underline">
              {c.title}
            </Link>
          </H>
          <p className="text-sm text-slate-700">
            {/* Tall enough to tap on a phone, apart from the title above (at least 24 px each, 8 px between). */}
            <Link href={`/universities/${c.university.slug}`} className="mt-1 inline-block py-1 text-ink-700 hover:underline">
              {c.university.name}
            </Link>
          </p>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm">
        <div className="col-span-2 flex items-baseline justify-between gap-2 rounded bg-slate-50 px-2 py-1.5">
          <dt className="text-slate-600">Tuition</dt>
          <dd className="font-semibold text-slate-900">{tuition ? `${tuition} / year` : 'Ask us'}</dd>
        </div>
        {!compact && c.accommodationFeeMinor !== null ? (
          <div className="col-span-2 flex items-baseline justify-between gap-2 px-2">
            <dt className="flex items-center gap-1.5 text-slate-600">
              <Home aria-hidden="true" className="size-4 text-slate-400" />
              Accommodation
            </dt>
            <dd className="text-slate-800">{formatCny(c.accommodationFeeMinor)} / year</dd>
          </div>
        ) : null}
        {c.city ? (
          <div className="flex items-center gap-1.5 text-slate-700">
            <dt>
              <MapPin aria-hidden="true" className="size-4 text-slate-400" />
              <span className="sr-only">City</span>
            </dt>
            <dd>{c.city.name}</dd>
          </div>
        ) : null}
        <div className="flex items-center gap-1.5 text-slate-700">
          <dt>
            <Languages aria-hidden="true" className="size-4 text-slate-400" />
            <span className="sr-only">Language</span>
          </dt>
          <dd>{teachingLanguageLabels[c.teachingLanguage]}</dd>
        </div>
        {c.durationYears !== null ? (
          <div className="flex items-center gap-1.5 text-slate-700">
            <dt>
              <Clock aria-hidden="true" className="size-4 text-slate-400" />
              <span className="sr-only">Duration</span>
            </dt>
            <dd>{formatDuration(c.durationYears)}</dd>
          </div>
        ) : null}
        {!compact && (c.intake || c.deadline) ? (
          <div className="col-span-2 flex items-center gap-1.5 text-slate-700">
            <dt>
              <CalendarClock aria-hidden="true" className="size-4 text-slate-400" />
              <span className="sr-only">Intake and deadline</span>
            </dt>
            <dd>
              {c.intake ? <>Intake {formatMonth(c.intake)}</> : null}
              {c.intake && c.deadline ? ' · ' : null}
              {c.deadline ? <>Apply by {formatDate(c.deadline)}</> : null}
            </dd>
          </div>
        ) : null}
      </dl>
      {!compact ? (
        <div className="mt-auto pt-4">
          <ButtonLink href={href} size="sm" variant="outline" className="w-full border-primary-600 text-primary-700 hover:bg-primary-50" aria-label={`View course: ${c.title} at ${c.university.name}`}>
            View course
          </ButtonLink>
        </div>
      ) : null}
    </article>
  );
}
