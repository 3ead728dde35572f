import type { z } from 'zod';
import type { FilterOptionRow } from '@/lib/lists/option-search';

/**
 * zod issues → field errors keyed by dotted path (`education.0.grade`), the one shape every door
 * and the form hook share. Client-safe (no server imports).
 */
export type FieldErrors = Record<string, string[]>;

/**
 * The records a field's error offers to choose from, keyed like field errors: a name typed in a
 * type-ahead without JavaScript that matched several records ("did you mean"), each choosable.
 */
export type FieldChoices = Record<string, FilterOptionRow[]>;

export function issuePath(path: readonly PropertyKey[]): string {
  return path.map((p) => (typeof p === 'symbol' ? (p.description ?? '') : String(p))).join('.');
}

export function zodIssuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): { fieldErrors: FieldErrors; formErrors: string[] } {
  const fieldErrors: FieldErrors = {};
  const formErrors: string[] = [];
  for (const issue of issues) {
    const key = issuePath(issue.path);
    if (!key) {
      formErrors.push(issue.message);
      continue;
    }
    const list = (fieldErrors[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return { fieldErrors, formErrors };
}

/** The first message of a set of field errors (legacy `message` fields, summaries). */
export function firstFieldError(fieldErrors: FieldErrors): string | undefined {
  for (const list of Object.values(fieldErrors)) if (list.length > 0) return list[0];
  return undefined;
}
