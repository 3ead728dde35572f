// POST /api/access/verification/ — the code box of the legacy clients: verifies an e-mail (job side's 400 errors).
import { verifyEmail } from '@/lib/accounts/register';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { verifyEmailSchema } from '@/lib/accounts/schemas';
import { legacy, legacyRoute } from '@/lib/api/legacy';
import { verificationFields, verificationInput } from '@/lib/api/legacy/accounts';
import { auth as m } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const POST = legacyRoute(
  'jobs',
  async (ctx) => {
    const data = await ctx.parse(verifyEmailSchema, { input: verificationInput(ctx.body) });
    await verifyEmail(data, requestMetaFrom(ctx.request.headers));
    return legacy.body({ message: m.verified }, 202);
  },
  { fields: verificationFields },
);
