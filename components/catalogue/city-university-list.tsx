'use client';

import { useDeferredValue, useState } from 'react';
import type { UniversityCard as UniversityCardData } from '@/lib/catalogue/universities';
import { UniversityGrid } from './university-card';

/** Lower case without accents, for the live filter (the same idea as the database's f_search_norm). */
const norm = (s: string) => s.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().trim();

/**
 * The universities of a city with a box that narrows the list as the user types. The server
 * renders the full list (or the `?q=` result without JavaScript); typing filters in the browser.
 */
export function CityUniversityList({ universities, cityName, initialQuery = '' }: { universities: UniversityCardData[]; cityName: string; initialQuery?: string }) {
  const [query, setQuery] = useState(initialQuery);
  const q = norm(useDeferredValue(query));
  const shown = q ? universities.filter((u) => norm(`${u.name} ${u.nameZh ?? ''}`).includes(q)) : universities;
  return (
    <div>
      <form role="search" method="get" className="mb-6 max-w-md" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="city-filter" className="block text-sm font-medium text-slate-800">
          Filter universities in {cityName}
        </label>
        <input
          id="city-filter"
          type="search"
          name="q"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Type a university name"
          autoComplete="off"
          className="mt-1 block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus:border-ink-600 focus:outline-none focus:ring-2 focus:ring-ink-600/30"
        />
      </form>
      <p className="mb-3 text-sm text-slate-600" aria-live="polite">
        {shown.length} of {universities.length} {universities.length === 1 ? 'university' : 'universities'}
      </p>
      {shown.length > 0 ? (
        <UniversityGrid universities={shown} />
      ) : (
        <div role="status" className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <p className="font-semibold text-slate-900">No university in {cityName} matches “{query}”</p>
          <button type="button" onClick={() => setQuery('')} className="mt-3 text-sm font-semibold text-ink-700 underline">
            Clear the filter
          </button>
        </div>
      )}
    </div>
  );
}
