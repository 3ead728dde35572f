import 'server-only';
import { eq } from 'drizzle-orm';
import { withTransaction } from '@/db/transaction';
import { candidateProfiles } from '@/db/schema';
import { recordAudit } from '@/lib/audit';
import { defineUseCase } from '@/lib/use-case';
import { contactFields, privacySchema, sensitiveFields, type ContactField, type SensitiveField } from './consent-schemas';
import { ownProfileForUpdate } from './resume-columns';

/**
 * The candidate's privacy choices (their own profile): the directory opt-in, which sensitive fields
 * employers may see and which contact details the directory shows (unsent: none). What a viewer
 * then sees is decided by lib/candidates/employer-view.ts alone.
 */
export const savePrivacy = defineUseCase({
  name: 'candidates.savePrivacy',
  summary: 'Save the directory opt-in and the per-field consent of the candidate',
  access: 'resume:write',
  input: privacySchema,
  run: async (actor, data, { meta, tx: outer }): Promise<{ isPublic: boolean; sharedFields: SensitiveField[]; sharedContacts: ContactField[] }> => {
    const shared = sensitiveFields.filter((f) => (data.shared_fields ?? []).includes(f));
    const contacts = contactFields.filter((f) => (data.shared_contacts ?? []).includes(f));
    return withTransaction(outer, async (tx) => {
      const profile = await ownProfileForUpdate(tx, actor);
      await tx
        .update(candidateProfiles)
        .set({ isPublic: data.is_public ?? false, sharedFields: shared, sharedContacts: contacts, updatedAt: new Date() })
        .where(eq(candidateProfiles.id, profile.id));
      await recordAudit(tx, {
        actor,
        action: 'update',
        entity: 'candidate_privacy',
        entityId: profile.id,
        changes: {
          is_public: [profile.isPublic, data.is_public ?? false],
          shared_fields: [profile.sharedFields.join(','), shared.join(',')],
          shared_contacts: [profile.sharedContacts.join(','), contacts.join(',')],
        },
        ip: meta.ip,
        requestId: meta.requestId,
      });
      return { isPublic: data.is_public ?? false, sharedFields: shared, sharedContacts: contacts };
    });
  },
});
