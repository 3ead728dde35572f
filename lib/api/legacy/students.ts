import { z } from 'zod';
import { countryIn, countryOut } from './countries';
import type { StudentProfileView } from '@/lib/students/profile';
import { profileFileKinds, type ProfileSection } from '@/lib/students/schemas';
import { AppError, assertStorableText } from '@/lib/errors';
import { type FieldMap, sameFields } from './fields';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { profileMessages, validation } from '@/lib/messages';

/**
 * The student profile at the legacy API's boundary (`GET`/`POST /api/web/student/{userId}`). The
 * old client sends one section per call under its own name (`education_information_bachelor`) as
 * JSON text, with its own field names (`bachelor_instute_name`, `masters_examination_name`, …),
 * and its Basic Information form stored `Bachelor`/`Masters` for both `type` and `gender` (the
 * first option and the second): those read as Local/Foreign and Male/Female. Answers give the
 * sections back the same way, our values (Local/Foreign, Male/Female) in them.
 */

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const has = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/** The seed's section name → ours. */
export const legacyProfileSections = {
  basic_information: 'basic_information',
  education_information_school: 'education_school',
  education_information_higher_school: 'education_higher_school',
  education_information_bachelor: 'education_bachelor',
  education_information_masters: 'education_masters',
  passport_information: 'passport_information',
} as const satisfies Record<string, ProfileSection>;
export type LegacyProfileSection = keyof typeof legacyProfileSections;

const legacyNameOf = Object.fromEntries(Object.entries(legacyProfileSections).map(([seed, ours]) => [ours, seed])) as Record<ProfileSection, LegacyProfileSection>;

/** Each section's inner field names, the seed's → ours (only those that differ). */
const innerNames: Record<ProfileSection, Record<string, string>> = {
  basic_information: {},
  education_school: { school_name: 'institute_name' },
  education_higher_school: {
    higher_school_name: 'institute_name',
    higher_examination_name: 'examination_name',
    higher_year: 'year',
    higher_duration: 'duration',
    higher_grade: 'grade',
  },
  education_bachelor: {
    bachelor_instute_name: 'institute_name',
    bachelor_eximation_name: 'examination_name',
    bachelor_year: 'year',
    bachelor_duration: 'duration',
    bachelor_grade: 'grade',
  },
  education_masters: {
    masters_instute_name: 'institute_name',
    masters_examination_name: 'examination_name',
    masters_year: 'year',
    masters_duration: 'duration',
    masters_grade: 'grade',
  },
  passport_information: {},
};
const innerOut = Object.fromEntries(
  Object.entries(innerNames).map(([s, names]) => [s, Object.fromEntries(Object.entries(names).map(([seed, ours]) => [ours, seed]))]),
) as Record<ProfileSection, Record<string, string>>;

/** The old form's first and second option, whatever their labels said. */
const typeIn: Record<string, string> = { bachelor: 'Local', masters: 'Foreign', master: 'Foreign', local: 'Local', foreign: 'Foreign' };
const genderIn: Record<string, string> = { bachelor: 'Male', masters: 'Female', master: 'Female', male: 'Male', female: 'Female' };
const lookup = (table: Record<string, string>, v: unknown) => (typeof v === 'string' && has(table, v.trim().toLowerCase()) ? table[v.trim().toLowerCase()] : v);

/** `Bachelor` → Local, `Masters` → Foreign (and our own values as they are); anything else goes to the schema. */
export const profileTypeIn = (v: unknown) => lookup(typeIn, v);
/** `Bachelor` → Male, `Masters` → Female (and our own values as they are). */
export const profileGenderIn = (v: unknown) => lookup(genderIn, v);

function sectionIn(section: ProfileSection, value: Obj): Obj {
  const names = innerNames[section];
  const out: Obj = {};
  for (const [k, v] of Object.entries(value)) {
    const to = has(names, k) ? names[k] : k;
    if (to !== k && has(value, to)) continue; // our own name wins when both are sent
    out[to] = v;
  }
  if (section === 'basic_information') {
    if (has(out, 'type')) out.type = profileTypeIn(out.type);
    if (has(out, 'gender')) out.gender = profileGenderIn(out.gender);
  }
  // The old client names countries in English; the profile stores codes.
  if (section === 'basic_information' && has(out, 'nationality')) out.nationality = countryIn(out.nationality);
  if (section === 'passport_information' && has(out, 'country')) out.country = countryIn(out.country);
  return out;
}

const oneSectionError = () =>
  new AppError('validation', profileMessages.oneSection, {
    fieldErrors: Object.fromEntries(Object.keys(legacyProfileSections).map((k) => [k, [profileMessages.oneSection]])),
  });

/**
 * The one section of a profile save (`_method=PUT` plus exactly one section under the seed's name,
 * as JSON text or an object). None, two, or a section that is not an object: 422.
 */
export function legacyProfileSectionIn(body: Obj): { section: ProfileSection; input: Obj } {
  const present = (Object.keys(legacyProfileSections) as LegacyProfileSection[]).filter((k) => has(body, k) && body[k] !== undefined && body[k] !== null && body[k] !== '');
  if (present.length !== 1) throw oneSectionError();
  const seed = present[0];
  const section = legacyProfileSections[seed];
  let value = body[seed];
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      throw new AppError('validation', validation.invalidValue, { fieldErrors: { [seed]: [validation.invalidValue] } });
    }
  }
  if (!isObj(value)) throw new AppError('validation', validation.invalidValue, { fieldErrors: { [seed]: [validation.invalidValue] } });
  // JSON text carried its inner fields escaped: judged here, on the inner field's seed path.
  assertStorableText(value, { prefix: seed });
  return { section, input: sectionIn(section, value) };
}

/** A section's field errors (`institute_name`) under the seed's names (`education_information_bachelor.bachelor_instute_name`). */
export function profileErrorsToLegacy(section: ProfileSection, fieldErrors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const [head, ...rest] = path.split('.');
    const inner = has(innerOut[section], head) ? innerOut[section][head] : head;
    (out[[legacyNameOf[section], inner, ...rest].join('.')] ??= []).push(...messages);
  }
  return out;
}

/**
 * The error keys of a section's save under the seed's names: the use case answers them under the
 * section (`education_bachelor.institute_name`), the old client reads its own
 * (`education_information_bachelor.bachelor_instute_name`).
 */
export function legacyProfileErrorFields(section: ProfileSection): FieldMap {
  const prefix = `${section}.`;
  return {
    ...sameFields,
    fieldErrorsToLegacy: (fieldErrors: FieldErrors) =>
      profileErrorsToLegacy(section, Object.fromEntries(Object.entries(fieldErrors).map(([path, messages]) => [path.startsWith(prefix) ? path.slice(prefix.length) : path, messages]))),
  };
}

function sectionOut(section: ProfileSection, value: Obj): Obj {
  const names = innerOut[section];
  const country = (k: string) => (section === 'basic_information' && k === 'nationality') || (section === 'passport_information' && k === 'country');
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [has(names, k) ? names[k] : k, country(k) ? countryOut(v) : v]));
}

const sectionText = z.string().nullable().describe('The section under the seed’s names, as JSON text (null: never saved)');
/** `toLegacyProfile`'s shape, for the API reference (strict: the mapper's return type is its output). */
export const legacyProfileSchema = z.strictObject({
  user_id: z.number().int(),
  ...(Object.fromEntries(Object.keys(legacyProfileSections).map((k) => [k, sectionText])) as Record<LegacyProfileSection, typeof sectionText>),
  files: z.array(z.strictObject({ kind: z.string(), name: z.string(), url: z.string() })),
  updated_at: z.string().nullable(),
});

/** `GET /api/web/student/{userId}`: each section as JSON text under the seed's key, `null` when unsaved; the files by kind. */
export function toLegacyProfile(p: StudentProfileView): z.output<typeof legacyProfileSchema> {
  const sections = Object.fromEntries(
    (Object.entries(legacyProfileSections) as [LegacyProfileSection, ProfileSection][]).map(([seed, ours]) => {
      const value = p.sections[ours];
      return [seed, value ? JSON.stringify(sectionOut(ours, value)) : null];
    }),
  ) as Record<LegacyProfileSection, string | null>;
  return {
    user_id: p.userId,
    ...sections,
    files: profileFileKinds.filter((k) => p.files[k]).map((k) => ({ kind: k, name: p.files[k]!.name, url: p.files[k]!.url })),
    updated_at: p.updatedAt ? p.updatedAt.toISOString() : null,
  };
}
