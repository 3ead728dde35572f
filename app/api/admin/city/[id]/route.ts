// GET, POST (_method=PUT), PUT, DELETE /api/admin/city/{id} — legacy admin client (city show, update, delete): admin only; `{ data }`, `{ message, data }`, 409 when applications depend on it.
import { adminResourceItem } from '@/lib/api/legacy/catalogue-resources';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, DELETE } = adminResourceItem('city');
