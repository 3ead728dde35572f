import type { LegacyJobShape } from './jobs';
import { countryOut } from './countries';
import type { DirectHireDetail, DirectHireSummary } from '@/lib/jobs/direct-hire';
import { AppError, isAppError } from '@/lib/errors';
import { type AnyUseCase, doorInfo, markDoor } from '@/lib/use-case';
import { defineFieldMap } from './fields';
import type { LegacyHandler } from './handlers';

/**
 * The job side's back-office calls at the legacy boundary: the Django REST page envelope
 * (lib/api/legacy/envelopes.ts `jobSidePage`), the seed's names of job categories (`cat_name`),
 * employer types (`org_type`) and direct-hire requests, in both directions.
 */

export const jobCategoryAdminFields = defineFieldMap({ cat_name: 'name' });
export const employerTypeFields = defineFieldMap({ org_type: 'name' });

interface ReferenceRecord {
  id: number;
  code: string;
  name: string;
  createdAt: Date;
  updatedAt: Date;
}

export const toLegacyJobCategoryRecord = (r: ReferenceRecord): LegacyJobShape<'jobCategoryRecord'> => ({ id: r.id, code: r.code, cat_name: r.name, created: r.createdAt.toISOString(), last_updated: r.updatedAt.toISOString() });
export const toLegacyEmployerType = (r: ReferenceRecord): LegacyJobShape<'employerType'> => ({ id: r.id, code: r.code, org_type: r.name, created: r.createdAt.toISOString(), last_updated: r.updatedAt.toISOString() });

const pounds = (minor: number | null) => (minor === null ? null : minor / 100);

/** A direct-hire request in the seed's names (the list's five fields first). */
export function toLegacyDirectHire(d: DirectHireSummary | DirectHireDetail): LegacyJobShape<'directHire'> | LegacyJobShape<'directHireDetail'> {
  const base: LegacyJobShape<'directHire'> = {
    id: d.id,
    uuid: d.uuid,
    job_title: d.jobTitle,
    org_name: d.orgName,
    city: d.city,
    salary_range: [pounds(d.salaryMinMinor), pounds(d.salaryMaxMinor)],
    position_no: d.positionNo,
    salary_type: d.salaryType,
    status: d.status,
    job_category: d.categoryId,
    created: d.createdAt.toISOString(),
  };
  if (!('street' in d)) return base;
  return {
    ...base,
    street: d.street,
    house: d.house,
    county: d.county,
    province: d.province,
    country: countryOut(d.country),
    description: d.description,
    working_hour_range: [d.workingHourFrom, d.workingHourTo],
    date_from: d.dateFrom,
    date_to: d.dateTo,
    skill: d.skills,
    experience: [d.experienceMin, d.experienceMax],
    contact_no: d.contactNo,
    email: d.email,
    last_updated: d.updatedAt.toISOString(),
  };
}

/** The job side answers a state conflict (a move the job's state does not allow) as a field error on `status`. */
export function withStatusConflictAsField<P>(uc: AnyUseCase, handler: LegacyHandler<P>): LegacyHandler<P> {
  const door: LegacyHandler<P> = async (ctx) => {
    try {
      return await handler(ctx);
    } catch (err) {
      if (isAppError(err) && err.code === 'conflict') throw new AppError('validation', err.message, { fieldErrors: { status: [err.message] } });
      throw err;
    }
  };
  return markDoor(door, doorInfo(handler).length > 0 ? doorInfo(handler) : uc);
}
