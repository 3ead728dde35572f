// POST /api/web/apply — legacy admissions client (apply to a course): a student; `{ message, data: { id } }`, applying again answers the open application.
import { legacyRoute, message } from '@/lib/api/legacy';
import { applyFields, assertSelf } from '@/lib/api/legacy/applications';
import { startApplication } from '@/lib/applications/applications';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { success } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const POST = legacyRoute(
  'admissions',
  async (ctx) => {
    assertSelf(ctx.actor, ctx.body.user_id, { optional: true });
    const { id } = await startApplication(ctx.actor, applyFields.toDomain(ctx.body), requestMetaFrom(ctx.request.headers));
    return message(success.appliedToCourse, { id });
  },
  { fields: applyFields },
);
