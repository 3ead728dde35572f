import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterCommit, onRollback, withTransaction } from '@/db/transaction';
import { candidateProfiles } from '@/db/schema';
import { recordAudit } from '@/lib/audit';
import { notFound } from '@/lib/errors';
import { deleteStoredFile, findFileByKey, getStorage, saveUpload } from '@/lib/storage';
import { defineUseCase } from '@/lib/use-case';
import { ownProfileForUpdate, ownProfileLocked } from './resume-columns';
import { nouns } from '@/lib/messages';

/** The resume's picture: the actor's own, uploaded (or replaced) and removed. */

/**
 * Uploads (or replaces) the picture: PNG, JPEG or WebP up to 5 MB, checked by content (the error
 * is keyed `picture`). Given the caller's transaction (`tx`), the picture is one part of the
 * caller's unit: its bytes are deleted again if the unit rolls back, and the picture it replaces
 * only after the unit commits.
 */
export const saveResumePhoto = defineUseCase({
  name: 'candidates.saveResumePhoto',
  summary: "Upload or replace the picture on the candidate's resume",
  access: 'resume:write',
  input: z.object({ picture: z.unknown() }),
  run: async (actor, { picture }, { meta, tx }): Promise<{ url: string; name: string }> => {
    const file = picture as Blob & { name?: string };
    const stored = await withTransaction(tx, async (t) => {
      const profile = await ownProfileForUpdate(t, actor);
      const saved = await saveUpload({ file, kind: 'profile_pic', ownerId: actor.id, field: 'picture' }, t);
      // The row rolls back with the unit; the bytes are outside it.
      onRollback(t, () => getStorage().delete(saved.storageKey, saved.isPublic));
      const replaced = profile.photo;
      if (replaced) {
        afterCommit(t, async () => {
          const old = await findFileByKey(replaced);
          if (old) await deleteStoredFile(old.id);
        });
      }
      await t.update(candidateProfiles).set({ photo: saved.storageKey, updatedAt: new Date() }).where(eq(candidateProfiles.id, profile.id));
      await recordAudit(t, { actor, action: 'upload', entity: 'candidate_photo', entityId: profile.id, ip: meta.ip, requestId: meta.requestId });
      return saved;
    });
    return { url: `/files/${stored.uuid}`, name: stored.originalName };
  },
});

/** Removes the picture (404 when there is none). */
export const removeResumePhoto = defineUseCase({
  name: 'candidates.removeResumePhoto',
  summary: "Remove the picture from the candidate's resume",
  access: 'resume:write',
  input: z.object({}),
  run: async (actor, _input, { meta, tx }): Promise<void> => {
    const key = await withTransaction(tx, async (t) => {
      const profile = await ownProfileLocked(t, actor);
      if (!profile?.photo) throw notFound(nouns.picture);
      await t.update(candidateProfiles).set({ photo: null, updatedAt: new Date() }).where(eq(candidateProfiles.id, profile.id));
      await recordAudit(t, { actor, action: 'delete', entity: 'candidate_photo', entityId: profile.id, ip: meta.ip, requestId: meta.requestId });
      return profile.photo;
    });
    // After the commit (or the caller's, which then owns the unit).
    const remove = async () => {
      const f = await findFileByKey(key);
      if (f) await deleteStoredFile(f.id);
    };
    if (tx) afterCommit(tx, remove);
    else await remove();
  },
});
