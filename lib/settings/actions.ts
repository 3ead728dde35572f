'use server';

import { formAction } from '@/lib/forms/action-door';
import { settingsMessages as m } from '@/lib/messages';
import { legalMessages } from './legal-schemas';
import { updateLegalSettings } from './legal';
import { updateSettings } from './settings';

/** /admin/settings: saves the fees, the currency and the payment instructions. */
export const updateSettingsAction = formAction(updateSettings, { message: m.saved, refresh: true });

/** /admin/settings: saves who runs the service (entity, jurisdiction, registered office). */
export const updateLegalSettingsAction = formAction(updateLegalSettings, { message: legalMessages.saved, refresh: true });
