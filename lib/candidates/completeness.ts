import { msg } from '@/lib/i18n/message';
/**
 * How complete a resume is, and what is missing, in the order a candidate would fill it in. Pure
 * and client-safe: the builder and the dashboard show the same meter from the same answer. Each
 * item weighs the same; the percentage is rounded down, so 100 % means nothing is missing.
 */
export interface CompletenessInput {
  basic_info: Record<string, unknown>;
  career_info: Record<string, unknown>;
  present_address: Record<string, unknown> | null;
  preference: { job_category_choice: unknown[]; keyword: unknown[]; pref_city: unknown[]; special_skill: unknown[] };
  rows: { education: unknown[]; experience: unknown[]; skill: unknown[]; language: unknown[]; reference: unknown[] };
  photo: unknown;
  /** How many CVs the candidate keeps (visible or not). */
  cvCount: number;
}

export interface CompletenessItem {
  key: string;
  label: string;
  /** Where on the builder it is filled in. */
  href: string;
  done: boolean;
}

export interface Completeness {
  percent: number;
  items: CompletenessItem[];
  missing: CompletenessItem[];
}

const filled = (v: unknown) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0);

export function resumeCompleteness(r: CompletenessInput): Completeness {
  const items: CompletenessItem[] = [
    { key: 'name', label: msg('candidates.completeness.name'), href: '/candidate/profile#basic_info', done: filled(r.basic_info.first_name) && filled(r.basic_info.last_name) },
    { key: 'contact', label: msg('candidates.completeness.contact'), href: '/candidate/profile#basic_info', done: filled(r.basic_info.primary_contact_no) },
    { key: 'photo', label: msg('candidates.completeness.photo'), href: '/candidate/profile#picture', done: Boolean(r.photo) },
    { key: 'objective', label: msg('candidates.completeness.objective'), href: '/candidate/profile#career_info', done: filled(r.career_info.objective) },
    { key: 'education', label: msg('candidates.completeness.education'), href: '/candidate/profile#education', done: r.rows.education.length > 0 },
    { key: 'experience', label: msg('candidates.completeness.experience'), href: '/candidate/profile#experience', done: r.rows.experience.length > 0 },
    { key: 'skills', label: msg('candidates.completeness.skills'), href: '/candidate/profile#skill', done: r.rows.skill.length > 0 },
    { key: 'languages', label: msg('candidates.completeness.languages'), href: '/candidate/profile#language', done: r.rows.language.length > 0 },
    { key: 'address', label: msg('candidates.completeness.address'), href: '/candidate/profile#present_address', done: r.present_address !== null },
    {
      key: 'preference',
      label: msg('candidates.completeness.preference'),
      href: '/candidate/profile#preference',
      done: r.preference.job_category_choice.length > 0 || r.preference.pref_city.length > 0,
    },
    { key: 'reference', label: msg('candidates.completeness.reference'), href: '/candidate/profile#reference', done: r.rows.reference.length > 0 },
    { key: 'cv', label: msg('candidates.completeness.cv'), href: '/candidate/cvs', done: r.cvCount > 0 },
  ];
  const done = items.filter((i) => i.done).length;
  return { percent: Math.floor((done * 100) / items.length), items, missing: items.filter((i) => !i.done) };
}
