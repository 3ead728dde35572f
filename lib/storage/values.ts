/**
 * The stored files' value lists: what a file is for, and which driver holds it.
 * Client-safe (no imports): db/schema/enums.ts builds its Postgres enums and checks from these lists, and the
 * zod schemas and the UI read them from here, so nothing a client component imports reaches db/.
 */

export const fileKindValues = [
  'university_logo',
  'university_banner',
  'category_icon',
  'program_icon',
  'course_logo',
  'offer_image',
  'application_document',
  'student_identity',
  'cv',
  'company_logo',
  'profile_pic',
] as const;
export type FileKind = (typeof fileKindValues)[number];

export const fileDriverValues = ['local', 'uploadthing'] as const;
export type FileDriver = (typeof fileDriverValues)[number];
