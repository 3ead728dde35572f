// POST /api/auth/register — self-registration of the legacy clients (seed payload; role student, candidate/J, employer/R).
import { legacy, legacyRoute } from '@/lib/api/legacy';
import { toLegacyUser } from '@/lib/accounts/dto';
import { registerAccount } from '@/lib/accounts/register';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { apiRegisterSchema } from '@/lib/accounts/schemas';
import { auth as m } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const POST = legacyRoute('admissions', async (ctx) => {
  const input = Object.fromEntries(
    Object.entries(ctx.body).map(([k, v]) => [k, typeof v === 'number' || typeof v === 'boolean' ? String(v) : v]),
  );
  const data = await ctx.parse(apiRegisterSchema, { input });
  const user = await registerAccount(data, requestMetaFrom(ctx.request.headers), { legacy: true });
  return legacy.body({ message: m.registered, user: { ...toLegacyUser(user), email: user.email, email_verified: false } }, 201);
});
