// GET /admin/applications/export?<the list's filters> — the back office's "Export CSV" (admin, session cookie or bearer): every application of the current filter as CSV, streamed.
import { jsonRoute } from '@/lib/api/json';
import { listApplicationsForExport } from '@/lib/applications/review';
import { reviewCsvHeaderLine, reviewCsvLines } from '@/lib/applications/review-csv';
import { reviewListQuery } from '@/lib/applications/review-schemas';
import { requestLocale } from '@/lib/i18n/locale';

export const dynamic = 'force-dynamic';

export const GET = jsonRoute(listApplicationsForExport, {
  input: (request) => reviewListQuery(new URL(request.url).searchParams),
  answer: async (exported) => {
    const stamp = new Date().toISOString().slice(0, 10);
    const locale = await requestLocale();
    const encoder = new TextEncoder();
    // The header at once, then one keyset batch per pull: each batch is its own query (the
    // connection goes back to the pool between them), and a slow reader slows the reads.
    const batches = exported.batches();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(reviewCsvHeaderLine(locale)));
      },
      async pull(controller) {
        try {
          const next = await batches.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(reviewCsvLines(next.value, locale)));
        } catch (err) {
          controller.error(err);
        }
      },
      async cancel() {
        await batches.return(undefined);
      },
    });
    return new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="applications-${stamp}.csv"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        'X-Total-Count': String(exported.total),
      },
    });
  },
});
