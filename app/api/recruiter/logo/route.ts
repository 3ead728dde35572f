// GET, POST /api/recruiter/logo/ — the employer's company logo: `{ logo, url }` or 404; POST multipart `logo`, 201 (legacy recruiter client).
import { body, legacyHandlers } from '@/lib/api/legacy';
import { toLegacyLogo } from '@/lib/api/legacy/recruiter';
import { findOwnCompanyProfile, saveCompanyLogo } from '@/lib/jobs/company-profiles';
import { notFound } from '@/lib/errors';

export const dynamic = 'force-dynamic';

export const { GET, POST } = legacyHandlers(
  'jobs',
  {
    GET: async (ctx) => {
      const profile = await findOwnCompanyProfile(ctx.requireActor('employer'));
      if (!profile?.logo) throw notFound('Logo');
      return body(toLegacyLogo(profile));
    },
    POST: async (ctx) => {
      const actor = ctx.requireActor('employer');
      const profile = await saveCompanyLogo(actor, ctx.body.logo, { ip: null, requestId: ctx.requestId });
      return body(toLegacyLogo(profile), 201);
    },
  },
  { uploads: true },
);
