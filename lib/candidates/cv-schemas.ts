import { z } from 'zod';
import { idSchema } from '@/lib/http/id';
import { validation as v } from '@/lib/messages';
import { baseText, blankToUndefined, flag } from './schemas';

/** The CV manager's contracts, client-safe: a CV's title, and which CV an action is about. */

export const cvTitleSchema = z.preprocess(blankToUndefined, baseText(120).min(1, v.required));
export const renameCvSchema = z.object({ id: idSchema(), title: cvTitleSchema });
export const cvIdSchema = z.object({ id: idSchema() });
export const hideCvSchema = z.object({ id: idSchema(), hidden: flag });

/** An upload: the file (PDF, DOC or DOCX up to 5 MB, checked by content when stored) and an optional title (else the file's name). */
export const cvUploadSchema = z.object({
  resume: z.unknown(),
  title: z.preprocess((x) => (x === null ? undefined : blankToUndefined(x)), baseText(120).min(1, v.required).optional()),
});
