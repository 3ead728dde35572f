import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * The public lists' filters: on a phone they collapse behind a "Filters" button so the results come
 * first; on a wide screen (lg) they are always shown. A native <details> (works without
 * JavaScript): wide screens show its content with CSS whatever its state, and AutoSubmit opens it
 * there too (for browsers without `::details-content`).
 */
export function FilterPanel({
  active,
  titleId,
  className,
  children,
}: {
  /** how many filters are on (shown on the button) */
  active: number;
  /** the id of the "Filters" title, to name the form with */
  titleId: string;
  className?: string;
  children: ReactNode;
}) {
  const t = useTranslations('shellCatalogue.filterPanel');
  return (
    <details className={cn('group rounded-lg border border-slate-200 bg-white lg:[&::details-content]:[content-visibility:visible]', className)} data-filter-panel="">
      <summary className="flex h-11 cursor-pointer list-none items-center justify-between gap-2 px-4 font-semibold lg:hidden [&::-webkit-details-marker]:hidden">
        <span id={`${titleId}-button`}>
          {t('title')}
          {active > 0 ? <span className="font-normal text-slate-600"> {t('active', { n: active })}</span> : null}
        </span>
        <span aria-hidden="true" className="text-slate-600 transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="border-t border-slate-200 p-4 lg:border-t-0">
        <h2 id={titleId} className="mb-3 hidden font-semibold lg:block">
          {t('title')}
        </h2>
        {children}
      </div>
    </details>
  );
}
