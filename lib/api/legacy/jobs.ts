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
