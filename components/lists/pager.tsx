import { ChevronLeft, ChevronRight } from '@/components/ui/icons';
import { Link } from '@/components/i18n/link';
import { useTranslations } from 'next-intl';
import { Pagination } from '@/components/ui/pagination';
import { cn } from '@/lib/utils';

const item = 'inline-flex h-9 min-w-9 items-center justify-center rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-800 no-underline hover:bg-slate-100';

/**
 * A list's paging: numbered pages (`Page<T>`), or "Previous / Next" links between keyset pages
 * (a cursor page knows only its neighbours). Real links either way, so they work without JavaScript.
 */
export function Pager({ label, pages, cursor }: { label: string; pages?: { page: number; pageCount: number; hrefFor: (n: number) => string }; cursor?: { prev: string | null; next: string | null } }) {
  const t = useTranslations('shellCommon.pagination');
  if (pages) return <Pagination page={pages.page} lastPage={pages.pageCount} hrefFor={pages.hrefFor} label={label} className="mt-4" />;
  if (!cursor || (!cursor.prev && !cursor.next)) return null;
  return (
    <nav aria-label={label} className={cn('mt-4 flex items-center justify-center gap-2')}>
      {cursor.prev ? (
        <Link href={cursor.prev} prefetch={false} rel="prev" className={item}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('previous')}
        </Link>
      ) : null}
      {cursor.next ? (
        <Link href={cursor.next} prefetch={false} rel="next" className={item}>
          {t('next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
