// GET, POST, DELETE /api/applications/{id}/documents/{slot} — the wizard's documents (browser, session cookie): download, upload or replace (multipart `file`), remove.
import { jsonRoute } from '@/lib/api/json';
import { getDocumentFile, removeDocument, saveDocument } from '@/lib/applications/documents';
import { applicationMessages as am } from '@/lib/messages';
import { privateDownload } from '@/lib/applications/download';

export const dynamic = 'force-dynamic';

export const GET = jsonRoute(getDocumentFile, { answer: (file) => privateDownload(file, 'Document') });

export const POST = jsonRoute(saveDocument, {
  uploads: true,
  status: 201,
  answer: (stored) => ({ message: am.documentSaved, file: { name: stored.originalName, mimeType: stored.mimeType, sizeBytes: stored.sizeBytes } }),
});

export const DELETE = jsonRoute(removeDocument, { answer: () => ({ message: am.documentRemoved }) });
