import { z } from 'zod';
import { validation } from '@/lib/messages';

/**
 * Text fields as the job side's forms and the seed's clients send them (a value, or an array when a
 * key repeats: the first counts), shared by the part-time, direct-hire and admin schemas.
 */
export const one = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/** Trimmed text of 1 to `max` characters (blank or missing: "required"). */
export const requiredText = (max: number) =>
  z.preprocess(
    (v) => {
      const s = one(v);
      return s === null || s === undefined ? '' : String(s).trim();
    },
    z.string().min(1, validation.required).max(max, validation.maxLength(max)),
  );

/** Blank or missing → undefined, else trimmed text of at most `max`. */
export const optionalText = (max: number) =>
  z.preprocess(
    (v) => {
      const s = one(v);
      if (s === null || s === undefined) return undefined;
      const t = String(s).trim();
      return t === '' ? undefined : t;
    },
    z.string().max(max, validation.maxLength(max)).optional(),
  );
