import type { LegacyJobShape } from './jobs';
import type { ApplicationView } from '@/lib/jobs/applications';

/**
 * The legacy shape of a job application (`applicant/job_application/`, PRODUCT.md section 12):
 * `{ id, uuid, status, created, cover_letter, cv { id, title }, job_post { uuid, job_title,
 * org_name, location, expire_date } }`. The domain never imports this.
 */
export function toLegacyJobApplication(a: ApplicationView): LegacyJobShape<'jobApplication'> {
  return {
    id: a.id,
    uuid: a.uuid,
    status: a.status,
    created: a.createdAt.toISOString(),
    cover_letter: a.coverLetter ?? '',
    cv: a.cv ? { id: a.cv.id, title: a.cv.title } : null,
    job_post: {
      uuid: a.job.uuid,
      job_title: a.job.title,
      org_name: a.job.orgName,
      location: a.job.location ?? a.job.city,
      expire_date: a.job.expireDate,
    },
  };
}
