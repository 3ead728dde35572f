import { z } from 'zod';
import { textInput, textType } from '@/lib/forms/text';
import { validation } from '@/lib/messages';

/**
 * Text fields as the job side's forms and the seed's clients send them (a value, or an array when a
 * key repeats: the first counts), shared by the part-time, direct-hire and admin schemas. A number
 * is its digits (the old job backend took `weight: 70`); any other type answers "Enter text"
 * (lib/forms/text.ts), never a thrown `String(v)`.
 */
export const one = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/** One value as trimmed text when it is text (or a number); other types unchanged, for the schema to refuse. */
export const oneText = (v: unknown): unknown => {
  const s = textInput(one(v));
  return typeof s === 'string' ? s.trim() : s;
};

/** Trimmed text of 1 to `max` characters (blank or missing: "required"; another type: "Enter text"). */
export const requiredText = (max: number) =>
  z.preprocess(
    (v) => {
      const s = oneText(v);
      return s === null || s === undefined ? '' : s;
    },
    textType().min(1, validation.required).max(max, validation.maxLength(max)),
  );

/** Blank or missing → undefined, else trimmed text of at most `max` (another type: "Enter text"). */
export const optionalText = (max: number) =>
  z.preprocess(
    (v) => {
      const s = oneText(v);
      return s === null || s === '' ? undefined : s;
    },
    textType().max(max, validation.maxLength(max)).optional(),
  );
