// GET, POST, DELETE /api/students/{userId}/profile-files/{kind} — the profile page's identity files (browser, session cookie): download (the student or an admin), upload or replace (multipart `file`), remove (the student).
import { jsonError, jsonResponse } from '@/lib/api/json';
import { checkApiAccess, refusesCrossSite } from '@/lib/auth/guard';
import { getRequestActor } from '@/lib/auth/request-actor';
import { AppError, notFound } from '@/lib/errors';
import { readBody } from '@/lib/http/body';
import { parseId } from '@/lib/http/id';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { requestIdFrom } from '@/lib/log';
import { errors as errorMessages, profileMessages, upload as uploadMessages } from '@/lib/messages';
import { contentDisposition, openStoredFile } from '@/lib/storage';
import { extensionOf } from '@/lib/storage/policies';
import { getProfileFile, removeProfileFile, saveProfileFile } from '@/lib/students/profile';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ userId: string; kind: string }> };

/** The door's first checks: our own site for a cookie write, then the access table; the domain checks ownership. */
async function enter(request: Request) {
  if (refusesCrossSite(request)) throw new AppError('forbidden', errorMessages.crossSite);
  const actor = await getRequestActor(request);
  checkApiAccess(new URL(request.url).pathname, request.method, actor);
  return actor;
}

/** Writes change only the caller's own profile: another student's address names nothing of theirs (404). */
async function enterOwn(request: Request, userId: string) {
  const actor = await enter(request);
  if (!actor || parseId(userId, 'File') !== actor.id) throw notFound('File');
  return actor;
}

const context = (request: Request) => ({ requestId: requestIdFrom(request.headers), path: new URL(request.url).pathname });

export async function GET(request: Request, { params }: Params): Promise<Response> {
  try {
    const { userId, kind } = await params;
    const file = await getProfileFile(await enter(request), userId, kind);
    const stored = await openStoredFile(file);
    if (!stored) throw notFound('File');
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
    const { userId, kind } = await params;
    const actor = await enterOwn(request, userId);
    const body = await readBody(request, { uploads: true });
    const file = body.file;
    if (!(file instanceof File)) throw new AppError('validation', uploadMessages.required, { fieldErrors: { file: [uploadMessages.required] } });
    const saved = await saveProfileFile(actor, kind, file, requestMetaFrom(request.headers));
    return jsonResponse({ message: profileMessages.fileSaved, file: { name: saved.name, mimeType: saved.mimeType, sizeBytes: saved.sizeBytes, url: saved.url } }, { status: 201 });
  } catch (err) {
    return jsonError(err, context(request));
  }
}

export async function DELETE(request: Request, { params }: Params): Promise<Response> {
  try {
    const { userId, kind } = await params;
    await removeProfileFile(await enterOwn(request, userId), kind, requestMetaFrom(request.headers));
    return jsonResponse({ message: profileMessages.fileRemoved });
  } catch (err) {
    return jsonError(err, context(request));
  }
}
