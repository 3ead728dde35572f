import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/db';
import { employerTypes } from '@/db/schema';

/**
 * Employer types (the seed's "org-type"): the list an employer picks their organisation type
 * from, kept by the back office (code and name required; a delete only while no company profile
 * uses the type).
 */
export interface EmployerTypeItem {
  id: number;
  code: string;
  name: string;
}

/** Every employer type, by name (anyone may read the list; the profile form offers it). */
export async function listEmployerTypes(): Promise<EmployerTypeItem[]> {
  return getDb().select({ id: employerTypes.id, code: employerTypes.code, name: employerTypes.name }).from(employerTypes).orderBy(asc(employerTypes.name));
}
