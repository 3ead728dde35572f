import { z } from 'zod';
import { countryCodeField, optionalCountryCodeField } from '@/lib/countries/schema';
import { idSchema } from '@/lib/http/id';
import { textInput, textType } from '@/lib/forms/text';
import { PHONE_MAX, withPhones } from '@/lib/forms/phone';
import { applicationStatusValues, documentSlotValues, type DocumentSlot } from './values';
import { applicationMessages as am, validation as v } from '@/lib/messages';
import { msg } from '@/lib/i18n/message';

/**
 * Student applications: the wizard's contracts, client-safe. One schema per wizard step (the
 * form's resolver, the server action, the route handler and the legacy module all use it), a
 * lenient twin of each for "Save draft", and the composed submit schema.
 *
 * Keys are our own spellings of the seed's sections (the legacy module maps `conatct_details`,
 * `fiancial_supporter`, `mejor`, Yes/No … at its boundary). Values land as they are in the
 * application's JSONB columns.
 */

export const applicationStatusSchema = z.enum(applicationStatusValues, { error: v.chooseOption });

// ---------------------------------------------------------------------------
// Choice lists (the seed's, spelling fixed). Nationality and country are ISO 3166-1 alpha-2 codes
// (lib/countries): their shape is checked here, that they name an enabled country by the domain.

export const genderChoices = ['Male', 'Female', 'Other'] as const;
export const maritalStatusChoices = ['Single', 'Married'] as const;
export const maritalStatusLabels: Record<(typeof maritalStatusChoices)[number], string> = { Single: msg('values.maritalStatus.single'), Married: msg('values.maritalStatus.married') };
export const religionChoices = ['Islam', 'Hinduism', 'Christianity', 'Buddhism'] as const;
export const religionLabels: Record<(typeof religionChoices)[number], string> = {
  Islam: msg('values.religion.islam'),
  Hinduism: msg('values.religion.hinduism'),
  Christianity: msg('values.religion.christianity'),
  Buddhism: msg('values.religion.buddhism'),
};
export const englishLevelChoices = ['1', '2', '3', '4'] as const;
export const englishLevelLabels: Record<(typeof englishLevelChoices)[number], string> = {
  '1': msg('values.englishLevel.1'),
  '2': msg('values.englishLevel.2'),
  '3': msg('values.englishLevel.3'),
  '4': msg('values.englishLevel.4'),
};
export const englishCertificateChoices = ['IELTS', 'TOEFL', 'Duolingo', 'Other'] as const;
const answerOther = msg('values.answerOther');
/** The certificates are names; only "Other" has words. */
export const englishCertificateLabels: Partial<Record<(typeof englishCertificateChoices)[number], string>> = { Other: answerOther };
export const chineseLevelChoices = ['Fair', 'Good', 'Excellent'] as const;
export const chineseLevelLabels: Record<(typeof chineseLevelChoices)[number], string> = {
  Fair: msg('values.chineseLevel.Fair'),
  Good: msg('values.chineseLevel.Good'),
  Excellent: msg('values.chineseLevel.Excellent'),
};
/** The seed's four plus the common world languages. */
export const nativeLanguageChoices = [
  'Amharic', 'Arabic', 'Azerbaijani', 'Bengali', 'Burmese', 'Chinese', 'Czech', 'Dari', 'Dutch', 'English',
  'Farsi', 'French', 'German', 'Greek', 'Gujarati', 'Hausa', 'Hebrew', 'Hindi', 'Hungarian', 'Igbo',
  'Indonesian', 'Italian', 'Japanese', 'Kazakh', 'Khmer', 'Korean', 'Kurdish', 'Kyrgyz', 'Lao', 'Malay',
  'Malayalam', 'Marathi', 'Mongolian', 'Nepali', 'Pashto', 'Polish', 'Portuguese', 'Punjabi', 'Romanian',
  'Russian', 'Sinhala', 'Somali', 'Spanish', 'Swahili', 'Tajik', 'Tamil', 'Telugu', 'Thai', 'Turkish',
  'Turkmen', 'Ukrainian', 'Urdu', 'Uzbek', 'Vietnamese', 'Yoruba', 'Zulu', 'Other',
] as const;
/**
 * Each native language's ISO 639 code: its name in the page's language comes from Intl
 * (`formatLanguageName`, components/catalogue/format.ts); the stored value stays the English name.
 */
/** The list's own answer ("Other"); the languages' names come from Intl (`nativeLanguageCodes`). */
export const nativeLanguageLabels: Partial<Record<(typeof nativeLanguageChoices)[number], string>> = { Other: answerOther };
export const nativeLanguageCodes: Record<Exclude<(typeof nativeLanguageChoices)[number], 'Other'>, string> = {
  Amharic: 'am', Arabic: 'ar', Azerbaijani: 'az', Bengali: 'bn', Burmese: 'my', Chinese: 'zh', Czech: 'cs', Dari: 'prs', Dutch: 'nl', English: 'en',
  Farsi: 'fa', French: 'fr', German: 'de', Greek: 'el', Gujarati: 'gu', Hausa: 'ha', Hebrew: 'he', Hindi: 'hi', Hungarian: 'hu', Igbo: 'ig',
  Indonesian: 'id', Italian: 'it', Japanese: 'ja', Kazakh: 'kk', Khmer: 'km', Korean: 'ko', Kurdish: 'ku', Kyrgyz: 'ky', Lao: 'lo', Malay: 'ms',
  Malayalam: 'ml', Marathi: 'mr', Mongolian: 'mn', Nepali: 'ne', Pashto: 'ps', Polish: 'pl', Portuguese: 'pt', Punjabi: 'pa', Romanian: 'ro',
  Russian: 'ru', Sinhala: 'si', Somali: 'so', Spanish: 'es', Swahili: 'sw', Tajik: 'tg', Tamil: 'ta', Telugu: 'te', Thai: 'th', Turkish: 'tr',
  Turkmen: 'tk', Ukrainian: 'uk', Urdu: 'ur', Uzbek: 'uz', Vietnamese: 'vi', Yoruba: 'yo', Zulu: 'zu',
};

/** The six declaration texts, in the order the step shows them. */
export const declarationKeys = ['terms', 'consent', 'accuracy', 'payment', 'refund', 'attendance'] as const;
export type DeclarationKey = (typeof declarationKeys)[number];
export const declarationLabels: Record<DeclarationKey, string> = {
  terms: msg('values.declaration.terms'),
  consent: msg('values.declaration.consent'),
  accuracy: msg('values.declaration.accuracy'),
  payment: msg('values.declaration.payment'),
  refund: msg('values.declaration.refund'),
  attendance: msg('values.declaration.attendance'),
};

/** The nine document slots; the required ones must hold a file to submit. */
export const documentSlotLabels: Record<DocumentSlot, string> = {
  passport: msg('values.documentSlot.passport'),
  highest_certificate: msg('values.documentSlot.highest_certificate'),
  foreign_certificate: msg('values.documentSlot.foreign_certificate'),
  non_criminal_certificate: msg('values.documentSlot.non_criminal_certificate'),
  bank_solvency: msg('values.documentSlot.bank_solvency'),
  cv: msg('values.documentSlot.cv'),
  award_certificate: msg('values.documentSlot.award_certificate'),
  parent_certificate: msg('values.documentSlot.parent_certificate'),
  other: msg('values.documentSlot.other'),
};
export const requiredDocumentSlots = ['passport', 'highest_certificate', 'cv'] as const satisfies readonly DocumentSlot[];
export const isRequiredSlot = (slot: DocumentSlot): boolean => (requiredDocumentSlots as readonly string[]).includes(slot);
export const documentSlotSchema = z.enum(documentSlotValues, { error: v.chooseOption });

// ---------------------------------------------------------------------------
// Steps

export const applicationSteps = ['student', 'family', 'declaration', 'documents'] as const;
export type ApplicationStep = (typeof applicationSteps)[number];
export const applicationStepLabels: Record<ApplicationStep, string> = {
  student: msg('values.applicationStep.student'),
  family: msg('values.applicationStep.family'),
  declaration: msg('values.applicationStep.declaration'),
  documents: msg('values.applicationStep.documents'),
};
/** 1-based step number (the `current_step` column). */
export const stepNumber = (step: ApplicationStep): number => applicationSteps.indexOf(step) + 1;
export const applicationStepSchema = z.enum(applicationSteps, { error: v.chooseOption });

/** Which step a top-level field belongs to (submit lists what is missing per step). */
export const stepOfField: Record<string, ApplicationStep> = {
  contact_details: 'student',
  students_information: 'student',
  home_address: 'student',
  postal_address: 'student',
  postal_same_as_home: 'student',
  language_proficiency: 'student',
  education_background: 'student',
  work_experience: 'student',
  family_contact: 'family',
  financial_supporter: 'family',
  emergency_contact: 'family',
  declaration: 'declaration',
  documents: 'documents',
};

// ---------------------------------------------------------------------------
// Field builders. `strict` is the step's rule (Next, submit); the lenient twin (Save draft) keeps
// whatever was typed, checking only lengths and that a value given is well formed.

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const blankToNull = (value: unknown) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value);

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
/** Year and month (`2019-09`) or a full date: education and work rows need no day. */
const MONTH_OR_DATE_RE = /^\d{4}-\d{2}(-\d{2})?$/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isRealDate(value: string): boolean {
  const d = new Date(`${value.length === 7 ? `${value}-01` : value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value.length === 7 ? `${value}-01` : value);
}

/** Today as 'YYYY-MM-DD' (UTC); a passport must be valid after it. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

// Text fields take the old clients' numbers (a phone or a year sent as a JSON number) and say
// "Enter text" to other types, never "required" for a value that was sent.
const baseText = (max: number) => textType().trim().max(max, v.maxLength(max));
const blankText = (x: unknown) => blankToUndefined(textInput(x));

function text(strict: boolean, max = 120) {
  return strict
    ? z.preprocess(blankText, baseText(max).min(1, v.required))
    : z.preprocess(blankText, baseText(max).optional());
}
/** A country select (its code): required to advance, optional in a draft. */
const country = (strict: boolean) => (strict ? countryCodeField(v.required) : optionalCountryCodeField());
function optionalText(max = 200) {
  return z.preprocess((x) => blankToNull(textInput(x)), baseText(max).nullable()).optional();
}
function pattern(strict: boolean, re: RegExp, message: string, max = 254) {
  const s = baseText(max).regex(re, message);
  return strict ? z.preprocess(blankText, s) : z.preprocess(blankText, s.optional());
}
const optionalPattern = (re: RegExp, message: string, max = 254) => z.preprocess((x) => blankToNull(textInput(x)), baseText(max).regex(re, message).nullable()).optional();
function date(strict: boolean, re = DATE_RE, rule: (value: string) => boolean = () => true, ruleMessage: string = v.invalidDate) {
  const s = baseText(10).regex(re, v.invalidDate).refine(isRealDate, v.invalidDate).refine(rule, ruleMessage);
  return strict ? z.preprocess(blankToUndefined, s) : z.preprocess(blankToUndefined, s.optional());
}
function choice<const T extends readonly [string, ...string[]]>(strict: boolean, values: T) {
  const s = z.enum(values, { error: v.chooseOption });
  return strict ? z.preprocess(blankToUndefined, s) : z.preprocess(blankToUndefined, s.optional());
}
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToNull, z.enum(values, { error: v.chooseOption }).nullable()).optional();

/** A yes/no answer: a boolean, or the text a form or the old client sends (yes/no, true/false, on). */
const toBool = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const s = value.trim().toLowerCase();
  if (['yes', 'true', 'on', '1'].includes(s)) return true;
  if (['no', 'false', 'off', '0'].includes(s)) return false;
  return s === '' ? undefined : value;
};
function yesNo(strict: boolean) {
  const s = z.boolean({ error: v.chooseOption });
  return strict ? z.preprocess(toBool, s) : z.preprocess(toBool, s.optional());
}

/** Rows of a repeatable list; a row left entirely blank (the form's spare row) is dropped. */
function rows<S extends z.ZodType>(row: S, opts: { min?: number; minMessage?: string; max?: number } = {}) {
  const isBlankRow = (r: unknown) =>
    r !== null && typeof r === 'object' && Object.values(r as Record<string, unknown>).every((x) => x === undefined || x === null || (typeof x === 'string' && x.trim() === ''));
  return z.preprocess(
    (value) => (Array.isArray(value) ? value.filter((r) => !isBlankRow(r)) : value === undefined || value === null ? [] : value),
    z
      .array(row, { error: v.invalidValue })
      .min(opts.min ?? 0, opts.minMessage ?? v.required)
      .max(opts.max ?? 10, v.listMax(opts.max ?? 10)),
  );
}

// ---------------------------------------------------------------------------
// Sections

function sections(strict: boolean) {
  // A section left out is an empty one: a draft saves it empty, a step names each required field
  // in it (rather than one message for the whole section).
  const section = <S extends z.ZodType>(schema: S) => z.preprocess((x) => (x === undefined || x === null ? {} : x), schema);
  const contactDetails = z.object({
    email: pattern(strict, EMAIL_RE, v.emailInvalid),
    phone: text(strict, PHONE_MAX),
    wechat: text(strict, 60),
  });

  const studentsInformation = z.object({
    first_name: text(strict, 80),
    middle_name: optionalText(80),
    last_name: text(strict, 80),
    chinese_name: optionalText(40),
    date_of_birth: date(strict, DATE_RE, (d) => d < todayIso(), v.invalidDate),
    place_of_birth: optionalText(120),
    passport_number: pattern(strict, /^[A-Za-z0-9]{5,20}$/, v.invalidValue, 20),
    passport_expiry_date: date(strict, DATE_RE, (d) => !strict || d > todayIso(), am.passportExpired),
    nationality: country(strict),
    religion: optionalChoice(religionChoices),
    gender: choice(strict, genderChoices),
    marital_status: optionalChoice(maritalStatusChoices),
    in_china: yesNo(strict),
    alcohol: yesNo(strict),
    hobbies: optionalText(500),
  });

  const address = (required: boolean) =>
    z.object({
      country: country(required),
      city: text(required, 80),
      district: optionalText(80),
      street: text(required, 200),
      postal_code: optionalText(20),
      receiver_name: optionalText(120),
    });

  const languageProficiency = z.object({
    native_language: choice(strict, nativeLanguageChoices),
    english_level: optionalChoice(englishLevelChoices),
    english_certificate: optionalChoice(englishCertificateChoices),
    chinese_level: optionalChoice(chineseLevelChoices),
  });

  const educationRow = z
    .object({
      school: text(strict, 160),
      major: text(strict, 120),
      started: date(strict, MONTH_OR_DATE_RE),
      finished: date(strict, MONTH_OR_DATE_RE),
      gpa: optionalText(20),
      country: country(strict),
    })
    .superRefine((r, ctx) => {
      if (r.started && r.finished && r.finished < r.started) ctx.addIssue({ code: 'custom', path: ['finished'], message: v.invalidDate });
    });

  const workRow = z
    .object({
      employer: text(strict, 160),
      job_title: text(strict, 120),
      started: date(strict, MONTH_OR_DATE_RE),
      finished: z.preprocess(blankToNull, baseText(10).regex(MONTH_OR_DATE_RE, v.invalidDate).refine(isRealDate, v.invalidDate).nullable()).optional(),
    })
    .superRefine((r, ctx) => {
      if (r.started && r.finished && r.finished < r.started) ctx.addIssue({ code: 'custom', path: ['finished'], message: v.invalidDate });
    });

  // A ticked "same as home address" box copies the home address before anything is checked, so
  // the postal address is always stored whole and judged by the same rules.
  const student = z.preprocess(
    (value) => {
      if (value === null || typeof value !== 'object') return value;
      const s = value as Record<string, unknown>;
      return toBool(s.postal_same_as_home) === true ? { ...s, postal_address: s.home_address } : s;
    },
    // The contact phone is read in the home country (else the nationality) and kept in E.164.
    withPhones(z.object({
      contact_details: section(contactDetails),
      students_information: section(studentsInformation),
      home_address: section(address(strict)),
      postal_same_as_home: z.preprocess(toBool, z.boolean({ error: v.invalidValue }).optional()).transform((b) => b ?? false),
      postal_address: section(address(strict)),
      language_proficiency: section(languageProficiency),
      education_background: rows(educationRow, strict ? { min: 1, minMessage: am.educationRequired } : {}),
      work_experience: rows(workRow),
    }), [{ path: ['contact_details', 'phone'], countryAt: [['home_address', 'country'], ['students_information', 'nationality']] }]),
  );

  // The family's phones are read in the family member's country (their nationality), kept in E.164.
  const familyCountry = ['family_contact', 'member_nationality'] as const;
  const family = withPhones(z.object({
    family_contact: section(z.object({
      member_name: text(strict, 120),
      member_nationality: country(strict),
      member_phone: text(strict, PHONE_MAX),
      member_email: optionalPattern(EMAIL_RE, v.emailInvalid),
      member_work_place: optionalText(160),
      member_relationship: optionalText(60),
      member_position: optionalText(120),
    })),
    financial_supporter: z
      .object({
        supporters_relation: optionalText(60),
        supporters_name: optionalText(120),
        supporters_address: optionalText(200),
        supporters_phone: optionalText(PHONE_MAX),
        supporters_email: optionalPattern(EMAIL_RE, v.emailInvalid),
        supporters_workplace: optionalText(160),
        supporters_workplace_address: optionalText(200),
      })
      .prefault({}),
    emergency_contact: z
      .object({
        emergencies_name: optionalText(120),
        emergencies_phone: optionalText(PHONE_MAX),
        emergencies_email: optionalPattern(EMAIL_RE, v.emailInvalid),
        emergencies_address: optionalText(200),
      })
      .prefault({}),
  }), [
    { path: ['family_contact', 'member_phone'], countryAt: familyCountry },
    { path: ['financial_supporter', 'supporters_phone'], countryAt: familyCountry },
    { path: ['emergency_contact', 'emergencies_phone'], countryAt: familyCountry },
  ]);

  const tick = strict
    ? z.preprocess(toBool, z.literal(true, { error: am.declarationRequired }))
    : z.preprocess(toBool, z.boolean({ error: v.invalidValue }).optional());
  const declaration = z.object({
    declaration: section(z.object(Object.fromEntries(declarationKeys.map((k) => [k, tick])) as Record<DeclarationKey, typeof tick>)),
  });

  return { student, family, declaration };
}

const strictSections = sections(true);
const draftSections = sections(false);

/** Step 1: contact details, student information, both addresses, languages, education, work. */
export const studentStepSchema = strictSections.student;
/** Step 2: family contact, financial supporter, emergency contact. */
export const familyStepSchema = strictSections.family;
/** Step 3: all six declaration boxes ticked. */
export const declarationStepSchema = strictSections.declaration;
/** Step 4 has no fields (its files go through the upload door); Next only records the step. */
export const documentsStepSchema = z.object({});

/** Next: the step's full rules. */
export const stepSchemas = {
  student: studentStepSchema,
  family: familyStepSchema,
  declaration: declarationStepSchema,
  documents: documentsStepSchema,
} as const;

/** Save draft: the same fields, nothing required, a value given still well formed. */
export const draftStepSchemas = {
  student: draftSections.student,
  family: draftSections.family,
  declaration: draftSections.declaration,
  documents: documentsStepSchema,
} as const;

export type StudentStepInput = z.input<typeof studentStepSchema>;
export type StudentStep = z.output<typeof studentStepSchema>;
export type FamilyStep = z.output<typeof familyStepSchema>;
export type DeclarationStep = z.output<typeof declarationStepSchema>;

/**
 * Submit: every step's rules at once, plus a file in each required document slot (`documents`
 * lists the slots that hold a file).
 */
export const applicationSubmitSchema = z.object({
  student: studentStepSchema,
  family: familyStepSchema,
  declaration: declarationStepSchema,
  // Checked on the field itself, so a missing document is listed even when other steps fail too.
  documents: z.array(documentSlotSchema).superRefine((slots, ctx) => {
    for (const slot of requiredDocumentSlots) {
      if (!slots.includes(slot)) ctx.addIssue({ code: 'custom', path: [slot], message: am.documentRequired });
    }
  }),
});

/** What is missing, per step: dotted field paths (as the step's form names them) with their messages. */
export type MissingByStep = Partial<Record<ApplicationStep, Record<string, string[]>>>;

/**
 * Groups submit errors by step. The submit schema nests each step under its name; the step's own
 * field paths (`students_information.first_name`) are what its form uses.
 */
export function missingByStep(fieldErrors: Record<string, string[]>): MissingByStep {
  const out: MissingByStep = {};
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const [head, ...rest] = path.split('.');
    const step = (applicationSteps as readonly string[]).includes(head) ? (head as ApplicationStep) : stepOfField[head];
    if (!step) continue;
    const key = rest.length > 0 ? rest.join('.') : head;
    (out[step] ??= {})[key] = messages;
  }
  return out;
}

// ---------------------------------------------------------------------------
// Other inputs

export const startApplicationSchema = z.object({
  courseId: idSchema({ required: v.chooseOption, invalid: v.chooseOption }),
  description: optionalText(2000),
});

export const statusNoteSchema = z.preprocess(blankToNull, baseText(2000).nullable()).optional();

export const requestDocumentsSchema = z.object({
  slots: z.array(documentSlotSchema).min(1, am.slotsRequired).max(documentSlotValues.length),
  reason: z.preprocess(blankToUndefined, baseText(2000).min(1, am.reasonRequired)),
});

/** The admin dashboard's chart periods (the seed's choices), as `?period=` carries them. */
export const dashboardPeriods = ['6m', '12m', '16m', '24m', '5y'] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];
export const dashboardPeriodLabels: Record<DashboardPeriod, string> = {
  '6m': msg('values.dashboardPeriod.6m'),
  '12m': msg('values.dashboardPeriod.12m'),
  '16m': msg('values.dashboardPeriod.16m'),
  '24m': msg('values.dashboardPeriod.24m'),
  '5y': msg('values.dashboardPeriod.5y'),
};
export const dashboardPeriodSchema = z.enum(dashboardPeriods).catch('12m');
