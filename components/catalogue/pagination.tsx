import Link from 'next/link';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * Page links (real URLs, so they work without JavaScript and can be shared). `hrefFor(n)` builds
 * the address of page n with the other parameters kept.
 */
export function Pagination({ page, lastPage, hrefFor, label = 'Pages' }: { page: number; lastPage: number; hrefFor: (n: number) => string; label?: string }) {
  if (lastPage <= 1) return null;
  const pages = new Set<number>([1, lastPage, page - 1, page, page + 1].filter((n) => n >= 1 && n <= lastPage));
  const sorted = [...pages].sort((a, b) => a - b);
  const item = 'inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-3 text-sm no-underline';
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap items-center justify-center gap-1.5">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} rel="prev" className={cn(item, 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100')}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Link>
      ) : null}
      {sorted.map((n, i) => (
        <span key={n} className="flex items-center gap-1.5">
          {i > 0 && n - sorted[i - 1] > 1 ? <span aria-hidden="true" className="px-1 text-slate-400">…</span> : null}
          {n === page ? (
            <span aria-current="page" className={cn(item, 'border-ink-700 bg-ink-700 font-semibold text-white')}>
              {n}
            </span>
          ) : (
            <Link href={hrefFor(n)} className={cn(item, 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100')} aria-label={`Page ${n}`}>
              {n}
            </Link>
          )}
        </span>
      ))}
      {page < lastPage ? (
        <Link href={hrefFor(page + 1)} rel="next" className={cn(item, 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100')}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
