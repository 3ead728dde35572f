import { sensitiveFields, type SensitiveField } from './schemas';

/**
 * What an employer may see of a candidate's basic information: every sensitive field (date of
 * birth, religion, ethnicity, blood group, weight, height, national id, passport number) is
 * removed unless the candidate agreed to show that one field. Pure and client-safe: the
 * directory and the applicant views (part 2b) read a resume through this, never around it.
 */
export function basicInfoForEmployers<T extends Record<string, unknown>>(basic: T, sharedFields: readonly SensitiveField[]): Partial<T> {
  const out: Record<string, unknown> = { ...basic };
  for (const field of sensitiveFields) if (!sharedFields.includes(field)) delete out[field];
  return out as Partial<T>;
}
