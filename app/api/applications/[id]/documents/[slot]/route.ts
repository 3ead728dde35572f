// GET, POST, DELETE /api/applications/{id}/documents/{slot} — the wizard's documents (browser, session cookie): download, upload or replace (multipart `file`), remove.
import { jsonError, jsonResponse } from '@/lib/api/json';
import { getDocumentFile, removeDocument, saveDocument } from '@/lib/applications/documents';
import { checkApiAccess, refusesCrossSite } from '@/lib/auth/guard';
import { getRequestActor } from '@/lib/auth/request-actor';
import { AppError, notFound } from '@/lib/errors';
import { readBody } from '@/lib/http/body';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { requestIdFrom } from '@/lib/log';
import { applicationMessages as am, errors as errorMessages, upload as uploadMessages } from '@/lib/messages';
import { contentDisposition, openStoredFile } from '@/lib/storage';
import { extensionOf } from '@/lib/storage/policies';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ id: string; slot: string }> };

/** The door's first checks: our own site for a cookie write, then the access table; the domain checks ownership. */
async function enter(request: Request) {
  if (refusesCrossSite(request)) throw new AppError('forbidden', errorMessages.crossSite);
  const actor = await getRequestActor(request);
  checkApiAccess(new URL(request.url).pathname, request.method, actor);
  return actor;
}

const context = (request: Request) => ({ requestId: requestIdFrom(request.headers), path: new URL(request.url).pathname });

export async function GET(request: Request, { params }: Params): Promise<Response> {
  try {
    const { id, slot } = await params;
    const file = await getDocumentFile(await enter(request), id, slot);
    const stored = await openStoredFile(file);
    if (!stored) throw notFound('Document');
    const headers = new Headers({
      'Content-Type': file.mimeType,
      'Content-Disposition': contentDisposition('attachment', file.originalName, extensionOf[file.mimeType]),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
    if (stored.size !== undefined) headers.set('Content-Length', String(stored.size));
    return new Response(stored.body, { status: 200, headers });
  } catch (err) {
    return jsonError(err, context(request));
  }
}

export async function POST(request: Request, { params }: Params): Promise<Response> {
  try {
    const { id, slot } = await params;
    const actor = await enter(request);
    const body = await readBody(request, { uploads: true });
    const file = body.file;
    if (!(file instanceof File)) throw new AppError('validation', uploadMessages.required, { fieldErrors: { file: [uploadMessages.required] } });
    const stored = await saveDocument(actor, id, slot, file, requestMetaFrom(request.headers));
    return jsonResponse({ message: am.documentSaved, file: { name: stored.originalName, mimeType: stored.mimeType, sizeBytes: stored.sizeBytes } }, { status: 201 });
  } catch (err) {
    return jsonError(err, context(request));
  }
}

export async function DELETE(request: Request, { params }: Params): Promise<Response> {
  try {
    const { id, slot } = await params;
    await removeDocument(await enter(request), id, slot, requestMetaFrom(request.headers));
    return jsonResponse({ message: am.documentRemoved });
  } catch (err) {
    return jsonError(err, context(request));
  }
}
