// GET, POST /api/admin/country — legacy admin client (country list, create): admin only; a page `{ data }`, `{ message, data }`.
import { adminResourceCollection } from '@/lib/api/legacy/catalogue-resources';

export const dynamic = 'force-dynamic';

export const { GET, POST } = adminResourceCollection('country');
