import type { Metadata } from 'next';
import { EmptyState } from '@/components/ui/empty-state';
import { formatCount } from '@/components/catalogue/format';
import { Pagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/catalogue/search-box';
import { UniversityGrid } from '@/components/catalogue/university-card';
import { ButtonLink } from '@/components/ui/button';
import { listUniversitiesCached } from '@/lib/catalogue/cache';
import { parseUniversityListParams } from '@/lib/catalogue/schemas';
import { toPage } from '@/lib/http/page';

export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const { key } = parseUniversityListParams(await searchParams);
  return {
    title: key ? `Search result for “${key}”` : 'Find your dream university',
    description: 'Search Chinese universities by name, in English or Chinese, or by city.',
    alternates: { canonical: '/universities' },
    robots: { index: false, follow: true },
  };
}

/** The seed's university search (`/search?key=`): "Find your dream university!". */
export default async function SearchPage({ searchParams }: { searchParams: SearchParams }) {
  const p = parseUniversityListParams(await searchParams);
  const result = p.key ? await listUniversitiesCached(p) : toPage([], 0, 1, p.perPage);
  const lastPage = result.pageCount;
  const hrefFor = (n: number) => `/search?key=${encodeURIComponent(p.key ?? '')}${n > 1 ? `&page=${n}` : ''}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="mb-6 max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight">Find your dream university!</h1>
        <SearchBox action="/search" defaultValue={p.key} label="Search universities" placeholder="University name or city" button="Search" className="mt-4" size="md" />
      </header>
      {p.key ? (
        <>
          <h2 className="mb-4 text-lg font-semibold" aria-live="polite">
            Search result for “{p.key}”: {formatCount(result.total)} {result.total === 1 ? 'university' : 'universities'}
          </h2>
          {result.items.length > 0 ? (
            <>
              <UniversityGrid universities={result.items} />
              <Pagination page={p.page} lastPage={lastPage} hrefFor={hrefFor} label="Result pages" />
            </>
          ) : (
            <EmptyState
              title="No universities match"
              action={
                <>
                  <ButtonLink href="/universities">See all universities</ButtonLink>
                  <ButtonLink href={`/programs?key=${encodeURIComponent(p.key)}`} variant="outline">
                    Search courses instead
                  </ButtonLink>
                </>
              }
            >
              Check the spelling, or try the English or Chinese name or the city.
            </EmptyState>
          )}
        </>
      ) : (
        <p className="text-slate-600">Type a university name or a city to start.</p>
      )}
    </div>
  );
}
