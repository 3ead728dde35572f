// GET /admin/applications/export?<the list's filters> — the back office's "Export CSV" (admin, session cookie or bearer): the current filter as CSV.
import { jsonRoute } from '@/lib/api/json';
import { listApplicationsForExport } from '@/lib/applications/review';
import { reviewCsv } from '@/lib/applications/review-csv';
import { reviewListQuery } from '@/lib/applications/review-schemas';
import { requestLocale } from '@/lib/i18n/locale';

export const dynamic = 'force-dynamic';

export const GET = jsonRoute(listApplicationsForExport, {
  input: (request) => reviewListQuery(new URL(request.url).searchParams),
  answer: async (items) => {
    const stamp = new Date().toISOString().slice(0, 10);
    return new Response(reviewCsv(items, await requestLocale()), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="applications-${stamp}.csv"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        'X-Total-Count': String(items.length),
      },
    });
  },
});
