import { pageAlternates } from '@/lib/i18n/alternates';
import { formatCount } from '@/components/catalogue/format';
import { requestLocale } from '@/lib/i18n/locale';
import { displayName, displayNames } from '@/lib/i18n/names';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { CityUniversityList } from '@/components/catalogue/city-university-list';
import { UniversityCard } from '@/components/catalogue/university-card';
import { EmptyState } from '@/components/ui/empty-state';
import { ButtonLink } from '@/components/ui/button';
import { findCityBySlugCached, listUniversitiesOfCityCached } from '@/lib/catalogue/cache';
import { firstParam } from '@/lib/catalogue/schemas';
import { env } from '@/lib/env';


type Params = Promise<{ slug: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function cityMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [city, t, locale] = await Promise.all([findCityBySlugCached(decodeURIComponent((await params).slug)), getTranslations('publicUniversities.city'), requestLocale()]);
  if (!city) return { title: t('notFound'), robots: { index: false } };
  const name = displayName(locale, city);
  const title = t('metaTitle', { city: name });
  const count = { n: city.universityCount, count: formatCount(city.universityCount, false, locale) };
  const description =
    city.province && city.province.name !== city.name
      ? t('metaDescriptionProvince', { city: name, province: displayName(locale, city.province), ...count })
      : t('metaDescription', { city: name, ...count });
  const path = `/cities/${city.slug}`;
  return { title, description, alternates: await pageAlternates(path), openGraph: { title, description, url: path } };
}

/** The seed's universityCitylist: the heading is the city; a box narrows the list as you type. */
export async function CityView({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const city = await findCityBySlugCached(decodeURIComponent((await params).slug));
  if (!city) notFound();
  const universities = await listUniversitiesOfCityCached(city.slug);
  const q = firstParam(await searchParams, 'q')?.slice(0, 100) ?? '';
  const path = `/cities/${city.slug}`;
  const [t, locale] = await Promise.all([getTranslations('publicUniversities.city'), requestLocale()]);
  // The page's language decides which name is the title (Chinese first on Chinese pages).
  const names = displayNames(locale, city);
  const name = names.primary;
  const province = city.province && city.province.name !== city.name ? displayName(locale, city.province) : null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs baseUrl={env.appUrl} currentPath={path} items={[{ name: t('home'), href: '/' }, { name: t('universities'), href: '/universities' }, { name }]} />
      <header className="mb-6 mt-4">
        <h1 lang={names.primaryLang} className="text-3xl font-bold tracking-tight">
          {name}
          {names.secondary ? (
            <span lang={names.secondaryLang} className="ms-2 text-xl font-normal text-slate-500">
              {names.secondary}
            </span>
          ) : null}
        </h1>
        <p className="mt-1 text-slate-600">{province ? t('leadProvince', { city: name, province }) : t('lead', { city: name })}</p>
      </header>
      {universities.length > 0 ? (
        // The cards' titles are h3: this h2 keeps the heading order (h1, h2, h3).
        <section aria-labelledby="city-universities">
          <h2 id="city-universities" className="mb-3 text-lg font-semibold text-slate-900">
            {t('heading', { city: name })}
          </h2>
          <CityUniversityList
            universities={universities.map((u) => ({ id: u.id, name: u.name, nameZh: u.nameZh, card: <UniversityCard university={u} /> }))}
            cityName={name}
            initialQuery={q}
          />
        </section>
      ) : (
        <EmptyState
          title={t('none', { city: name })}
          action={
            <>
              <ButtonLink href="/universities">{t('allUniversities')}</ButtonLink>
              <ButtonLink href="/programs" variant="outline">
                {t('findCourse')}
              </ButtonLink>
            </>
          }
        />
      )}
    </div>
  );
}
