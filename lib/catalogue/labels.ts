/** The catalogue's labels shared by pages and the legacy API, client-safe. */
import { courseTagValues, type CourseTag, type DegreeType, type TeachingLanguage } from './values';
import { msg } from '@/lib/i18n/message';

// ---------------------------------------------------------------------------------------------
// Labels

/**
 * The tags as the public pages name them. "highest-rating" and "top-ranked" carry no rating and
 * no ranking source: they are our editors' choices, and say so (issue 15). The stored values and
 * URL parameters stay; the legacy API keeps its own labels (legacyCourseTagLabels).
 */
/** The degree types a program is one of (the back office's program form). */
export const degreeTypeLabels: Record<DegreeType, string> = {
  Bachelor: msg('values.degreeType.Bachelor'),
  Masters: msg('values.degreeType.Masters'),
  PhD: msg('values.degreeType.PhD'),
  MBBS: msg('values.degreeType.MBBS'),
  'Chinese Language': msg('values.degreeType.ChineseLanguage'),
};

export const courseTagLabels: Record<CourseTag, string> = {
  'top-picks': msg('values.courseTag.top-picks'),
  'most-popular': msg('values.courseTag.most-popular'),
  'fastest-admissions': msg('values.courseTag.fastest-admissions'),
  'highest-rating': msg('values.courseTag.highest-rating'),
  'top-ranked': msg('values.courseTag.top-ranked'),
};

/** The labels the legacy clients know (their API answers compare them). */
export const legacyCourseTagLabels: Record<CourseTag, string> = {
  'top-picks': msg('values.legacyCourseTag.top-picks'),
  'most-popular': msg('values.legacyCourseTag.most-popular'),
  'fastest-admissions': msg('values.legacyCourseTag.fastest-admissions'),
  'highest-rating': msg('values.legacyCourseTag.highest-rating'),
  'top-ranked': msg('values.legacyCourseTag.top-ranked'),
};

/** A tag as the legacy clients wrote it ("Our Top Picks", "Most Popular", or our slug) → our slug. */
export function parseCourseTag(value: unknown): CourseTag | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toLowerCase().replace(/^our\s+/, '').replace(/[\s_]+/g, '-');
  return (courseTagValues as readonly string[]).includes(v) ? (v as CourseTag) : undefined;
}

export const teachingLanguageLabels: Record<TeachingLanguage, string> = { english: msg('values.teachingLanguage.english'), chinese: msg('values.teachingLanguage.chinese') };
