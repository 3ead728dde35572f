/**
 * The candidate resume's value lists: skill sources, how a language was learned, proficiency
 * levels, address kinds.
 * Client-safe (no imports): db/schema/enums.ts builds its Postgres enums from these lists, and the
 * zod schemas and the UI read them from here, so nothing a client component imports reaches db/.
 */

/** Candidate skill: where it was acquired (self-taught, a training, an education or a job). */
export const skillSourceValues = ['self', 'training', 'education', 'job'] as const;
export type SkillSource = (typeof skillSourceValues)[number];

/** Candidate language: how it was learned (native, official study or a training). */
export const languageLearnedByValues = ['native', 'official', 'training'] as const;
export type LanguageLearnedBy = (typeof languageLearnedByValues)[number];

/** Reading / writing / speaking level of a candidate language. */
export const proficiencyLevelValues = ['high', 'medium', 'low'] as const;
export type ProficiencyLevel = (typeof proficiencyLevelValues)[number];

export const addressKindValues = ['permanent', 'present'] as const;
export type AddressKind = (typeof addressKindValues)[number];
