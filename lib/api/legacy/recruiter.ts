import { z } from 'zod';
import { countriesAsCodes, countryOut } from './countries';
import type { EmployerTypeOption, CompanyProfileDto } from '@/lib/jobs/company-profiles';
import type { EmployerJobDetail } from '@/lib/jobs/jobs';
import { limitedList } from '@/lib/jobs/limits';
import { toList } from '@/lib/jobs/schemas';
import type { JobStatistics } from '@/lib/jobs/statistics';
import { AppError } from '@/lib/errors';
import { firstFieldError, zodIssuesToFieldErrors } from '@/lib/forms/field-errors';
import { type AnyUseCase, doorInfo, markDoor } from '@/lib/use-case';
import { legacyDoor, type LegacyContext, type LegacyDoorOptions, type LegacyHandler } from './handlers';
import { type LegacyJobShape, toLegacyJob } from './jobs';
import { errors as errorMessages } from '@/lib/messages';

/**
 * The recruiter side of the legacy job API: the seed's names for the company profile, the job
 * post's ranges as the old board sent them (`salary_range: [low, high]` in pounds, `experience`,
 * `age_range`, `working_hour_range`, `skill` for `skills`), the dashboard's four counts and the
 * job side's page envelope `{ count, next, previous, results }`.
 */

/** The company profile under the seed's names (plus id, logo and its address). */
export function toLegacyCompanyProfile(p: CompanyProfileDto): LegacyJobShape<'companyProfile'> {
  return {
    id: p.id,
    code: p.code,
    is_accepted: p.isAccepted,
    street: p.street,
    house: p.house,
    county: p.county,
    city: p.city,
    province: p.province,
    country: countryOut(p.country),
    description: p.description,
    con_per_name: p.contactPersonName,
    cont_per_designation: p.contactPersonDesignation,
    cont_per_mail: p.contactPersonEmail,
    cont_per_mobile: p.contactPersonMobile,
    org_name: p.orgName,
    est_year: p.estYear,
    org_size: p.orgSize,
    business_id: p.businessId,
    business_description: p.businessDescription,
    trade_license: p.tradeLicense,
    org_type: p.employerTypeId,
    website: p.website,
    logo: p.logoUrl,
    created: p.createdAt.toISOString(),
    last_updated: p.updatedAt.toISOString(),
  };
}

export function toLegacyLogo(p: CompanyProfileDto): LegacyJobShape<'logo'> {
  return { logo: p.logo, url: p.logoUrl };
}

export function toLegacyOrgType(t: EmployerTypeOption): LegacyJobShape<'orgType'> {
  return { id: t.id, code: t.code, org_type: t.name, created: t.createdAt.toISOString(), last_updated: t.updatedAt.toISOString() };
}

export function toLegacyDashboard(s: JobStatistics): LegacyJobShape<'dashboard'> {
  return {
    total_approved_job_posts: s.approvedJobPosts,
    reviewing_job_posts: s.reviewingJobPosts,
    non_viewed_applications: s.unviewedApplications,
    total_applications: s.totalApplications,
  };
}

/** One of the employer's jobs: the list shape plus every field they posted. */
export function toLegacyEmployerJob(j: EmployerJobDetail): LegacyJobShape<'employerJob'> {
  const pounds = (minor: number | null) => (minor === null ? null : minor / 100);
  return {
    ...toLegacyJob(j),
    salary_range: [pounds(j.salaryMinMinor), pounds(j.salaryMaxMinor)],
    description: j.description,
    responsibilities: j.responsibilities,
    requirements: j.requirements,
    age_range: [j.ageMin, j.ageMax],
    working_hour_range: [j.workingHourFrom, j.workingHourTo],
    skills: j.skills,
    benefits: j.benefits,
    other_benefits: j.otherBenefits,
    contact_no: j.contactNumber,
    rejection_reason: j.rejectionReason,
    views: j.viewCount,
    applications: j.applications,
    non_viewed_applications: j.unviewedApplications,
  };
}

/** The ranges as the old board sends them, with the seed's list limits and messages. */
const rangeLists = {
  salary_range: { limit: 'salaryRange', low: 'salary_min', high: 'salary_max' },
  experience: { limit: 'experience', low: 'experience_min', high: 'experience_max' },
  age_range: { limit: 'ageRange', low: 'age_min', high: 'age_max' },
  working_hour_range: { limit: 'workingHourRange', low: 'working_hour_from', high: 'working_hour_to' },
} as const;

const rangeItem = z.union([z.string(), z.number(), z.null()]);
const rangeList = (limit: (typeof rangeLists)[keyof typeof rangeLists]['limit']) => z.preprocess(toList, limitedList(limit, rangeItem)).optional();
const rangesSchema = z.object({
  salary_range: rangeList('salaryRange'),
  experience: rangeList('experience'),
  age_range: rangeList('ageRange'),
  working_hour_range: rangeList('workingHourRange'),
});

/** Our field → the seed's, for error keys (a range's two ends are one list there). */
const legacyKeyOf: Record<string, string> = Object.fromEntries(
  Object.entries(rangeLists).flatMap(([k, r]) => [
    [r.low, k],
    [r.high, k],
  ]),
);

/** The old board's job body → the job post schema's input (ranges split, `skill` read as `skills`). */
export function legacyJobInput(body: Record<string, unknown>): Record<string, unknown> {
  const parsed = rangesSchema.safeParse(body);
  if (!parsed.success) {
    const { fieldErrors } = zodIssuesToFieldErrors(parsed.error.issues);
    throw new AppError('validation', firstFieldError(fieldErrors) ?? errorMessages.invalidInputShort, { fieldErrors });
  }
  const out: Record<string, unknown> = { ...body };
  if (out.skills === undefined && out.skill !== undefined) out.skills = out.skill;
  delete out.skill;
  for (const [k, r] of Object.entries(rangeLists)) {
    const list = parsed.data[k as keyof typeof rangeLists];
    delete out[k];
    if (list === undefined) continue;
    if (out[r.low] === undefined) out[r.low] = list[0] ?? null;
    if (out[r.high] === undefined) out[r.high] = list[1] ?? null;
  }
  return out;
}

/** Renames a validation error's keys back to the seed's (salary_min → salary_range). */
export function toLegacyJobError(err: unknown): unknown {
  if (!(err instanceof AppError) || err.code !== 'validation') return err;
  const fieldErrors: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(err.fieldErrors)) {
    const head = k.split('.')[0];
    (fieldErrors[legacyKeyOf[head] ?? head] ??= []).push(...v);
  }
  return new AppError('validation', err.message, { fieldErrors, details: err.details });
}


/**
 * A job post's legacy door: the old board's body (ranges as lists) into the use case's input, and
 * its field errors keyed by the old board's names again (salary_min → salary_range).
 */
export function legacyJobDoor<P, U extends AnyUseCase>(
  uc: U,
  answer: (output: Awaited<ReturnType<U>>, ctx: LegacyContext<P>) => Response,
  doc: Pick<LegacyDoorOptions<P, Awaited<ReturnType<U>>>, 'answerSchema' | 'answerStatus'> = {},
): LegacyHandler<P> {
  const inner = legacyDoor<P, U>(uc, { input: (ctx, body) => ({ ...countriesAsCodes(legacyJobInput(body), [['country']]), ...(ctx.params as Record<string, unknown>) }), answer, ...doc });
  return markDoor(async (ctx: LegacyContext<P>) => {
    try {
      return await inner(ctx);
    } catch (err) {
      throw toLegacyJobError(err);
    }
  }, doorInfo(inner));
}
