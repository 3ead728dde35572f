import { eq } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { courses } from '@/db/schema';
import { listCoursesCached } from '@/lib/catalogue/cache';
import { RECENT_SEARCHES, recentSearch, resetSearchVocabulary } from '@/lib/catalogue/search';
import { describeEachDatabase } from '../helpers/db';
import { insertCatalogueFixture, type CatalogueFixture } from '../helpers/catalogue-fixtures';

/**
 * Keyword searches asked again within a minute are answered from the process's small store
 * (issue 14: the finder with a keyword and filters stays dynamic but fast): bounded, dropped on every
 * catalogue change (expireCatalogue resets it with the vocabulary), a failed search not kept.
 */
describeEachDatabase('catalogue: recent keyword searches', ({ db }) => {
  let fx: CatalogueFixture;
  beforeAll(async () => {
    fx = await insertCatalogueFixture(db(), 'rs');
    resetSearchVocabulary();
  });

  it('answers the same search from memory until the catalogue changes', async () => {
    const search = async () => (await listCoursesCached({ key: 'clinical medicine', perPage: 100 })).items.find((c) => c.id === fx.course.mbbs)?.title;
    expect(await search()).toBe('Clinical Medicine (MBBS)');
    // Renamed behind the app's back (no catalogue change reported): the same answer for now.
    await db().update(courses).set({ title: 'Clinical Medicine (MBBS, six years)' }).where(eq(courses.id, fx.course.mbbs));
    expect(await search()).toBe('Clinical Medicine (MBBS)');
    // A catalogue change (what expireCatalogue does first): the next search reads the database.
    resetSearchVocabulary();
    expect(await search()).toBe('Clinical Medicine (MBBS, six years)');
  });

  it('keeps at most RECENT_SEARCHES.max, the least recently asked going first, and no failures', async () => {
    let loads = 0;
    const ask = (n: number) => recentSearch('test', { n }, async () => ++loads);
    const max = RECENT_SEARCHES.max;
    for (let n = 0; n < max; n++) await ask(n);
    expect(loads).toBe(max);
    await ask(0); // asked again: kept, and now the most recent
    expect(loads).toBe(max);
    await ask(max); // one more: the least recent (1) goes
    expect(loads).toBe(max + 1);
    await ask(0);
    expect(loads).toBe(max + 1);
    await ask(1);
    expect(loads).toBe(max + 2);

    const failing = () => recentSearch('test', { failing: true }, () => Promise.reject(new Error('database away')));
    await expect(failing()).rejects.toThrow('database away');
    expect(await recentSearch('test', { failing: true }, async () => 'answered')).toBe('answered');
  });

  it('forgets an answer after RECENT_SEARCHES.ttlMs', async () => {
    // The clock is moved, not waited for.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      let loads = 0;
      const ask = () => recentSearch('ttl', {}, async () => ++loads);
      await ask();
      vi.setSystemTime(Date.now() + RECENT_SEARCHES.ttlMs - 1);
      await ask();
      expect(loads, 'kept until its time is up').toBe(1);
      vi.setSystemTime(Date.now() + 1);
      await ask();
      expect(loads, 'asked again once its time is up').toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
