/**
 * The job board's value lists: job and job-application statuses, organisation sizes, salary types,
 * job natures, direct-hire request statuses.
 * Client-safe (no imports): db/schema/enums.ts builds its Postgres enums and checks from these lists, and the
 * zod schemas and the UI read them from here, so nothing a client component imports reaches db/.
 */

/** `expired` is not stored: it is derived from the expiry date (lib/jobs/status.ts). */
export const jobStatusValues = ['reviewing', 'approved', 'rejected', 'closed'] as const;
export type JobStatus = (typeof jobStatusValues)[number];

export const jobApplicationStatusValues = [
  'applied',
  'viewed',
  'shortlisted',
  'interview',
  'offered',
  'hired',
  'rejected',
  'withdrawn',
] as const;
export type JobApplicationStatus = (typeof jobApplicationStatusValues)[number];

export const orgSizeValues = ['small', 'medium', 'large'] as const;
export type OrgSize = (typeof orgSizeValues)[number];

export const salaryTypeValues = ['hourly', 'monthly', 'yearly'] as const;
export type SalaryType = (typeof salaryTypeValues)[number];

export const jobNatureValues = ['fulltime', 'parttime', 'contractual'] as const;
export type JobNature = (typeof jobNatureValues)[number];

/** Which of the account's contacts a part-time applicant lets employers see (nothing until they choose). */
export const partTimeShareValues = ['none', 'email', 'phone', 'both'] as const;
export type PartTimeShare = (typeof partTimeShareValues)[number];

export const directHireStatusValues = ['new', 'contacted', 'closed'] as const;
export type DirectHireStatus = (typeof directHireStatusValues)[number];

/** The back office's two reference lists of the job board (job categories, employer types). */
export const referenceListValues = ['jobCategory', 'employerType'] as const;
export type ReferenceList = (typeof referenceListValues)[number];

/**
 * The job board's country: where a job without a country is (its structured data says GB), and so
 * where the job side reads a phone number typed without `+` when its form names no country.
 */
export const jobBoardCountry = 'GB';
