// POST /api/applicant/resume/ — "Upload your Resume" (legacy jobs client, candidate): multipart `resume` (PDF, DOC or DOCX, 5 MB), stored in the CV manager; optional `title`.
import { body, legacyHandlers } from '@/lib/api/legacy';
import { legacyResumeFailure, toLegacyCv } from '@/lib/api/legacy/applicant';
import { uploadCv } from '@/lib/candidates/cvs';
import { requestMetaFrom } from '@/lib/http/request-meta';

export const dynamic = 'force-dynamic';

export const { POST } = legacyHandlers(
  'jobs',
  {
    POST: async (ctx) => {
      const actor = ctx.requireActor('candidate');
      try {
        const cv = await uploadCv(actor, ctx.body.resume as File, { title: ctx.body.title, field: 'resume' }, requestMetaFrom(ctx.request.headers));
        return body(toLegacyCv(cv), 201);
      } catch (err) {
        const failure = legacyResumeFailure(err);
        if (failure) return failure;
        throw err;
      }
    },
  },
  { uploads: true },
);
