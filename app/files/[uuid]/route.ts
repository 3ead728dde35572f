// GET /files/<uuid> — a private upload (application documents, CVs, profile pictures) for its owner or an admin.
import { jsonRoute } from '@/lib/api/json';
import { contentDisposition } from '@/lib/storage';
import { openFile } from '@/lib/storage/open-file';
import { extensionOf } from '@/lib/storage/policies';
import { requestIdFrom } from '@/lib/log';

export const dynamic = 'force-dynamic';

export const GET = jsonRoute(openFile, {
  input: (request, params) => ({ uuid: params.uuid, download: new URL(request.url).searchParams.has('download') }),
  answer: ({ file, stored, download }, request) => {
    const headers = new Headers({
      'Content-Type': file.mimeType,
      'Content-Disposition': contentDisposition(download ? 'attachment' : 'inline', file.originalName, extensionOf[file.mimeType]),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      'X-Request-Id': requestIdFrom(request.headers),
    });
    if (stored.size !== undefined) headers.set('Content-Length', String(stored.size));
    return new Response(stored.body, { status: 200, headers });
  },
});
