import { bloodGroupChoices, genderChoices, type ResumeSection } from '@/lib/candidates/schemas';
import { listLimits, type ListLimit } from '@/lib/jobs/limits';
import { languageLearnedByValues, proficiencyLevelValues, skillSourceValues } from '@/lib/candidates/values';
import { jobNatureValues, salaryTypeValues } from '@/lib/jobs/values';

/**
 * What each resume section's form shows, in order (client-safe). `list` inputs take
 * comma-separated items and name their limit; `country` and `categories` are filled from the
 * live lists the page passes in.
 */
export type FieldKind = 'text' | 'email' | 'tel' | 'date' | 'number' | 'textarea' | 'select' | 'list' | 'checkbox' | 'country' | 'categories';

export interface FieldDef {
  key: string;
  label: string;
  kind: FieldKind;
  options?: readonly { value: string; label: string }[];
  limit?: ListLimit;
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
  wide?: boolean;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const opts = (values: readonly string[], label: (v: string) => string = cap) => values.map((v) => ({ value: v, label: label(v) }));
export const choiceLabels: Record<string, string> = { fulltime: 'Full time', parttime: 'Part time', contractual: 'Contractual', others: 'Other' };
const labelOf = (v: string) => choiceLabels[v] ?? cap(v);

const t = (key: string, label: string, extra: Partial<FieldDef> = {}): FieldDef => ({ key, label, kind: 'text', ...extra });
const list = (key: string, label: string, limit: ListLimit): FieldDef => ({
  key,
  label,
  kind: 'list',
  limit,
  placeholder: `Separate items with commas (at most ${listLimits[limit].max})`,
  wide: true,
});

const address: FieldDef[] = [
  t('house', 'House'),
  t('street', 'Street', { autoComplete: 'address-line1' }),
  t('city', 'City', { autoComplete: 'address-level2' }),
  t('county', 'County'),
  t('province', 'Province or state', { autoComplete: 'address-level1' }),
  { key: 'country', label: 'Country', kind: 'country' },
  { key: 'description', label: 'Notes', kind: 'textarea', wide: true },
];

export const sectionFields: Record<ResumeSection, FieldDef[]> = {
  basic_info: [
    t('first_name', 'First name', { required: true, autoComplete: 'given-name' }),
    t('last_name', 'Last name', { required: true, autoComplete: 'family-name' }),
    { key: 'dob', label: 'Date of birth', kind: 'date', autoComplete: 'bday' },
    { key: 'gender', label: 'Gender', kind: 'select', options: opts(genderChoices, labelOf) },
    t('religion', 'Religion'),
    t('ethnicity', 'Ethnicity'),
    { key: 'nationality', label: 'Nationality', kind: 'country' },
    { key: 'primary_contact_no', label: 'Contact number', kind: 'tel', autoComplete: 'tel' },
    { key: 'secondary_contact_no', label: 'Second contact number', kind: 'tel' },
    { key: 'emergency_contact_no', label: 'Emergency contact number', kind: 'tel' },
    { key: 'secondary_mail', label: 'Secondary e-mail', kind: 'email', autoComplete: 'email' },
    t('fathers_name', "Father's name"),
    t('mothers_name', "Mother's name"),
    t('nid', 'National id'),
    t('passport_no', 'Passport number'),
    { key: 'blood_group', label: 'Blood group', kind: 'select', options: opts(bloodGroupChoices, (v) => v) },
    t('weight', 'Weight', { placeholder: 'e.g. 70 kg' }),
    t('height', 'Height', { placeholder: 'e.g. 175 cm' }),
  ],
  career_info: [
    { key: 'objective', label: 'Career objective', kind: 'textarea', wide: true },
    t('job_level', 'Job level', { placeholder: 'e.g. Entry, Mid, Senior' }),
    { key: 'job_nature', label: 'Job nature', kind: 'select', options: opts(jobNatureValues, labelOf) },
    { key: 'present_salary', label: 'Present salary (£)', kind: 'number' },
    { key: 'present_salary_type', label: 'Present salary per', kind: 'select', options: opts(salaryTypeValues) },
    { key: 'expected_salary', label: 'Expected salary (£)', kind: 'number' },
    { key: 'expected_salary_type', label: 'Expected salary per', kind: 'select', options: opts(salaryTypeValues) },
  ],
  permanent_address: address,
  present_address: address,
  preference: [
    { key: 'job_category_choice', label: 'Job categories', kind: 'categories', limit: 'categoryChoices', wide: true },
    list('keyword', 'Keywords', 'keywords'),
    list('pref_city', 'Preferred cities', 'preferredCities'),
    list('special_skill', 'Special skills', 'specialSkills'),
  ],
  certification: [
    t('cer_name', 'Certification', { required: true }),
    t('location', 'Institution'),
    { key: 'start_date', label: 'Start date', kind: 'date' },
    { key: 'end_date', label: 'End date', kind: 'date' },
  ],
  education: [
    t('edu_level', 'Level of education', { placeholder: 'e.g. Bachelor' }),
    t('degree_title', 'Degree title', { required: true }),
    t('major', 'Major'),
    t('institute', 'Institute'),
    t('result', 'Result (grade)'),
    t('marks', 'Marks'),
    { key: 'passing_year', label: 'Year of passing', kind: 'number' },
    t('duration', 'Duration', { placeholder: 'e.g. 3 years' }),
    { key: 'achievement', label: 'Achievements', kind: 'textarea', wide: true },
  ],
  experience: [
    t('org_name', 'Organisation', { required: true, autoComplete: 'organization' }),
    t('org_business', 'Business of the organisation'),
    t('designation', 'Designation', { autoComplete: 'organization-title' }),
    t('department', 'Department'),
    { key: 'from_date', label: 'From', kind: 'date' },
    { key: 'to_date', label: 'To', kind: 'date' },
    { key: 'curr_working', label: 'I currently work here', kind: 'checkbox', wide: true },
    { key: 'responsibilities', label: 'Responsibilities', kind: 'textarea', wide: true },
    list('area_expertise', 'Areas of expertise', 'expertise'),
    t('org_location', 'Location'),
  ],
  skill: [
    t('skill_name', 'Skill', { required: true }),
    { key: 'acquired_from', label: 'Acquired from', kind: 'select', options: opts(skillSourceValues) },
    { key: 'description', label: 'Description', kind: 'textarea', wide: true },
  ],
  training: [
    t('title', 'Training title', { required: true }),
    t('type', 'Type'),
    list('topics_covered', 'Topics covered', 'topicsCovered'),
    t('duration', 'Duration'),
    { key: 'year', label: 'Year', kind: 'number' },
    t('institute', 'Institute'),
    t('location', 'Location'),
  ],
  extracurricular: [{ key: 'activity', label: 'Activity', kind: 'textarea', required: true, wide: true }],
  language: [
    t('language', 'Language', { required: true }),
    { key: 'learned_by', label: 'Learned by', kind: 'select', options: opts(languageLearnedByValues) },
    { key: 'reading', label: 'Reading', kind: 'select', options: opts(proficiencyLevelValues) },
    { key: 'writing', label: 'Writing', kind: 'select', options: opts(proficiencyLevelValues) },
    { key: 'speaking', label: 'Speaking', kind: 'select', options: opts(proficiencyLevelValues) },
  ],
  reference: [
    t('name', 'Name', { required: true }),
    t('designation', 'Designation'),
    t('organization', 'Organisation'),
    { key: 'email', label: 'E-mail', kind: 'email' },
    t('relation', 'Relation'),
    { key: 'cell_no', label: 'Mobile number', kind: 'tel' },
    { key: 'address', label: 'Address', kind: 'textarea', wide: true },
  ],
};

/** A saved value as text (lists joined, choices labelled, salaries in pounds). */
export function displayValue(def: FieldDef, value: unknown, categoryNames?: Record<string, string>): string {
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value)) {
    if (def.kind === 'categories') return value.map((v) => categoryNames?.[String(v)] ?? String(v)).join(', ');
    return value.join(', ');
  }
  if (def.kind === 'checkbox') return value ? 'Yes' : '';
  if (def.kind === 'select') return def.options?.find((o) => o.value === value)?.label ?? String(value);
  if (def.key.endsWith('_salary') && typeof value === 'number') return `£${value.toLocaleString('en-GB')}`;
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
      return [def.key, v === null || v === undefined ? '' : String(v)];
    }),
  );
}
