import type { ApplicationDetail } from './types';

/**
 * An application's sections with their countries named for a reader (the review page): the
 * nationality, both addresses' countries, the family member's nationality and each school's
 * country, through a namer of lib/countries (a code as its name, an old record's text as typed).
 */
export function withCountryNames(sections: ApplicationDetail['sections'], name: (stored: string | null | undefined) => string | null): ApplicationDetail['sections'] {
  const named = <T extends Record<string, unknown>>(o: T, key: string): T => (typeof o?.[key] === 'string' ? { ...o, [key]: name(o[key] as string) ?? o[key] } : o);
  return {
    ...sections,
    students_information: named(sections.students_information, 'nationality'),
    home_address: named(sections.home_address, 'country'),
    postal_address: named(sections.postal_address, 'country'),
    family_contact: named(sections.family_contact, 'member_nationality'),
    education_background: sections.education_background.map((row) => named(row, 'country')),
  };
}
