/** The catalogue's labels shared by pages and the legacy API, client-safe. */
import { courseTagValues, type CourseTag, type TeachingLanguage } from './values';

// ---------------------------------------------------------------------------------------------
// Labels

/**
 * The tags as the public pages name them. "highest-rating" and "top-ranked" carry no rating and
 * no ranking source: they are our editors' choices, and say so (issue 15). The stored values and
 * URL parameters stay; the legacy API keeps its own labels (legacyCourseTagLabels).
 */
export const courseTagLabels: Record<CourseTag, string> = {
  'top-picks': 'Top Picks',
  'most-popular': 'Most Popular',
  'fastest-admissions': 'Fastest Admissions',
  'highest-rating': 'Editor’s picks',
  'top-ranked': 'Editor’s picks: leading universities',
};

/** The labels the legacy clients know (their API answers compare them). */
export const legacyCourseTagLabels: Record<CourseTag, string> = {
  'top-picks': 'Top Picks',
  'most-popular': 'Most Popular',
  'fastest-admissions': 'Fastest Admissions',
  'highest-rating': 'Highest Rating',
  'top-ranked': 'Top Ranked',
};

/** A tag as the legacy clients wrote it ("Our Top Picks", "Most Popular", or our slug) → our slug. */
export function parseCourseTag(value: unknown): CourseTag | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toLowerCase().replace(/^our\s+/, '').replace(/[\s_]+/g, '-');
  return (courseTagValues as readonly string[]).includes(v) ? (v as CourseTag) : undefined;
}

export const teachingLanguageLabels: Record<TeachingLanguage, string> = { english: 'English', chinese: 'Chinese' };
