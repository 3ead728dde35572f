import { describe, expect, it } from 'vitest';
import { turns } from '@/lib/lists/turns';

describe('turns: at most n calls at once, the others in order', () => {
  it('never runs more than n, runs every call, first come first served, and passes on a failure', async () => {
    const turn = turns(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const call = (i: number) =>
      turn(async () => {
        started.push(i);
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 5 + (i % 3)));
        running--;
        if (i === 4) throw new Error('four');
        return i * 10;
      });
    const results = await Promise.allSettled(Array.from({ length: 9 }, (_, i) => call(i)));
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([0, 10, 20, 30, 'four', 50, 60, 70, 80]);
    // The turns are all given back: n more run at once again.
    running = 0;
    most = 0;
    await Promise.all([call(1), call(2), call(5)]);
    expect(most).toBe(2);
  });
});
