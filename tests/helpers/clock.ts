import { setImmediate } from 'node:timers/promises';

/**
 * Waits until the clock has moved on to the next millisecond, so that a time taken after it is later
 * than any taken before (records compared by when they were made), instead of sleeping a while.
 */
export async function nextMillisecond(): Promise<void> {
  const now = Date.now();
  while (Date.now() <= now) await setImmediate();
}
