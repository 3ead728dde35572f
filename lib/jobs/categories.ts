import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db';
import { jobCategories } from '@/db/schema';
import { referenceAdmin } from './reference-admin';

/**
 * Job categories (the job board's reference list; ids 44…107 are the legacy board's fixed ids).
 * Public read: anyone may list the enabled ones.
 */
export interface JobCategoryItem {
  id: number;
  code: string;
  name: string;
}

export async function listJobCategories(opts: { includeDisabled?: boolean } = {}, db: Db | Tx = getDb()): Promise<JobCategoryItem[]> {
  const query = db.select({ id: jobCategories.id, code: jobCategories.code, name: jobCategories.name }).from(jobCategories);
  const rows = opts.includeDisabled ? await query.orderBy(asc(jobCategories.id)) : await query.where(eq(jobCategories.status, true)).orderBy(asc(jobCategories.id));
  return rows;
}

// ---------------------------------------------------------------------------------------------
// The back office (admin): code and name required; a delete only while no job or direct-hire
// request uses the category; every change expires the category's public pages. The writes are
// shared with the employer types (./reference-admin.ts).

export const jobCategoryAdmin = referenceAdmin('jobCategory');
