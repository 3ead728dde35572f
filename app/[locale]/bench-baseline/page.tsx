import type { Metadata } from 'next';
import { Link } from '@/components/i18n/link';
import { getTranslations } from 'next-intl/server';

/**
 * The benchmark's baseline (npm run bench, tests/bench/run.ts): a page of this app with the public
 * layout and about the HTML size of a catalogue list, that reads nothing (no database, no session,
 * no query string), prerendered at build time. The public pages served from the cache are measured
 * against it. Not for people: noindex, linked from nowhere.
 */
export const dynamic = 'force-static';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('publicPages.bench');
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    robots: { index: false, follow: false },
  };
}

// 110 cards: about the HTML of the universities list (some 210 kB, 22 kB gzip, on the large
// dataset), since the server compresses every answer and that cost grows with the size.
const cities = ['beijing', 'shanghai', 'hangzhou', 'wuhan', 'xian'] as const;
const cards = Array.from({ length: 110 }, (_, i) => ({ n: i + 1, city: cities[i % 5] }));

export default async function BenchBaselinePage() {
  const t = await getTranslations('publicPages.bench');
  const text = t('cardText');
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-1 text-slate-600">{t('lead')}</p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((c) => (
          <li key={c.n} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <h2 className="text-lg font-semibold text-slate-900">
              <Link href="/universities" className="hover:underline">
                {t('cardName', { n: String(c.n) })}
              </Link>
            </h2>
            <p className="text-sm text-slate-600">
              {t('cardFacts', { city: t(`cities.${c.city}`), year: String(1890 + c.n) })}
            </p>
            <p className="mt-2 line-clamp-3 text-sm text-slate-700">{text}</p>
            <p className="mt-3 flex flex-wrap gap-2 text-xs">
              <span className="rounded bg-slate-100 px-2 py-1">{t('courses', { count: String(10 + c.n) })}</span>
              <span className="rounded bg-emerald-50 px-2 py-1 text-emerald-800">{t('scholarshipOpen')}</span>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
