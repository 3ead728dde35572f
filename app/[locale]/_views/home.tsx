import { pageAlternates } from '@/lib/i18n/alternates';
import { requestLocale } from '@/lib/i18n/locale';
import { displayName } from '@/lib/i18n/names';
import { formatCount } from '@/components/catalogue/format';
import type { Metadata } from 'next';
import { Link } from '@/components/i18n/link';
import { getTranslations } from 'next-intl/server';
import { ArrowRight, Award, ClipboardCheck, FileText, MailCheck, MapPin } from '@/components/ui/icons';
import { CourseCard } from '@/components/catalogue/course-card';
import { JsonLd } from '@/components/catalogue/json-ld';
import { SearchBox } from '@/components/catalogue/search-box';
import { websiteJsonLd } from '@/components/catalogue/structured-data';
import { UniversityGrid } from '@/components/catalogue/university-card';
import { ButtonLink } from '@/components/ui/button';
import { getMessageText } from '@/components/i18n/message-text';
import { countHomeFiguresCached, listCitiesCached, listDegreesCached, listHomeCoursesCached, listPopularChipsCached, listPopularUniversitiesCached, listScholarshipOffersCached, listUniversitiesCached } from '@/lib/catalogue/cache';
import { homeCities, homeFigures } from '@/lib/catalogue/home';
import { env } from '@/lib/env';


export async function homeMetadata(): Promise<Metadata> {
  const t = await getTranslations('publicHome');
  return {
    title: { absolute: t('metaTitle') },
    description: t('metaDescription'),
    alternates: await pageAlternates('/'),
    openGraph: {
      title: t('ogTitle'),
      description: t('ogDescription'),
      url: '/',
      type: 'website',
    },
  };
}

const steps = [
  { icon: FileText, key: 'prepare' },
  { icon: ClipboardCheck, key: 'review' },
  { icon: MailCheck, key: 'result' },
] as const;

function Section({ id, title, intro, action, children }: { id: string; title: string; intro?: string; action?: React.ReactNode; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-12">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
            {title}
          </h2>
          {intro ? <p className="mt-1 text-slate-600">{intro}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

export async function HomeView() {
  const [top, all, cities, degrees, courses, counts, chips, offers] = await Promise.all([
    listPopularUniversitiesCached(5),
    listUniversitiesCached({ perPage: 60 }),
    listCitiesCached({ withUniversities: true }),
    listDegreesCached(),
    listHomeCoursesCached(8, 1),
    countHomeFiguresCached(),
    listPopularChipsCached(2),
    // The same list as /scholarships (one cache entry): the promise below is its highest offer.
    listScholarshipOffersCached({}),
  ]);
  const [t, m, locale] = await Promise.all([getTranslations('publicHome'), getMessageText(), requestLocale()]);
  const figures = homeFigures(counts, locale);
  const topPercent = offers.reduce((top, o) => Math.max(top, o.percent), 0);

  return (
    <>
      <JsonLd data={websiteJsonLd(env.appUrl)} />
      <section className="border-b border-slate-200 bg-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 md:grid-cols-[3fr_2fr] md:py-20">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">{t('hero.eyebrow')}</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{t('hero.title')}</h1>
            <p className="mt-4 max-w-xl text-lg text-slate-700">{t('hero.lead')}</p>
            <SearchBox className="mt-8 max-w-xl" />
            {chips.length > 0 ? (
              <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
                <span className="text-slate-600">{t('hero.popular')}</span>
                {chips.map((q) => (
                  <Link key={q.href} href={q.href} data-popular-chip="" className="rounded-full border border-slate-300 bg-white px-3 py-1 text-slate-700 no-underline hover:border-ink-600 hover:text-ink-700">
                    {displayName(locale, { name: q.label, nameZh: q.nameZh })}
                  </Link>
                ))}
              </div>
            ) : null}
          </div>
          <div className="grid content-center gap-4 sm:grid-cols-2 md:grid-cols-1">
            {figures.map((f, i) => (
              <div key={f.key} data-home-figure={f.key} className={i % 2 === 0 ? 'rounded-lg bg-slate-900 p-6 text-white' : 'rounded-lg bg-primary-700 p-6 text-white'}>
                <p className="text-4xl font-bold">{f.value}</p>
                <p className={i % 2 === 0 ? 'mt-1 text-slate-200' : 'mt-1 text-primary-50'}>{m(f.label)}</p>
              </div>
            ))}
            <Link href="/scholarships" className="flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-900 no-underline hover:border-ink-600 sm:col-span-2 md:col-span-1">
              <Award aria-hidden="true" className="size-6 shrink-0 text-primary-600" />
              <span>
                <span className="block font-semibold" data-top-offer={topPercent}>
                  {topPercent > 0 ? t('hero.scholarshipsUpTo', { percent: String(topPercent) }) : t('hero.scholarships')}
                </span>
                <span className="text-sm text-ink-700">{t('hero.scholarshipsOpen')}</span>
              </span>
            </Link>
          </div>
        </div>
      </section>

      <Section
        id="top-universities"
        title={t('top.title')}
        intro={t('top.intro')}
        action={
          <Link href="/universities" className="inline-flex items-center gap-1 text-sm font-semibold">
            {t('top.all')} <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        }
      >
        {top.length > 0 ? (
          <UniversityGrid universities={top} />
        ) : (
          <p className="text-slate-600">
            {t.rich('top.empty', {
              link: (chunks) => (
                <Link href="/contact" className="underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        )}
      </Section>

      {all.items.length > 0 ? (
        <section aria-labelledby="all-universities" className="mx-auto max-w-6xl px-4 pb-12">
          <h2 id="all-universities" className="text-lg font-semibold text-slate-900">
            {t('az.title')}
          </h2>
          <ul className="mt-3 columns-1 gap-6 text-sm sm:columns-2 lg:columns-3">
            {all.items.map((u) => (
              <li key={u.id} className="break-inside-avoid py-0.5">
                {/* A tap target of its own on a phone (the names are close together in one column). */}
                <Link href={`/universities/${u.slug}`} className="inline-block py-2 sm:py-0">
                  {displayName(locale, u)}
                </Link>
                {u.city ? <span className="text-slate-500"> · {displayName(locale, u.city)}</span> : null}
              </li>
            ))}
          </ul>
          {all.total > all.items.length ? (
            <p className="mt-3 text-sm">
              <Link href="/universities">{t('az.seeAll', { total: formatCount(all.total, false, locale) })}</Link>
            </p>
          ) : null}
        </section>
      ) : null}

      <div className="bg-white">
        <Section id="choose-city" title={t('cities.title')} intro={t('cities.intro')}>
          {cities.length > 0 ? (
            <ul className="flex flex-wrap gap-2">
              {homeCities(cities).map((c) => (
                <li key={c.id}>
                  <Link href={`/cities/${c.slug}`} className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 no-underline hover:border-ink-600 hover:text-ink-700">
                    <MapPin aria-hidden="true" className="size-4 text-slate-400" />
                    {displayName(locale, c)}
                    <span className="text-slate-500">({formatCount(c.universityCount, false, locale)})</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">{t('cities.empty')}</p>
          )}
          {cities.length > homeCities(cities).length ? (
            <p className="mt-3 text-sm">
              <Link href="/universities">{t('cities.all', { count: formatCount(cities.length, false, locale) })}</Link>
            </p>
          ) : null}
        </Section>
      </div>

      <Section id="choose-degree" title={t('degrees.title')} intro={t('degrees.intro')}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {degrees.map((d) => (
            <li key={d.id}>
              <Link href={`/programs?program_id=${d.id}`} className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4 text-slate-900 no-underline shadow-sm hover:border-ink-600">
                <span className="font-semibold">{d.name}</span>
                <span className="mt-1 text-sm text-slate-600">
                  {t('degrees.courseCount', { n: d.courseCount, count: formatCount(d.courseCount, false, locale) })}
                  {d.duration ? ` · ${d.duration}` : ''}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <div className="bg-white">
        <Section
          id="choose-course"
          title={t('courses.title')}
          intro={t('courses.intro')}
          action={
            <Link href="/programs" className="inline-flex items-center gap-1 text-sm font-semibold">
              {t('courses.find')} <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          }
        >
          {courses.items.length > 0 ? (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {courses.items.map((c) => (
                <li key={c.id}>
                  <CourseCard course={c} compact />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">{t('courses.empty')}</p>
          )}
        </Section>
      </div>

      <Section id="steps" title={t('steps.title')} intro={t('steps.intro')}>
        <ol className="grid gap-4 md:grid-cols-3">
          {steps.map((s, i) => (
            <li key={s.key} className="rounded-lg border border-slate-200 bg-white p-5">
              <s.icon aria-hidden="true" className="size-6 text-primary-600" />
              <p className="mt-3 text-sm font-semibold text-slate-500">{t('steps.step', { n: String(i + 1) })}</p>
              <h3 className="font-semibold text-slate-900">{t(`steps.${s.key}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(`steps.${s.key}.text`)}</p>
            </li>
          ))}
        </ol>
        <p className="mt-4 text-sm">
          <Link href="/howitworks">{t('steps.howItWorks')}</Link>
        </p>
      </Section>

      <section aria-labelledby="apply-now" className="mx-auto max-w-6xl px-4 pb-4">
        <div className="flex flex-col items-start justify-between gap-4 rounded-xl bg-slate-900 px-6 py-8 text-white sm:flex-row sm:items-center sm:px-10">
          <div>
            <h2 id="apply-now" className="text-2xl font-bold">
              {t('applyNow.title')}
            </h2>
            <p className="mt-1 text-slate-300">{t('applyNow.text')}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink href="/programs" size="lg">
              {t('applyNow.apply')}
            </ButtonLink>
            <ButtonLink href="/scholarships" size="lg" variant="outline">
              {t('applyNow.scholarships')}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
