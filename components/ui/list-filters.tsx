import { Search } from '@/components/ui/icons';
import { useLocale, useTranslations } from 'next-intl';
import { formatCount } from '@/components/catalogue/format';
import type { Page } from '@/lib/http/page';
import { Button, ButtonLink } from './button';

/** A list's filter form buttons: Search, and Clear (back to the unfiltered list) when filtered. */
export function FilterButtons({ clearHref, filtered }: { clearHref: string; filtered: boolean }) {
  const t = useTranslations('shellLists');
  return (
    <div className="flex gap-2">
      <Button type="submit">
        <Search aria-hidden="true" className="size-4" />
        {t('search')}
      </Button>
      {filtered ? (
        <ButtonLink href={clearHref} variant="ghost">
          {t('clear')}
        </ButtonLink>
      ) : null}
    </div>
  );
}

/** "Showing 11 to 20 of 42 accounts", or the list's own words for no match (announced politely). */
export function ResultCount({
  page,
  none,
  counted,
}: {
  page: Pick<Page<unknown>, 'page' | 'perPage' | 'total' | 'totalCapped'>;
  none: string;
  /** the list's number with its noun ("42 accounts"), given the number and its display */
  counted: (n: number, total: string) => string;
}) {
  const t = useTranslations('shellLists');
  const locale = useLocale();
  const first = page.total === 0 ? 0 : (page.page - 1) * page.perPage + 1;
  const last = Math.min(page.total, page.page * page.perPage);
  return (
    <p className="text-sm text-slate-600" role="status">
      {page.total === 0 ? none : t('showing', { first: formatCount(first, false, locale), last: formatCount(last, false, locale), counted: counted(page.total, formatCount(page.total, page.totalCapped, locale)) })}
    </p>
  );
}
