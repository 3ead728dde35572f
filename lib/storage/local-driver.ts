import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { isSafeStorageKey, type PutOptions, type StorageDriver, type StoredObject } from './driver';

/**
 * Files on disk under `<DATA_DIR>/uploads/` (never under public/): public images in
 * `uploads/public/university/` (where the demo seed writes logos and banners too, and where
 * /image/university/<file> reads), everything else in `uploads/private/`.
 * The `turbopackIgnore` comments tell the build these paths are run-time data, not project files
 * to trace into the server bundle.
 */
export function uploadsRoot(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

export function publicImagesDir(dataDir: string): string {
  return path.join(uploadsRoot(dataDir), 'public', 'university');
}

export function privateFilesDir(dataDir: string): string {
  return path.join(uploadsRoot(dataDir), 'private');
}

/** The absolute path of a key, or null when the key could escape its folder. */
export function resolveKeyPath(dataDir: string, key: string, isPublic: boolean): string | null {
  if (!isSafeStorageKey(key)) return null;
  const dir = isPublic ? publicImagesDir(dataDir) : privateFilesDir(dataDir);
  const full = path.resolve(dir, key);
  return path.dirname(full) === path.resolve(dir) ? full : null;
}

export function createLocalDriver(dataDir: string): StorageDriver & { dataDir: string; pathOf(key: string, isPublic: boolean): string | null } {
  const pathOf = (key: string, isPublic: boolean) => resolveKeyPath(dataDir, key, isPublic);
  return {
    name: 'local',
    dataDir,
    pathOf,
    async put(key: string, bytes: Uint8Array, opts: PutOptions): Promise<string> {
      const full = pathOf(key, opts.isPublic);
      if (!full) throw new Error(`unsafe storage key: ${key}`);
      await fs.promises.mkdir(/*turbopackIgnore: true*/ path.dirname(full), { recursive: true });
      // Write to a temporary name, then rename: a reader never sees half a file.
      const tmp = `${full}.${process.pid}.${Date.now()}.part`;
      await fs.promises.writeFile(/*turbopackIgnore: true*/ tmp, bytes, { flag: 'wx', mode: 0o640 });
      await fs.promises.rename(/*turbopackIgnore: true*/ tmp, full);
      return key;
    },
    async get(key: string, isPublic: boolean): Promise<StoredObject | null> {
      const full = pathOf(key, isPublic);
      if (!full) return null;
      let stat: fs.Stats;
      try {
        stat = await fs.promises.stat(/*turbopackIgnore: true*/ full);
      } catch {
        return null;
      }
      if (!stat.isFile()) return null;
      const stream = Readable.toWeb(fs.createReadStream(/*turbopackIgnore: true*/ full)) as unknown as ReadableStream<Uint8Array>;
      return { body: stream, size: stat.size };
    },
    async delete(key: string, isPublic: boolean): Promise<void> {
      const full = pathOf(key, isPublic);
      if (!full) return;
      await fs.promises.rm(/*turbopackIgnore: true*/ full, { force: true });
    },
  };
}
