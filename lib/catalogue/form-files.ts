import { z } from 'zod';

/**
 * A form's image field: a new image (a non-empty file) or the kept stored file name (`kept`, the
 * form schema's own field). A file input left empty still sends an empty part (browsers differ in
 * its name): that is no new image.
 */
export const imageOrKept = <T extends z.ZodType>(kept: T) =>
  z.preprocess((v) => (typeof Blob !== 'undefined' && v instanceof Blob && v.size === 0 ? undefined : v), z.union([z.instanceof(Blob), kept]));

/** A new image file, once the input is parsed (a kept name is a string). */
export const isNewFile = (v: unknown): v is Blob => typeof Blob !== 'undefined' && v instanceof Blob;
