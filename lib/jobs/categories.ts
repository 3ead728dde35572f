import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db';
import { jobCategories } from '@/db/schema';

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
