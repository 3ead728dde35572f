// POST /api/recruiter/create-profile/ — the employer's company profile: 201 the first time, 200 when it updates (legacy recruiter client).
import { body, legacyHandlers } from '@/lib/api/legacy';
import { toLegacyCompanyProfile } from '@/lib/api/legacy/recruiter';
import { saveCompanyProfile, splitLogo } from '@/lib/jobs/company-profiles';

export const dynamic = 'force-dynamic';

export const { POST } = legacyHandlers(
  'jobs',
  {
    POST: async (ctx) => {
      const actor = ctx.requireActor('employer');
      const { input, files } = splitLogo(ctx.body);
      const { created, profile } = await saveCompanyProfile(actor, input, files, { ip: null, requestId: ctx.requestId });
      return body(toLegacyCompanyProfile(profile), created ? 201 : 200);
    },
  },
  { uploads: true },
);
