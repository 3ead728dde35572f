import { Link } from '@/components/i18n/link';
import { useTranslations } from 'next-intl';
import type { CSSProperties, ReactNode } from 'react';
import { nextSort, type SortDirection } from '@/components/ui/table-sort';
import { cn } from '@/lib/utils';
import type { CardPlace, ListColumn } from './definition';
import { useListText } from './text';
import { SpriteIcon } from '@/components/ui/sprite-icon';

/**
 * The table of a list, and its phone layout from the same markup: below the `sm` breakpoint the
 * rows become cards (the title first, each other cell a labelled line, the actions at the foot),
 * so status and actions stay visible at 360 px without a sideways scroll; a `foot` (a total) is
 * the last line of the table, a line of its own under the cards. Server or client.
 */

/** The state of the server-side sort and the address of another order. */
export interface SortLinks {
  key: string;
  dir: SortDirection;
  hrefFor: (key: string, dir: SortDirection) => string;
}

// Named once in app/globals.css (the cells' utility lists, written on every cell, were most of a list page's bytes).
const cardCell: Record<CardPlace, string> = {
  // i18n-ignore (CSS classes)
  title: 'list-card-title',
  line: 'list-card-line',
  stack: 'list-card-stack',
  hidden: 'list-card-hidden',
};

/** A header that sorts on the server: a link to the list in the other order, `aria-sort` on the sorted one. */
export function SortHeader({ label, column, sort, firstDir = 'asc', className }: { label: string; column: string; sort: SortLinks; firstDir?: SortDirection; className?: string }) {
  const t = useTranslations('shellCommon.table');
  const sorted = sort.key === column;
  const next = sorted ? nextSort({ key: column, direction: sort.dir }, column).direction : firstDir;
  // aria-sort's own values (not words for people).
  const ariaSort = (d: SortDirection) => (d === 'asc' ? 'ascending' : 'descending');
  return (
    <th scope="col" className={cn('px-4 py-3 font-semibold', className)} aria-sort={sorted ? ariaSort(sort.dir) : undefined}>
      <Link href={sort.hrefFor(column, next)} prefetch={false} className="sort-link">
        {label}
        {!sorted ? (
          <SpriteIcon name="arrow-up-down" className="size-3.5 text-slate-400" />
        ) : sort.dir === 'asc' ? (
          <SpriteIcon name="arrow-up" className="size-3.5 text-slate-900" />
        ) : (
          <SpriteIcon name="arrow-down" className="size-3.5 text-slate-900" />
        )}
        <span className="sr-only">{sorted ? t('sorted', { dir: sort.dir }) : t('sort', { dir: next })}</span>
      </Link>
    </th>
  );
}

export function ListTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowData,
  actions,
  actionsHeader,
  sort,
  minWidth = '44rem',
  lead,
  rowClass,
  foot,
}: {
  caption: string;
  columns: readonly ListColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  rowData?: (row: T) => Record<string, string | number>;
  actions?: (row: T) => ReactNode;
  actionsHeader?: { label: string; srOnly?: boolean };
  sort?: SortLinks;
  minWidth?: string;
  /** A first column before the others (a selection check box): its header and its cell. */
  lead?: { header: ReactNode; cell: (row: T) => ReactNode };
  rowClass?: (row: T) => string | undefined;
  /** A last line under the rows (a total): its header, naming it, and its value under the other columns. */
  foot?: { label: ReactNode; value: ReactNode };
}) {
  const t = useTranslations('shellCommon.table');
  const text = useListText();
  const header = actionsHeader ? { ...actionsHeader, label: text(actionsHeader.label) } : { label: t('actions') };
  // i18n-ignore (CSS class)
  const end = (c: ListColumn<T>) => (c.align === 'end' ? 'list-cell-end' : undefined);
  return (
    // relative: sr-only texts inside cells are positioned inside the scroller, not beyond the page.
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm max-sm:overflow-visible max-sm:border-0 max-sm:bg-transparent max-sm:shadow-none">
      <table className="w-full text-start text-sm max-sm:block sm:min-w-(--list-min)" style={{ '--list-min': minWidth } as CSSProperties}>
        <caption className="sr-only">{text(caption)}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600 max-sm:sr-only">
          <tr>
            {lead ? <th scope="col" className="w-10 px-4 py-3">{lead.header}</th> : null}
            {columns.map((c) =>
              c.sort && sort ? (
                <SortHeader key={c.header} label={text(c.header)} column={c.sort} sort={sort} firstDir={c.firstDir} className={end(c)} />
              ) : (
                <th key={c.header} scope="col" className={cn('px-4 py-3 font-semibold', end(c))}>
                  {c.srHeader ? <span className="sr-only">{text(c.header)}</span> : text(c.header)}
                </th>
              ),
            )}
            {actions ? (
              <th scope="col" className="list-head-actions">
                {header.srOnly ? <span className="sr-only">{header.label}</span> : header.label}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 max-sm:block max-sm:space-y-3 max-sm:divide-y-0">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              {...rowData?.(row)}
              className={cn('list-row', rowClass?.(row))}
            >
              {lead ? <td className="list-cell-lead">{lead.cell(row)}</td> : null}
              {columns.map((c, i) => {
                const Cell = c.rowHeader ? 'th' : 'td';
                // A plain line cell has no class (the row styles it, app/globals.css) and no
                // attribute is written undefined: each one repeats on 600 cells, twice.
                const className = cn(c.card && c.card !== 'line' ? cardCell[c.card] : undefined, end(c), c.className);
                return (
                  <Cell key={i} {...(c.rowHeader ? { scope: 'row' } : {})} data-label={text(c.header)} {...(className ? { className } : {})}>
                    {c.cell(row)}
                  </Cell>
                );
              })}
              {actions ? <td className="list-cell-actions">{actions(row)}</td> : null}
            </tr>
          ))}
        </tbody>
        {foot ? (
          <tfoot className="max-sm:block">
            <tr className="list-foot">
              <th scope="row" className="px-4 py-3 text-start font-semibold text-slate-900 max-sm:block max-sm:p-0">
                {foot.label}
              </th>
              <td className="px-4 py-3 font-semibold text-slate-900 max-sm:block max-sm:p-0" colSpan={columns.length + (lead ? 1 : 0) + (actions ? 1 : 0) - 1}>
                {foot.value}
              </td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
