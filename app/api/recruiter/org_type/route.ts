// GET /api/recruiter/org_type/ — the employer types for the company profile's organisation type (legacy recruiter client).
import { legacyRoute, plainList } from '@/lib/api/legacy';
import { toLegacyOrgType } from '@/lib/api/legacy/recruiter';
import { listOrgTypeOptions } from '@/lib/jobs/company-profiles';

export const dynamic = 'force-dynamic';

export const GET = legacyRoute('jobs', async (ctx) => {
  ctx.requireActor('employer');
  return plainList(ctx.request, await listOrgTypeOptions(), toLegacyOrgType);
});
