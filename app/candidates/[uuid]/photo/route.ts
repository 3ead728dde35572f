// GET /candidates/<uuid>/photo — an opted-in candidate's picture, for employers and admins browsing the directory.
import { jsonError } from '@/lib/api/json';
import { getRequestActor } from '@/lib/auth/request-actor';
import { getDirectoryPhoto } from '@/lib/candidates/directory';
import { notFound } from '@/lib/errors';
import { requestIdFrom } from '@/lib/log';
import { openStoredFile } from '@/lib/storage';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ uuid: string }> }): Promise<Response> {
  const requestId = requestIdFrom(request.headers);
  try {
    const { uuid } = await params;
    const file = await getDirectoryPhoto(await getRequestActor(request), uuid);
    const stored = await openStoredFile(file);
    if (!stored) throw notFound('Picture');
    const headers = new Headers({
      'Content-Type': file.mimeType,
      'Content-Disposition': 'inline',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'X-Request-Id': requestId,
    });
    if (stored.size !== undefined) headers.set('Content-Length', String(stored.size));
    return new Response(stored.body, { status: 200, headers });
  } catch (err) {
    return jsonError(err, { requestId, path: new URL(request.url).pathname });
  }
}
