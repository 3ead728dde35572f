import { pageAlternates } from '@/lib/i18n/alternates';
import { requestLocale } from '@/lib/i18n/locale';
import { displayName } from '@/lib/i18n/names';
import type { Metadata } from 'next';
import { GetForm, Link } from '@/components/i18n/link';
import { getTranslations } from 'next-intl/server';
import { AutoSubmit } from '@/components/catalogue/auto-submit';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterPanel } from '@/components/catalogue/filter-panel';
import { formatCount } from '@/components/catalogue/format';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/catalogue/select-field';
import { UniversityGrid } from '@/components/catalogue/university-card';
import { ButtonLink } from '@/components/ui/button';
import { listCitiesCached, listProvincesCached, listUniversitiesCached } from '@/lib/catalogue/cache';
import { parseUniversityListParams, universityListQuery, type UniversityListParams } from '@/lib/catalogue/schemas';


type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function universitiesMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const p = parseUniversityListParams(await searchParams);
  const filtered = universityListQuery({ ...p, page: undefined, perPage: undefined }).toString() !== '';
  const t = await getTranslations('publicUniversities.list');
  const title = t('metaTitle');
  const description = t('metaDescription');
  return {
    title,
    description,
    alternates: await pageAlternates('/universities'),
    openGraph: { title, description, url: '/universities' },
    robots: filtered ? { index: false, follow: true } : undefined,
  };
}

const hrefWith = (p: UniversityListParams, change: Partial<UniversityListParams>) => {
  const q = universityListQuery({ ...p, ...change }).toString();
  return q ? `/universities?${q}` : '/universities';
};

export async function UniversitiesView({ searchParams }: { searchParams: SearchParams }) {
  const asked = parseUniversityListParams(await searchParams);
  const [found, cities, provinces] = await Promise.all([listUniversitiesCached(asked), listCitiesCached({ withUniversities: true }), listProvincesCached()]);
  // A page past the end is the last page (the list clamps it; never "Page 20 of 19").
  const p = { ...asked, page: found.page };
  const lastPage = found.pageCount;
  const formKey = universityListQuery(p).toString();
  const filterQuery = universityListQuery({ ...p, page: undefined, perPage: undefined });
  const hasFilters = filterQuery.toString() !== '';
  const activeFilters = [...new Set(filterQuery.keys())].length;
  const [t, locale] = await Promise.all([getTranslations('publicUniversities.list'), requestLocale()]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-1 text-slate-600">{t('lead')}</p>
      </header>
      <FilterPanel titleId="university-filters-title" active={activeFilters} className="mb-8">
      <GetForm key={formKey} action="/universities" role="search" aria-labelledby="university-filters-title" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end">
        <AutoSubmit action="/universities" />
        <div className="space-y-1 sm:col-span-2 lg:col-span-1">
          <label htmlFor="uni-key" className="block text-sm font-medium text-slate-800">
            {t('nameLabel')}
          </label>
          <input
            id="uni-key"
            type="search"
            name="key"
            defaultValue={p.key ?? ''}
            maxLength={100}
            placeholder={t('namePlaceholder')}
            className="block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus:border-ink-600 focus:outline-none focus:ring-2 focus:ring-ink-600/30"
          />
        </div>
        <SelectField name="city" label={t('city')} value={p.city} options={cities.map((c) => ({ value: c.slug, label: displayName(locale, c) }))} />
        <SelectField name="province" label={t('province')} value={p.province} options={provinces.map((v) => ({ value: v.slug, label: displayName(locale, v) }))} />
        <SelectField name="type" label={t('type')} value={p.type} options={[{ value: 'public', label: t('public') }, { value: 'private', label: t('private') }]} />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-5">
          <label className="inline-flex items-center gap-2 text-sm text-slate-800">
            <input id="filter-scholarship" type="checkbox" name="scholarship" value="1" defaultChecked={!!p.scholarshipOpen} className="size-4 rounded border-slate-300 accent-ink-700" />
            {t('scholarshipOnly')}
          </label>
          <button id="universities-submit" type="submit" className="inline-flex h-10 items-center rounded-md bg-ink-700 px-4 text-sm font-semibold text-white hover:bg-ink-800">
            {t('search')}
          </button>
          {hasFilters ? (
            <Link href="/universities" className="text-sm font-semibold">
              {t('clearFilters')}
            </Link>
          ) : null}
        </div>
      </GetForm>
      </FilterPanel>

      <h2 className="mb-4 text-lg font-semibold" aria-live="polite">
        {t('count', { n: found.total, count: formatCount(found.total, false, locale) })}
        {p.key ? <span className="font-normal text-slate-600"> {t('forQuery', { query: p.key })}</span> : null}
      </h2>
      {found.items.length > 0 ? (
        <>
          <UniversityGrid universities={found.items} />
          <Pagination page={p.page} lastPage={lastPage} hrefFor={(n) => hrefWith(p, { page: n })} label={t('pages')} />
        </>
      ) : (
        <EmptyState
          title={found.total > 0 ? t('pastEnd') : t('none')}
          action={
            <>
              <ButtonLink href="/universities">{t('clearFilters')}</ButtonLink>
              <ButtonLink href="/programs" variant="outline">
                {t('findCourse')}
              </ButtonLink>
            </>
          }
        >
          {p.key ? t('checkSpelling') : t('fewerFilters')}
        </EmptyState>
      )}
    </div>
  );
}
