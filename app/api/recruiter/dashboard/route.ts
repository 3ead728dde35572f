// GET /api/recruiter/dashboard/ — the four job counts: the employer's own, or the whole board's for an admin (legacy recruiter and admin clients).
import { answers, body, legacyDoor, legacyHandlers } from '@/lib/api/legacy';
import { toLegacyDashboard } from '@/lib/api/legacy/recruiter';
import { readJobStatistics } from '@/lib/jobs/statistics';

export const dynamic = 'force-dynamic';

export const { GET } = legacyHandlers('jobs', {
  GET: legacyDoor(readJobStatistics, { answerSchema: answers.body(), input: () => ({}), answer: (stats) => body(toLegacyDashboard(stats)) }),
});
