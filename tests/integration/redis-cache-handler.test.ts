import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import RedisCacheHandler, { cachePrefix, clearPrefix, databaseKey } from '@/lib/cache/redis-cache-handler.mjs';
import { redisForTests, redisUrl } from '../helpers/services';
import { nextMillisecond } from '../helpers/clock';

/**
 * The Redis cache handler of several instances (lib/cache/redis-cache-handler.mjs) on the local
 * Redis: entries survive the trip (Buffers and Maps of Next's page entries), tag expiry made by one
 * handler is seen by another, and prefixes keep builds and databases apart. Skipped (with a
 * message) when Redis does not answer; CI (.ci/run starts it) fails instead.
 */
const url = redisUrl;
const answers = await redisForTests('redis cache handler tests');

const prefixA = `zy:test-${crypto.randomBytes(4).toString('hex')}:a:`;
const prefixB = `zy:test-${crypto.randomBytes(4).toString('hex')}:b:`;

function handler(prefix: string): RedisCacheHandler {
  process.env.REDIS_URL = url;
  process.env.ZHIYUAN_CACHE_PREFIX = prefix;
  try {
    return new RedisCacheHandler({});
  } finally {
    delete process.env.ZHIYUAN_CACHE_PREFIX;
  }
}

describe.skipIf(!answers)('Redis cache handler', () => {
  afterAll(async () => {
    await clearPrefix(url, prefixA);
    await clearPrefix(url, prefixB);
  });

  it('keeps a page entry whole, shares it between handlers of one prefix and not across prefixes', async () => {
    const one = handler(prefixA);
    const two = handler(prefixA);
    const other = handler(prefixB);
    const page = { kind: 'APP_PAGE', html: '<p>é 志</p>', rscData: Buffer.from('rsc'), segmentData: new Map([['/_index', Buffer.from('seg')]]), headers: { 'x-next-cache-tags': 'catalogue,catalogue:university:1' }, status: 200 };
    await one.set('/universities/x', page, { cacheControl: { revalidate: false } });
    const got = (await two.get('/universities/x', { kind: 'APP_PAGE' })) as { value: typeof page; cacheControl: unknown } | null;
    expect(got?.value.html).toBe('<p>é 志</p>');
    expect(Buffer.isBuffer(got?.value.rscData) && got.value.rscData.toString()).toBe('rsc');
    expect(got?.value.segmentData.get('/_index')?.toString()).toBe('seg');
    expect(got?.cacheControl).toEqual({ revalidate: false });
    expect(await other.get('/universities/x', { kind: 'APP_PAGE' })).toBeNull();
  });

  it('a tag expired through one handler makes the entries carrying it misses for all; later entries are hits', async () => {
    const one = handler(prefixA);
    const two = handler(prefixA);
    await one.set('/page', { kind: 'APP_PAGE', html: 'old', headers: { 'x-next-cache-tags': 'catalogue:university:7' } });
    await one.set('data-key', { kind: 'FETCH', data: { body: '1' }, revalidate: 3600 }, { fetchCache: true, tags: ['catalogue:universities'] });
    await one.set('untouched', { kind: 'FETCH', data: { body: '2' }, revalidate: 3600 }, { fetchCache: true, tags: ['catalogue:cities'] });
    await nextMillisecond();
    await two.revalidateTag(['catalogue:university:7', 'catalogue:universities'], { expire: 0 });
    expect(await one.get('/page', { kind: 'APP_PAGE' })).toBeNull();
    expect(await one.get('data-key', { kind: 'FETCH', tags: ['catalogue:universities'] })).toBeNull();
    expect(await one.get('untouched', { kind: 'FETCH', tags: ['catalogue:cities'] })).not.toBeNull();
    // Regenerated after the expiry: a hit again.
    await nextMillisecond();
    await two.set('/page', { kind: 'APP_PAGE', html: 'new', headers: { 'x-next-cache-tags': 'catalogue:university:7' } });
    expect(((await one.get('/page', { kind: 'APP_PAGE' })) as { value: { html: string } }).value.html).toBe('new');
    // A soft tag (the page's path) passed at read time counts too.
    await one.set('soft', { kind: 'FETCH', data: {}, revalidate: 60 }, { fetchCache: true, tags: [] });
    await nextMillisecond();
    await one.revalidateTag('_N_T_/universities');
    expect(await two.get('soft', { kind: 'FETCH', tags: [], softTags: ['_N_T_/universities'] })).toBeNull();
  });

  it('prefixes carry the build id and the database, never the password', () => {
    expect(databaseKey({ databaseUrl: 'postgres://u:secret1@db:5432/app' })).toBe(databaseKey({ databaseUrl: 'postgres://u:secret2@db:5432/app' }));
    expect(databaseKey({ databaseUrl: 'postgres://u@db:5432/app' })).not.toBe(databaseKey({ databaseUrl: 'postgres://u@db:5432/app_test' }));
    expect(cachePrefix({ distDir: '/nonexistent', databaseUrl: 'postgres://u@db/app' })).toMatch(/^zy:no-build:[0-9a-f]{12}:$/);
  });
});
