import type { LegacyJobShape } from './jobs';
import type { PartTimeApplicationDto } from '@/lib/jobs/part-time';

/** A part-time application under the old board's names: `skill` a list, `rate` pounds per hour. */
export function toLegacyPartTime(a: PartTimeApplicationDto): LegacyJobShape<'partTime'> {
  return {
    id: a.id,
    full_name: a.fullName,
    city: a.city,
    skill: a.skills,
    rate: a.rateMinor === null ? null : a.rateMinor / 100,
    availability: a.availability,
    created: a.createdAt.toISOString(),
  };
}
