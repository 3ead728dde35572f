// POST /api/access/verification/ — the code box of the legacy clients: verifies an e-mail (job side's 400 errors).
import { defineFieldMap, legacy, legacyRoute } from '@/lib/api/legacy';
import { verifyEmail } from '@/lib/accounts/register';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { verifyEmailSchema } from '@/lib/accounts/schemas';
import { auth as m } from '@/lib/messages';

export const dynamic = 'force-dynamic';

const fields = defineFieldMap({ verification_code: 'code' });

export const POST = legacyRoute(
  'jobs',
  async (ctx) => {
    const body = { ...ctx.body };
    if (typeof body.verification_code === 'number') body.verification_code = String(body.verification_code).padStart(6, '0');
    const data = await ctx.parse(verifyEmailSchema, { input: body });
    await verifyEmail(data, requestMetaFrom(ctx.request.headers));
    return legacy.body({ message: m.verified }, 202);
  },
  { fields },
);
