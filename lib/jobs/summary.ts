import 'server-only';
import { companyProfiles, jobCategories, jobs } from '@/db/schema';

/**
 * THE columns of a JobSummary (lib/jobs/dto.ts): every job list selects these, from `jobs` joined
 * with its category and the employer's company profile, and maps the row with `toJobSummary`.
 */
export const jobSummaryColumns = {
  id: jobs.id,
  uuid: jobs.uuid,
  title: jobs.title,
  status: jobs.status,
  rejectionReason: jobs.rejectionReason,
  categoryId: jobs.categoryId,
  categoryName: jobCategories.name,
  employerId: jobs.employerId,
  orgName: companyProfiles.orgName,
  logo: companyProfiles.logo,
  location: jobs.location,
  city: jobs.city,
  postcode: jobs.postcode,
  country: jobs.country,
  jobNature: jobs.jobNature,
  salaryType: jobs.salaryType,
  salaryMinMinor: jobs.salaryMinMinor,
  salaryMaxMinor: jobs.salaryMaxMinor,
  experienceMin: jobs.experienceMin,
  experienceMax: jobs.experienceMax,
  positions: jobs.positions,
  urgent: jobs.urgent,
  expireDate: jobs.expireDate,
  approvedAt: jobs.approvedAt,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
  viewCount: jobs.viewCount,
};
