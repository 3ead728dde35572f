// GET /admin/applications/universities?q=&limit= — the review list's university type-ahead (admin, session cookie or bearer): matching universities as [{ value, label }].
import { jsonRoute } from '@/lib/api/json';
import { searchReviewUniversities } from '@/lib/applications/review';

export const dynamic = 'force-dynamic';

export const GET = jsonRoute(searchReviewUniversities, {
  answer: (options) => Response.json(options, { headers: { 'Cache-Control': 'private, no-store' } }),
});
