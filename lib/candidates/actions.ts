'use server';

import { action, formAction } from '@/lib/forms/action-door';
import type { ActionResult } from '@/lib/forms/action-result';
import { deleteCv, renameCv, setCvHidden, setDefaultCv } from './cvs';
import { savePrivacy } from './consent';
import { removeResumePhoto } from './photo';
import { candidateMessages as m } from './schemas';
import { deleteResumeRow, saveResumeSection } from './sections';

/**
 * The resume builder's and CV manager's actions, each built from its use case's declaration
 * (lib/use-case.ts). Each saves only the signed-in candidate's own records (the use cases take no
 * user id); a row or CV id that is not theirs is a 404.
 */

/** One section's form: the section and (when editing a row) `row_id` travel as hidden fields, the fields under the section's name. */
export const saveResumeSectionAction = formAction(saveResumeSection, { message: m.saved, refresh: true });

export const deleteResumeRowAction = action(deleteResumeRow, { message: m.rowRemoved, refresh: true });

export const savePrivacyAction = formAction(savePrivacy, { message: m.privacySaved, refresh: true });

/** The picture's remove button (it sends nothing). */
export const removeResumePhotoAction = action(removeResumePhoto, { message: m.photoRemoved, refresh: true }) as (input?: unknown) => Promise<ActionResult>;

export const renameCvAction = formAction(renameCv, { message: m.cvRenamed, refresh: true });

export const setDefaultCvAction = action(setDefaultCv, { message: m.cvDefault, refresh: true });

export const setCvHiddenAction = action(setCvHidden, { message: (cv) => (cv.hidden ? m.cvHidden : m.cvShown), refresh: true });

export const deleteCvAction = action(deleteCv, { message: m.cvDeleted, refresh: true });
