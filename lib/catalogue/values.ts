/**
 * The catalogue's value lists: degree types, teaching languages, course tags, university types.
 * Client-safe (no imports): db/schema/enums.ts builds its Postgres enums from these lists, and the
 * zod schemas and the UI read them from here, so nothing a client component imports reaches db/.
 */

/** Programs are the degrees; `type` takes exactly these five (the tuition rule maps each to a university fee). */
export const degreeTypeValues = ['Bachelor', 'Masters', 'PhD', 'MBBS', 'Chinese Language'] as const;
export type DegreeType = (typeof degreeTypeValues)[number];

export const teachingLanguageValues = ['english', 'chinese'] as const;
export type TeachingLanguage = (typeof teachingLanguageValues)[number];

/** Legacy "Our Top Picks" maps to top-picks. */
export const courseTagValues = [
  'top-picks',
  'most-popular',
  'fastest-admissions',
  'highest-rating',
  'top-ranked',
] as const;
export type CourseTag = (typeof courseTagValues)[number];

export const universityTypeValues = ['public', 'private'] as const;
export type UniversityType = (typeof universityTypeValues)[number];
