// POST /api/applicant/resume/ — "Upload your Resume" (legacy jobs client, candidate): multipart `resume` (PDF, DOC or DOCX, 5 MB), stored in the CV manager; optional `title`.
import { legacyCvSchema } from '@/lib/api/legacy/applicant';
import { answers, body, legacyDoor, legacyHandlers } from '@/lib/api/legacy';
import { toLegacyCv, withResumeFailures } from '@/lib/api/legacy/applicant';
import { uploadCv } from '@/lib/candidates/cvs';

export const dynamic = 'force-dynamic';

export const { POST } = legacyHandlers(
  'jobs',
  {
    POST: withResumeFailures(
      legacyDoor(uploadCv, {
        answerSchema: answers.body(legacyCvSchema),
        answerStatus: 201,
        input: (_ctx, b) => ({ resume: b.resume, title: b.title }),
        answer: (cv) => body(toLegacyCv(cv), 201),
      }),
    ),
  },
  { uploads: true },
);
