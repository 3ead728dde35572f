/**
 * The application's sections (our names) and the wizard step each belongs to. Client-safe.
 */
import type { ApplicationStep } from './schemas';
import type { ApplicationDetail } from './types';

export type FormStep = Exclude<ApplicationStep, 'documents'>;

/** Which wizard step each section belongs to (a client may save a step's sections in one call or a few). */
export const stepOfSection = {
  contact_details: 'student',
  students_information: 'student',
  postal_address: 'student',
  home_address: 'student',
  language_proficiency: 'student',
  education_background: 'student',
  work_experience: 'student',
  family_contact: 'family',
  financial_supporter: 'family',
  emergency_contact: 'family',
  declaration: 'declaration',
} as const satisfies Record<string, FormStep>;
export type SectionName = keyof typeof stepOfSection;

/** The steps with sections, in wizard order. */
export const formSteps: readonly FormStep[] = ['student', 'family', 'declaration'];

const has = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/**
 * A step's input from the sections sent plus the ones already saved: a section sent replaces the
 * saved one, the others stay, and each save is judged by the whole step's rules. A postal address
 * sent on its own is its own (not "same as home").
 */
export function mergeWithSaved(step: FormStep, saved: ApplicationDetail['sections'], given: Partial<Record<SectionName, unknown>>): Record<string, unknown> {
  const own = (Object.keys(stepOfSection) as SectionName[]).filter((n) => stepOfSection[n] === step);
  const out: Record<string, unknown> = Object.fromEntries(own.map((n) => [n, has(given, n) ? given[n] : saved[n]]));
  if (step === 'student') out.postal_same_as_home = has(given, 'postal_address') ? false : saved.postal_same_as_home;
  return out;
}
