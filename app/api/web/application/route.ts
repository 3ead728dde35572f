// POST /api/web/application — legacy admissions client (apply from a course): a student; the new application with its `id` (201), or their open one for that course (200).
import { body, legacyRoute } from '@/lib/api/legacy';
import { applyFields, assertSelf, toLegacyApplication } from '@/lib/api/legacy/applications';
import { getApplication, startApplication } from '@/lib/applications/applications';
import { requestMetaFrom } from '@/lib/http/request-meta';

export const dynamic = 'force-dynamic';

export const POST = legacyRoute(
  'admissions',
  async (ctx) => {
    // university_id and program_id come from the course; the seed sends them but they decide nothing.
    assertSelf(ctx.actor, ctx.body.user_id, { optional: true });
    const { id, created } = await startApplication(ctx.actor, applyFields.toDomain(ctx.body), requestMetaFrom(ctx.request.headers));
    return body(toLegacyApplication(await getApplication(ctx.actor, id)), created ? 201 : 200);
  },
  { fields: applyFields },
);
