import type { CvView } from '@/lib/candidates/cvs';
import { isAppError } from '@/lib/errors';
import { errors as errorMessages } from '@/lib/messages';
import { json } from './envelopes';

/**
 * The candidate's resume at the legacy API's boundary (`POST /api/applicant/<section>/`,
 * `POST /api/applicant/resume/`). The resume sections already speak the seed's field names
 * (lib/candidates/schemas.ts), so only the CV and the upload failure need shaping here.
 */

/** A stored CV as the old client's resume upload answers it. */
export function toLegacyCv(cv: CvView) {
  return {
    id: cv.id,
    title: cv.title,
    resume: cv.url,
    file_name: cv.fileName,
    size: cv.sizeBytes,
    is_default: cv.isDefault,
    created: cv.uploadedAt.toISOString(),
  };
}

/**
 * A refused resume upload: 400 `{ resume: [...], user: [...] }` (the old client shows `user`).
 * Anything that is not a validation failure (401, 403, 413, 500) keeps the usual envelope.
 */
export function legacyResumeFailure(err: unknown): Response | null {
  if (!isAppError(err) || err.code !== 'validation') return null;
  const messages = Object.values(err.fieldErrors).flat();
  const list = messages.length > 0 ? messages : [err.message || errorMessages.invalidInput];
  return json({ resume: list, user: list }, { status: 400 });
}
