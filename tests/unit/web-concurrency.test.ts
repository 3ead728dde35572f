import { describe, expect, it } from 'vitest';
import { concurrencyProblem, type Env } from '@/lib/env';

/** WEB_CONCURRENCY (npm start's workers) asks for what several processes need to share. */
describe('WEB_CONCURRENCY', () => {
  const env = (e: Partial<Env>) => ({ WEB_CONCURRENCY: 1, ...e }) as Env;
  it('one process needs nothing more', () => {
    expect(concurrencyProblem(env({}))).toBeNull();
  });
  it('several need Postgres and Redis, and a production build', () => {
    expect(concurrencyProblem(env({ WEB_CONCURRENCY: 2 }))).toMatch(/needs DATABASE_URL/);
    expect(concurrencyProblem(env({ WEB_CONCURRENCY: 2, DATABASE_URL: 'postgres://x/y' }))).toMatch(/needs REDIS_URL/);
    expect(concurrencyProblem(env({ WEB_CONCURRENCY: 2, DATABASE_URL: 'postgres://x/y', REDIS_URL: 'redis://r:6379' }))).toBeNull();
    expect(concurrencyProblem(env({ WEB_CONCURRENCY: 2, DATABASE_URL: 'postgres://x/y', REDIS_URL: 'redis://r:6379' }), true)).toMatch(/npm run dev/);
  });
});
