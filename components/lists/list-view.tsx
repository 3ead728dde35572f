import { Download } from '@/components/ui/icons';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ResultCount } from '@/components/ui/list-filters';
import { formatCount } from '@/components/catalogue/format';
import type { SortDirection } from '@/components/ui/table-sort';
import { defaultsOf, filteredBy, hrefOf, isCursorPage, textOf, type ListDefinition, type ListPage, type ListQuery } from './definition';
import { FilterForm } from './filter-form';
import { ListTable, type SortLinks } from './list-table';
import { Pager } from './pager';
import { useListText } from './text';

/** The sort state of a query and the address of another order (page 1), for the headers. */
export function sortLinksOf<T, Q extends ListQuery>(list: ListDefinition<T, Q>, query: Q): SortLinks | undefined {
  if (!list.sort) return undefined;
  const key = String(query.sort ?? list.sort.default);
  const dir = (query.dir as SortDirection | undefined) ?? list.sort.dirOf?.(key) ?? 'asc';
  return { key, dir, hrefFor: (sort, d) => hrefOf(list, query, { sort, dir: d, page: 1 } as unknown as Partial<Q>) };
}

/**
 * A list on its page (a server component): the filter form, the count with the CSV link, the
 * table (cards on a phone) or the empty state, and the paging. `table` replaces the table when a
 * list needs a client island around its rows (selection for bulk moves); it gets the rows.
 */
export function ListView<T, Q extends ListQuery>({
  list,
  page,
  query,
  toolbar,
  table,
  idBase,
}: {
  list: ListDefinition<T, Q>;
  page: ListPage<T>;
  query: Q;
  /** Above the form, at the end of the line ("Add university"). */
  toolbar?: ReactNode;
  table?: (rows: T[]) => ReactNode;
  /** The form fields' id prefix (default: the base's last segment). */
  idBase?: string;
}) {
  const t = useTranslations('shellLists');
  const locale = useLocale();
  const text = useListText();
  const filtered = filteredBy(list, query);
  const defaults = defaultsOf(list, query);
  const carry: Record<string, string> = {};
  for (const name of list.carry ?? (list.sort ? ['sort', 'dir'] : [])) {
    const v = query[name];
    if (v !== undefined && v !== null && v !== '' && v !== defaults[name]) carry[name] = String(v);
  }
  const clearHref = list.clearHref ?? list.base;
  const caption = text(list.caption);
  const none = list.none ? text(textOf(list.none, filtered)) : t('none', { things: text(list.noun.many) });
  const cursor = isCursorPage(page);
  return (
    <div className="space-y-4">
      {toolbar ? <div className="flex flex-wrap justify-end gap-2">{toolbar}</div> : null}
      {list.filters?.length ? (
        <FilterForm
          action={list.base}
          label={list.formLabel ? text(list.formLabel) : t('find', { what: caption.toLowerCase() })}
          idBase={idBase ?? list.base.split('/').filter(Boolean).pop() ?? 'list'}
          filters={list.filters}
          query={query}
          perPage={list.perPage}
          carry={carry}
          clearHref={clearHref}
          filtered={filtered}
        />
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-3">
        {cursor ? (
          page.total !== undefined ? (
            <p className="text-sm text-slate-600" role="status">
              {page.total === 0 ? none : list.noun.counted(page.total, formatCount(page.total, false, locale))}
            </p>
          ) : null
        ) : page.total > 0 || filtered ? (
          <ResultCount page={page} none={none} counted={list.noun.counted} />
        ) : null}
        {list.csv && page.items.length > 0 ? (
          <ButtonLink href={list.csv.href(query)} variant="outline" size="sm" prefetch={false} download>
            <Download aria-hidden="true" className="size-4" />
            {text(list.csv.label)}
            {list.csv.srLabel ? <span className="sr-only"> {text(list.csv.srLabel(cursor ? (page.total ?? page.items.length) : page.total))}</span> : null}
          </ButtonLink>
        ) : null}
      </div>

      {page.items.length > 0 ? (
        table ? (
          table(page.items)
        ) : (
          <ListTable
            caption={list.caption}
            columns={list.columns}
            rows={page.items}
            rowKey={list.rowKey}
            rowData={list.rowData}
            actions={list.actions}
            actionsHeader={list.actionsHeader}
            sort={sortLinksOf(list, query)}
            minWidth={list.minWidth}
          />
        )
      ) : (
        <EmptyState
          title={text(textOf(list.empty.title, filtered))}
          icon={list.empty.icon}
          action={
            filtered ? (
              <ButtonLink href={clearHref} variant="outline">
                {t('clearFilters')}
              </ButtonLink>
            ) : (
              list.empty.action
            )
          }
        >
          {list.empty.body?.(filtered)}
        </EmptyState>
      )}

      <Pager
        label={list.pagesLabel ? text(list.pagesLabel) : t('pagesLabel', { caption })}
        pages={cursor ? undefined : { page: page.page, pageCount: page.pageCount, hrefFor: (n) => hrefOf(list, query, { page: n } as unknown as Partial<Q>) }}
        cursor={cursor ? { prev: page.prev ? hrefOf(list, query, page.prev as Partial<Q>) : null, next: page.next ? hrefOf(list, query, page.next as Partial<Q>) : null } : undefined}
      />
    </div>
  );
}
