import { pageAlternates } from '@/lib/i18n/alternates';
import { requestLocale } from '@/lib/i18n/locale';
import { displayName, displayNames } from '@/lib/i18n/names';
import type { Metadata } from 'next';
import { Link } from '@/components/i18n/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ArrowRight } from '@/components/ui/icons';
import { ApplyButton } from '@/components/catalogue/apply-button';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { CourseCard } from '@/components/catalogue/course-card';
import { formatCny, formatCount, formatDate, formatDuration, formatMonth } from '@/components/catalogue/format';
import { JsonLd } from '@/components/catalogue/json-ld';
import { RichText } from '@/components/catalogue/rich-text';
import { ScholarshipCard } from '@/components/catalogue/scholarship-card';
import { courseJsonLd } from '@/components/catalogue/structured-data';
import { getMessageText } from '@/components/i18n/message-text';
import { UniversityLogo } from '@/components/catalogue/university-logo';
import { findCourseCached, listRelatedCoursesCached, listScholarshipOffersCached, resolveCourseSlug } from '@/lib/catalogue/cache';
import { effectiveDeadline, isDeadlineOpen } from '@/lib/catalogue/deadline';
import { courseTagLabels, teachingLanguageLabels } from '@/lib/catalogue/schemas';
import { env } from '@/lib/env';
import { publicImagePath } from '@/lib/storage/policies';

// Generated on its first request, then served from the full-route cache until a change to the
// course or its university expires its tags (lib/catalogue/cache.ts); hourly at most, since
// whether its deadline is open depends on the date.
export const revalidate = 3600;
export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Params = Promise<{ slug: string }>;

async function load(slug: string) {
  const ref = await resolveCourseSlug(decodeURIComponent(slug));
  return ref ? findCourseCached(ref.id, ref.universityId) : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [c, t, m, locale] = await Promise.all([load((await params).slug), getTranslations('publicCourse'), getMessageText(), requestLocale()]);
  if (!c) return { title: t('notFound'), robots: { index: false } };
  const university = displayName(locale, c.university);
  const title = t('metaTitle', { title: c.title, university });
  const fee = formatCny(c.tuitionMinor, locale);
  const deadline = effectiveDeadline(c);
  const yes = (v: unknown) => (v ? 'yes' : 'no');
  const description = t('metaDescription', {
    degree: c.degree.name,
    title: c.title,
    university,
    hasCity: yes(c.city),
    city: c.city ? displayName(locale, c.city) : '',
    language: m(teachingLanguageLabels[c.teachingLanguage]),
    hasFee: yes(fee),
    fee: fee ?? '',
    hasDuration: yes(c.durationYears),
    duration: formatDuration(c.durationYears, locale) ?? '',
    hasDeadline: yes(deadline),
    deadline: formatDate(deadline, locale) ?? '',
  });
  const path = `/courses/${c.slug}`;
  const image = c.logo ?? c.university.logo;
  return {
    title,
    description,
    alternates: await pageAlternates(path),
    openGraph: { title, description, url: path, type: 'website', images: image ? [{ url: publicImagePath(image), alt: university }] : undefined },
  };
}

export default async function CoursePage({ params }: { params: Params }) {
  const c = await load((await params).slug);
  if (!c) notFound();
  const [offers, related] = await Promise.all([listScholarshipOffersCached({ universityId: c.university.id, programId: c.degree.id }), listRelatedCoursesCached(c.id, c.university.id)]);
  const deadline = effectiveDeadline(c);
  const path = `/courses/${c.slug}`;
  const [t, m, locale] = await Promise.all([getTranslations('publicCourse'), getMessageText(), requestLocale()]);
  const university = displayNames(locale, c.university);
  const perYear = (minor: number) => t('amountPerYear', { amount: formatCny(minor, locale) ?? '' });
  const language = m(teachingLanguageLabels[c.teachingLanguage]);
  const facts: [string, React.ReactNode][] = [
    [t('facts.tuition'), c.tuitionMinor !== null ? perYear(c.tuitionMinor) : t('askUs')],
    [t('facts.accommodation'), c.accommodationFeeMinor !== null ? perYear(c.accommodationFeeMinor) : '—'],
    [t('facts.otherFees'), c.otherFeeMinor !== null ? perYear(c.otherFeeMinor) : '—'],
    [t('facts.duration'), formatDuration(c.durationYears, locale) ?? '—'],
    [t('facts.program'), c.degree.name],
    [t('facts.major'), c.major ?? '—'],
    [t('facts.teachingLanguage'), language],
    [t('facts.intake'), formatMonth(c.intake, locale) ?? '—'],
    [t('facts.deadline'), formatDate(deadline, locale) ?? '—'],
  ];
  if (c.seat) facts.push([t('facts.places'), formatCount(c.seat, false, locale)]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <JsonLd data={courseJsonLd({ ...c, deadline }, env.appUrl)} />
      <Breadcrumbs
        baseUrl={env.appUrl}
        currentPath={path}
        items={[
          { name: t('home'), href: '/' },
          { name: t('universities'), href: '/universities' },
          { name: university.primary, href: `/universities/${c.university.slug}` },
          { name: c.title },
        ]}
      />
      {/* On a phone the Apply box comes right after the title (before the facts and the description); on a wide screen it sits beside them. */}
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_20rem] lg:grid-rows-[auto_1fr]">
        <header className="flex min-w-0 gap-4 lg:col-start-1 lg:row-start-1">
            <UniversityLogo file={c.logo ?? c.university.logo} name={university.primary} size={72} priority />
            <div>
              <p className="flex flex-wrap gap-2">
                <span className="rounded bg-ink-50 px-1.5 py-0.5 text-xs font-semibold text-ink-800 ring-1 ring-ink-100">{c.degree.name}</span>
                {c.tag ? <span className="rounded bg-primary-50 px-1.5 py-0.5 text-xs font-semibold text-primary-800 ring-1 ring-primary-100">{m(courseTagLabels[c.tag])}</span> : null}
              </p>
              <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{c.title}</h1>
              <p className="mt-1 text-slate-700">
                <Link href={`/universities/${c.university.slug}`} className="font-medium underline" lang={university.primaryLang}>
                  {university.primary}
                </Link>
                {university.secondary ? <span lang={university.secondaryLang} className="text-slate-500"> {university.secondary}</span> : null}
                {c.city ? (
                  <>
                    {' · '}
                    <Link href={`/cities/${c.city.slug}`} className="underline">{displayName(locale, c.city)}</Link>
                  </>
                ) : null}
              </p>
            </div>
        </header>

        <aside className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-20" data-apply-box="">
            <p className="text-sm text-slate-600">{t('tuition')}</p>
            <p className="text-2xl font-bold text-slate-900">{c.tuitionMinor !== null ? formatCny(c.tuitionMinor, locale) : t('askUs')}</p>
            {c.tuitionMinor !== null ? <p className="text-sm text-slate-600">{t('perYear')}</p> : null}
            {deadline ? (
              <p className="mt-3 text-sm text-slate-700">
                {isDeadlineOpen(deadline) ? t('applyBy', { date: formatDate(deadline, locale) ?? '' }) : t('closedOn', { date: formatDate(deadline, locale) ?? '' })}
              </p>
            ) : null}
            <ApplyButton courseId={c.id} className="mt-4 w-full" />
            <p className="mt-3 text-xs text-slate-600">
              {t.rich('feesFirst', {
                link: (chunks) => (
                  <Link href="/howitworks" className="underline">
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          </div>
        </aside>

        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <section aria-labelledby="facts-title">
            <h2 id="facts-title" className="sr-only">
              {t('keyFacts')}
            </h2>
            <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {facts.map(([k, v]) => (
                <div key={k} className="rounded-md border border-slate-200 bg-white px-3 py-2">
                  <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{k}</dt>
                  <dd className="font-medium text-slate-900">{v}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="about-title" className="mt-8">
            <h2 id="about-title" className="text-xl font-semibold text-slate-900">
              {t('about')}
            </h2>
            <div className="mt-3">
              {c.description ? (
                <RichText text={c.description} />
              ) : (
                <p className="text-slate-700">
                  {t('aboutFallback', { title: c.title, degree: c.degree.name, university: university.primary, language })}
                </p>
              )}
            </div>
          </section>

          <section aria-labelledby="scholarships-title" className="mt-8">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="scholarships-title" className="text-xl font-semibold text-slate-900">
                {t('scholarships')}
              </h2>
              <Link href="/scholarships" className="text-sm font-semibold">
                {t('allScholarships')}
              </Link>
            </div>
            {offers.length > 0 ? (
              <ul className="mt-3 space-y-3">
                {offers.map((o) => (
                  <li key={o.id}>
                    <ScholarshipCard offer={o} showUniversity={false} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-slate-600">
                {t.rich('noOffer', {
                  link: (chunks) => (
                    <Link href="/scholarships" className="underline">
                      {chunks}
                    </Link>
                  ),
                })}
              </p>
            )}
          </section>

          {related.length > 0 ? (
            <section aria-labelledby="related-title" className="mt-10">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="related-title" className="text-xl font-semibold text-slate-900">
                  {t('more', { university: university.primary })}
                </h2>
                <Link href={`/universities/${c.university.slug}/courses`} className="inline-flex items-center gap-1 text-sm font-semibold">
                  {t('allCourses')} <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </div>
              <ul className="mt-3 grid gap-4 sm:grid-cols-2">
                {related.map((r) => (
                  <li key={r.id}>
                    <CourseCard course={r} compact />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}
