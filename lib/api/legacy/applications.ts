import { z } from 'zod';
import { countriesAsCodes, countriesAsNames, countryOut } from './countries';
import type { ApplicationDetail, ApplicationListItem } from '@/lib/applications/types';
import type { ReviewListItem } from '@/lib/applications/types';
import { draftStepSchemas, type ApplicationStep, type MissingByStep } from '@/lib/applications/schemas';
import type { Actor } from '@/lib/auth/actor';
import { AppError, assertStorableText, forbidden, unauthenticated } from '@/lib/errors';
import { parseId } from '@/lib/http/id';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { nouns, validation } from '@/lib/messages';
import { defineFieldMap, type FieldMap } from './fields';
import { jsonSchemaOf, jsonTextSection } from '../openapi';
import { stepOfSection } from '@/lib/applications/sections';
import { documentSlotValues, type DocumentSlot } from '@/lib/applications/values';
import { renderMessage } from '@/lib/i18n/catalogue';

/**
 * Student applications at the legacy API's boundary. The old client sends the wizard's sections
 * under its own names (typos included: `conatct_details`, `fiancial_supporter`, …), each as JSON
 * text or as an object, with its own values (Yes/No, `Tofel`, five declaration booleans); the
 * domain never sees any of that. Everything here works both ways: bodies in (`legacySectionsToDomain`),
 * records out (`toLegacyApplication`), error keys out (`applicationFields`).
 */

/** The seed's section name → ours. Sections whose name did not change map to themselves. */
export const legacySectionNames = {
  conatct_details: 'contact_details',
  students_information: 'students_information',
  postal_address: 'postal_address',
  home_address: 'home_address',
  language_proficiency: 'language_proficiency',
  education_background: 'education_background',
  work_experience: 'work_experience',
  family_conatct: 'family_contact',
  fiancial_supporter: 'financial_supporter',
  conatact_case_emergency: 'emergency_contact',
  declaration: 'declaration',
} as const;
export type LegacySectionName = keyof typeof legacySectionNames;
export type SectionName = (typeof legacySectionNames)[LegacySectionName];

const sectionNames = Object.values(legacySectionNames) as SectionName[];
const isSectionName = (k: string): k is SectionName => (sectionNames as string[]).includes(k);

// ---------------------------------------------------------------------------
// Values, seed ↔ ours

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const has = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/** Yes/No (any case), true/false, 1/0 → a boolean; anything else as it came (the schema judges it). */
export function yesNoIn(value: unknown): unknown {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== 'string') return value;
  const s = value.trim().toLowerCase();
  if (['yes', 'y', 'true', '1'].includes(s)) return true;
  if (['no', 'n', 'false', '0'].includes(s)) return false;
  return value;
}
export const yesNoOut = (value: unknown): 'Yes' | 'No' | null => (value === true ? 'Yes' : value === false ? 'No' : null);

/** The seed's spellings of the choice lists → ours (case-insensitive); unknown values pass to the schema. */
const religionIn: Record<string, string> = { islam: 'Islam', hindu: 'Hinduism', hinduism: 'Hinduism', christian: 'Christianity', christianity: 'Christianity', buddhist: 'Buddhism', buddhism: 'Buddhism' };
const genderIn: Record<string, string> = { male: 'Male', female: 'Female', other: 'Other', others: 'Other' };
const certificateIn: Record<string, string> = { ielts: 'IELTS', toefl: 'TOEFL', tofel: 'TOEFL', duolingo: 'Duolingo', doulingo: 'Duolingo', other: 'Other' };
const chineseLevelIn: Record<string, string> = { fair: 'Fair', good: 'Good', excellent: 'Excellent' };
const lookup = (table: Record<string, string>) => (v: unknown) => (typeof v === 'string' && has(table, v.trim().toLowerCase()) ? table[v.trim().toLowerCase()] : v);

/** `english_level`: "1"-"4", also as a number or the label the form showed ("3-Good"). */
export function englishLevelIn(v: unknown): unknown {
  if (typeof v === 'number' && Number.isInteger(v)) return String(v);
  if (typeof v !== 'string') return v;
  const m = /^\s*([1-4])(\s*[-–.:]?\s*[A-Za-z]*)?\s*$/.exec(v);
  return m ? m[1] : v;
}

/** The declaration's five booleans (seed) ↔ our six: payment stands for the payment and refund policies. */
const declarationIn: Record<string, readonly string[]> = {
  acknowledgement: ['terms'],
  consent: ['consent'],
  information: ['accuracy'],
  payment: ['payment', 'refund'],
  compliance: ['attendance'],
};

/** Renames keys of a section, our own spelling winning when both are sent. */
function rename(section: Obj, names: Record<string, string>): Obj {
  const out: Obj = {};
  for (const [k, v] of Object.entries(section)) {
    const to = has(names, k) ? names[k] : k;
    if (to !== k && has(section, to)) continue;
    out[to] = v;
  }
  return out;
}
function mapValues(section: Obj, conv: Record<string, (v: unknown) => unknown>): Obj {
  const out = { ...section };
  for (const [k, f] of Object.entries(conv)) if (has(out, k)) out[k] = f(out[k]);
  return out;
}

/** One section's value from the seed's form (already parsed from JSON text) → ours. */
/** Where a section holds a country (the old client sends and reads English names; we store codes). */
const countryPaths: Partial<Record<SectionName, (string | number)[][]>> = {
  students_information: [['nationality']],
  home_address: [['country']],
  postal_address: [['country']],
  family_contact: [['member_nationality']],
  education_background: [['*', 'country']],
};

function sectionIn(name: SectionName, value: unknown): unknown {
  const paths = countryPaths[name];
  return paths ? countriesAsCodes(sectionFieldsIn(name, value), paths) : sectionFieldsIn(name, value);
}

function sectionFieldsIn(name: SectionName, value: unknown): unknown {
  switch (name) {
    case 'students_information':
      if (!isObj(value)) return value;
      return mapValues(rename(value, { check_china: 'in_china', check_alcohol: 'alcohol' }), {
        in_china: yesNoIn,
        alcohol: yesNoIn,
        religion: lookup(religionIn),
        gender: lookup(genderIn),
      });
    case 'language_proficiency':
      if (!isObj(value)) return value;
      return mapValues(value, { english_level: englishLevelIn, english_certificate: lookup(certificateIn), chinese_level: lookup(chineseLevelIn) });
    case 'education_background':
      return Array.isArray(value) ? value.map((row) => (isObj(row) ? rename(row, { mejor: 'major' }) : row)) : value;
    case 'declaration': {
      if (!isObj(value)) return value;
      const out: Obj = {};
      for (const [k, v] of Object.entries(value)) {
        const targets = has(declarationIn, k) ? declarationIn[k] : [k];
        for (const t of targets) if (!has(out, t) || !has(declarationIn, k)) out[t] = yesNoIn(v);
      }
      return out;
    }
    default:
      return value;
  }
}

/** One of our sections → the seed's form of it (the object; callers turn it into JSON text). */
function sectionOut(name: SectionName, value: unknown): unknown {
  const paths = countryPaths[name];
  return sectionFieldsOut(name, paths ? countriesAsNames(value, paths) : value);
}

function sectionFieldsOut(name: SectionName, value: unknown): unknown {
  switch (name) {
    case 'students_information': {
      if (!isObj(value)) return value;
      const { in_china, alcohol, ...rest } = value;
      return { ...rest, check_china: yesNoOut(in_china), check_alcohol: yesNoOut(alcohol) };
    }
    case 'education_background':
      return Array.isArray(value) ? value.map((row) => (isObj(row) ? rename(row, { major: 'mejor' }) : row)) : value;
    case 'declaration': {
      if (!isObj(value)) return value;
      const out: Obj = {};
      for (const [seed, ours] of Object.entries(declarationIn)) out[seed] = ours.every((k) => value[k] === true);
      return out;
    }
    default:
      return value;
  }
}

// ---------------------------------------------------------------------------
// Bodies in

/** `POST /api/web/application` and `/api/web/apply`: the seed's `course_id` is our `courseId`. */
export const applyFields = defineFieldMap({ course_id: 'courseId' });

/**
 * A user id the old client put in a path (`list/{userId}`) or a body (`user_id`): only the caller's
 * own. Not a number at all is a 404 (no such record); someone else's is a 403. A body may leave it out.
 */
export function assertSelf(actor: Actor, raw: unknown, opts: { optional?: boolean } = {}): void {
  if (!actor) throw unauthenticated();
  if (opts.optional && (raw === undefined || raw === null || raw === '')) return;
  if (parseId(typeof raw === 'number' ? String(raw) : raw, nouns.user) !== actor.id) throw forbidden();
}

/** A section as the old client sent it: JSON text (its habit) or already an object / a list. */
function parseSectionText(legacyName: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '' || text === 'null') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    throw new AppError('validation', validation.invalidValue, { fieldErrors: { [legacyName]: [validation.invalidValue] } });
  }
  // The text carried its inner fields escaped (`"\\u0000"`): judged here, on the inner field's path.
  assertStorableText(parsed, { prefix: legacyName });
  return parsed;
}

/**
 * The sections of a legacy body, under our names, values mapped, grouped by wizard step. Keys that
 * are no section (`_method`, `user_id`, …) are ignored; a section may come under the seed's name or
 * ours (ours wins when both are sent).
 */
export function legacySectionsToDomain(body: Obj): Partial<Record<Exclude<ApplicationStep, 'documents'>, Partial<Record<SectionName, unknown>>>> {
  const out: Partial<Record<Exclude<ApplicationStep, 'documents'>, Partial<Record<SectionName, unknown>>>> = {};
  for (const [key, raw] of Object.entries(body)) {
    const name: string = has(legacySectionNames, key) ? legacySectionNames[key as LegacySectionName] : key;
    if (!isSectionName(name)) continue;
    if (name !== key && has(body, name)) continue;
    const parsed = parseSectionText(key, raw);
    if (parsed === undefined) continue;
    const step = stepOfSection[name];
    (out[step] ??= {})[name] = sectionIn(name, parsed);
  }
  return out;
}

// ---------------------------------------------------------------------------
// Error keys out

const innerOut: Partial<Record<SectionName, { index: boolean; names: Record<string, string> }>> = {
  students_information: { index: false, names: { in_china: 'check_china', alcohol: 'check_alcohol' } },
  education_background: { index: true, names: { major: 'mejor' } },
  declaration: { index: false, names: { terms: 'acknowledgement', accuracy: 'information', refund: 'payment', attendance: 'compliance' } },
};

type JsonSchema = Record<string, unknown>;

/** A section's JSON Schema with its inner fields under the seed's names (array items too). */
function withSeedNames(schema: JsonSchema, names: Record<string, string>): JsonSchema {
  if (Array.isArray(schema.anyOf)) return { ...schema, anyOf: (schema.anyOf as JsonSchema[]).map((s) => withSeedNames(s, names)) };
  if (schema.type === 'array' && schema.items) return { ...schema, items: withSeedNames(schema.items as JsonSchema, names) };
  const props = schema.properties as Record<string, JsonSchema> | undefined;
  if (!props) return schema;
  const out: JsonSchema = { ...schema, properties: Object.fromEntries(Object.entries(props).map(([k, v]) => [names[k] ?? k, v])) };
  if (Array.isArray(schema.required)) out.required = (schema.required as string[]).map((k) => names[k] ?? k);
  return out;
}

/**
 * The application call's body as the old client sends it (for the API reference): each section
 * under the seed's name, as JSON text (or an object) with the seed's inner names, and, on the
 * documents call, the files.
 */
export function legacyApplicationRequestSchema(): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const [legacy, ours] of Object.entries(legacySectionNames) as [LegacySectionName, SectionName][]) {
    const step = jsonSchemaOf(draftStepSchemas[stepOfSection[ours]]);
    const section = ((step.properties as Record<string, JsonSchema> | undefined) ?? {})[ours] ?? { type: 'object' };
    properties[legacy] = jsonTextSection(withSeedNames(section, innerOut[ours]?.names ?? {}));
  }
  const files = { type: 'array', items: { type: 'string', contentMediaType: 'application/octet-stream' } };
  properties.files = { ...files, description: 'The documents call: the files, paired in order with `documents`' };
  properties.documents = { type: 'array', items: { type: 'string', enum: [...documentSlotValues] }, description: 'The slot of each file' };
  return { type: 'object', properties };
}

/** `students_information.in_china` → `students_information.check_china`; `family_contact.x` → `family_conatct.x`. */
export function legacyApplicationPath(path: string): string {
  const parts = path.split('.');
  const [head, ...rest] = parts;
  const inner = isSectionName(head) ? innerOut[head] : undefined;
  const at = inner ? (inner.index ? 1 : 0) : -1;
  if (inner && rest.length > at && has(inner.names, rest[at])) rest[at] = inner.names[rest[at]];
  return [sectionsFieldMap.legacyKey(head), ...rest].join('.');
}

const sectionsFieldMap = defineFieldMap(
  Object.fromEntries(Object.entries(legacySectionNames).filter(([seed, ours]) => seed !== ours)) as Record<string, string>,
);

/** The field map of the application calls: error keys (and inner keys) in the seed's names. */
export const applicationFields: FieldMap = {
  ...sectionsFieldMap,
  legacyPath: legacyApplicationPath,
  fieldErrorsToLegacy(fieldErrors: FieldErrors): FieldErrors {
    const out: FieldErrors = {};
    for (const [k, v] of Object.entries(fieldErrors)) (out[legacyApplicationPath(k)] ??= []).push(...v);
    return out;
  },
};

/** What submit found missing, per step, with the seed's field names. */
export function missingToLegacy(missing: MissingByStep): Shape<'missing'> {
  const out: Record<string, Record<string, string[]>> = {};
  for (const [step, fields] of Object.entries(missing)) {
    if (!fields) continue;
    out[step] = {};
    for (const [path, messages] of Object.entries(fields)) out[step][step === 'documents' ? path : legacyApplicationPath(path)] = messages;
  }
  return out;
}

// ---------------------------------------------------------------------------
// The documents call

const slotAliases: Record<string, DocumentSlot> = {
  highest_education_certificate: 'highest_certificate',
  highest_education: 'highest_certificate',
  transcript: 'highest_certificate',
  non_criminal: 'non_criminal_certificate',
  bank_solvency_certificate: 'bank_solvency',
  resume: 'cv',
  resume_cv: 'cv',
};

/** A slot from a name the old client might use (`Resume/CV`, `bank-solvency`, …), else null. */
export function slotFromKey(key: string): DocumentSlot | null {
  const k = key.trim().toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
  if ((documentSlotValues as readonly string[]).includes(k)) return k as DocumentSlot;
  return slotAliases[k] ?? null;
}

type FileLike = Blob & { name?: string };
const isFile = (v: unknown): v is FileLike => typeof Blob !== 'undefined' && v instanceof Blob;

/**
 * Pairs the files of the documents call with their slots. `documents` (JSON text, a list or an
 * object) names the files in order: an entry keyed by a slot (`{"passport": "p.pdf"}`) goes to
 * that slot, a bare name to the slot at its position among the nine (the old form's order); an
 * empty entry skips its slot. The files are matched to the entries by name, else in order.
 */
export function pairDocuments(body: Obj): { slot: DocumentSlot; file: FileLike }[] {
  const rawFiles = body['files'] ?? body['files[]'];
  const files = (Array.isArray(rawFiles) ? rawFiles : rawFiles === undefined ? [] : [rawFiles]).filter(isFile);
  const fail = (field: string, message: string = validation.invalidValue): never => {
    throw new AppError('validation', message, { fieldErrors: { [field]: [message] } });
  };
  if (files.length === 0) fail('files', validation.required);
  let docs = parseSectionText('documents', body.documents);
  if (docs === undefined) docs = files.map((f) => f.name ?? '');
  const entries: { slot: DocumentSlot; name: string }[] = [];
  const add = (slot: DocumentSlot | null, name: unknown) => {
    if (name === null || name === undefined || name === '') return;
    if (!slot) return fail('documents');
    entries.push({ slot, name: typeof name === 'string' ? name : '' });
  };
  if (isObj(docs)) for (const [k, name] of Object.entries(docs)) add(slotFromKey(k), name);
  else if (Array.isArray(docs))
    docs.forEach((item, i) => {
      if (isObj(item)) {
        const keyed = Object.entries(item).find(([k]) => slotFromKey(k) !== null);
        if (keyed) return add(slotFromKey(keyed[0]), keyed[1]);
        if (typeof item.slot === 'string') return add(slotFromKey(item.slot), item.name ?? item.file ?? 'file');
        return fail(`documents.${i}`);
      }
      add(i < documentSlotValues.length ? documentSlotValues[i] : null, item);
    });
  else fail('documents');
  if (entries.length !== files.length) fail('documents');
  if (new Set(entries.map((e) => e.slot)).size !== entries.length) fail('documents');
  const byName = new Map<string, FileLike>();
  for (const f of files) if (f.name && !byName.has(f.name)) byName.set(f.name, f);
  const allNamed = byName.size === files.length && entries.every((e) => byName.has(e.name));
  return entries.map((e, i) => ({ slot: e.slot, file: allNamed ? byName.get(e.name)! : files[i] }));
}

// ---------------------------------------------------------------------------
// Records out

/**
 * The answer shapes of the records below, for the API reference (lib/api/openapi.ts): every key
 * with its type (strict: each mapper's return type is its schema's, so a key added to one and not
 * the other is refused by the type checker). A section is its JSON text (the seed's storage form).
 */
const id = z.number().int();
const maybe = z.string().nullable();
const sectionText = z.string().nullable().describe('The section under the seed’s names, as JSON text (null: nothing saved)');
const sectionsShape = Object.fromEntries(Object.keys(legacySectionNames).map((k) => [k, sectionText])) as Record<LegacySectionName, typeof sectionText>;
const place = { university: z.strictObject({ id, name: z.string() }), program: z.strictObject({ id, name: z.string() }) };
const application = z.strictObject({
  id,
  user_id: id.nullable(),
  university_id: id,
  course_id: id,
  program_id: id,
  description: maybe,
  status: z.string(),
  status_label: z.string(),
  current_step: z.number().int(),
  saved_at: maybe,
  submitted_at: maybe,
  updated_at: z.string(),
  ...place,
  course: z.strictObject({ id, title: z.string(), program_id: id }),
  ...sectionsShape,
  documents: z.array(z.strictObject({ slot: z.string(), name: z.string() })),
});
export const legacyApplicationSchemas = {
  /** `toLegacyApplication`: one application. */
  application,
  /** `toLegacyApplicationItem`: an item of the student's list. */
  applicationItem: z.strictObject({
    id,
    status: z.string(),
    status_label: z.string(),
    university_id: id,
    course_id: id,
    program_id: id,
    ...place,
    course: z.strictObject({ id, title: z.string(), program_id: id }),
    created_at: z.string(),
    updated_at: z.string(),
  }),
  /** `toLegacyAdminApplicationItem`: an item of the admin's list. */
  adminApplicationItem: z.strictObject({
    id,
    status: z.string(),
    full_name: maybe,
    phone: maybe,
    country: maybe,
    program: z.strictObject({ name: z.string() }),
    course: z.strictObject({ title: z.string() }),
    university: z.strictObject({ name: z.string() }),
    submitted_at: maybe,
    payment_status: maybe,
  }),
  /** `toLegacyAdminApplication`: the admin's one application, with its history. */
  adminApplication: z.strictObject({
    id,
    user_id: id.nullable(),
    status: z.string(),
    ...sectionsShape,
    documents: z.array(z.strictObject({ slot: z.string(), name: z.string(), url: z.string() })),
    ...place,
    course: z.strictObject({ id, title: z.string() }),
    history: z.array(z.strictObject({ from_status: maybe, to_status: z.string(), note: maybe, by: maybe, created_at: z.string() })),
  }),
  /** `missingToLegacy`: what a complete application still lacks, by step and the seed's section names. */
  missing: z.record(z.string(), z.record(z.string(), z.array(z.string()))),
};
type Shape<K extends keyof typeof legacyApplicationSchemas> = z.output<(typeof legacyApplicationSchemas)[K]>;

/** Sections under the seed's names as JSON text (its storage form), `null` when nothing was saved. */
export function toLegacySections(sections: ApplicationDetail['sections']): Record<LegacySectionName, string | null> {
  const out = {} as Record<LegacySectionName, string | null>;
  for (const [seed, ours] of Object.entries(legacySectionNames) as [LegacySectionName, SectionName][]) {
    const value = sections[ours];
    const empty = value === null || value === undefined || (Array.isArray(value) ? value.length === 0 : Object.keys(value).length === 0);
    out[seed] = empty ? null : JSON.stringify(sectionOut(ours, value));
  }
  return out;
}

const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** One application (`POST /api/web/application`, `GET /api/web/application/{id}`, the update's answer). */
export function toLegacyApplication(a: ApplicationDetail): Shape<'application'> {
  return {
    id: a.id,
    user_id: a.userId,
    university_id: a.university.id,
    course_id: a.course.id,
    program_id: a.program.id,
    description: a.description,
    status: a.status,
    status_label: renderMessage(a.statusLabel, 'en'),
    current_step: a.currentStep,
    saved_at: isoOrNull(a.savedAt),
    submitted_at: isoOrNull(a.submittedAt),
    updated_at: a.updatedAt.toISOString(),
    university: { id: a.university.id, name: a.university.name },
    course: { id: a.course.id, title: a.course.title, program_id: a.course.programId },
    program: { id: a.program.id, name: a.program.name },
    ...toLegacySections(a.sections),
    documents: a.documents.filter((d) => d.file).map((d) => ({ slot: d.slot, name: d.file!.name })),
  };
}

/** An item of `GET /api/web/application/list/{userId}`. */
export function toLegacyApplicationItem(a: ApplicationListItem): Shape<'applicationItem'> {
  return {
    id: a.id,
    status: a.status,
    status_label: renderMessage(a.statusLabel, 'en'),
    university_id: a.university.id,
    course_id: a.course.id,
    program_id: a.program.id,
    university: { id: a.university.id, name: a.university.name },
    course: { id: a.course.id, title: a.course.title, program_id: a.course.programId },
    program: { id: a.program.id, name: a.program.name },
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  };
}

// ---------------------------------------------------------------------------
// The admin's reads (GET /api/admin/application/list, GET /api/admin/application/show/{id})

/** An item of `GET /api/admin/application/list`. */
export function toLegacyAdminApplicationItem(a: ReviewListItem): Shape<'adminApplicationItem'> {
  return {
    id: a.id,
    status: a.status,
    full_name: a.fullName,
    phone: a.phone,
    country: countryOut(a.country),
    program: { name: a.program.name },
    course: { title: a.course.title },
    university: { name: a.university.name },
    submitted_at: isoOrNull(a.submittedAt),
    payment_status: a.paymentStatus,
  };
}

/** `GET /api/admin/application/show/{id}`'s record: the eleven sections under the seed's names as JSON text. */
export function toLegacyAdminApplication(a: ApplicationDetail): Shape<'adminApplication'> {
  return {
    id: a.id,
    user_id: a.userId,
    status: a.status,
    ...toLegacySections(a.sections),
    documents: a.documents.filter((d) => d.file).map((d) => ({ slot: d.slot, name: d.file!.name, url: d.file!.url })),
    university: { id: a.university.id, name: a.university.name },
    course: { id: a.course.id, title: a.course.title },
    program: { id: a.program.id, name: a.program.name },
    history: a.history.map((h) => ({ from_status: h.from, to_status: h.to, note: h.note, by: h.by, created_at: h.at.toISOString() })),
  };
}
