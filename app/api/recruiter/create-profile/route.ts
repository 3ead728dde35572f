// POST /api/recruiter/create-profile/ — the employer's company profile: 201 the first time, 200 when it updates (legacy recruiter client).
import { legacyJobSchemas } from '@/lib/api/legacy/jobs';
import { answers, body, legacyDoor, legacyHandlers } from '@/lib/api/legacy';
import { toLegacyCompanyProfile } from '@/lib/api/legacy/recruiter';
import { countriesAsCodes } from '@/lib/api/legacy/countries';
import { saveCompanyProfile } from '@/lib/jobs/company-profiles';

export const dynamic = 'force-dynamic';

export const { POST } = legacyHandlers(
  'jobs',
  {
    POST: legacyDoor(saveCompanyProfile, { input: (_ctx, b) => countriesAsCodes(b, [['country']]), answerSchema: answers.body(legacyJobSchemas.companyProfile), answerStatus: [200, 201], answer: ({ created, profile }) => body(toLegacyCompanyProfile(profile), created ? 201 : 200) }),
  },
  { uploads: true },
);
