import { z } from 'zod';
import { countryOut } from './countries';
import type { JobSummary } from '@/lib/jobs/dto';
import { defineFieldMap } from './fields';

/** The job side at the legacy API's boundary: the seed's field names for job categories. */
export const jobCategoryFields = defineFieldMap({ cat_name: 'name' });

export function toLegacyJobCategory(c: { id: number; name: string }): LegacyJobShape<'jobCategory'> {
  return jobCategoryFields.toLegacy({ id: c.id, name: c.name }) as LegacyJobShape<'jobCategory'>;
}

/**
 * A job in the old board's shape (seed: id, uuid, job_title, location, expire_date, salary_range
 * [low, high] in pounds, status, recruiter with org_name), plus the fields the new board adds.
 */
export function toLegacyJob(j: JobSummary): LegacyJobShape<'job'> {
  const pounds = (minor: number | null) => (minor === null ? null : minor / 100);
  return {
    id: j.id,
    uuid: j.uuid,
    job_title: j.title,
    location: j.location,
    city: j.city,
    postcode: j.postcode,
    country: countryOut(j.country),
    expire_date: j.expireDate,
    salary_range: [pounds(j.salaryMinMinor), pounds(j.salaryMaxMinor)],
    salary_type: j.salaryType,
    job_nature: j.jobNature,
    experience: [j.experienceMin, j.experienceMax],
    position_no: j.positions,
    urgent: j.urgent,
    status: j.displayStatus,
    category: { id: j.categoryId, cat_name: j.categoryName },
    recruiter: { org_name: j.orgName, logo: j.logoUrl },
    created: j.createdAt.toISOString(),
    last_updated: j.updatedAt.toISOString(),
  };
}

/**
 * The job side's answer shapes (the old board's names), for the API reference (lib/api/openapi.ts):
 * every key each record has, with its type (strict: each mapper's return type is its schema's, so a
 * key added to one and not the other is refused by the type checker).
 */
const id = z.number().int();
const int = z.number().int();
const text = z.string();
const maybe = z.string().nullable();
const pounds = z.number().nullable();
const range = (item: z.ZodType) => z.tuple([item, item]);
/** A timestamp (ISO 8601) or a date (YYYY-MM-DD). */
const time = z.string();

const job = z.strictObject({
  id,
  uuid: text,
  job_title: text,
  location: maybe,
  city: maybe,
  postcode: maybe,
  country: maybe,
  expire_date: maybe,
  salary_range: range(pounds),
  salary_type: maybe,
  job_nature: maybe,
  experience: range(int.nullable()),
  position_no: int.nullable(),
  urgent: z.boolean(),
  status: text,
  category: z.strictObject({ id: id.nullable(), cat_name: maybe }),
  recruiter: z.strictObject({ org_name: maybe, logo: maybe }),
  created: time,
  last_updated: time,
});
const reference = (nameKey: 'cat_name' | 'org_type') => z.strictObject({ id, code: text, [nameKey]: text, created: time, last_updated: time });
const directHire = z.strictObject({
  id,
  uuid: text,
  job_title: text,
  org_name: maybe,
  city: maybe,
  salary_range: range(pounds),
  position_no: int.nullable(),
  salary_type: maybe,
  status: text,
  job_category: id.nullable(),
  created: time,
});

export const legacyJobSchemas = {
  /** `toLegacyJobCategory`: a category in the posting and public lists. */
  jobCategory: z.strictObject({ id, cat_name: text }),
  /** `toLegacyJob`: a job in the lists. */
  job,
  /** `toLegacyEmployerJob` (./recruiter.ts): one of the employer's jobs, with every field they posted. */
  employerJob: job.extend({
    description: maybe,
    responsibilities: maybe,
    requirements: maybe,
    age_range: range(int.nullable()),
    working_hour_range: range(maybe),
    skills: z.array(text),
    benefits: z.array(text),
    other_benefits: z.array(text),
    contact_no: maybe,
    rejection_reason: maybe,
    views: int,
    applications: int,
    non_viewed_applications: int,
  }),
  /** `toLegacyJobCategoryRecord`, `toLegacyEmployerType` (./job-admin.ts): the back office's reference lists. */
  jobCategoryRecord: reference('cat_name'),
  employerType: reference('org_type'),
  /** `toLegacyDirectHire` (./job-admin.ts): a request in the list, and in full. */
  directHire,
  directHireDetail: directHire.extend({
    street: maybe,
    house: maybe,
    county: maybe,
    province: maybe,
    country: maybe,
    description: maybe,
    working_hour_range: range(maybe),
    date_from: maybe,
    date_to: maybe,
    skill: z.array(text),
    experience: range(int.nullable()),
    contact_no: maybe,
    email: maybe,
    last_updated: time,
  }),
  /** `toLegacyJobApplication` (./job-applications.ts). */
  jobApplication: z.strictObject({
    id,
    uuid: text,
    status: text,
    created: time,
    cover_letter: text,
    cv: z.strictObject({ id, title: text }).nullable(),
    job_post: z.strictObject({ uuid: text, job_title: text, org_name: maybe, location: maybe, expire_date: maybe }),
  }),
  /** `toLegacyPartTime` (./part-time.ts). */
  partTime: z.strictObject({ id, full_name: text, city: maybe, skill: z.array(text), rate: pounds, availability: maybe, created: time }),
  /** `toLegacyCompanyProfile` (./recruiter.ts). */
  companyProfile: z.strictObject({
    id,
    code: maybe,
    is_accepted: z.boolean(),
    street: maybe,
    house: maybe,
    county: maybe,
    city: maybe,
    province: maybe,
    country: maybe,
    description: maybe,
    con_per_name: maybe,
    cont_per_designation: maybe,
    cont_per_mail: maybe,
    cont_per_mobile: maybe,
    org_name: maybe,
    est_year: int.nullable(),
    org_size: maybe,
    business_id: maybe,
    business_description: maybe,
    trade_license: maybe,
    org_type: id.nullable(),
    website: maybe,
    logo: maybe,
    created: time,
    last_updated: time,
  }),
  /** `toLegacyLogo` (./recruiter.ts). */
  logo: z.strictObject({ logo: maybe, url: maybe }),
  /** `toLegacyOrgType` (./recruiter.ts). */
  orgType: reference('org_type'),
  /** `toLegacyDashboard` (./recruiter.ts). */
  dashboard: z.strictObject({ total_approved_job_posts: int, reviewing_job_posts: int, non_viewed_applications: int, total_applications: int }),
};
export type LegacyJobShape<K extends keyof typeof legacyJobSchemas> = z.output<(typeof legacyJobSchemas)[K]>;
