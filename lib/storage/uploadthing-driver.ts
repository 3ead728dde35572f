import { UTApi, UTFile } from 'uploadthing/server';
import type { PutOptions, StorageDriver, StoredObject } from './driver';

/**
 * UploadThing, used when UPLOADTHING_TOKEN is set. UploadThing chooses the file key; the row keeps
 * it as `storage_key`. Reads go through a short-lived signed URL fetched on the server, so private
 * files still pass our ownership check and the browser never sees an UploadThing address.
 *
 * Each upload says its access itself rather than trusting the app's default on UploadThing: a
 * private document (CV, passport, transcript) is stored with the `private` ACL, so its UploadThing
 * address alone opens nothing (only a signed URL does, and only this server makes those, after the
 * app's own check in GET /files/<uuid>); public images (university logos and banners) are
 * `public-read`.
 *
 * `apiUrl`, `ingestUrl` and `ufsHost` are the library's own overrides (UTApiOptions); tests point
 * them at a local stand-in server.
 */
export interface UploadThingDriverOptions {
  token: string;
  apiUrl?: string;
  ingestUrl?: string;
  ufsHost?: string;
  ufsAppIdLocation?: 'subdomain' | 'path';
  fetch?: typeof globalThis.fetch;
}

export function createUploadThingDriver(opts: UploadThingDriverOptions): StorageDriver {
  const doFetch = opts.fetch ?? globalThis.fetch;
  const api = new UTApi({
    token: opts.token,
    apiUrl: opts.apiUrl,
    ingestUrl: opts.ingestUrl,
    ufsHost: opts.ufsHost,
    ufsAppIdLocation: opts.ufsAppIdLocation,
    fetch: doFetch,
    logLevel: 'Error',
  });
  return {
    name: 'uploadthing',
    async put(key: string, bytes: Uint8Array, o: PutOptions): Promise<string> {
      const file = new UTFile([bytes as Uint8Array<ArrayBuffer>], key, { type: o.contentType, customId: key });
      const result = await api.uploadFiles(file, { contentDisposition: 'inline', acl: o.isPublic ? 'public-read' : 'private' });
      if (result.error || !result.data) {
        throw new Error(`UploadThing upload failed: ${result.error?.message ?? 'no data'}`, { cause: result.error });
      }
      return result.data.key;
    },
    async get(key: string): Promise<StoredObject | null> {
      const { ufsUrl } = await api.generateSignedURL(key, { expiresIn: 60 });
      const res = await doFetch(ufsUrl);
      if (res.status === 404) return null;
      if (!res.ok || !res.body) throw new Error(`UploadThing read failed: HTTP ${res.status}`);
      const length = Number(res.headers.get('content-length'));
      return { body: res.body as ReadableStream<Uint8Array>, size: Number.isFinite(length) && length > 0 ? length : undefined };
    },
    async delete(key: string): Promise<void> {
      await api.deleteFiles(key);
    },
  };
}
