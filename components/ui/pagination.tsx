import { ChevronLeft, ChevronRight } from '@/components/ui/icons';
import { Link } from '@/components/i18n/link';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/utils';

/**
 * The page numbers to show around `page`: the first, the last, and the neighbours, with `null`
 * where a gap (…) goes. Pure, so it is unit-tested.
 */
export function pageWindow(page: number, lastPage: number): (number | null)[] {
  if (lastPage <= 1) return [];
  const pages = [...new Set([1, lastPage, page - 1, page, page + 1])].filter((n) => n >= 1 && n <= lastPage).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  pages.forEach((n, i) => {
    if (i > 0 && n - pages[i - 1] > 1) out.push(null);
    out.push(n);
  });
  return out;
}

const item = 'inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-3 text-sm no-underline';
const idle = 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100';

/**
 * Page links (real URLs, so they work without JavaScript and can be shared). `hrefFor(n)` builds
 * the address of page n with the other parameters kept. Not prefetched: a list page is rendered per
 * request (components/layout/sidebar.tsx says why).
 */
export function Pagination({
  page,
  lastPage,
  hrefFor,
  label,
  className,
}: {
  page: number;
  lastPage: number;
  hrefFor: (n: number) => string;
  /** The navigation's name (default "Pages"). */
  label?: string;
  className?: string;
}) {
  const t = useTranslations('shellCommon.pagination');
  const window = pageWindow(page, lastPage);
  if (window.length === 0) return null;
  return (
    <nav aria-label={label ?? t('label')} className={cn('mt-8 flex flex-wrap items-center justify-center gap-1.5', className)}>
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} prefetch={false} rel="prev" className={cn(item, idle)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('previous')}
        </Link>
      ) : null}
      {window.map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-400">
            …
          </span>
        ) : n === page ? (
          <span key={n} aria-current="page" className={cn(item, 'border-ink-700 bg-ink-700 font-semibold text-white')}>
            {n}
          </span>
        ) : (
          <Link key={n} href={hrefFor(n)} prefetch={false} className={cn(item, idle)} aria-label={t('page', { n })}>
            {n}
          </Link>
        ),
      )}
      {page < lastPage ? (
        <Link href={hrefFor(page + 1)} prefetch={false} rel="next" className={cn(item, idle)}>
          {t('next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
