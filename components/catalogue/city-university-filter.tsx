'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useDeferredValue, useState } from 'react';

/** Lower case without accents, for the live filter (the same idea as the database's f_search_norm). */
const norm = (s: string) => s.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().trim();

/**
 * The universities of a city with a box that narrows the list as the user types. The server
 * renders the full list (or the `?q=` result without JavaScript); typing filters in the browser.
 * The cards are rendered on the server and passed in (`card`): this island only shows or hides
 * them, so the card's code (logo, icons, links) is not part of the page's scripts (light pages).
 * Rendered by CityUniversityList (city-university-list.tsx), which hands it its words (shellCityList).
 */
export type CityUniversityItem = { id: number; name: string; nameZh: string | null; card: ReactNode };

export function CityUniversityFilter({ universities, cityName, initialQuery = '' }: { universities: CityUniversityItem[]; cityName: string; initialQuery?: string }) {
  const t = useTranslations('shellCityList');
  const [query, setQuery] = useState(initialQuery);
  const q = norm(useDeferredValue(query));
  const matches = (u: CityUniversityItem) => !q || norm(`${u.name} ${u.nameZh ?? ''}`).includes(q);
  const shown = universities.filter(matches);
  return (
    <div>
      <form role="search" method="get" className="mb-6 max-w-md" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="city-filter" className="block text-sm font-medium text-slate-800">
          {t('label', { city: cityName })}
        </label>
        <input
          id="city-filter"
          type="search"
          name="q"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('placeholder')}
          autoComplete="off"
          className="mt-1 block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus:border-ink-600 focus:outline-none focus:ring-2 focus:ring-ink-600/30"
        />
      </form>
      <p className="mb-3 text-sm text-slate-600" aria-live="polite">
        {t('count', { shown: shown.length, total: universities.length })}
      </p>
      {shown.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((u) => (
            <li key={u.id}>{u.card}</li>
          ))}
        </ul>
      ) : (
        <div role="status" className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <p className="font-semibold text-slate-900">{t('noMatch', { city: cityName, query })}</p>
          <button type="button" onClick={() => setQuery('')} className="mt-3 text-sm font-semibold text-ink-700 underline">
            {t('clear')}
          </button>
        </div>
      )}
    </div>
  );
}
