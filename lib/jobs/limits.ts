import { z } from 'zod';
import { msg } from '@/lib/i18n/message';

/**
 * THE list limits of the job board (client and server read this one table): the most items each
 * list may hold and the message shown when one more is added. The messages are the old board's
 * own words (a user of the old client knows them), except the age range, whose old message
 * already said 2 while the check allowed 10: here both are 2.
 *
 * The job post and direct-hire forms use the first block; the resume builder (part 2a) the
 * second. Client-safe.
 */
export const listLimits = {
  // Job posts and direct hire.
  skills: { max: 10, message: msg('validation.jobs.listMax.skills', { n: 10 }) },
  experience: { max: 2, message: msg('validation.jobs.listMax.experience', { n: 2 }) },
  salaryRange: { max: 2, message: msg('validation.jobs.listMax.salaryRange', { n: 2 }) },
  workingHourRange: { max: 2, message: msg('validation.jobs.listMax.salaryRange', { n: 2 }) },
  ageRange: { max: 2, message: msg('validation.jobs.listMax.ageRange', { n: 2 }) },
  benefits: { max: 10, message: msg('validation.jobs.listMax.benefits', { n: 10 }) },
  otherBenefits: { max: 10, message: msg('validation.jobs.listMax.benefits', { n: 10 }) },
  // Resume builder.
  expertise: { max: 10, message: msg('validation.jobs.listMax.expertise', { n: 10 }) },
  topicsCovered: { max: 10, message: msg('validation.jobs.listMax.benefits', { n: 10 }) },
  categoryChoices: { max: 10, message: msg('validation.jobs.listMax.benefits', { n: 10 }) },
  keywords: { max: 10, message: msg('validation.jobs.listMax.benefits', { n: 10 }) },
  preferredCities: { max: 10, message: msg('validation.jobs.listMax.benefits', { n: 10 }) },
  specialSkills: { max: 10, message: msg('validation.jobs.listMax.benefits', { n: 10 }) },
} as const satisfies Record<string, { max: number; message: string }>;

export type ListLimit = keyof typeof listLimits;

/** Whether one more item may be added to a list that holds `count` (a form disables its Add). */
export function canAddTo(list: ListLimit, count: number): boolean {
  return count < listLimits[list].max;
}

/** A list schema with its limit and message (forms, actions and the legacy API share it). */
export function limitedList<T extends z.ZodType>(list: ListLimit, item: T) {
  return z.array(item).max(listLimits[list].max, listLimits[list].message);
}
