// POST /api/applicant/picture/ — the resume builder's picture (browser, candidate): multipart `picture` (PNG, JPEG or WebP, 5 MB); 201 `{ picture }`, the address only its owner can open.
import { body, legacyHandlers } from '@/lib/api/legacy';
import { saveResumePhoto } from '@/lib/candidates/profile';
import { requestMetaFrom } from '@/lib/http/request-meta';

export const dynamic = 'force-dynamic';

export const { POST } = legacyHandlers(
  'jobs',
  {
    POST: async (ctx) => {
      const actor = ctx.requireActor('candidate');
      const photo = await saveResumePhoto(actor, (ctx.body.picture ?? ctx.body.file) as File, requestMetaFrom(ctx.request.headers));
      return body({ picture: photo.url, name: photo.name }, 201);
    },
  },
  { uploads: true },
);
