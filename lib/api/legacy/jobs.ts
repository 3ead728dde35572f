import { z } from 'zod';
import type { JobSummary } from '@/lib/jobs/dto';
import { defineFieldMap } from './fields';

/** The job side at the legacy API's boundary: the seed's field names for job categories. */
export const jobCategoryFields = defineFieldMap({ cat_name: 'name' });

export function toLegacyJobCategory(c: { id: number; name: string }) {
  return jobCategoryFields.toLegacy({ id: c.id, name: c.name });
}

/**
 * A job in the old board's shape (seed: id, uuid, job_title, location, expire_date, salary_range
 * [low, high] in pounds, status, recruiter with org_name), plus the fields the new board adds.
 */
export function toLegacyJob(j: JobSummary) {
  const pounds = (minor: number | null) => (minor === null ? null : minor / 100);
  return {
    id: j.id,
    uuid: j.uuid,
    job_title: j.title,
    location: j.location,
    city: j.city,
    postcode: j.postcode,
    country: j.country,
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

/** The shapes of the items above, for the API reference (the keys every item has; an item may carry more). */
const maybe = z.string().nullable();
export const legacyJobSchemas = {
  jobCategory: z.looseObject({ id: z.number().int(), cat_name: z.string() }),
  job: z.looseObject({
    id: z.number().int(),
    uuid: z.string(),
    job_title: z.string(),
    location: maybe,
    city: maybe,
    expire_date: maybe,
    salary_range: z.array(z.number().nullable()),
    experience: z.array(z.number().nullable()),
    position_no: z.number().int(),
    urgent: z.boolean(),
    status: z.string(),
    category: z.looseObject({ id: z.number().int(), cat_name: z.string() }),
    recruiter: z.looseObject({ org_name: maybe, logo: maybe }),
    created: z.string(),
    last_updated: z.string(),
  }),
};
