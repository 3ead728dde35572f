'use server';

import { formAction } from '@/lib/forms/action-door';
import { success } from '@/lib/messages';
import { saveProfileSection } from './profile';

/**
 * The profile page's forms (/student/update-profile): one action saves one section. The section
 * travels as a hidden field and its fields nested under its name (`education_bachelor.year`); the
 * use case saves only the signed-in student's own profile, whatever else is sent.
 */
export const saveProfileSectionAction = formAction(saveProfileSection, { message: success.studentProfileUpdated, refresh: true });
