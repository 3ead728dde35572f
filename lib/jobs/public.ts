import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { companyProfiles, jobCategories, jobs } from '@/db/schema';
import { notFound } from '@/lib/errors';
import { nouns } from '@/lib/messages';
import { toJobSummary, type JobSummary } from './dto';
import { publicJobWhere } from './search';
import { jobSummaryColumns } from './summary';
import { todayIso } from './status';

/**
 * One public job (approved, not expired, in an enabled category) as its page shows it, and the
 * page's view counter. Every field the employer enters on the job form is here, but the age
 * range: it is never selected, since it is never shown publicly.
 */
export interface PublicJob extends JobSummary {
  /** HH:MM, or null */
  workingHourFrom: string | null;
  workingHourTo: string | null;
  /** E.164 as stored, or null */
  contactNumber: string | null;
  description: string | null;
  responsibilities: string | null;
  requirements: string | null;
  benefits: string[];
  otherBenefits: string[];
  skills: string[];
  company: { name: string | null; website: string | null; city: string | null; country: string | null } | null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isJobUuid(value: string): boolean {
  return uuidPattern.test(value);
}

/** The public job with this uuid, or null (unknown, not approved, expired, or its category disabled). */
export async function findPublicJob(uuid: string, today: string = todayIso()): Promise<PublicJob | null> {
  if (!isJobUuid(uuid)) return null;
  const [row] = await getDb()
    .select({
      ...jobSummaryColumns,
      workingHourFrom: jobs.workingHourFrom,
      workingHourTo: jobs.workingHourTo,
      contactNumber: jobs.contactNumber,
      description: jobs.description,
      responsibilities: jobs.responsibilities,
      requirements: jobs.requirements,
      benefits: jobs.benefits,
      otherBenefits: jobs.otherBenefits,
      skills: jobs.skills,
      profileId: companyProfiles.id,
      website: companyProfiles.website,
      companyCity: companyProfiles.city,
      companyCountry: companyProfiles.country,
    })
    .from(jobs)
    .innerJoin(jobCategories, eq(jobCategories.id, jobs.categoryId))
    .leftJoin(companyProfiles, eq(companyProfiles.id, jobs.companyProfileId))
    .where(and(eq(jobs.uuid, uuid.toLowerCase()), publicJobWhere(today)));
  if (!row) return null;
  const { workingHourFrom, workingHourTo, contactNumber, description, responsibilities, requirements, benefits, otherBenefits, skills, profileId, website, companyCity, companyCountry, ...summary } = row;
  return {
    ...toJobSummary(summary, today),
    workingHourFrom: workingHourFrom ? workingHourFrom.slice(0, 5) : null,
    workingHourTo: workingHourTo ? workingHourTo.slice(0, 5) : null,
    contactNumber,
    description,
    responsibilities,
    requirements,
    benefits,
    otherBenefits,
    skills,
    company: profileId === null ? null : { name: summary.orgName, website, city: companyCity, country: companyCountry },
  };
}

/** Like findPublicJob, or a 404 AppError. */
export async function getPublicJob(uuid: string, today?: string): Promise<PublicJob> {
  const job = await findPublicJob(uuid, today);
  if (!job) throw notFound(nouns.job);
  return job;
}

/** Public jobs' uuids and expiry dates (for the proxy's index and the sitemap), at most `limit`. */
export async function listPublicJobRefs(limit: number, today: string = todayIso()): Promise<{ uuid: string; expireDate: string | null; updatedAt: Date }[]> {
  return getDb()
    .select({ uuid: jobs.uuid, expireDate: jobs.expireDate, updatedAt: jobs.updatedAt })
    .from(jobs)
    .innerJoin(jobCategories, eq(jobCategories.id, jobs.categoryId))
    .where(publicJobWhere(today))
    .orderBy(jobs.id)
    .limit(limit);
}

/** The enabled job categories' ids (for the proxy's index). */
export async function listEnabledJobCategoryIds(): Promise<number[]> {
  const rows = await getDb().select({ id: jobCategories.id }).from(jobCategories).where(eq(jobCategories.status, true));
  return rows.map((r) => r.id);
}
