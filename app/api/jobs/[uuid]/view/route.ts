// POST /api/jobs/{uuid}/view — the public job page's view beacon (navigator.sendBeacon, anyone).
import { refusesCrossSite } from '@/lib/auth/guard';
import { clientIp } from '@/lib/http/client-ip';
import { recordJobView } from '@/lib/jobs/views';

export const dynamic = 'force-dynamic';

/**
 * Always 204 (a beacon reads no answer): counted at most once per client address and job per
 * hour, and only for a public job (lib/jobs/public.ts). The page itself stays cached.
 */
export async function POST(request: Request, { params }: { params: Promise<{ uuid: string }> }): Promise<Response> {
  const { uuid } = await params;
  if (!refusesCrossSite(request)) await recordJobView(uuid, clientIp(request.headers));
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
