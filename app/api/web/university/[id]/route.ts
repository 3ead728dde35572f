// GET /api/web/university/{id} — legacy admissions client (university screen): one public university, the record itself.
import { body, legacyRoute } from '@/lib/api/legacy';
import { getCachedUniversity } from '@/lib/catalogue/cache';
import { toLegacyUniversity } from '@/lib/catalogue/legacy';
import { notFound } from '@/lib/errors';

export const dynamic = 'force-dynamic';

export const GET = legacyRoute<{ id: string }>('admissions', async ({ params }) => {
  const id = /^\d{1,10}$/.test(params.id) ? Number(params.id) : 0;
  const u = id > 0 ? await getCachedUniversity(id) : null;
  if (!u) throw notFound('University');
  return body(toLegacyUniversity(u));
});
