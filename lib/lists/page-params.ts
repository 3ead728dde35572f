import { z } from 'zod';
import { perPageField, uncappedPageField } from '@/lib/http/page';

/**
 * `page` and `per_page` as a URL carries them, for a list that takes any page its count offers
 * and clamps a too-deep one to its last page (no MAX_PAGE). Client-safe.
 */
export const listPageParamsSchema = z.object({ page: uncappedPageField, per_page: perPageField });
