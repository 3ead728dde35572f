// POST /api/applicant/picture/ — the resume builder's picture (browser, candidate): multipart `picture` (PNG, JPEG or WebP, 5 MB); 201 `{ picture }`, the address only its owner can open.
import { z } from 'zod';
import { answers, body, legacyDoor, legacyHandlers } from '@/lib/api/legacy';
import { saveResumePhoto } from '@/lib/candidates/photo';

export const dynamic = 'force-dynamic';

export const { POST } = legacyHandlers(
  'jobs',
  {
    POST: legacyDoor(saveResumePhoto, {
      answerSchema: answers.body(z.strictObject({ picture: z.string(), name: z.string() })),
      answerStatus: 201,
      input: (_ctx, b) => ({ picture: b.picture ?? b.file }),
      answer: (photo) => body({ picture: photo.url, name: photo.name }, 201),
    }),
  },
  { uploads: true },
);
