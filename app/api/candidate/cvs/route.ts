// POST /api/candidate/cvs — the CV upload of /candidate/cvs and of the resume builder (browser, session cookie): multipart `file` (PDF, DOC or DOCX, 5 MB), stored in the CV manager; the file drop's plain form before JavaScript is answered 303 back to /candidate/cvs.
import { z } from 'zod';
import { jsonRoute } from '@/lib/api/json';
import { uploadCv } from '@/lib/candidates/cvs';
import { candidateMessages } from '@/lib/candidates/schemas';

export const dynamic = 'force-dynamic';

export const POST = jsonRoute(uploadCv, {
  uploads: true,
  status: 201,
  // The file drop's field is `file`; the use case's (and the old client's) is `resume`.
  input: (_request, _params, body) => ({ resume: body.file, title: body.title }),
  // Before JavaScript both the CV page and the builder's upload land on the CV manager, where the CV is named and chosen.
  formPost: () => ({ page: '/candidate/cvs', target: 'cv' }),
  answerSchema: z.object({ message: z.string(), cv: z.object({ id: z.number(), title: z.string(), isDefault: z.boolean(), fileName: z.string(), url: z.string() }) }),
  answer: (cv) => ({ message: candidateMessages.cvUploaded, cv: { id: cv.id, title: cv.title, isDefault: cv.isDefault, fileName: cv.fileName, url: cv.url } }),
});
