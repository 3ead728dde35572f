import { pageAlternates } from '@/lib/i18n/alternates';
import { requestLocale } from '@/lib/i18n/locale';
import { displayName, displayNames } from '@/lib/i18n/names';
import type { Metadata } from 'next';
import { getImageProps } from 'next/image';
import { Link } from '@/components/i18n/link';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Building2, CalendarClock, Landmark, MapPin, Users } from '@/components/ui/icons';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { EmptyState } from '@/components/ui/empty-state';
import { formatCny, formatCount, formatDate } from '@/components/catalogue/format';
import { JsonLd } from '@/components/catalogue/json-ld';
import { RichText } from '@/components/catalogue/rich-text';
import { ScholarshipCard } from '@/components/catalogue/scholarship-card';
import { universityJsonLd } from '@/components/catalogue/structured-data';
import { UniversityContactFormIsland as UniversityContactForm } from '@/components/catalogue/university-contact-form-island';
import { UniversityLogo } from '@/components/catalogue/university-logo';
import { ButtonLink } from '@/components/ui/button';
import { findUniversityCached, listScholarshipOffersCached, resolveUniversitySlug } from '@/lib/catalogue/cache';
import { env } from '@/lib/env';
import { publicImagePath } from '@/lib/storage/policies';
import { cn } from '@/lib/utils';
import { ScrollActiveTab } from '@/components/catalogue/scroll-active-tab';
import { WebsiteLink } from '../universities/[slug]/_components/website-link';


type Params = Promise<{ slug: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const tabs = [{ id: 'introduction' }, { id: 'about' }, { id: 'accommodation' }, { id: 'fees' }, { id: 'admission' }, { id: 'scholarship' }] as const;
type TabId = (typeof tabs)[number]['id'];

async function load(slug: string) {
  const id = await resolveUniversitySlug(decodeURIComponent(slug));
  return id === null ? null : findUniversityCached(id);
}

const summary = (text: string | null, fallback: string) => {
  const t = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!t) return fallback;
  return t.length > 160 ? `${t.slice(0, 157).replace(/\s+\S*$/, '')}…` : t;
};

export async function universityMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const [u, t, locale] = await Promise.all([load(slug), getTranslations('publicUniversity'), requestLocale()]);
  if (!u) return { title: t('notFound'), robots: { index: false } };
  // "北京语言大学 (Beijing Language and Culture University)" on a Chinese page, the English name first elsewhere.
  const names = displayNames(locale, u);
  const title = names.secondary ? `${names.primary} (${names.secondary})` : names.primary;
  const description = summary(u.introduction, u.city ? t('metaFallbackCity', { name: names.primary, city: displayName(locale, u.city) }) : t('metaFallback', { name: names.primary }));
  const path = `/universities/${u.slug}`;
  const image = u.banner ?? u.logo;
  return {
    title,
    description,
    alternates: await pageAlternates(path),
    openGraph: { title, description, url: path, type: 'website', images: image ? [{ url: publicImagePath(image), alt: names.primary }] : undefined },
  };
}

export async function UniversityView({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { slug } = await params;
  const u = await load(slug);
  if (!u) notFound();
  const tabParam = (await searchParams).tab;
  const active: TabId = tabs.some((tab) => tab.id === tabParam) ? (tabParam as TabId) : 'introduction';
  const [t, locale] = await Promise.all([getTranslations('publicUniversity'), requestLocale()]);
  const names = displayNames(locale, u);
  const offers = await listScholarshipOffersCached({ universityId: u.id });
  const path = `/universities/${u.slug}`;

  const feeRows: [string, number | null, string][] = [
    [t('fees.bachelor'), u.fees.bachelor, t('fees.perYear')],
    [t('fees.masters'), u.fees.masters, t('fees.perYear')],
    [t('fees.phd'), u.fees.phd, t('fees.perYear')],
    [t('fees.mbbs'), u.fees.mbbs, t('fees.perYear')],
    [t('fees.language'), u.fees.language, t('fees.perYear')],
    [t('fees.accommodation'), u.fees.accommodation, t('fees.perYear')],
    [t('fees.other'), u.fees.other, t('fees.perYear')],
    [t('fees.scholarship'), u.fees.scholarship, t('fees.once')],
  ];

  const panels: Record<TabId, React.ReactNode> = {
    introduction: (
      <>
        <RichText text={u.introduction} />
        {u.school ? (
          <div className="mt-6">
            <h3 className="font-semibold text-slate-900">{t('schools')}</h3>
            <p className="mt-1 text-slate-700">{u.school}</p>
          </div>
        ) : null}
      </>
    ),
    about: (
      <>
        <RichText text={u.description} />
        <dl className="mt-6 grid gap-3 sm:grid-cols-2">
          {[
            [t('facts.founded'), u.foundedYear],
            [t('facts.type'), t('facts.typeValue', { type: u.type })],
            [t('facts.students'), (u.totalStudent === null ? null : formatCount(u.totalStudent, false, locale))],
            [t('facts.internationalStudents'), (u.internationalStudent === null ? null : formatCount(u.internationalStudent, false, locale))],
            [t('facts.campus'), u.location],
            [t('facts.website'), u.website ? <WebsiteLink url={u.website} /> : null],
          ]
            .filter(([, v]) => v !== null && v !== undefined && v !== '')
            .map(([k, v]) => (
              <div key={String(k)} className="rounded-md bg-slate-50 px-3 py-2">
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{k}</dt>
                <dd className="text-slate-900">{v}</dd>
              </div>
            ))}
        </dl>
      </>
    ),
    accommodation: (
      <>
        {u.fees.accommodation !== null ? (
          <p className="mb-4 rounded-md bg-slate-50 px-3 py-2 text-slate-800">
            {t.rich('typicalAccommodation', { amount: formatCny(u.fees.accommodation, locale) ?? '', strong: (chunks) => <strong>{chunks}</strong> })}
          </p>
        ) : null}
        <RichText text={u.accommodation} />
        {!u.accommodation ? <p className="text-slate-600">{t('askHousing')}</p> : null}
      </>
    ),
    fees: (
      <>
        <table className="w-full text-start text-sm">
          <caption className="mb-2 text-start text-slate-600">{t('fees.caption')}</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2 pe-3 font-semibold">{t('fees.item')}</th>
              <th scope="col" className="py-2 text-end font-semibold">{t('fees.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {feeRows
              .filter(([, v]) => v !== null)
              .map(([label, v, per]) => (
                <tr key={label} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pe-3 font-normal text-slate-700">{label}</th>
                  <td className="py-2 text-end font-medium text-slate-900">
                    {formatCny(v, locale)} <span className="font-normal text-slate-500">{per}</span>
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      </>
    ),
    admission: (
      <>
        {u.nextDeadline || !u.openIntake || u.ageLimit ? (
          <p className="mb-4 rounded-md bg-slate-50 px-3 py-2 text-slate-800" data-testid="next-deadline" data-date={u.nextDeadline ?? undefined}>
            {u.nextDeadline ? (
              t.rich('nextDeadline', { date: formatDate(u.nextDeadline, locale) ?? '', strong: (chunks) => <strong>{chunks}</strong> })
            ) : !u.openIntake ? (
              t('noOpenIntake')
            ) : null}
            {u.ageLimit ? (
              <>
                {u.nextDeadline || !u.openIntake ? ' · ' : ''}
                {t('ageLimit', { age: String(u.ageLimit) })}
              </>
            ) : null}
          </p>
        ) : null}
        {u.deadline ? (
          // The date the admin typed for the university, labelled as its own (issue 30, item 7; PRODUCT 13, "Deadlines").
          <p className="mb-4 text-slate-800" data-testid="university-deadline" data-date={u.deadline}>
            {t.rich('universityDeadline', { date: formatDate(u.deadline, locale) ?? '', strong: (chunks) => <strong>{chunks}</strong> })}
          </p>
        ) : null}
        <RichText text={u.admissionsProcess} />
        {u.requirement ? (
          <div className="mt-6">
            <h3 className="font-semibold text-slate-900">{t('entryRequirements')}</h3>
            <RichText text={u.requirement} className="mt-1" />
          </div>
        ) : null}
        {u.rulesAndRegulations ? (
          <div className="mt-6">
            <h3 className="font-semibold text-slate-900">{t('rules')}</h3>
            <RichText text={u.rulesAndRegulations} className="mt-1" />
          </div>
        ) : null}
      </>
    ),
    scholarship: (
      <>
        <p className="mb-4 text-slate-700">
          {u.scholarshipOffered ? t('scholarshipsOpen') : t('scholarshipsClosed')}
          {u.fees.scholarship ? ` ${t('scholarshipFee', { fee: formatCny(u.fees.scholarship, locale) ?? '' })}` : ''}
        </p>
        {offers.length > 0 ? (
          <ul className="space-y-3">
            {offers.map((o) => (
              <li key={o.id}>
                <ScholarshipCard offer={o} showUniversity={false} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title={t('noOffers')} action={<ButtonLink href="/scholarships" variant="outline">{t('allScholarships')}</ButtonLink>}>
            {t('otherOffers')}
          </EmptyState>
        )}
      </>
    ),
  };

  return (
    <>
      <JsonLd data={universityJsonLd(u, env.appUrl)} />
      <div className="mx-auto max-w-6xl px-4 pt-6">
        <Breadcrumbs baseUrl={env.appUrl} currentPath={path} items={[{ name: t('home'), href: '/' }, { name: t('universities'), href: '/universities' }, { name: names.primary }]} />
        {u.banner ? (
          <div className="relative mt-4 aspect-[10/3] w-full overflow-hidden rounded-xl bg-slate-200">
            {/* A plain <img> with the optimiser's props, rendered here: no image component in the browser. */}
            {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps sets alt and srcset */}
            <img
              {...getImageProps({
                src: publicImagePath(u.banner),
                alt: t('bannerAlt', { name: names.primary }),
                fill: true,
                priority: true,
                sizes: '(min-width: 1152px) 1120px, 100vw',
                unoptimized: u.banner.toLowerCase().endsWith('.svg'),
                className: 'object-cover',
              }).props}
            />
          </div>
        ) : null}
        <div className="mt-6 flex items-center gap-4">
          <UniversityLogo file={u.logo} name={names.primary} size={80} priority className="shadow-sm" />
          <div>
            <h1 lang={names.primaryLang} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{names.primary}</h1>
            {names.secondary ? (
              <p lang={names.secondaryLang} className="text-lg text-slate-600">
                {names.secondary}
              </p>
            ) : null}
          </div>
        </div>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
          {u.city ? (
            <li className="flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4 text-slate-400" />
              {/* One flex item: the gap must not open before the comma ("Hangzhou, Zhejiang"). */}
              <span>
                <Link href={`/cities/${u.city.slug}`} className="underline">{displayName(locale, u.city)}</Link>
                {u.province && u.province.name !== u.city.name ? `${locale === 'zh' ? '，' : ', '}${displayName(locale, u.province)}` : ''}
              </span>
            </li>
          ) : null}
          {u.foundedYear ? (
            <li className="flex items-center gap-1.5">
              <Landmark aria-hidden="true" className="size-4 text-slate-400" />
              {t('foundedYear', { year: String(u.foundedYear) })}
            </li>
          ) : null}
          <li className="flex items-center gap-1.5">
            <Building2 aria-hidden="true" className="size-4 text-slate-400" />
            {t('typeUniversity', { type: u.type })}
          </li>
          {u.nextDeadline ? (
            <li className="flex items-center gap-1.5" data-testid="header-deadline" data-date={u.nextDeadline}>
              <CalendarClock aria-hidden="true" className="size-4 text-slate-400" />
              {t('applyBy', { date: formatDate(u.nextDeadline, locale) ?? '' })}
            </li>
          ) : !u.openIntake ? (
            <li className="flex items-center gap-1.5">
              <CalendarClock aria-hidden="true" className="size-4 text-slate-400" />
              {t('noOpenIntake')}
            </li>
          ) : null}
          {u.scholarshipOffered ? (
            <li>
              <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">{t('scholarshipOpen')}</span>
            </li>
          ) : null}
        </ul>

        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
          <div className="min-w-0">
            <nav aria-label={t('tabsLabel')} className="-mx-4 overflow-x-auto px-4" id="tabs">
              <ul className="flex min-w-max gap-1 border-b border-slate-200">
                {tabs.map((tab) => (
                  <li key={tab.id}>
                    <Link
                      href={tab.id === 'introduction' ? `${path}#tabs` : `${path}?tab=${tab.id}#tabs`}
                      scroll={false}
                      aria-current={active === tab.id ? 'page' : undefined}
                      className={cn(
                        '-mb-px inline-block border-b-2 px-3 py-2 text-sm font-semibold no-underline',
                        active === tab.id ? 'border-primary-600 text-slate-900' : 'border-transparent text-slate-600 hover:text-slate-900',
                      )}
                    >
                      {t(`tabs.${tab.id}`)}
                    </Link>
                  </li>
                ))}
              </ul>
              <ScrollActiveTab active={active} />
            </nav>
            {tabs.map((tab) => (
              <section key={tab.id} id={`tab-${tab.id}`} aria-labelledby={`tab-${tab.id}-title`} hidden={active !== tab.id} className="pt-6">
                <h2 id={`tab-${tab.id}-title`} className="mb-3 text-xl font-semibold text-slate-900">
                  {t(`tabs.${tab.id}`)}
                </h2>
                {panels[tab.id]}
              </section>
            ))}
          </div>

          <aside className="space-y-6">
            <div className="rounded-lg border border-slate-200 bg-white p-5">
              <dl className="grid grid-cols-2 gap-3 text-center">
                <div className="rounded-md bg-slate-50 p-3">
                  <dt className="text-xs font-medium text-slate-500">{t('courses')}</dt>
                  <dd className="text-2xl font-bold text-slate-900">{formatCount(u.programCount, false, locale)}</dd>
                </div>
                <div className="rounded-md bg-slate-50 p-3">
                  <dt className="text-xs font-medium text-slate-500">{t('departments')}</dt>
                  <dd className="text-2xl font-bold text-slate-900">{u.totalSection ?? '—'}</dd>
                </div>
              </dl>
              <ButtonLink href={`${path}/courses`} className="mt-4 w-full">
                {t('seeAllCourses')}
              </ButtonLink>
              {u.totalStudent ? (
                <p className="mt-3 flex items-center justify-center gap-1.5 text-sm text-slate-600">
                  <Users aria-hidden="true" className="size-4" />
                  {t('students', { count: formatCount(u.totalStudent, false, locale) })}
                </p>
              ) : null}
            </div>
            <div className="rounded-lg border border-slate-200 bg-white p-5">
              <h2 className="mb-3 text-lg font-semibold">{t('ask')}</h2>
              <UniversityContactForm universityName={names.primary} />
            </div>
          </aside>
        </div>
      </div>
    </>
  );
}
