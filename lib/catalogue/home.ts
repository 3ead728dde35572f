import 'server-only';
import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { getDb } from '@/db';
import { applications } from '@/db/schema';
import { c, ci, p, publicCourse, publicUniversity, u, withCourseJoins, withUniversityJoins } from './rules';
import { msg } from '@/lib/i18n/message';
import { defaultLocale, type Locale } from '@/lib/i18n/config';
import { formatCount } from '@/lib/i18n/format';

/**
 * What the home page claims, read from the data (issue 15): its figures and its "Popular" chips.
 * Nothing here is fixed text: a figure is a count, rounded down, and hidden when too small to mean
 * anything; a chip is a filter of the course finder that returns courses.
 */

/** The counts behind the home page's figures. */
export interface HomeCounts {
  /** public universities */
  universities: number;
  /** public courses */
  courses: number;
  /** applications submitted (every status past the draft) */
  applications: number;
}

export async function countHomeFigures(): Promise<HomeCounts> {
  const db = getDb();
  const [[universities], [courses], submitted] = await Promise.all([
    withUniversityJoins(db.select({ n: count() }).from(u).$dynamic()).where(publicUniversity),
    withCourseJoins(db.select({ n: count() }).from(c).$dynamic()).where(publicCourse),
    db.$count(applications, isNotNull(applications.submittedAt)),
  ]);
  return { universities: universities?.n ?? 0, courses: courses?.n ?? 0, applications: submitted };
}

/** The least each figure must reach to be shown (the admissions one: 100, a settled decision). */
export const FIGURE_MINIMUM = { universities: 10, courses: 10, applications: 100 } as const;

/**
 * A count rounded down to its leading digit ("45" → "40+", "1,234" → "1,000+"); the "+" only when
 * the count is above the figure shown. Never rounds up.
 */
export function roundedFigure(n: number, locale: Locale = defaultLocale): string {
  const whole = Math.max(0, Math.floor(n));
  if (whole < 10) return String(whole);
  const unit = 10 ** (String(whole).length - 1);
  const shown = Math.floor(whole / unit) * unit;
  return formatCount(shown, shown < whole, locale);
}

export interface HomeFigure {
  key: keyof HomeCounts;
  value: string;
  label: string;
}

const figureLabels: Record<keyof HomeCounts, string> = {
  universities: msg('values.figure.universities'),
  courses: msg('values.figure.courses'),
  applications: msg('values.figure.applications'),
};

/** The figures the home page shows: each a real count, rounded down, the small ones left out. */
export function homeFigures(counts: HomeCounts, locale: Locale = defaultLocale): HomeFigure[] {
  return (['applications', 'universities', 'courses'] as const)
    .filter((k) => counts[k] >= FIGURE_MINIMUM[k])
    .map((k) => ({ key: k, value: roundedFigure(counts[k], locale), label: figureLabels[k] }));
}

// ---------------------------------------------------------------------------------------------
// Popular searches

export interface PopularChip {
  label: string;
  /** a city's Chinese name (a Chinese page shows it: lib/i18n/names.ts) */
  nameZh?: string | null;
  /** a course finder URL that returns at least one course */
  href: string;
}

/**
 * The "Popular" chips: the degrees, subjects (majors) and cities with the most applications, then
 * the most public courses, two of each. Every chip is a finder filter with at least one public
 * course behind it (the counts are of public courses only).
 */
export async function listPopularChips(perKind = 2): Promise<PopularChip[]> {
  const db = getDb();
  const limit = Math.min(10, Math.max(1, perKind));
  // Applications per course, summed per chip; then the number of public courses; then the label.
  const apps = sql<number>`sum(${db.$count(applications, eq(applications.courseId, c.id))})::int`;
  const rank = [desc(apps), desc(count())] as const;
  const from = <T extends SelectedFields>(columns: T) => withCourseJoins(db.select(columns).from(c).$dynamic());
  const [degrees, majors, cities] = await Promise.all([
    from({ id: p.id, label: p.name })
      .where(publicCourse)
      .groupBy(p.id, p.name)
      .orderBy(...rank, asc(p.name))
      .limit(limit),
    from({ label: c.major })
      .where(and(publicCourse, isNotNull(sql`nullif(trim(${c.major}), '')`)))
      .groupBy(c.major)
      .orderBy(...rank, asc(c.major))
      .limit(limit),
    from({ slug: ci.slug, label: ci.name, nameZh: ci.nameZh })
      .where(and(publicCourse, isNotNull(ci.id)))
      .groupBy(ci.slug, ci.name, ci.nameZh)
      .orderBy(...rank, asc(ci.name))
      .limit(limit),
  ]);
  return [
    ...degrees.map((d) => ({ label: d.label, href: `/programs?program_id=${d.id}` })),
    ...majors.map((m) => ({ label: m.label!, href: `/programs?major=${encodeURIComponent(m.label!)}` })),
    ...cities.map((c) => ({ label: c.label, nameZh: c.nameZh, href: `/programs?city=${encodeURIComponent(c.slug)}` })),
  ];
}

/** How many cities the home page's "Choose your city" shows at most (its HTML stays small on any catalogue). */
export const HOME_CITY_LIMIT = 30;

/** The home page's cities: the HOME_CITY_LIMIT with the most public universities, by name. */
export function homeCities<T extends { name: string; universityCount: number }>(cities: readonly T[], limit = HOME_CITY_LIMIT): T[] {
  return [...cities]
    .sort((a, b) => b.universityCount - a.universityCount || a.name.localeCompare(b.name, 'en'))
    .slice(0, limit)
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
