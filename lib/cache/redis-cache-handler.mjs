// @ts-check
// Next's cache (the full-route cache of generated pages, the data cache of `unstable_cache`, and
// tag expiry) kept in Redis, so that several app instances behind a load balancer serve the same
// pages and an admin change made through one instance expires them for all. next.config.ts uses
// this handler only when REDIS_URL is set at server start (never during `next build`); without it
// Next's own file-system cache stays the default.
//
// The documented classic interface (`cacheHandler` in next.config, with `cacheMaxMemorySize: 0`):
// `get`, `set`, `revalidateTag`, `resetRequestCache`.
//
// - Keys: `zy:<build id>:<database>:<Next's key>` (see cachePrefix), so instances of one build on one
//   database share entries, and test runs on other databases or builds sharing a Redis never meet.
// - Values: Next's entries hold Buffers (RSC payloads) and Maps (segment data); they are stored
//   with v8.serialize (structured clone keeps both), as binary strings (read back as Buffers).
// - Tags: `zy:<build id>:<database>:tags` is a hash tag → time it expired (ms). An entry whose tags
//   (the data cache's `tags` and `softTags`, a page's `x-next-cache-tags` header) include one
//   expired after the entry was written is a miss, so the next request renders fresh.
// - Redis unreachable: every read is a miss (pages render from the database) and writes are
//   dropped; one warning per outage in the log.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { createClient, RESP_TYPES } from '@redis/client';

/** Entries live at most this long in Redis (the pages' own expiry is Next's, from their metadata). */
const ENTRY_TTL_SECONDS = 14 * 24 * 3600;
const TAGS_HEADER = 'x-next-cache-tags';

/**
 * The database an instance serves, as a short hash: the Postgres URL without its password (host,
 * port, database), or the embedded database's folder.
 * @param {{ databaseUrl?: string, dataDir?: string }} where
 */
export function databaseKey({ databaseUrl, dataDir }) {
  let identity;
  if (databaseUrl) {
    const u = new URL(databaseUrl);
    identity = `pg:${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } else {
    identity = `pglite:${path.resolve(/*turbopackIgnore: true*/ dataDir || '.data')}`;
  }
  return crypto.createHash('sha256').update(identity).digest('hex').slice(0, 12);
}

/**
 * The key prefix of one build on one database.
 * @param {{ distDir: string, databaseUrl?: string, dataDir?: string }} opts
 */
export function cachePrefix({ distDir, databaseUrl, dataDir }) {
  let buildId = 'no-build';
  try {
    buildId = fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
  } catch {
    // no build yet
  }
  return `zy:${buildId}:${databaseKey({ databaseUrl, dataDir })}:`;
}

/** The pub/sub channel of one database's instances (any build): catalogue changes and the like. */
export function eventsChannel(/** @type {{ databaseUrl?: string, dataDir?: string }} */ where) {
  return `zy:events:${databaseKey(where)}`;
}

/**
 * Deletes every entry and tag of a prefix (the launcher, at start: what the last run cached may
 * belong to data since reset). Returns the number of keys removed.
 * @param {string} url
 * @param {string} prefix
 */
export async function clearPrefix(url, prefix) {
  const client = createClient({ url });
  client.on('error', () => {});
  await client.connect();
  let removed = 0;
  try {
    /** @type {string[]} */
    let batch = [];
    for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
      batch.push(...keys);
      if (batch.length >= 500) {
        removed += await client.unlink(batch);
        batch = [];
      }
    }
    if (batch.length) removed += await client.unlink(batch);
  } finally {
    await client.quit().catch(() => {});
  }
  return removed;
}

/** @type {Map<string, Promise<any>>} one connection per URL and process */
const clients = new Map();
let warnedAt = 0;

function warn(/** @type {unknown} */ err) {
  // At most one line a minute while Redis is away.
  if (Date.now() - warnedAt < 60_000) return;
  warnedAt = Date.now();
  console.warn(JSON.stringify({ level: 'warn', msg: 'redis cache unavailable: rendering without the shared cache', error: String(err instanceof Error ? err.message : err) }));
}

/** @param {string} url */
function connect(url) {
  let pending = clients.get(url);
  if (!pending) {
    const client = createClient({ url, socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(retries * 200, 2000) } });
    client.on('error', warn);
    pending = client.connect().then(() => client);
    pending.catch(() => clients.delete(url));
    clients.set(url, pending);
  }
  return pending;
}

/** @param {unknown} value */
const encode = (value) => v8.serialize(value);
/** @param {Buffer} bytes */
const decode = (bytes) => v8.deserialize(bytes);
/** Replies as Buffers (the entries are binary), for GET. */
const binary = { [RESP_TYPES.BLOB_STRING]: Buffer };

/** The last prefix worked out, with what it was worked out from. */
let prefixes = { id: '', prefix: '' };

export default class RedisCacheHandler {
  /** @param {{ serverDistDir?: string }} ctx */
  constructor(ctx) {
    // eslint-disable-next-line no-restricted-properties -- Next constructs this class, not our code: lib/env.ts is not loaded here
    const e = process.env;
    if (!e.REDIS_URL) throw new Error('RedisCacheHandler needs REDIS_URL');
    this.url = e.REDIS_URL;
    const distDir = ctx.serverDistDir ? path.dirname(ctx.serverDistDir) : path.resolve(/*turbopackIgnore: true*/ e.NEXT_DIST_DIR || '.next');
    // Next makes a handler per request: the prefix (a file read and a hash) is worked out once.
    const id = `${distDir}\n${e.ZHIYUAN_CACHE_PREFIX}\n${e.DATABASE_URL}\n${e.DATA_DIR}`;
    if (prefixes.id !== id) prefixes = { id, prefix: e.ZHIYUAN_CACHE_PREFIX || cachePrefix({ distDir, databaseUrl: e.DATABASE_URL, dataDir: e.DATA_DIR }) };
    this.prefix = prefixes.prefix;
    this.tagsKey = `${this.prefix}tags`;
  }

  /**
   * @param {string} key
   * @param {{ kind?: string, tags?: string[], softTags?: string[] }} [ctx]
   */
  async get(key, ctx = {}) {
    try {
      const client = await connect(this.url);
      const raw = await client.withTypeMapping(binary).get(this.prefix + key);
      if (!raw) return null;
      const entry = decode(raw);
      const tags = new Set([...(entry.tags ?? []), ...(ctx.tags ?? []), ...(ctx.softTags ?? [])]);
      const header = entry.value?.headers?.[TAGS_HEADER];
      if (typeof header === 'string') for (const t of header.split(',')) if (t) tags.add(t);
      if (tags.size > 0) {
        const expiredAt = await client.hmGet(this.tagsKey, [...tags]);
        const now = Date.now();
        for (const at of expiredAt) {
          const t = at == null ? NaN : Number(at);
          if (t <= now && t > entry.lastModified) return null;
        }
      }
      return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
    } catch (err) {
      warn(err);
      return null;
    }
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {{ tags?: string[], fetchCache?: boolean, cacheControl?: unknown }} [ctx]
   */
  async set(key, data, ctx = {}) {
    try {
      const client = await connect(this.url);
      if (data == null) {
        await client.del(this.prefix + key);
        return;
      }
      const entry = {
        value: data,
        lastModified: Date.now(),
        tags: [...(ctx.tags ?? []), ...(Array.isArray(data.tags) ? data.tags : [])],
        cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl,
      };
      await client.set(this.prefix + key, encode(entry), { EX: ENTRY_TTL_SECONDS });
    } catch (err) {
      warn(err);
    }
  }

  /**
   * Expires the tags for every instance: entries written before now are misses from now on (or
   * from now + `expire` seconds when given).
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    if (list.length === 0) return;
    const at = String(Date.now() + (durations?.expire ?? 0) * 1000);
    try {
      const client = await connect(this.url);
      await client.hSet(this.tagsKey, Object.fromEntries(list.map((t) => [t, at])));
      await client.expire(this.tagsKey, ENTRY_TTL_SECONDS);
    } catch (err) {
      warn(err);
    }
  }

  resetRequestCache() {}
}
