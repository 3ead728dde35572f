/**
 * The back office's form fields, client-safe: the field schemas the university, course and
 * resource forms are built from (yuan in, fen out; stored file names; flags; dates; slugs;
 * required and optional references).
 */
import { z } from 'zod';
import { textInput, textType, trimmedTextInput } from '@/lib/forms/text';
import { idSchema } from '@/lib/http/id';
import { isHttpUrl } from '@/lib/http/url';
import { isSafeStorageKey } from '@/lib/storage/driver';
import { validation } from '@/lib/messages';

/** Yuan as typed (up to 2 decimals) → fen (integer); blank → null. */
export const yuan = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : v === null ? null : typeof v === 'string' ? v.trim().replace(/,/g, '') : v),
  z
    .union([z.number(), z.string()])
    .pipe(z.coerce.number<string | number>({ error: validation.invalidNumber }).min(0, validation.minNumber(0)).max(100_000_000, validation.maxNumber(100_000_000)))
    .transform((n) => Math.round(n * 100))
    .nullable()
    .optional(),
);

// Text fields take the old clients' numbers (a program's `duration: 4`) and say "Enter text" to other types.
export const optionalText = (max: number) =>
  z.preprocess(
    (raw) => {
      const v = textInput(raw);
      return v === undefined ? undefined : v === null ? null : typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v;
    },
    textType().max(max, validation.maxLength(max)).nullable().optional(),
  );

/** A web address an admin enters: http or https only (it becomes a link on public pages). */
export const optionalHttpUrl = (max: number) =>
  z.preprocess(
    (v) => (v === undefined ? undefined : v === null ? null : typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
    textType()
      .max(max, validation.maxLength(max))
      .refine(isHttpUrl, validation.httpUrl)
      .nullable()
      .optional(),
  );

/** The name of a file already stored (`<uuid>.png`): never a path or an address. */
export const storedFileName = z.preprocess(
  (v) => (v === undefined ? undefined : v === null ? null : typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
  textType()
    .max(200, validation.maxLength(200))
    .refine(isSafeStorageKey, validation.invalidValue)
    .nullable()
    .optional(),
);

/**
 * A reference id a form may leave out, by the one id rule (`idSchema`): null clears it; a blank
 * means `blank` (undefined: leave as it is; null: clear).
 */
export const optionalRef = (blank: null | undefined) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? blank : v), idSchema({ invalid: validation.chooseOption }).nullable().optional());

export const optionalInt = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v === null ? null : v),
    z
      .union([z.number(), z.string().trim()])
      .pipe(z.coerce.number<string | number>({ error: validation.digitsOnly }).int(validation.digitsOnly).min(min, validation.minNumber(min)).max(max, validation.maxNumber(max)))
      .nullable()
      .optional(),
  );

/** 1/0, true/false, "on" (a checkbox) → boolean. */
export const flag = z.preprocess(
  (v) => {
    if (v === undefined || v === '') return undefined;
    if (v === true || v === 1 || v === '1' || v === 'true' || v === 'on' || v === 'yes') return true;
    if (v === false || v === 0 || v === '0' || v === 'false' || v === 'off' || v === 'no') return false;
    return v;
  },
  z.boolean({ error: validation.chooseOption }).optional(),
);

export const isoDate = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : v),
  textType(validation.invalidDate)
    .regex(/^\d{4}-\d{2}-\d{2}$/, validation.invalidDate)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), validation.invalidDate)
    .nullable()
    .optional(),
);

/** A name → a slug ("Zhejiang University" → "zhejiang-university"); client-safe, so the form can propose one. */
export function slugify(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}

/** An address part an admin may edit: blank = made from the name (create) or kept (update). */
export const slugField = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim().toLowerCase()) : v === null ? undefined : v),
  textType()
    .max(120, validation.maxLength(120))
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, validation.slugFormat)
    .optional(),
);

/** A required text that an update may leave out but never blank. */
export const requiredTrimmed = (min: number, max: number) =>
  z.preprocess(
    (raw) => {
      const v = trimmedTextInput(raw);
      return v === null ? '' : v;
    },
    textType().min(1, { error: validation.required, abort: true }).min(min, validation.minLength(min)).max(max, validation.maxLength(max)),
  );

/** A required reference (a select): present and a positive id. */
export const requiredId = idSchema({ required: validation.chooseOption, invalid: validation.chooseOption });

/** Yuan as `yuan`, but a blank sent is "none" (null), so a form can clear it. */
export const clearableYuan = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), yuan);

/** Years of study, one decimal (1.5). */
export const durationYears = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : v === null ? null : typeof v === 'string' ? v.trim().replace(/\s*years?$/i, '') : v),
  z
    .union([z.number(), z.string()])
    .pipe(z.coerce.number<string | number>({ error: validation.invalidNumber }).min(0.5, validation.minNumber(0.5)).max(10, validation.maxNumber(10)))
    .transform((n) => Math.round(n * 10) / 10)
    .nullable()
    .optional(),
);

export const requiredText = (min: number, max: number) =>
  z.preprocess(
    trimmedTextInput,
    textType().min(1, { error: validation.required, abort: true }).min(min, validation.minLength(min)).max(max, validation.maxLength(max)),
  );

export const requiredInt = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v),
    z
      .union([z.number(), z.string()], { error: (iss) => (iss.input === undefined || iss.input === null ? validation.required : validation.wholeNumber) })
      .pipe(z.coerce.number<string | number>({ error: validation.digitsOnly }).int(validation.digitsOnly).min(min, validation.minNumber(min)).max(max, validation.maxNumber(max))),
  );

/**
 * The text typed in a back-office form's university type-ahead (`university_q`, sent beside the
 * chosen `university_id`): blank is null (the field was emptied), absent undefined (the legacy API
 * sends the id alone). The domain resolves it (resolveUniversityChoice, university-options.ts).
 */
export const typedUniversity = optionalText(200);

/**
 * The rule across a form's university pair: a type-ahead sent empty names no university, and a
 * new record needs one (a chosen id, or a text the domain resolves). It runs even when other
 * fields are refused, so every message shows at once; not over the pair's own refusals.
 */
export function withUniversityChoice<S extends z.ZodObject>(schema: S, mode: 'create' | 'update'): S {
  return schema.refine(
    (v) => {
      const { university_id: id, university_q: typed } = v as { university_id?: unknown; university_q?: unknown };
      if (typed === null || typed === '') return false;
      return mode === 'update' || id !== undefined || typed !== undefined;
    },
    {
      message: validation.chooseOption,
      path: ['university_id'],
      when: (payload) => !payload.issues.some((i) => i.path?.[0] === 'university_id' || i.path?.[0] === 'university_q'),
    },
  );
}

/** An optional reference (a select's "None" sends '' and clears it; absent leaves it as it is). */
export const optionalId = optionalRef(null);

/** An optional date; '' clears it. */
export const optionalDate = z.preprocess((v) => (v === '' ? null : v), isoDate);
