// GET /image/university/<file> — public images (university logos and banners, icons) by stored file name, for pages and old clients.
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { env } from '@/lib/env';
import { findFileByKey, getStorage, openStoredFile } from '@/lib/storage';
import { isSafeStorageKey } from '@/lib/storage/driver';
import { publicImagesDir } from '@/lib/storage/local-driver';
import { logUnexpected } from '@/lib/log';

export const dynamic = 'force-dynamic';

const typeByExt: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
};

const baseHeaders = {
  'X-Content-Type-Options': 'nosniff',
  // An SVG from the seed is shown as an image, never run as a document.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

function notFoundResponse(): Response {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' } });
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const type = typeByExt[path.extname(file).toLowerCase()];
  // Only plain stored names: no slashes, no `..`, no hidden files, a known image extension.
  if (!type || !isSafeStorageKey(file)) return notFoundResponse();
  const headers = new Headers({
    ...baseHeaders,
    'Content-Type': type,
    // Stored names are unique (a new upload gets a new name), so an image never changes.
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
  try {
    const dir = publicImagesDir(env.dataDir);
    const full = path.resolve(dir, file);
    if (path.dirname(full) !== path.resolve(dir)) return notFoundResponse();
    const stat = await fs.promises.stat(/*turbopackIgnore: true*/ full).catch(() => null);
    if (stat?.isFile()) {
      headers.set('Content-Length', String(stat.size));
      return new Response(Readable.toWeb(fs.createReadStream(/*turbopackIgnore: true*/ full)) as unknown as ReadableStream, { headers });
    }
    // Not on disk: with UploadThing configured, a public image kept there.
    if (getStorage().name === 'local') return notFoundResponse();
    const row = await findFileByKey(file);
    if (!row || !row.isPublic || row.driver === 'local') return notFoundResponse();
    const stored = await openStoredFile(row);
    if (!stored) return notFoundResponse();
    headers.set('Content-Type', row.mimeType);
    if (stored.size !== undefined) headers.set('Content-Length', String(stored.size));
    return new Response(stored.body, { headers });
  } catch (err) {
    const id = logUnexpected(err, { path: `/image/university/${file}` });
    return new Response(`Something went wrong (reference ${id})`, { status: 500, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
}
