import 'server-only';
import { notFound } from '@/lib/errors';
import { contentDisposition, openStoredFile, type StoredFile } from '@/lib/storage';
import { extensionOf } from '@/lib/storage/policies';

/**
 * A private file as a download (an application's document, a student's identity file): an
 * attachment that is never rendered in the browser nor cached; bytes gone: the 404 `<what> not found`.
 */
export async function privateDownload(file: StoredFile, what: string): Promise<Response> {
  const stored = await openStoredFile(file);
  if (!stored) throw notFound(what);
  const headers = new Headers({
    'Content-Type': file.mimeType,
    'Content-Disposition': contentDisposition('attachment', file.originalName, extensionOf[file.mimeType]),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
  if (stored.size !== undefined) headers.set('Content-Length', String(stored.size));
  return new Response(stored.body, { status: 200, headers });
}
