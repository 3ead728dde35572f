/**
 * Where file bytes live. The database row (uploaded_files) is the record; a driver only stores and
 * returns bytes under a key. Keys are server-generated (`<uuid>.<ext>`), never a client's name.
 */
export type DriverName = 'local' | 'uploadthing';

export interface PutOptions {
  contentType: string;
  isPublic: boolean;
  /** The sanitised original name (UploadThing keeps it as the file's name). */
  name: string;
}

export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  size?: number;
}

export interface StorageDriver {
  readonly name: DriverName;
  /** Stores bytes under `key`; returns the key the driver knows them by (UploadThing makes its own). */
  put(key: string, bytes: Uint8Array, opts: PutOptions): Promise<string>;
  /** The bytes, or null when missing. */
  get(key: string, isPublic: boolean): Promise<StoredObject | null>;
  delete(key: string, isPublic: boolean): Promise<void>;
}

/** A storage key as we generate it: safe to use as a file name and in a URL. */
export const storageKeyPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function isSafeStorageKey(key: string): boolean {
  return storageKeyPattern.test(key) && !key.includes('..');
}
