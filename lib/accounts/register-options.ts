/**
 * The register form's choices and defaults, apart from the zod schemas (lib/accounts/schemas.ts
 * re-exports them), so the public register page shows them without loading zod (light pages).
 */

/** Self-registration account types (admins are made by the CLI or another admin). */
export const accountTypeValues = ['student', 'candidate', 'employer'] as const;
export type AccountType = (typeof accountTypeValues)[number];
export const accountTypeLabels: Record<AccountType, string> = { student: 'Student', candidate: 'Job seeker', employer: 'Employer' };

export const genderValues = ['Male', 'Female'] as const;

export const registerDefaults = { role: 'student', code: '+88', gender: 'Male', country: 'China' } as const;
