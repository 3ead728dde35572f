// GET /candidates/<uuid>/photo — an opted-in candidate's picture, for employers and admins browsing the directory.
import { jsonRoute } from '@/lib/api/json';
import { openDirectoryPhoto } from '@/lib/candidates/directory';
import { requestIdFrom } from '@/lib/log';

export const dynamic = 'force-dynamic';

export const GET = jsonRoute(openDirectoryPhoto, {
  answer: ({ file, body, size }, request) => {
    const headers = new Headers({
      'Content-Type': file.mimeType,
      'Content-Disposition': 'inline',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'X-Request-Id': requestIdFrom(request.headers),
    });
    if (size !== undefined) headers.set('Content-Length', String(size));
    return new Response(body, { status: 200, headers });
  },
});
