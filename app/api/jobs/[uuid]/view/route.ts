// POST /api/jobs/{uuid}/view — the public job page's view beacon (navigator.sendBeacon, anyone).
import { refusesCrossSite } from '@/lib/auth/guard';
import { isAppError } from '@/lib/errors';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { countJobView } from '@/lib/jobs/views';
import { markDoor } from '@/lib/use-case';

export const dynamic = 'force-dynamic';

/**
 * Always 204 (a beacon reads no answer, so this door answers nothing else, not even an error):
 * counted at most once per client address and job per hour, and only for a public job
 * (lib/jobs/views.ts); a cross-site beacon is not counted. The page itself stays cached.
 */
export const POST = markDoor(async (request: Request, { params }: { params: Promise<{ uuid: string }> }): Promise<Response> => {
  const { uuid } = await params;
  if (!refusesCrossSite(request)) {
    // A refusal (an address that is no job's, text the database cannot store) is not answered either.
    await countJobView(null, { uuid }, { meta: requestMetaFrom(request.headers) }).catch((err: unknown) => {
      if (!isAppError(err)) throw err;
    });
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}, { useCase: countJobView, answerStatus: 204 });
