'use server';

import { headers } from 'next/headers';
import { refresh } from 'next/cache';
import { z } from 'zod';
import { idSchema } from '@/lib/http/id';
import { nestDotted } from '@/lib/applications/wizard-form';
import { requireActionActor } from '@/lib/auth/guard';
import { type FormState, ok, runAction, runFormAction, toFormState } from '@/lib/forms/action-result';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { errors } from '@/lib/messages';
import { deleteCv, renameCv, setCvHidden, setDefaultCv } from './cvs';
import { deleteResumeRow, removeResumePhoto, saveResumeSection, savePrivacy } from './profile';
import { candidateMessages as m, cvIdSchema, hideCvSchema, privacySchema, renameCvSchema, resumeSectionSchema, sectionFormSchemas } from './schemas';

/**
 * The resume builder's and CV manager's actions. Each saves only the signed-in candidate's own
 * records (the domain takes no user id); a row or CV id that is not theirs is a 404.
 */

const meta = async () => requestMetaFrom(await headers());
const rowRefSchema = z.object({ section: resumeSectionSchema, id: idSchema() });

/** One section's form: the section and (when editing a row) `row_id` travel as hidden fields, the fields under the section's name. */
export async function saveResumeSectionAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const section = resumeSectionSchema.safeParse(formData.get('section'));
  if (!section.success) return toFormState({ ok: false, code: 'validation', message: errors.invalidInput, fieldErrors: {} }, formData);
  const rowId = formData.get('row_id');
  const state = await runFormAction(
    z.preprocess(nestDotted, sectionFormSchemas[section.data]),
    formData,
    async (data) => {
      const actor = await requireActionActor('candidates.resume');
      await saveResumeSection(actor, section.data, (data as Record<string, unknown>)[section.data], rowId || undefined, await meta());
      return ok(undefined, m.saved);
    },
    { action: 'saveResumeSection' },
  );
  if (state.ok) refresh();
  return state;
}

export async function deleteResumeRowAction(input: unknown) {
  return runAction(rowRefSchema, input, async (data) => {
    const actor = await requireActionActor('candidates.resume');
    await deleteResumeRow(actor, data.section, data.id, await meta());
    refresh();
    return ok(undefined, m.rowRemoved);
  });
}

export async function savePrivacyAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const state = await runFormAction(privacySchema, formData, async (data) => {
    const actor = await requireActionActor('candidates.resume');
    await savePrivacy(actor, data, await meta());
    return ok(undefined, m.privacySaved);
  });
  if (state.ok) refresh();
  return state;
}

export async function removeResumePhotoAction() {
  return runAction(z.unknown(), undefined, async () => {
    const actor = await requireActionActor('candidates.resume');
    await removeResumePhoto(actor, await meta());
    refresh();
    return ok(undefined, m.photoRemoved);
  });
}

export async function renameCvAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const state = await runFormAction(renameCvSchema, formData, async (data) => {
    const actor = await requireActionActor('candidates.resume');
    await renameCv(actor, data, await meta());
    return ok(undefined, m.cvRenamed);
  });
  if (state.ok) refresh();
  return state;
}

export async function setDefaultCvAction(input: unknown) {
  return runAction(cvIdSchema, input, async (data) => {
    const actor = await requireActionActor('candidates.resume');
    await setDefaultCv(actor, data, await meta());
    refresh();
    return ok(undefined, m.cvDefault);
  });
}

export async function setCvHiddenAction(input: unknown) {
  return runAction(hideCvSchema, input, async (data) => {
    const actor = await requireActionActor('candidates.resume');
    await setCvHidden(actor, data, await meta());
    refresh();
    return ok(undefined, data.hidden ? m.cvHidden : m.cvShown);
  });
}

export async function deleteCvAction(input: unknown) {
  return runAction(cvIdSchema, input, async (data) => {
    const actor = await requireActionActor('candidates.resume');
    await deleteCv(actor, data, await meta());
    refresh();
    return ok(undefined, m.cvDeleted);
  });
}
