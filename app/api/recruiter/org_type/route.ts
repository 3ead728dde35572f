// GET /api/recruiter/org_type/ — the employer types for the company profile's organisation type (legacy recruiter client).
import { legacyJobSchemas } from '@/lib/api/legacy/jobs';
import { answers, legacyDoor, legacyHandlers, plainList } from '@/lib/api/legacy';
import { toLegacyOrgType } from '@/lib/api/legacy/recruiter';
import { listOrgTypes } from '@/lib/jobs/company-profiles';

export const dynamic = 'force-dynamic';

export const { GET } = legacyHandlers('jobs', {
  GET: legacyDoor(listOrgTypes, { answerSchema: answers.plainList(legacyJobSchemas.orgType), answer: (types, ctx) => plainList(ctx.request, types, toLegacyOrgType) }),
});
