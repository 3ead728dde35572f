import 'server-only';
import { z } from 'zod';
import { notFound } from '@/lib/errors';
import type { Page } from '@/lib/http/page';
import { defineUseCase } from '@/lib/use-case';
import { listJobCategories, type JobCategoryItem } from './categories';
import type { JobSummary } from './dto';
import { listPublicJobs } from './search';
import { parseJobSearchParams } from './search-schemas';
import { nouns } from '@/lib/messages';

/**
 * The public job board as the legacy jobs client reads it (anyone): the live job categories and
 * a page of public jobs (all, or one category's), searched by the public list's parameters.
 * A page past the end is empty (as the old API answered, rather than the last page the HTML
 * list shows).
 */

/** The live job categories (anyone). */
export const listPublicJobCategories = defineUseCase({
  name: 'jobs.listJobCategories',
  summary: 'The live job categories',
  access: 'public',
  input: z.unknown(),
  run: (): Promise<JobCategoryItem[]> => listJobCategories(),
});

/** The live job categories for the employer's job form. */
export const listPostingJobCategories = defineUseCase({
  name: 'jobs.listPostingJobCategories',
  summary: "The live job categories for the employer's job form",
  access: 'jobs:post',
  input: z.unknown(),
  run: (): Promise<JobCategoryItem[]> => listJobCategories(),
});

const boardPageInput = z.object({
  page: z.number(),
  perPage: z.number(),
  /** The public list's search parameters (`q`, `where`, `type`, …). */
  query: z.instanceof(URLSearchParams),
});

async function boardPage(input: z.output<typeof boardPageInput>, categoryId?: number): Promise<Page<JobSummary>> {
  const search = parseJobSearchParams(input.query);
  const { page, perPage } = input;
  // listPublicJobs clamps the page to the last; the old API answered an empty page past the end.
  const result = await listPublicJobs({ ...search, categoryId: categoryId ?? search.categoryId, page, perPage });
  return { ...result, page, items: result.page === page ? result.items : [] };
}

/** A page of public jobs (anyone). */
export const listBoardJobs = defineUseCase({
  name: 'jobs.listBoardJobs',
  summary: 'A page of public jobs, searched by the public list’s parameters',
  access: 'public',
  input: boardPageInput,
  run: (_actor, input) => boardPage(input),
});

/** A page of one live category's public jobs; an unknown or disabled category is a 404, not an empty list. */
export const listCategoryJobs = defineUseCase({
  name: 'jobs.listCategoryJobs',
  summary: "A page of one category's public jobs (an unknown or disabled category: 404)",
  access: 'public',
  record: {
    key: 'id',
    what: nouns.category,
    load: async (_actor, id) => {
      const category = (await listJobCategories()).find((c) => c.id === id);
      if (!category) throw notFound(nouns.category);
      return category;
    },
  },
  input: boardPageInput,
  run: (_actor, input, { record }) => boardPage(input, record.id),
});
