// GET, POST, DELETE /api/applications/{id}/documents/{slot} — the wizard's documents (browser, session cookie): download, upload or replace (multipart `file`; the file drop's plain form before JavaScript is answered 303 back to the step), remove.
import { uploadPolicies } from '@/lib/storage/policies';
import { z } from 'zod';
import { jsonRoute } from '@/lib/api/json';
import { getDocumentFile, removeDocument, saveDocument } from '@/lib/applications/documents';
import { applicationMessages as am } from '@/lib/messages';
import { privateDownload } from '@/lib/applications/download';

export const dynamic = 'force-dynamic';

export const GET = jsonRoute(getDocumentFile, { answerType: uploadPolicies.application_document.types.join(', '), answer: (file) => privateDownload(file, 'Document') });

export const POST = jsonRoute(saveDocument, {
  answerSchema: z.object({ message: z.string(), file: z.object({ name: z.string(), mimeType: z.string(), sizeBytes: z.number() }) }),
  uploads: true,
  status: 201,
  // The file drop's form before JavaScript: back to the wizard's documents step, next to the slot's control.
  formPost: ({ id, slot }) => ({ page: `/application?application_id=${encodeURIComponent(id)}&step=4`, target: slot }),
  answer: (stored) => ({ message: am.documentSaved, file: { name: stored.originalName, mimeType: stored.mimeType, sizeBytes: stored.sizeBytes } }),
});

export const DELETE = jsonRoute(removeDocument, { answerSchema: z.object({ message: z.string() }), answer: () => ({ message: am.documentRemoved }) });
