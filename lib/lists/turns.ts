/**
 * At most `n` of the calls run at once; the others wait their turn, first come first served.
 * Long reads that many requests may run together (the CSV export's batches) take turns, so that
 * they never hold more than `n` of the pool's connections: the rest of the app keeps answering.
 */
export function turns(n: number): <T>(fn: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(fn: () => Promise<T>): Promise<T> => {
    if (running >= n) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await fn();
    } finally {
      // The turn passes to the next in line (still counted as running), or is given back.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
