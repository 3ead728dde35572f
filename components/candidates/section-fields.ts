import { bloodGroupChoices, genderChoices, type ResumeSection } from '@/lib/candidates/schemas';
import { listLimits, type ListLimit } from '@/lib/jobs/limits';
import { languageLearnedByValues, proficiencyLevelValues, skillSourceValues } from '@/lib/candidates/values';
import { jobNatureValues, salaryTypeValues } from '@/lib/jobs/values';
import { msg } from '@/lib/i18n/message';
import { defaultLocale, type Locale } from '@/lib/i18n/config';
import { formatMoney } from '@/lib/i18n/format';
import { formatPhone } from '@/lib/forms/phone';

/**
 * What each resume section's form shows, in order (client-safe). `list` inputs take
 * comma-separated items and name their limit; `country` and `categories` are filled from the
 * live lists the page passes in. Labels, choices and placeholders are message tokens of the
 * `peopleResumeFields` namespace: show them through the renderer (useMessageText / getMessageText).
 */
export type FieldKind = 'text' | 'email' | 'tel' | 'date' | 'number' | 'textarea' | 'select' | 'list' | 'checkbox' | 'country' | 'categories';

export interface FieldDef {
  key: string;
  /** A message token (peopleResumeFields): show it through the message renderer. */
  label: string;
  kind: FieldKind;
  options?: readonly { value: string; label: string }[];
  limit?: ListLimit;
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
  wide?: boolean;
}

const F = 'peopleResumeFields';
/** A field's label: a token of the peopleResumeFields namespace. */
const L = (key: string) => msg(`${F}.${key}`);
const optionGroups = {
  gender: genderChoices,
  jobNature: jobNatureValues,
  salaryType: salaryTypeValues,
  skillSource: skillSourceValues,
  learnedBy: languageLearnedByValues,
  proficiency: proficiencyLevelValues,
} as const;
export type OptionGroup = keyof typeof optionGroups;
/** The label (a message token) of a choice; a value outside the list is shown capitalised. */
export function optionLabel(group: OptionGroup, value: string): string {
  return (optionGroups[group] as readonly string[]).includes(value) ? msg(`${F}.options.${group}.${value}`) : value.charAt(0).toUpperCase() + value.slice(1);
}
const opts = (group: OptionGroup) => optionGroups[group].map((v) => ({ value: v, label: optionLabel(group, v) }));

const t = (key: string, label: string, extra: Partial<FieldDef> = {}): FieldDef => ({ key, label: L(label), kind: 'text', ...extra });
const list = (key: string, label: string, limit: ListLimit): FieldDef => ({
  key,
  label: L(label),
  kind: 'list',
  limit,
  placeholder: msg(`${F}.listPlaceholder`, { max: listLimits[limit].max }),
  wide: true,
});

const address: FieldDef[] = [
  t('house', 'address.house'),
  t('street', 'address.street', { autoComplete: 'address-line1' }),
  t('city', 'address.city', { autoComplete: 'address-level2' }),
  t('county', 'address.county'),
  t('province', 'address.province', { autoComplete: 'address-level1' }),
  { key: 'country', label: L('address.country'), kind: 'country' },
  { key: 'description', label: L('address.description'), kind: 'textarea', wide: true },
];

export const sectionFields: Record<ResumeSection, FieldDef[]> = {
  basic_info: [
    t('first_name', 'basicInfo.firstName', { required: true, autoComplete: 'given-name' }),
    t('last_name', 'basicInfo.lastName', { required: true, autoComplete: 'family-name' }),
    { key: 'dob', label: L('basicInfo.dob'), kind: 'date', autoComplete: 'bday' },
    { key: 'gender', label: L('basicInfo.gender'), kind: 'select', options: opts('gender') },
    t('religion', 'basicInfo.religion'),
    t('ethnicity', 'basicInfo.ethnicity'),
    { key: 'nationality', label: L('basicInfo.nationality'), kind: 'country' },
    { key: 'primary_contact_no', label: L('basicInfo.primaryContactNo'), kind: 'tel', autoComplete: 'tel' },
    { key: 'secondary_contact_no', label: L('basicInfo.secondaryContactNo'), kind: 'tel' },
    { key: 'emergency_contact_no', label: L('basicInfo.emergencyContactNo'), kind: 'tel' },
    { key: 'secondary_mail', label: L('basicInfo.secondaryMail'), kind: 'email', autoComplete: 'email' },
    t('fathers_name', 'basicInfo.fathersName'),
    t('mothers_name', 'basicInfo.mothersName'),
    t('nid', 'basicInfo.nid'),
    t('passport_no', 'basicInfo.passportNo'),
    { key: 'blood_group', label: L('basicInfo.bloodGroup'), kind: 'select', options: bloodGroupChoices.map((v) => ({ value: v, label: v })) },
    t('weight', 'basicInfo.weight', { placeholder: L('basicInfo.weightPlaceholder') }),
    t('height', 'basicInfo.height', { placeholder: L('basicInfo.heightPlaceholder') }),
  ],
  career_info: [
    { key: 'objective', label: L('careerInfo.objective'), kind: 'textarea', wide: true },
    t('job_level', 'careerInfo.jobLevel', { placeholder: L('careerInfo.jobLevelPlaceholder') }),
    { key: 'job_nature', label: L('careerInfo.jobNature'), kind: 'select', options: opts('jobNature') },
    { key: 'present_salary', label: L('careerInfo.presentSalary'), kind: 'number' },
    { key: 'present_salary_type', label: L('careerInfo.presentSalaryType'), kind: 'select', options: opts('salaryType') },
    { key: 'expected_salary', label: L('careerInfo.expectedSalary'), kind: 'number' },
    { key: 'expected_salary_type', label: L('careerInfo.expectedSalaryType'), kind: 'select', options: opts('salaryType') },
  ],
  permanent_address: address,
  present_address: address,
  preference: [
    { key: 'job_category_choice', label: L('preference.jobCategoryChoice'), kind: 'categories', limit: 'categoryChoices', wide: true },
    list('keyword', 'preference.keyword', 'keywords'),
    list('pref_city', 'preference.prefCity', 'preferredCities'),
    list('special_skill', 'preference.specialSkill', 'specialSkills'),
  ],
  certification: [
    t('cer_name', 'certification.cerName', { required: true }),
    t('location', 'certification.location'),
    { key: 'start_date', label: L('certification.startDate'), kind: 'date' },
    { key: 'end_date', label: L('certification.endDate'), kind: 'date' },
  ],
  education: [
    t('edu_level', 'education.eduLevel', { placeholder: L('education.eduLevelPlaceholder') }),
    t('degree_title', 'education.degreeTitle', { required: true }),
    t('major', 'education.major'),
    t('institute', 'education.institute'),
    t('result', 'education.result'),
    t('marks', 'education.marks'),
    { key: 'passing_year', label: L('education.passingYear'), kind: 'number' },
    t('duration', 'education.duration', { placeholder: L('education.durationPlaceholder') }),
    { key: 'achievement', label: L('education.achievement'), kind: 'textarea', wide: true },
  ],
  experience: [
    t('org_name', 'experience.orgName', { required: true, autoComplete: 'organization' }),
    t('org_business', 'experience.orgBusiness'),
    t('designation', 'experience.designation', { autoComplete: 'organization-title' }),
    t('department', 'experience.department'),
    { key: 'from_date', label: L('experience.fromDate'), kind: 'date' },
    { key: 'to_date', label: L('experience.toDate'), kind: 'date' },
    { key: 'curr_working', label: L('experience.currWorking'), kind: 'checkbox', wide: true },
    { key: 'responsibilities', label: L('experience.responsibilities'), kind: 'textarea', wide: true },
    list('area_expertise', 'experience.areaExpertise', 'expertise'),
    t('org_location', 'experience.orgLocation'),
  ],
  skill: [
    t('skill_name', 'skill.skillName', { required: true }),
    { key: 'acquired_from', label: L('skill.acquiredFrom'), kind: 'select', options: opts('skillSource') },
    { key: 'description', label: L('skill.description'), kind: 'textarea', wide: true },
  ],
  training: [
    t('title', 'training.title', { required: true }),
    t('type', 'training.type'),
    list('topics_covered', 'training.topicsCovered', 'topicsCovered'),
    t('duration', 'training.duration'),
    { key: 'year', label: L('training.year'), kind: 'number' },
    t('institute', 'training.institute'),
    t('location', 'training.location'),
  ],
  extracurricular: [{ key: 'activity', label: L('extracurricular.activity'), kind: 'textarea', required: true, wide: true }],
  language: [
    t('language', 'language.language', { required: true }),
    { key: 'learned_by', label: L('language.learnedBy'), kind: 'select', options: opts('learnedBy') },
    { key: 'reading', label: L('language.reading'), kind: 'select', options: opts('proficiency') },
    { key: 'writing', label: L('language.writing'), kind: 'select', options: opts('proficiency') },
    { key: 'speaking', label: L('language.speaking'), kind: 'select', options: opts('proficiency') },
  ],
  reference: [
    t('name', 'reference.name', { required: true }),
    t('designation', 'reference.designation'),
    t('organization', 'reference.organization'),
    { key: 'email', label: L('reference.email'), kind: 'email' },
    t('relation', 'reference.relation'),
    { key: 'cell_no', label: L('reference.cellNo'), kind: 'tel' },
    { key: 'address', label: L('reference.address'), kind: 'textarea', wide: true },
  ],
};

/** A saved value as text (lists joined, choices labelled, salaries in pounds in the reader's language); a choice or a yes is a message token. */
export function displayValue(def: FieldDef, value: unknown, categoryNames?: Record<string, string>, locale: Locale = defaultLocale): string {
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value)) {
    if (def.kind === 'categories') return value.map((v) => categoryNames?.[String(v)] ?? String(v)).join(', ');
    return value.join(', ');
  }
  if (def.kind === 'checkbox') return value ? msg(`${F}.yes`) : '';
  if (def.kind === 'select') return def.options?.find((o) => o.value === value)?.label ?? String(value);
  if (def.key.endsWith('_salary') && typeof value === 'number') return formatMoney(Math.round(value * 100), 'GBP', locale, 'symbol');
  // A phone kept in E.164 reads `+44 7911 123456`; one stored before, as it was typed.
  if (def.kind === 'tel') return formatPhone(String(value)) ?? '';
  return String(value);
}

/** A saved record → the strings (and booleans / arrays) a form starts with. */
export function formDefaults(section: ResumeSection, record: Record<string, unknown> | null | undefined): Record<string, unknown> {
  return Object.fromEntries(
    sectionFields[section].map((def) => {
      const v = record?.[def.key];
      if (def.kind === 'checkbox') return [def.key, Boolean(v)];
      if (def.kind === 'categories') return [def.key, Array.isArray(v) ? v.map(String) : []];
      if (def.kind === 'list') return [def.key, Array.isArray(v) ? v.join(', ') : ''];
      if (def.kind === 'tel') return [def.key, formatPhone(typeof v === 'string' ? v : null) ?? ''];
      return [def.key, v === null || v === undefined ? '' : String(v)];
    }),
  );
}
