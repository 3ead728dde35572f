import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { universities } from '@/db/schema';
import { assertCan } from '@/lib/auth/permissions';
import type { Actor } from '@/lib/auth/actor';
import { optionSearchSchema, type FilterOptionRow } from '@/lib/lists/option-search';
import { defineUseCase } from '@/lib/use-case';
import { universityNameHolds } from './search';

/**
 * A university filter over 10,000 universities is a type-ahead (components/lists/typeahead.tsx),
 * never a select of them all: the options are the universities whose name holds the typed text
 * (accent- and case-insensitive, from the name's trigram index), a few at a time.
 */
export async function matchingUniversities(typed: string, limit: number): Promise<FilterOptionRow[]> {
  const text = typed.trim();
  if (!text) return [];
  const rows = await getDb()
    .select({ id: universities.id, name: universities.name })
    .from(universities)
    .where(universityNameHolds(universities.nameNorm, text))
    .orderBy(asc(universities.name), asc(universities.id))
    .limit(limit);
  return rows.map((r) => ({ value: String(r.id), label: r.name }));
}

/** The back office's university type-ahead (the courses list's filter): universities whose name holds the typed text. */
export const searchUniversityOptions = defineUseCase({
  name: 'catalogue.searchUniversityOptions',
  summary: "The back office's university type-ahead: universities whose name holds the typed text",
  access: 'catalogue:write',
  input: optionSearchSchema,
  run: async (_admin, { q, limit }): Promise<FilterOptionRow[]> => matchingUniversities(q ?? '', limit),
});

/**
 * A list's university filter as its address carries it: the chosen id (`university_id`) and the
 * text typed beside it (`university_q`, what a form sends without JavaScript). The chosen id
 * stands unless the text was changed; a changed text filters by its one match (an exact name, or
 * the only university holding it), else its matches are a "did you mean" list (none filters).
 */
export async function resolveUniversityFilter(
  actor: Actor,
  q: { university_id?: number; university_q?: string },
): Promise<{ university: FilterOptionRow | null; universityMatches: FilterOptionRow[] }> {
  assertCan(actor, 'catalogue:write');
  const typed = q.university_q?.trim();
  const [chosen, matches] = await Promise.all([
    q.university_id ? getDb().select({ id: universities.id, name: universities.name }).from(universities).where(eq(universities.id, q.university_id)) : Promise.resolve([]),
    typed ? matchingUniversities(typed, 11) : Promise.resolve([]),
  ]);
  const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;
  const keep = chosen[0] && (!typed || same(typed, chosen[0].name));
  const exact = matches.filter((m) => typed && same(m.label, typed));
  const university = keep ? { value: String(chosen[0].id), label: chosen[0].name } : exact.length === 1 ? exact[0] : matches.length === 1 ? matches[0] : null;
  return { university, universityMatches: university ? [] : matches };
}
