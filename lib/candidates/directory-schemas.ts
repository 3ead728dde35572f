import { z } from 'zod';
import { searchText } from '@/lib/forms/text';
import { pageField, perPageField } from '@/lib/http/page';

/**
 * The candidate directory's and the back office's list filters, as the address carries them
 * (lenient: a bad value is dropped, never an error page). Client-safe.
 */
const text = (max: number) => searchText(max).transform((v) => v ?? '');

const categoryId = z
  .unknown()
  .optional()
  .transform((v) => {
    const n = typeof v === 'string' && /^[1-9][0-9]{0,8}$/.test(v.trim()) ? Number(v) : typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null;
    return n;
  });

export const directoryParamsSchema = z.object({
  /** a skill: the resume's skills section or its special skills */
  skill: text(60),
  /** a city: the present or permanent address, or a preferred city */
  city: text(60),
  /** a job category id from the candidate's preferences */
  category: categoryId,
  page: pageField,
  per_page: perPageField,
});
export type DirectoryParams = z.output<typeof directoryParamsSchema>;

export const adminCandidateParamsSchema = z.object({
  /** name or e-mail */
  q: text(100),
  page: pageField,
  per_page: perPageField,
});
export type AdminCandidateParams = z.output<typeof adminCandidateParamsSchema>;

