// GET /admin/applications/export?<the list's filters> — the back office's "Export CSV" (admin, session cookie or bearer): the current filter as CSV.
import { jsonError } from '@/lib/api/json';
import { listApplicationsForExport } from '@/lib/applications/review';
import { reviewCsv } from '@/lib/applications/review-csv';
import { reviewListSchema } from '@/lib/applications/review-schemas';
import { checkApiAccess } from '@/lib/auth/guard';
import { getRequestActor } from '@/lib/auth/request-actor';
import { requestIdFrom } from '@/lib/log';

export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  try {
    const actor = await getRequestActor(request);
    checkApiAccess(url.pathname, 'GET', actor);
    const query = reviewListSchema.parse(Object.fromEntries(Object.keys(reviewListSchema.shape).map((k) => [k, url.searchParams.get(k) ?? undefined])));
    const items = await listApplicationsForExport(actor, query);
    const stamp = new Date().toISOString().slice(0, 10);
    return new Response(reviewCsv(items), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="applications-${stamp}.csv"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        'X-Total-Count': String(items.length),
      },
    });
  } catch (err) {
    return jsonError(err, { requestId: requestIdFrom(request.headers), path: url.pathname });
  }
}
