// GET, POST /api/recruiter/logo/ — the employer's company logo: `{ logo, url }` or 404; POST multipart `logo`, 201 (legacy recruiter client).
import { legacyJobSchemas } from '@/lib/api/legacy/jobs';
import { answers, body, legacyDoor, legacyHandlers } from '@/lib/api/legacy';
import { toLegacyLogo } from '@/lib/api/legacy/recruiter';
import { getCompanyLogo, saveCompanyLogo } from '@/lib/jobs/company-profiles';

export const dynamic = 'force-dynamic';

export const { GET, POST } = legacyHandlers(
  'jobs',
  {
    GET: legacyDoor(getCompanyLogo, { answerSchema: answers.body(legacyJobSchemas.logo), input: () => ({}), answer: (profile) => body(toLegacyLogo(profile)) }),
    POST: legacyDoor(saveCompanyLogo, { answerSchema: answers.body(legacyJobSchemas.logo), answerStatus: 201, input: (ctx) => ({ logo: ctx.body.logo }), answer: (profile) => body(toLegacyLogo(profile), 201) }),
  },
  { uploads: true },
);
