import 'server-only';
import { revalidateTag } from 'next/cache';
import { expireJobIndex } from './public-index';

/**
 * The job board's cache tags. Public job pages (/jobs, a category, a job, the sitemap) are cached
 * pages whose reads carry these tags; every write that changes what the public sees (post, edit,
 * approve, reject, close, reopen, a category or a company profile change) calls `expireJobs`
 * with what it touched, and the next request renders fresh.
 *
 * Tags: `jobs` (everything), `jobs:list` (lists, counts, the sitemap), `jobs:job:<id>`,
 * `jobs:category:<id>`, `jobs:company:<profile id>` (a company's name and logo on its jobs).
 */
export const jobTags = {
  all: 'jobs',
  list: 'jobs:list',
  categories: 'jobs:categories',
  job: (id: number) => `jobs:job:${id}`,
  category: (id: number) => `jobs:category:${id}`,
  company: (profileId: number) => `jobs:company:${profileId}`,
} as const;

export type JobChange =
  | { kind: 'job'; id: number; categoryId: number }
  | { kind: 'category'; id: number }
  | { kind: 'company'; profileId: number };

export function tagsForJobChange(change: JobChange): string[] {
  switch (change.kind) {
    case 'job':
      return [jobTags.job(change.id), jobTags.category(change.categoryId), jobTags.list];
    case 'category':
      return [jobTags.category(change.id), jobTags.categories, jobTags.list];
    case 'company':
      return [jobTags.company(change.profileId), jobTags.list];
  }
}

/**
 * Expires the entries a change touches at once (the next request is a blocking miss). Outside a
 * Next request (scripts, integration tests) there is no cache, so it does nothing.
 */
export function expireJobs(...changes: JobChange[]): void {
  // The proxy's index of public job uuids and categories (lib/jobs/public-index.ts) is rebuilt too.
  expireJobIndex();
  for (const tag of new Set(changes.flatMap(tagsForJobChange))) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (err) {
      if (err instanceof Error && err.message.includes('static generation store missing')) return;
      throw err;
    }
  }
}
