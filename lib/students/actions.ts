'use server';

import { headers } from 'next/headers';
import { refresh } from 'next/cache';
import { z } from 'zod';
import { nestDotted } from '@/lib/applications/wizard-form';
import { requireActionActor } from '@/lib/auth/guard';
import { type FormState, ok, runFormAction, toFormState } from '@/lib/forms/action-result';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { errors, success } from '@/lib/messages';
import { saveProfileSection } from './profile';
import { profileSectionSchema, sectionFormSchemas } from './schemas';

/**
 * The profile page's forms (/student/update-profile): one action saves one section. The section
 * travels as a hidden field and its fields nested under its name (`education_bachelor.year`); the
 * domain saves only the signed-in student's own profile, whatever else is sent.
 */
export async function saveProfileSectionAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const meta = requestMetaFrom(await headers());
  const section = profileSectionSchema.safeParse(formData.get('section'));
  if (!section.success) return toFormState({ ok: false, code: 'validation', message: errors.invalidInput, fieldErrors: {} }, formData);
  const state = await runFormAction(
    z.preprocess(nestDotted, sectionFormSchemas[section.data]),
    formData,
    async (data) => {
      const actor = await requireActionActor('students.profile');
      await saveProfileSection(actor, section.data, (data as Record<string, unknown>)[section.data], meta);
      return ok(undefined, success.studentProfileUpdated);
    },
    { action: 'saveProfileSection', requestId: meta.requestId },
  );
  if (state.ok) refresh();
  return state;
}
