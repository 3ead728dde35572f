import { z } from 'zod';

/**
 * A type-ahead's question (`?q=&limit=`, components/lists/typeahead.tsx): the typed text and how
 * many options to answer (1-20, default 10). Every type-ahead endpoint takes it and answers
 * `FilterOptionRow[]`. Client-safe.
 */
export const optionSearchSchema = z.object({
  q: z
    .string()
    .optional()
    .catch(undefined)
    .transform((v) => v?.trim().slice(0, 100) || undefined),
  limit: z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => {
      const n = v === undefined ? NaN : Number.parseInt(String(v), 10);
      return Number.isFinite(n) ? Math.min(20, Math.max(1, n)) : 10;
    }),
});

/** An option of a type-ahead filter: the value the form sends and the name shown. */
export interface FilterOptionRow {
  value: string;
  label: string;
  /** A disabled record: still choosable in the back office, shown marked as disabled. */
  disabled?: boolean;
}
