// GET /api/web/university/{id} — legacy admissions client (university screen): one public university, the record itself.
import { body, legacyRoute } from '@/lib/api/legacy';
import { toLegacyUniversity } from '@/lib/api/legacy/catalogue';
import { findUniversityCached } from '@/lib/catalogue/cache';
import { notFound } from '@/lib/errors';

export const dynamic = 'force-dynamic';

export const GET = legacyRoute<{ id: string }>('admissions', async (ctx) => {
  const u = await findUniversityCached(ctx.id('id', 'University'));
  if (!u) throw notFound('University');
  return body(toLegacyUniversity(u));
});
