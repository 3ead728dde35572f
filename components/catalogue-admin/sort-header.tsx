import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import Link from 'next/link';
import { Th } from '@/components/ui/table';
import { nextSort, type SortDirection } from '@/components/ui/table-sort';

/**
 * A column header of a list sorted on the server: a link to the same list sorted by this column
 * (ascending first, then the other way on the next click, as table-sort's nextSort cycles), with
 * `aria-sort` on the sorted column. The order lives in the address, so it survives a reload.
 */
export function SortHeader({
  label,
  column,
  sort,
  dir,
  hrefFor,
  className,
  firstDir = 'asc',
}: {
  label: string;
  column: string;
  sort: string;
  dir: SortDirection;
  hrefFor: (sort: string, dir: SortDirection) => string;
  className?: string;
  /** The direction of the first click (counts and dates start with the largest). */
  firstDir?: SortDirection;
}) {
  const sorted = sort === column;
  const next = sorted ? nextSort({ key: column, direction: dir }, column).direction : firstDir;
  const Icon = sorted ? (dir === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
  return (
    <Th className={className} aria-sort={sorted ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}>
      <Link href={hrefFor(column, next)} className="inline-flex items-center gap-1 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ink-600">
        {label}
        <Icon aria-hidden="true" className="size-3.5" />
        <span className="sr-only">{sorted ? `, sorted ${dir === 'asc' ? 'ascending' : 'descending'}` : ', sort'}</span>
      </Link>
    </Th>
  );
}
