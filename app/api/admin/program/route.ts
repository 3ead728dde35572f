// GET, POST /api/admin/program — legacy admin client (program list, create (multipart with icon)): admin only; a page `{ data }`, `{ message, data }`.
import { adminResourceCollection } from '@/lib/api/legacy/catalogue-resources';

export const dynamic = 'force-dynamic';

export const { GET, POST } = adminResourceCollection('program', { uploads: true });
