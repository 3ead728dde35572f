/** Small helpers for the benchmarks: a seeded PRNG and latency summaries. */

/** mulberry32: a tiny deterministic PRNG (same seed, same queries). Returns [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pickOne<T>(rand: () => number, list: readonly T[]): T {
  if (list.length === 0) throw new Error('pickOne: empty list');
  return list[Math.floor(rand() * list.length)] as T;
}

/** Nearest-rank percentile of sorted values (p in 0..100). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] as number;
}

export interface LatencySummary {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

export function summarise(ms: readonly number[]): LatencySummary {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
    mean: sorted.reduce((s, v) => s + v, 0) / Math.max(1, sorted.length),
  };
}

/** Milliseconds elapsed since a process.hrtime.bigint() reading. */
export function msSince(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** One typo in a word of the text: swap, drop, double or replace a letter (never the first). */
export function misspell(rand: () => number, text: string): string {
  const words = text.split(' ');
  const candidates = words.map((w, i) => ({ w, i })).filter(({ w }) => /^[A-Za-z]{5,}$/.test(w));
  if (candidates.length === 0) return text;
  const { w, i } = pickOne(rand, candidates);
  const at = 1 + Math.floor(rand() * (w.length - 2));
  const kind = Math.floor(rand() * 4);
  let typo: string;
  if (kind === 0) typo = w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2);
  else if (kind === 1) typo = w.slice(0, at) + w.slice(at + 1);
  else if (kind === 2) typo = w.slice(0, at) + w[at] + w.slice(at);
  else {
    const letters = 'aeioucksnrtl';
    typo = w.slice(0, at) + letters[Math.floor(rand() * letters.length)] + w.slice(at + 1);
  }
  const out = [...words];
  out[i] = typo;
  return out.join(' ');
}
