import 'server-only';
import { z } from 'zod';
import { notFound } from '@/lib/errors';
import { defineUseCase } from '@/lib/use-case';
import { getFileForActor, openStoredFile } from './index';
import { nouns } from '@/lib/messages';

/** Types a browser may show inline; anything else downloads. */
const inlineTypes = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/webp']);

/**
 * `GET /files/<uuid>`: a stored file and its bytes, for whoever may read it (lib/storage's
 * getFileForActor: 404 for an unknown file or someone else's, 401 for a visitor asking for a
 * private one), and whether it goes as a download (asked for, or a type a browser should not show).
 */
export const openFile = defineUseCase({
  name: 'files.openFile',
  summary: 'Read a stored file (its owner, someone it is shared with, or an admin; public files for anyone)',
  access: 'public',
  input: z.object({ uuid: z.string(), download: z.boolean().default(false) }),
  run: async (actor, input) => {
    const file = await getFileForActor(actor, input.uuid);
    const stored = await openStoredFile(file);
    if (!stored) throw notFound(nouns.file);
    return { file, stored, download: input.download || !inlineTypes.has(file.mimeType) };
  },
});
