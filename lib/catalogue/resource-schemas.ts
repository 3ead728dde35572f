/**
 * The contracts of the back office's simple catalogue resources, client-safe.
 */
import { countryCodeField } from '@/lib/countries/schema';
import { z } from 'zod';
import { degreeTypeValues } from './values';
import { perPageField, pageField } from '@/lib/http/page';
import { validation } from '@/lib/messages';
import { flag, optionalDate, optionalId, optionalText, requiredId, requiredInt, requiredText, storedFileName, typedUniversity, withUniversityChoice } from './field-schemas';

// ---------------------------------------------------------------------------------------------
// The simple catalogue resources of the back office: categories, programs (degrees), cities,
// countries and scholarship offers. One schema per resource holds its required fields (so the
// form, the server action and the legacy endpoint refuse the same input); an update takes the
// same schema made partial: it changes only the fields it is sent and cannot blank a required one.

export const categoryInputSchema = z
  .object({
    name: requiredText(2, 120),
    code: optionalText(40),
    /** the parent category (the seed sends it as `category_id`) */
    category_id: optionalId,
    status: flag,
    icon: storedFileName,
  })
  .strip();

export const programInputSchema = z
  .object({
    name: requiredText(2, 120),
    type: z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v),
      z.enum(degreeTypeValues, { error: validation.chooseOption }),
    ),
    duration: optionalText(60),
    status: flag,
    icon: storedFileName,
  })
  .strip();

export const cityInputSchema = z
  .object({
    name: requiredText(2, 120),
    /** the seed's numeric city code */
    code: requiredInt(0, 99_999_999),
    province_id: optionalId,
    status: flag,
  })
  .strip();

export const countryInputSchema = z
  .object({
    /** The English display name (the other languages' names come from the ISO list). */
    name: requiredText(2, 120),
    /** ISO 3166-1 alpha-2 (or a user-assigned two-letter code): what records store. */
    code: countryCodeField(validation.required),
    status: flag,
  })
  .strip();

export const offerInputSchema = z
  .object({
    title: requiredText(2, 200),
    code: optionalText(40),
    type: optionalText(60),
    /** an id, or (the form's type-ahead) a typed name the domain resolves: see adminResourceSchema */
    university_id: requiredId.optional(),
    university_q: typedUniversity,
    program_id: optionalId,
    duration: optionalText(60),
    percent: requiredInt(0, 100),
    /** rich text: sanitised by the domain before it is stored */
    details: optionalText(50_000),
    deadline: optionalDate,
    status: flag,
    image: storedFileName,
  })
  .strip();

export type CategoryInput = z.output<typeof categoryInputSchema>;

export type ProgramInput = z.output<typeof programInputSchema>;

export type CityInput = z.output<typeof cityInputSchema>;

export type CountryInput = z.output<typeof countryInputSchema>;

export type OfferInput = z.output<typeof offerInputSchema>;

/** The simple resources' names, as the back office, the audit log and the legacy paths use them. */
export const adminResourceNames = ['category', 'program', 'city', 'country', 'offer'] as const;

export type AdminResourceName = (typeof adminResourceNames)[number];

/** The fields of each resource (its form's schema: adminResourceSchema). */
export const adminResourceSchemas = {
  category: categoryInputSchema,
  program: programInputSchema,
  city: cityInputSchema,
  country: countryInputSchema,
  offer: offerInputSchema,
} as const;

/**
 * A resource's input as its form, its server action and the legacy endpoint judge it: every field
 * (create) or any of them (update, which changes only what it is sent), with the rules across
 * fields: an offer's university is required on create and never emptied.
 */
export function adminResourceSchema(name: AdminResourceName, mode: 'create' | 'update') {
  return withResourceRules(name, mode === 'create' ? adminResourceSchemas[name] : adminResourceSchemas[name].partial(), mode);
}

/** The rules across a resource's fields, added last (zod keeps an object with rules from changing its fields). */
export function withResourceRules<S extends z.ZodObject>(name: AdminResourceName, fields: S, mode: 'create' | 'update'): S {
  return name === 'offer' ? withUniversityChoice(fields, mode) : fields;
}

/** Columns a resource list sorts by (header links carry `sort` and `dir`). */
export const adminResourceSortKeys = {
  category: ['name', 'code', 'status', 'created'],
  program: ['name', 'type', 'status', 'created'],
  city: ['name', 'code', 'status', 'created'],
  country: ['name', 'code', 'status', 'created'],
  offer: ['title', 'university', 'percent', 'status', 'created'],
} as const satisfies Record<AdminResourceName, readonly string[]>;

/** A resource list as the URL carries it: lenient, an unknown value falls back to the default. */
export function adminResourceListSchema<K extends readonly [string, ...string[]]>(sortKeys: K) {
  return z.object({
    q: z
      .string()
      .optional()
      .catch(undefined)
      .transform((v) => v?.trim().slice(0, 100) || undefined),
    sort: z.enum(sortKeys).optional().catch(undefined).transform((v) => v ?? sortKeys[0]),
    dir: z.enum(['asc', 'desc']).optional().catch(undefined).transform((v) => v ?? 'asc'),
    status: z.enum(['all', 'enabled', 'disabled']).optional().catch(undefined).transform((v) => v ?? 'all'),
    page: pageField,
    per_page: perPageField,
  });
}

export type AdminResourceListParams = {
  q?: string;
  sort: string;
  dir: 'asc' | 'desc';
  status: 'all' | 'enabled' | 'disabled';
  page: number;
  per_page: number;
};

/** Where each resource lives in the back office. */
export const adminResourcePaths: Record<AdminResourceName, string> = {
  category: '/admin/categories',
  program: '/admin/programs',
  city: '/admin/cities',
  country: '/admin/countries',
  offer: '/admin/scholarships',
};
