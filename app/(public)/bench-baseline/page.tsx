import type { Metadata } from 'next';
import Link from 'next/link';

/**
 * The benchmark's baseline (npm run bench, tests/bench/run.ts): a page of this app with the public
 * layout and about the HTML size of a catalogue list, that reads nothing (no database, no session,
 * no query string), prerendered at build time. The public pages served from the cache are measured
 * against it. Not for people: noindex, linked from nowhere.
 */
export const dynamic = 'force-static';

export const metadata: Metadata = {
  title: 'Benchmark baseline',
  description: 'A static page the benchmark compares the catalogue pages with.',
  robots: { index: false, follow: false },
};

// 110 cards: about the HTML of the universities list (some 210 kB, 22 kB gzip, on the large
// dataset), since the server compresses every answer and that cost grows with the size.
const cards = Array.from({ length: 110 }, (_, i) => ({
  n: i + 1,
  name: `Example University ${i + 1}`,
  city: ['Beijing', 'Shanghai', 'Hangzhou', 'Wuhan', 'Xi’an'][i % 5],
  text: 'A comprehensive university with programmes taught in English and Chinese, scholarships for international students and a campus close to the city centre.',
}));

export default function BenchBaselinePage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight">Benchmark baseline</h1>
        <p className="mt-1 text-slate-600">A static page with the layout of the catalogue pages, for measuring them.</p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((c) => (
          <li key={c.n} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <h2 className="text-lg font-semibold text-slate-900">
              <Link href="/universities" className="hover:underline">
                {c.name}
              </Link>
            </h2>
            <p className="text-sm text-slate-600">
              {c.city}, China · Public · Founded {1890 + c.n}
            </p>
            <p className="mt-2 line-clamp-3 text-sm text-slate-700">{c.text}</p>
            <p className="mt-3 flex flex-wrap gap-2 text-xs">
              <span className="rounded bg-slate-100 px-2 py-1">{10 + c.n} courses</span>
              <span className="rounded bg-emerald-50 px-2 py-1 text-emerald-800">Scholarship open</span>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
