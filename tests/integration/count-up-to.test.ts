import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { countUpTo } from '@/lib/lists/seek';
import { describeEachDatabase } from '../helpers/db';

/**
 * A list page's capped count (lib/lists/seek.ts, issue 28): exact up to the cap, "cap+" past it,
 * and not counted at all when the planner expects far more matches than the cap.
 */
describeEachDatabase('a capped count', ({ db }) => {
  beforeAll(async () => {
    await db().execute(sql`CREATE TABLE count_up_to_rows AS SELECT g AS id, g % 10 AS tenth FROM generate_series(1, 2000) g`);
    await db().execute(sql`ANALYZE count_up_to_rows`);
  });

  const rows = (where: ReturnType<typeof sql>) => sql`SELECT 1 FROM count_up_to_rows WHERE ${where}`;

  it('counts exactly up to the cap, says "more" past it, and takes a filter expected to keep far more than the cap as "more" without counting', async () => {
    // 20 rows: exact.
    expect(await countUpTo(db(), rows(sql`id <= 20`), 100)).toEqual({ n: 20, capped: false });
    // exactly the cap: exact.
    expect(await countUpTo(db(), rows(sql`id <= 100`), 100)).toEqual({ n: 100, capped: false });
    // 200 rows, expected 200 (under twice the cap): counted, past the cap.
    expect(await countUpTo(db(), rows(sql`tenth = 3`), 100)).toEqual({ n: 100, capped: true });
    // 2,000 rows, expected 2,000: "100+" from the plan alone.
    expect(await countUpTo(db(), rows(sql`id > 0`), 100)).toEqual({ n: 100, capped: true });
    // none.
    expect(await countUpTo(db(), rows(sql`id < 0`), 100)).toEqual({ n: 0, capped: false });
  });
});
