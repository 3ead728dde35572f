// Types of redis-cache-handler.mjs (plain JavaScript: Next loads it at run time, outside the bundles).
export function databaseKey(where: { databaseUrl?: string; dataDir?: string }): string;
export function cachePrefix(opts: { distDir: string; databaseUrl?: string; dataDir?: string }): string;
export function eventsChannel(where: { databaseUrl?: string; dataDir?: string }): string;
export function clearPrefix(url: string, prefix: string): Promise<number>;
export default class RedisCacheHandler {
  constructor(ctx: { serverDistDir?: string });
  readonly prefix: string;
  get(key: string, ctx?: { kind?: string; tags?: string[]; softTags?: string[] }): Promise<{ value: unknown; lastModified: number; cacheControl?: unknown } | null>;
  set(key: string, data: unknown, ctx?: { tags?: string[]; fetchCache?: boolean; cacheControl?: unknown }): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
