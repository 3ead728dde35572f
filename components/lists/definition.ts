import type { ComponentProps, ReactNode } from 'react';
import type { EmptyState } from '@/components/ui/empty-state';
import type { SortDirection } from '@/components/ui/table-sort';
import { listHref, type Page } from '@/lib/http/page';

/**
 * A list, declared once (client-safe: no server code, so a client island may hold one too). The
 * kit (list-view.tsx) renders it: the GET filter form, the count and the CSV link, the table (rows
 * become cards on a phone), the empty state and the paging. Every address the list links to is
 * built by `hrefOf` from the current query, so filters, sort headers and pages keep each other.
 */

/** A query as the list's URL carries it (already parsed by the list's own schema). */
export type ListQuery = Readonly<Record<string, string | number | boolean | null | undefined>>;

/**
 * Where a column goes on a phone, where each row is a card: its title, a labelled line (default),
 * a labelled block (`stack`: the label over the value, for long values such as a reference), or nowhere.
 */
export type CardPlace = 'title' | 'line' | 'stack' | 'hidden';

export interface ListColumn<T> {
  /** The header (also the card line's label). */
  header: string;
  cell: (row: T) => ReactNode;
  /** The list's sort key: the header becomes a link that sorts by it (on the server). */
  sort?: string;
  /** The first direction a click on this header asks for (counts and dates: 'desc'). */
  firstDir?: SortDirection;
  /** 'end': numbers, aligned to the end of the line (right; left in a right-to-left language). */
  align?: 'end';
  /** Classes of the cell (not the header). */
  className?: string;
  card?: CardPlace;
  /** The header is read by screen readers only ("Open", "Actions"). */
  srHeader?: boolean;
  /** The cell names its row (`<th scope="row">`), as a course title in a table of courses. */
  rowHeader?: boolean;
}

export interface FilterOption {
  value: string;
  label: string;
  /** A disabled record: still choosable in the back office, shown marked as disabled. */
  disabled?: boolean;
}

/**
 * Choices too many to list in a <select> (a season's universities, employers): the form shows a
 * text input holding the value, and a client island may offer matches from `endpoint`
 * (GET `?q=…&limit=…` answering `FilterOption[]`). Without JavaScript the typed value is sent.
 */
export interface OptionSource {
  endpoint: string;
  /** The current value's option (the page resolves its label), so the input shows a name, not an id. */
  selected?: FilterOption | null;
  minChars?: number;
}

export type ListFilter =
  | { kind: 'search'; name: string; label: string; hint?: string; maxLength?: number }
  | { kind: 'select'; name: string; label: string; hint?: string; options: readonly FilterOption[]; /** the empty choice's label (no empty choice without it) */ any?: string }
  | {
      kind: 'typeahead';
      /** The chosen option's value (`university_id`), set by the suggestions island. */
      name: string;
      label: string;
      hint?: string;
      source: OptionSource;
      /** The typed text's parameter (`university_q`): what the form sends without JavaScript (default: `name`). */
      textName?: string;
    }
  | { kind: 'date'; name: string; label: string };

export interface ListDefinition<T, Q extends ListQuery = ListQuery> {
  /** The list's address (the form's action). */
  base: string;
  /** Names the table ("Universities"); the form is "Find <caption lower case>" unless `searchLabel` says. */
  caption: string;
  /**
   * The count's words: `many` ("universities", in "No universities match"), and `counted`, the
   * number with its noun in the language's plural form ("1 university", "42 universities"),
   * given the number and its display ("10,000+").
   */
  noun: { many: string; counted: (n: number, total: string) => string };
  rowKey: (row: T) => string | number;
  /** `data-…` attributes of a row (what tests and scripts find it by). */
  rowData?: (row: T) => Record<`data-${string}`, string | number>;
  columns: readonly ListColumn<T>[];
  /** The row's actions (a client island each), in a last column / at the foot of a card. */
  actions?: (row: T) => ReactNode;
  /** The actions column's header ("Actions"; `srHeader` hides it visually). */
  actionsHeader?: { label: string; srOnly?: boolean };
  filters?: readonly ListFilter[];
  /** Page sizes offered in the form (a `per_page` select); none: no choice. */
  perPage?: readonly number[];
  /** Values left out of addresses (the defaults), per query when they depend on it (a sort's own direction). */
  defaults?: ListQuery | ((query: Q) => ListQuery);
  /** Sorting on the server: the default key, and each key's first direction. */
  sort?: { default: string; dirOf?: (key: string) => SortDirection };
  /** Query values the form carries along unchanged (the sort). */
  carry?: readonly string[];
  /** The address of a query (default: `listHref(base, query, defaults)`). */
  href?: (query: Q) => string;
  /** Whether the query filters the list (the Clear link, the empty state's words). */
  isFiltered?: (query: Q) => boolean;
  /** A link to a streaming CSV of the same filter (the endpoint streams; the kit only links). */
  csv?: { href: (query: Q) => string; label: string; /** completes the label for screen readers, given the count */ srLabel?: (total: number) => string };
  /** The table's narrowest width on a larger screen (it scrolls inside its frame below it). */
  minWidth?: string;
  /** The form's landmark name ("Find universities"). */
  formLabel?: string;
  /** The count when nothing matches ("No universities match.") */
  none?: string | ((filtered: boolean) => string);
  empty: {
    title: string | ((filtered: boolean) => string);
    body?: (filtered: boolean) => ReactNode;
    /** The way out when not filtered ("Add university"); filtered, the kit offers "Clear the filters". */
    action?: ReactNode;
    icon?: ComponentProps<typeof EmptyState>['icon'];
  };
  /** The pages' landmark name ("Universities pages"). */
  pagesLabel?: string;
  /** A link the form's Clear goes to (default `base`). */
  clearHref?: string;
}

/**
 * A page of rows by number (`Page<T>`), or by keyset cursor: the next issue's long lists page by
 * "the rows after this one", so a page knows only its neighbours' cursors.
 */
export interface CursorPage<T> {
  items: T[];
  /** The query values that open the previous / next page (null: none). */
  prev: ListQuery | null;
  next: ListQuery | null;
  /** The number of matches when it is known cheaply. */
  total?: number;
}

export type ListPage<T> = Page<T> | CursorPage<T>;

export const isCursorPage = <T>(page: ListPage<T>): page is CursorPage<T> => 'next' in page && !('pageCount' in page);

/** The values an address leaves out for this query. */
export function defaultsOf<T, Q extends ListQuery>(list: ListDefinition<T, Q>, query: Q): ListQuery {
  const d = typeof list.defaults === 'function' ? list.defaults(query) : (list.defaults ?? {});
  return list.sort ? { sort: list.sort.default, dir: list.sort.dirOf?.(String(query.sort ?? list.sort.default)) ?? 'asc', ...d } : d;
}

/** The address of the list for `query` changed by `change`. */
export function hrefOf<T, Q extends ListQuery>(list: ListDefinition<T, Q>, query: Q, change: Partial<Q> = {}): string {
  const next = { ...query, ...change } as Q;
  if (list.href) return list.href(next);
  // The filters first, then the order, then the rest (listHref puts the page last).
  const first = [...(list.filters ?? []).map((f) => f.name), 'sort', 'dir'].filter((k) => k in next);
  const ordered = Object.fromEntries([...first, ...Object.keys(next).filter((k) => !first.includes(k))].map((k) => [k, next[k]]));
  return listHref(list.base, ordered, defaultsOf(list, next));
}

/** Whether the query filters the list: a filter's value differs from its default. */
export function filteredBy<T, Q extends ListQuery>(list: ListDefinition<T, Q>, query: Q): boolean {
  if (list.isFiltered) return list.isFiltered(query);
  const d = defaultsOf(list, query);
  return (list.filters ?? []).some((f) => {
    const v = query[f.name];
    return v !== undefined && v !== null && v !== '' && v !== d[f.name];
  });
}

export const textOf = (v: string | ((filtered: boolean) => string), filtered: boolean) => (typeof v === 'function' ? v(filtered) : v);

/** The page sizes a back-office list offers. */
export const PER_PAGE_CHOICES = [10, 20, 40, 60] as const;

/** Options from a label map (`{ enabled: 'Enabled' }`). */
export const optionsOf = (labels: Readonly<Record<string, string>>, keys: readonly string[] = Object.keys(labels)): FilterOption[] => keys.map((k) => ({ value: k, label: labels[k] }));

/** Options from rows with an id and a name. */
export const idOptions = (rows: readonly { id: number | string; name: string }[]): FilterOption[] => rows.map((r) => ({ value: String(r.id), label: r.name }));
