/**
 * The accounts' value lists: what a one-time code is for.
 * Client-safe (no imports): db/schema/enums.ts builds its Postgres enums from these lists, and the
 * zod schemas and the UI read them from here, so nothing a client component imports reaches db/.
 */

export const codePurposeValues = ['verify_email', 'reset_password'] as const;
export type CodePurpose = (typeof codePurposeValues)[number];
