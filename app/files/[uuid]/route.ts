// GET /files/<uuid> — a private upload (application documents, CVs, profile pictures) for its owner or an admin.
import { jsonError } from '@/lib/api/json';
import { getRequestActor } from '@/lib/auth/request-actor';
import { contentDisposition, getFileForActor, openStoredFile } from '@/lib/storage';
import { extensionOf } from '@/lib/storage/policies';
import { notFound } from '@/lib/errors';
import { requestIdFrom } from '@/lib/log';

export const dynamic = 'force-dynamic';

/** Types a browser may show inline; anything else downloads. */
const inlineTypes = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/webp']);

export async function GET(request: Request, { params }: { params: Promise<{ uuid: string }> }): Promise<Response> {
  const requestId = requestIdFrom(request.headers);
  try {
    const { uuid } = await params;
    const actor = await getRequestActor(request);
    const file = await getFileForActor(actor, uuid);
    const stored = await openStoredFile(file);
    if (!stored) throw notFound('File');
    const download = new URL(request.url).searchParams.has('download') || !inlineTypes.has(file.mimeType);
    const headers = new Headers({
      'Content-Type': file.mimeType,
      'Content-Disposition': contentDisposition(download ? 'attachment' : 'inline', file.originalName, extensionOf[file.mimeType]),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      'X-Request-Id': requestId,
    });
    if (stored.size !== undefined) headers.set('Content-Length', String(stored.size));
    return new Response(stored.body, { status: 200, headers });
  } catch (err) {
    return jsonError(err, { requestId, path: new URL(request.url).pathname });
  }
}
