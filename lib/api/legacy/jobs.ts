import { defineFieldMap } from './fields';

/** The job side at the legacy API's boundary: the seed's field names for job categories. */
export const jobCategoryFields = defineFieldMap({ cat_name: 'name' });

export function toLegacyJobCategory(c: { id: number; name: string }) {
  return jobCategoryFields.toLegacy({ id: c.id, name: c.name });
}
