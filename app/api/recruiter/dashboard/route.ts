// GET /api/recruiter/dashboard/ — the four job counts: the employer's own, or the whole board's for an admin (legacy recruiter and admin clients).
import { legacyJobSchemas } from '@/lib/api/legacy/jobs';
import { answers, body, legacyDoor, legacyHandlers } from '@/lib/api/legacy';
import { toLegacyDashboard } from '@/lib/api/legacy/recruiter';
import { readJobStatistics } from '@/lib/jobs/statistics';

export const dynamic = 'force-dynamic';

export const { GET } = legacyHandlers('jobs', {
  GET: legacyDoor(readJobStatistics, { answerSchema: answers.body(legacyJobSchemas.dashboard), input: () => ({}), answer: (stats) => body(toLegacyDashboard(stats)) }),
});
