import { z } from 'zod';

/**
 * Pages of a list, the same everywhere: every `list…` returns a `Page<T>`, and every list read
 * from a URL takes its page and size through `pageParamsSchema` (lenient: a value out of range is
 * clamped, never an error page). Client-safe.
 */
export interface Page<T> {
  items: T[];
  /** the number of matches (lists that cap their count say so beside it) */
  total: number;
  /** `total` is a cap: there are more matches (shown "10,000+"); the pages go up to the cap */
  totalCapped?: boolean;
  /** 1-based, at most pageCount */
  page: number;
  perPage: number;
  /** at least 1, so "page 1 of 1" holds for an empty list */
  pageCount: number;
}

export const PER_PAGE_MIN = 10;
export const PER_PAGE_MAX = 60;
export const PER_PAGE_DEFAULT = 20;
/**
 * The largest page number a URL may ask for: no list caps its pages (every page its count offers
 * opens its own rows, read from the nearer end of an index, lib/lists/seek.ts); each clamps a page
 * past its last to its last.
 */
export const PAGE_LIMIT = 2_147_483_647;

const clampedInt = (min: number, max: number, fallback: number) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => {
      const n = v === undefined ? NaN : typeof v === 'number' ? Math.trunc(v) : Number.parseInt(v, 10);
      if (!Number.isFinite(n)) return fallback;
      return Math.min(max, Math.max(min, n));
    });

/** A page number (1.., default 1; the list clamps it to its last page) and a page size (10..60, default 20), lenient. */
export const pageField = clampedInt(1, PAGE_LIMIT, 1);
export const perPageField = clampedInt(PER_PAGE_MIN, PER_PAGE_MAX, PER_PAGE_DEFAULT);

/** `page` and `per_page` as a URL carries them; lists with other filters spread the two fields. */
export const pageParamsSchema = z.object({ page: pageField, per_page: perPageField });

export type PageParams = z.output<typeof pageParamsSchema>;

/** The number of pages of `total` items (at least 1). */
export function pageCountOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}

/** Builds a page from its items and the count of all matches. */
export function toPage<T>(items: T[], total: number, page: number, perPage: number): Page<T> {
  return { items, total, page, perPage, pageCount: pageCountOf(total, perPage) };
}

type ParamValue = string | number | boolean | null | undefined;

/**
 * A list page's address: `base` plus each value that is set and differs from its default, the
 * list's own parameters first, then `per_page` (unless PER_PAGE_DEFAULT) and `page` (unless 1).
 * Filter forms, pagination and sort links of every list build their links with it.
 */
export function listHref(base: string, values: Readonly<Record<string, ParamValue>>, defaults: Readonly<Record<string, ParamValue>> = {}): string {
  const all: Record<string, ParamValue> = { per_page: PER_PAGE_DEFAULT, page: 1, ...defaults };
  const p = new URLSearchParams();
  const keys = [...Object.keys(values).filter((k) => k !== 'per_page' && k !== 'page'), 'per_page', 'page'];
  for (const k of keys) {
    const v = values[k];
    if (v === undefined || v === null || v === '' || v === false || v === all[k]) continue;
    p.set(k, String(v));
  }
  const s = p.toString();
  return s ? `${base}?${s}` : base;
}
