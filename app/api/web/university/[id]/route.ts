// GET /api/web/university/{id} — legacy admissions client (university screen): one public university, the record itself.
import { body, legacyRoute } from '@/lib/api/legacy';
import { findUniversityCached } from '@/lib/catalogue/cache';
import { toLegacyUniversity } from '@/lib/catalogue/legacy';
import { notFound } from '@/lib/errors';
import { parseId } from '@/lib/http/id';

export const dynamic = 'force-dynamic';

export const GET = legacyRoute<{ id: string }>('admissions', async ({ params }) => {
  const id = parseId(params.id, 'University');
  const u = await findUniversityCached(id);
  if (!u) throw notFound('University');
  return body(toLegacyUniversity(u));
});
