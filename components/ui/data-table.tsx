'use client';

import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { cn } from '@/lib/utils';
import { Checkbox } from './checkbox';
import { EmptyState } from './empty-state';
import { Table, TBody, Td, Th, THead } from './table';
import { nextSort, selectionState, type SortState, type SortValue, sortRows, toggleAll } from './table-sort';

/**
 * A table of rows already loaded (a page of them): sortable headers (buttons, with aria-sort on
 * the header), optional row selection (a check box per row and one for all shown rows), and the
 * empty state when there is nothing. Lists longer than a page sort on the server (the URL holds
 * the order) and use Table directly.
 */
export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The value to sort by; a column without one is not sortable. */
  sortValue?: (row: T) => SortValue;
  className?: string;
}

export function DataTable<T>({
  caption,
  columns,
  rows,
  rowId,
  rowLabel,
  empty,
  selectable,
  onSelectionChange,
  initialSort = null,
  minWidth,
}: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowId: (row: T) => string;
  /** Names a row for its check box ("Select Li Wei"). */
  rowLabel?: (row: T) => string;
  empty: { title: string; body?: ReactNode; action?: ReactNode };
  selectable?: boolean;
  onSelectionChange?: (ids: string[]) => void;
  initialSort?: SortState | null;
  minWidth?: string;
}) {
  const [sort, setSort] = useState<SortState | null>(initialSort);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const sorted = useMemo(
    () => sortRows(rows, sort, (row, key) => columns.find((c) => c.key === key)?.sortValue?.(row)),
    [rows, sort, columns],
  );
  if (rows.length === 0) return <EmptyState title={empty.title} action={empty.action}>{empty.body}</EmptyState>;

  const ids = sorted.map(rowId);
  const select = (next: Set<string>) => {
    setSelected(next);
    onSelectionChange?.([...next]);
  };

  return (
    <Table caption={caption} minWidth={minWidth}>
      <THead>
        <tr>
          {selectable ? (
            <Th className="w-10">
              <Checkbox aria-label="Select all rows shown" checked={selectionState(ids, selected)} onCheckedChange={() => select(toggleAll(ids, selected))} />
            </Th>
          ) : null}
          {columns.map((c) => {
            const active = sort?.key === c.key ? sort.direction : null;
            const Icon = active === 'asc' ? ArrowUp : active === 'desc' ? ArrowDown : ArrowUpDown;
            return (
              <Th key={c.key} className={c.className} aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : c.sortValue ? 'none' : undefined}>
                {c.sortValue ? (
                  <button
                    type="button"
                    onClick={() => setSort(nextSort(sort, c.key))}
                    className="inline-flex items-center gap-1 uppercase tracking-wide hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-ink-600"
                  >
                    {c.header}
                    <Icon aria-hidden="true" className={cn('size-3.5', active ? 'text-slate-900' : 'text-slate-400')} />
                  </button>
                ) : (
                  c.header
                )}
              </Th>
            );
          })}
        </tr>
      </THead>
      <TBody>
        {sorted.map((row) => {
          const id = rowId(row);
          return (
            <tr key={id} aria-selected={selectable ? selected.has(id) : undefined} className={selected.has(id) ? 'bg-ink-50' : undefined}>
              {selectable ? (
                <Td>
                  <Checkbox
                    aria-label={rowLabel ? `Select ${rowLabel(row)}` : 'Select row'}
                    checked={selected.has(id)}
                    onCheckedChange={(on) => {
                      const next = new Set(selected);
                      if (on === true) next.add(id);
                      else next.delete(id);
                      select(next);
                    }}
                  />
                </Td>
              ) : null}
              {columns.map((c) => (
                <Td key={c.key} className={c.className}>
                  {c.cell(row)}
                </Td>
              ))}
            </tr>
          );
        })}
      </TBody>
    </Table>
  );
}
