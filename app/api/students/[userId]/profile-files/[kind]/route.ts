// GET, POST, DELETE /api/students/{userId}/profile-files/{kind} — the profile page's identity files (browser, session cookie): download (the student or an admin), upload or replace (multipart `file`; the file drop's plain form before JavaScript is answered 303 back to the page), remove (the student).
import { uploadPolicies } from '@/lib/storage/policies';
import { z } from 'zod';
import { jsonRoute } from '@/lib/api/json';
import { profileMessages } from '@/lib/messages';
import { privateDownload } from '@/lib/applications/download';
import { getProfileFile, removeProfileFile, saveProfileFile } from '@/lib/students/profile';

export const dynamic = 'force-dynamic';

export const GET = jsonRoute(getProfileFile, { answerType: uploadPolicies.application_document.types.join(', '), answer: (file) => privateDownload(file, 'File') });

// Writes change only the caller's own profile: another student's address names nothing of theirs (404).
export const POST = jsonRoute(saveProfileFile, {
  answerSchema: z.object({ message: z.string(), file: z.object({ name: z.string(), mimeType: z.string(), sizeBytes: z.number(), url: z.string() }) }),
  uploads: true,
  status: 201,
  // The file drop's form before JavaScript: back to the profile page, next to the file's control.
  formPost: ({ kind }) => ({ page: '/student/update-profile', target: kind }),
  answer: (saved) => ({ message: profileMessages.fileSaved, file: { name: saved.name, mimeType: saved.mimeType, sizeBytes: saved.sizeBytes, url: saved.url } }),
});

export const DELETE = jsonRoute(removeProfileFile, { answerSchema: z.object({ message: z.string() }), answer: () => ({ message: profileMessages.fileRemoved }) });
