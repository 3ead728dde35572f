import { pageAlternates } from '@/lib/i18n/alternates';
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
  const [city, t] = await Promise.all([findCityBySlugCached(decodeURIComponent((await params).slug)), getTranslations('publicUniversities.city')]);
  if (!city) return { title: t('notFound'), robots: { index: false } };
  const title = t('metaTitle', { city: city.name });
  const count = { n: city.universityCount, count: String(city.universityCount) };
  const description =
    city.province && city.province.name !== city.name
      ? t('metaDescriptionProvince', { city: city.name, province: city.province.name, ...count })
      : t('metaDescription', { city: city.name, ...count });
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
  const t = await getTranslations('publicUniversities.city');
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs baseUrl={env.appUrl} currentPath={path} items={[{ name: t('home'), href: '/' }, { name: t('universities'), href: '/universities' }, { name: city.name }]} />
      <header className="mb-6 mt-4">
        <h1 className="text-3xl font-bold tracking-tight">
          {city.name}
          {city.nameZh ? (
            <span lang="zh" className="ms-2 text-xl font-normal text-slate-500">
              {city.nameZh}
            </span>
          ) : null}
        </h1>
        <p className="mt-1 text-slate-600">
          {city.province && city.province.name !== city.name ? t('leadProvince', { city: city.name, province: city.province.name }) : t('lead', { city: city.name })}
        </p>
      </header>
      {universities.length > 0 ? (
        // The cards' titles are h3: this h2 keeps the heading order (h1, h2, h3).
        <section aria-labelledby="city-universities">
          <h2 id="city-universities" className="mb-3 text-lg font-semibold text-slate-900">
            {t('heading', { city: city.name })}
          </h2>
          <CityUniversityList
            universities={universities.map((u) => ({ id: u.id, name: u.name, nameZh: u.nameZh, card: <UniversityCard university={u} /> }))}
            cityName={city.name}
            initialQuery={q}
          />
        </section>
      ) : (
        <EmptyState
          title={t('none', { city: city.name })}
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
