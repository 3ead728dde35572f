import 'server-only';
import { randomUUID } from 'node:crypto';
import { unstable_cache } from 'next/cache';
import { env } from '@/lib/env';
import type { Page } from '@/lib/http/page';
import { jobTags } from './cache-tags';
import type { JobSummary } from './dto';
import { findPublicJob, type PublicJob } from './public';
import { listPublicJobCategories, listPublicJobs } from './search';
import type { JobSearchParams } from './search-schemas';
import { isFilteredJobSearch } from './search-schemas';
import { todayIso } from './status';

/**
 * The public job pages' cached reads (Next's data cache), tagged with jobTags so that every write
 * that changes what the public sees (`expireJobs`) makes the next request read fresh rows. Keys
 * carry today's date: a job that expires at midnight leaves the cached lists with the new day
 * (and the pages revalidate hourly). Keyword and filter searches are not cached (any text would
 * make an entry); they are plain indexed queries on a small table.
 *
 * A job page is tagged with the list tag as well as its own: a company's new name or logo, a
 * category's new name or an approval elsewhere all reach it through `jobs:list`.
 */
const generationHolder = globalThis as typeof globalThis & { __zhiyuanCacheGeneration?: string };
// The same per-process generation as the catalogue's cache (lib/catalogue/cache.ts): an entry left
// by an earlier process is never served; shared ('shared') when instances share Redis.
const generation = (generationHolder.__zhiyuanCacheGeneration ??= env.REDIS_URL ? 'shared' : randomUUID());

const MAX_AGE_SECONDS = 3600;

/** unstable_cache keeps JSON: dates come back as strings. */
function reviveSummary<T extends JobSummary>(j: T): T {
  return {
    ...j,
    approvedAt: j.approvedAt === null ? null : new Date(j.approvedAt),
    createdAt: new Date(j.createdAt),
    updatedAt: new Date(j.updatedAt),
  };
}

/** The list for a search: cached when it only pages and sorts (the unfiltered list, a category's list). */
export async function listPublicJobsCached(p: JobSearchParams): Promise<Page<JobSummary>> {
  const today = todayIso();
  const onlyCategory = isFilteredJobSearch({ ...p, categoryId: undefined });
  if (onlyCategory) return listPublicJobs(p, { today });
  const tags = [jobTags.all, jobTags.list, ...(p.categoryId ? [jobTags.category(p.categoryId)] : [])];
  const key = [generation, 'public-jobs', today, JSON.stringify({ c: p.categoryId ?? null, s: p.sort, page: p.page, per: p.perPage })];
  const page = await unstable_cache(() => listPublicJobs(p, { today }), key, { tags, revalidate: MAX_AGE_SECONDS })();
  return { ...page, items: page.items.map(reviveSummary) };
}

class CacheMiss extends Error {}

/** A public job, or null (a miss is never kept, so an unknown uuid adds nothing to the cache). */
export async function findPublicJobCached(uuid: string): Promise<PublicJob | null> {
  const today = todayIso();
  const id = uuid.toLowerCase();
  try {
    const job = await unstable_cache(
      async () => {
        const found = await findPublicJob(id, today);
        if (!found) throw new CacheMiss();
        return found;
      },
      [generation, 'public-job', today, id],
      { tags: [jobTags.all, jobTags.list], revalidate: MAX_AGE_SECONDS },
    )();
    return reviveSummary(job);
  } catch (err) {
    if (err instanceof CacheMiss) return null;
    throw err;
  }
}

export async function listPublicJobCategoriesCached(): Promise<{ id: number; name: string; jobCount: number }[]> {
  const today = todayIso();
  return unstable_cache(() => listPublicJobCategories(today), [generation, 'public-job-categories', today], {
    tags: [jobTags.all, jobTags.list, jobTags.categories],
    revalidate: MAX_AGE_SECONDS,
  })();
}
