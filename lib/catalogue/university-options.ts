import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { universities } from '@/db/schema';
import { assertCan } from '@/lib/auth/permissions';
import type { Actor } from '@/lib/auth/actor';
import { AppError } from '@/lib/errors';
import { optionSearchSchema, type FilterOptionRow } from '@/lib/lists/option-search';
import { validation } from '@/lib/messages';
import { defineUseCase } from '@/lib/use-case';
import { universityNameHolds } from './search';

const optionColumns = { id: universities.id, name: universities.name, status: universities.status };

const toOption = (r: { id: number; name: string; status: boolean }): FilterOptionRow =>
  r.status ? { value: String(r.id), label: r.name } : { value: String(r.id), label: r.name, disabled: true };

/**
 * A university filter over 10,000 universities is a type-ahead (components/lists/typeahead.tsx),
 * never a select of them all: the options are the universities whose name holds the typed text
 * (accent- and case-insensitive, from the name's trigram index), a few at a time. Disabled ones
 * are among them, marked: the back office may still choose them.
 */
export async function matchingUniversities(typed: string, limit: number): Promise<FilterOptionRow[]> {
  const text = typed.trim();
  if (!text) return [];
  const rows = await getDb()
    .select(optionColumns)
    .from(universities)
    .where(universityNameHolds(universities.nameNorm, text))
    .orderBy(asc(universities.name), asc(universities.id))
    .limit(limit);
  return rows.map(toOption);
}

/** The back office's university type-ahead (the courses list's filter, the course and offer forms): universities whose name holds the typed text. */
export const searchUniversityOptions = defineUseCase({
  name: 'catalogue.searchUniversityOptions',
  summary: "The back office's university type-ahead: universities whose name holds the typed text",
  access: 'catalogue:write',
  input: optionSearchSchema,
  run: async (_admin, { q, limit }): Promise<FilterOptionRow[]> => matchingUniversities(q ?? '', limit),
});

/** One university as a type-ahead option (a form's or a list's current choice), or null when there is none of that id. */
async function findUniversityOption(id: number): Promise<FilterOptionRow | null> {
  const [row] = await getDb().select(optionColumns).from(universities).where(eq(universities.id, id));
  return row ? toOption(row) : null;
}

/** The university an admin form starts with (a course's, or the one the address names), as its type-ahead shows it. */
export async function findUniversityChoice(actor: Actor, id: number): Promise<FilterOptionRow | null> {
  assertCan(actor, 'catalogue:write');
  return findUniversityOption(id);
}

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** The one university a typed name names among its matches: an exact name, else the only match; null when none or several. */
function typedMatch(typed: string, matches: FilterOptionRow[]): FilterOptionRow | null {
  const exact = matches.filter((m) => sameName(m.label, typed));
  return exact.length === 1 ? exact[0] : matches.length === 1 ? matches[0] : null;
}

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
    q.university_id ? findUniversityOption(q.university_id) : Promise.resolve(null),
    typed ? matchingUniversities(typed, 11) : Promise.resolve([]),
  ]);
  const university = chosen && (!typed || sameName(typed, chosen.label)) ? chosen : typed ? typedMatch(typed, matches) : null;
  return { university, universityMatches: university ? [] : matches };
}

/**
 * The university a back-office form names (the course and the scholarship-offer forms; their
 * schemas judged the pair first, see `universityChosen` in field-schemas.ts). The form sends the
 * type-ahead's text (`university_q`) and, when a university was chosen, its id (`university_id`):
 * - the id stands while the text beside it still names it (its name, or a part of it: a "did you
 *   mean" choice sent beside the short text that offered it);
 * - otherwise the text's one match is the university (an exact name, or the only one holding it);
 *   none or several is the field's error, offering the matches to choose from.
 * Without a text (the legacy API's `university_id` alone) the id is taken as sent. Disabled
 * universities count: the back office may choose them. Answers the input with the id resolved.
 */
export async function resolveUniversityChoice<T extends { university_id?: number; university_q?: string | null }>(
  input: T,
): Promise<Omit<T, 'university_q'>> {
  const { university_q: raw, ...rest } = input;
  const typed = raw?.trim();
  if (!typed) return rest;
  if (rest.university_id !== undefined) {
    const [held] = await getDb()
      .select({ id: universities.id })
      .from(universities)
      .where(and(eq(universities.id, rest.university_id), universityNameHolds(universities.nameNorm, typed)));
    if (held) return rest;
  }
  const matches = await matchingUniversities(typed, 11);
  const one = typedMatch(typed, matches);
  if (one) return { ...rest, university_id: Number(one.value) };
  const message = matches.length === 0 ? validation.universityNone(typed) : validation.universitySeveral(typed);
  throw new AppError('validation', message, {
    fieldErrors: { university_id: [message] },
    choices: matches.length === 0 ? undefined : { university_id: matches.slice(0, 10) },
  });
}
