/**
 * Sorting and selection rules of the list kit's tables (components/lists), pure (unit-tested): a header click cycles its column
 * ascending → descending → ascending; values compare as numbers, dates or text (locale-aware,
 * numeric-aware), with empty values last whichever the direction.
 */
export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: string;
  direction: SortDirection;
}

export function nextSort(current: SortState | null, key: string): SortState {
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export type SortValue = string | number | Date | null | undefined;

export function compareValues(a: SortValue, b: SortValue): number {
  if (a instanceof Date) a = a.getTime();
  if (b instanceof Date) b = b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

export function sortRows<T>(rows: readonly T[], sort: SortState | null, valueOf: (row: T, key: string) => SortValue): T[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const empty = (v: SortValue) => v === null || v === undefined || v === '';
  // A stable sort on the index keeps equal rows in their original order.
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row, sort.key) }))
    .sort((x, y) => {
      if (empty(x.value) || empty(y.value)) return empty(x.value) === empty(y.value) ? x.index - y.index : empty(x.value) ? 1 : -1;
      return sign * compareValues(x.value, y.value) || x.index - y.index;
    })
    .map((x) => x.row);
}

/** The header checkbox's state for the rows shown: all, none, or some ("mixed"). */
export function selectionState(shownIds: readonly string[], selected: ReadonlySet<string>): boolean | 'indeterminate' {
  const count = shownIds.filter((id) => selected.has(id)).length;
  if (count === 0) return false;
  return count === shownIds.length ? true : 'indeterminate';
}

/** Toggles every shown row: selects them all unless all are selected already. */
export function toggleAll(shownIds: readonly string[], selected: ReadonlySet<string>): Set<string> {
  const next = new Set(selected);
  if (selectionState(shownIds, selected) === true) shownIds.forEach((id) => next.delete(id));
  else shownIds.forEach((id) => next.add(id));
  return next;
}
