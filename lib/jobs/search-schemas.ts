import { z } from 'zod';
import { searchText } from '@/lib/forms/text';
import { jobNatureValues, salaryTypeValues, type JobNature, type SalaryType } from './values';
import { PER_PAGE_DEFAULT, pageField, perPageField } from '@/lib/http/page';
import { msg } from '@/lib/i18n/message';

/**
 * The public job list's filters as the URL carries them (`/jobs?q=&where=&category=&type=…`), and
 * back. Lenient like every list read from a URL: a value that is no allowed choice is dropped (the
 * list shows everything for that filter), never an error page. Client-safe and pure.
 *
 * - `q`: words in the title, the skills or the company's name;
 * - `where`: a city (or the location text) or a postcode (its start: "ME1" finds "ME1 1AA");
 * - `category`: a job category id; `type`: the job type (`job_nature`);
 * - `posted`: approved within the last 1, 3, 7, 14 or 30 days;
 * - `experience`: the years the visitor has: jobs asking no more than that;
 * - `salary_type` + `salary_min` (whole pounds): jobs paying at least that, per hour / month / year;
 * - `sort`: newest (default), salary (highest first), closing (soonest expiry first);
 * - `page`, `per_page` (10–60, default 20).
 */
export const postedWithinValues = [1, 3, 7, 14, 30] as const;
export const postedWithinLabels: Record<(typeof postedWithinValues)[number], string> = {
  1: msg('values.postedWithin.1'),
  3: msg('values.postedWithin.3'),
  7: msg('values.postedWithin.7'),
  14: msg('values.postedWithin.14'),
  30: msg('values.postedWithin.30'),
};

/** The experience choices (years the visitor has). */
export const experienceChoices = [0, 1, 2, 3, 5, 10] as const;
export const experienceLabels: Record<(typeof experienceChoices)[number], string> = {
  0: msg('values.experience.0'),
  1: msg('values.experience.1'),
  2: msg('values.experience.2'),
  3: msg('values.experience.3'),
  5: msg('values.experience.5'),
  10: msg('values.experience.10'),
};

export const jobSortValues = ['newest', 'salary', 'closing'] as const;
export type JobSort = (typeof jobSortValues)[number];
export const jobSortLabels: Record<JobSort, string> = { newest: msg('values.jobSort.newest'), salary: msg('values.jobSort.salary'), closing: msg('values.jobSort.closing') };

export const JOB_QUERY_MAX = 100;
/** The highest salary a filter may ask (whole pounds): above any real pay, and well inside an integer in pence. */
export const SALARY_FILTER_MAX = 10_000_000;

const text = searchText;

const choice = <T extends readonly (string | number)[]>(values: T) =>
  z
    .string()
    .optional()
    .transform((v): T[number] | undefined => {
      if (v === undefined) return undefined;
      const found = values.find((x) => String(x) === v.trim());
      return found;
    });

const positiveInt = (max: number) =>
  z
    .string()
    .optional()
    .transform((v) => {
      const t = v?.trim() ?? '';
      if (!/^\d{1,10}$/.test(t)) return undefined;
      const n = Number(t);
      return n >= 1 && n <= max ? n : undefined;
    });

export const jobSearchSchema = z.object({
  q: text(JOB_QUERY_MAX),
  where: text(JOB_QUERY_MAX),
  category: positiveInt(2_147_483_647),
  type: choice(jobNatureValues),
  posted: choice(postedWithinValues),
  experience: choice(experienceChoices),
  salary_type: choice(salaryTypeValues),
  salary_min: positiveInt(SALARY_FILTER_MAX),
  sort: choice(jobSortValues),
  page: pageField,
  per_page: perPageField,
});

export interface JobSearchParams {
  q?: string;
  where?: string;
  categoryId?: number;
  jobNature?: JobNature;
  postedWithinDays?: (typeof postedWithinValues)[number];
  /** the visitor's years: jobs whose minimum is at most this */
  experience?: (typeof experienceChoices)[number];
  salaryType?: SalaryType;
  /** whole pounds */
  salaryMin?: number;
  sort: JobSort;
  page: number;
  perPage: number;
}

type Raw = Record<string, string | string[] | undefined> | URLSearchParams;

function first(raw: Raw, name: string): string | undefined {
  const v = raw instanceof URLSearchParams ? (raw.get(name) ?? undefined) : raw[name];
  return Array.isArray(v) ? v[0] : v;
}

const names = ['q', 'where', 'category', 'type', 'posted', 'experience', 'salary_type', 'salary_min', 'sort', 'page', 'per_page'] as const;

/** The search a URL asks for (unknown or malformed values dropped). */
export function parseJobSearchParams(raw: Raw): JobSearchParams {
  const obj: Record<string, string | undefined> = {};
  for (const n of names) obj[n] = first(raw, n);
  const p = jobSearchSchema.parse(obj);
  return {
    q: p.q,
    where: p.where,
    categoryId: p.category,
    jobNature: p.type,
    postedWithinDays: p.posted,
    experience: p.experience,
    salaryType: p.salary_type,
    salaryMin: p.salary_min,
    sort: p.sort ?? 'newest',
    page: p.page,
    perPage: p.per_page,
  };
}

/** The URL query of a search (defaults left out, so equal searches have equal addresses). */
export function jobSearchQuery(p: Partial<JobSearchParams>): URLSearchParams {
  const q = new URLSearchParams();
  if (p.q) q.set('q', p.q);
  if (p.where) q.set('where', p.where);
  if (p.categoryId) q.set('category', String(p.categoryId));
  if (p.jobNature) q.set('type', p.jobNature);
  if (p.postedWithinDays) q.set('posted', String(p.postedWithinDays));
  if (p.experience !== undefined) q.set('experience', String(p.experience));
  if (p.salaryType) q.set('salary_type', p.salaryType);
  if (p.salaryMin) q.set('salary_min', String(p.salaryMin));
  if (p.sort && p.sort !== 'newest') q.set('sort', p.sort);
  if (p.perPage && p.perPage !== PER_PAGE_DEFAULT) q.set('per_page', String(p.perPage));
  if (p.page && p.page > 1) q.set('page', String(p.page));
  return q;
}

/** True when the search narrows the list (anything but page, size and sort). */
export function isFilteredJobSearch(p: Partial<JobSearchParams>): boolean {
  return jobSearchQuery({ ...p, page: undefined, perPage: undefined, sort: undefined }).toString() !== '';
}
