// GET /employer/applicants/jobs?q=&limit= — the applicants list's job type-ahead (employer, session cookie): the employer's own matching jobs as [{ value, label }].
import { jsonRoute } from '@/lib/api/json';
import { searchOwnJobOptions } from '@/lib/jobs/job-options';

export const dynamic = 'force-dynamic';

export const GET = jsonRoute(searchOwnJobOptions, {
  answer: (options) => Response.json(options, { headers: { 'Cache-Control': 'private, no-store' } }),
});
