'use server';

import { headers } from 'next/headers';
import { refresh } from 'next/cache';
import { accessRuleFor } from '@/lib/auth/access';
import { requireActionActor } from '@/lib/auth/guard';
import { type FormState, ok, runFormAction } from '@/lib/forms/action-result';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { settingsMessages as m } from '@/lib/messages';
import { settingsSchema } from './schemas';
import { legalMessages, legalSettingsSchema } from './legal-schemas';
import { updateLegalSettings } from './legal';
import { updateSettings } from './settings';

// The settings page's roles, from the access table (the page and its action share one rule).
const settingsArea = () => {
  const rule = accessRuleFor('/admin/settings');
  if (rule === 'public') throw new Error('the settings page must be guarded');
  return requireActionActor(rule);
};

/** /admin/settings: saves the fees, the currency and the payment instructions (the domain checks `settings:write` again). */
export async function updateSettingsAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const meta = requestMetaFrom(await headers());
  return runFormAction(
    settingsSchema,
    formData,
    async (data) => {
      const actor = await settingsArea();
      await updateSettings(actor, data, meta);
      refresh();
      return ok(undefined, m.saved);
    },
    { action: 'updateSettings', requestId: meta.requestId },
  );
}

/** /admin/settings: saves who runs the service (entity, jurisdiction, registered office; the domain checks `settings:write` again). */
export async function updateLegalSettingsAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const meta = requestMetaFrom(await headers());
  return runFormAction(
    legalSettingsSchema,
    formData,
    async (data) => {
      const actor = await settingsArea();
      await updateLegalSettings(actor, data, meta);
      refresh();
      return ok(undefined, legalMessages.saved);
    },
    { action: 'updateLegalSettings', requestId: meta.requestId },
  );
}
