import 'server-only';
import type { Actor } from '@/lib/auth/actor';

import { getOwnResume, type ResumeView } from '@/lib/candidates/profile';
import type { JobSummary } from './dto';
import { firstPublicJobs, type JobPreferences } from './search';
import { authorise } from '@/lib/use-case';

/** A candidate's preferences (the resume's preference section) as a job filter, and the jobs it finds. */

/** The job filter of a candidate's preferences: categories chosen, preferred cities, keywords and special skills. */
export function preferencesOf(resume: Pick<ResumeView, 'preference'>): JobPreferences {
  const p = resume.preference;
  const clean = (xs: unknown) => (Array.isArray(xs) ? xs.filter((x): x is string => typeof x === 'string' && x.trim() !== '').map((x) => x.trim()) : []);
  return {
    categoryIds: Array.isArray(p.job_category_choice) ? p.job_category_choice.filter((n) => Number.isInteger(n)) : [],
    cities: clean(p.pref_city),
    keywords: [...clean(p.keyword), ...clean(p.special_skill)],
  };
}

/** Open jobs matching the candidate's preferences that they have not applied to, newest first (the dashboard's recommendations). */
export async function recommendedJobs(actor: Actor, limit = 5): Promise<{ jobs: JobSummary[]; hasPreferences: boolean }> {
  const candidate = authorise(actor, 'jobs:apply');
  const resume = await getOwnResume(candidate);
  const preferences = preferencesOf(resume);
  const hasPreferences = preferences.categoryIds.length + preferences.cities.length + preferences.keywords.length > 0;
  if (!hasPreferences) return { jobs: [], hasPreferences };
  // The few shown, newest first, and no count of the rest.
  return { jobs: await firstPublicJobs({}, limit, { preferences, notAppliedBy: candidate.id }), hasPreferences };
}
