// GET /admin/courses/universities?q=&limit= — the courses list's university type-ahead (admin, session cookie or bearer): matching universities as [{ value, label }].
import { jsonRoute } from '@/lib/api/json';
import { searchUniversityOptions } from '@/lib/catalogue/university-options';

export const dynamic = 'force-dynamic';

export const GET = jsonRoute(searchUniversityOptions, {
  answer: (options) => Response.json(options, { headers: { 'Cache-Control': 'private, no-store' } }),
});
