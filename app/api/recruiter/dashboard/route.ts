// GET /api/recruiter/dashboard/ — the four job counts: the employer's own, or the whole board's for an admin (legacy recruiter and admin clients).
import { body, legacyRoute } from '@/lib/api/legacy';
import { toLegacyDashboard } from '@/lib/api/legacy/recruiter';
import { jobStatistics } from '@/lib/jobs/statistics';

export const dynamic = 'force-dynamic';

export const GET = legacyRoute('jobs', async (ctx) => {
  const actor = ctx.requireActor('employer', 'admin');
  return body(toLegacyDashboard(await jobStatistics(actor)));
});
