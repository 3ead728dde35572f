import { describe, expect, it } from 'vitest';

/**
 * instrumentation-client.ts turns zod's JIT off (the pages' CSP forbids eval) without importing zod,
 * through the settings object zod keeps on globalThis. If a zod upgrade moves that object, this
 * fails and the browser would go back to probing eval.
 */
describe('zod jitless from instrumentation-client', () => {
  it('sets the object that z.config() reads and changes', async () => {
    await import('@/instrumentation-client');
    const { config } = await import('zod/v4/core');
    const settings = (globalThis as { __zod_globalConfig?: object }).__zod_globalConfig;
    expect(settings).toBeDefined();
    expect(config()).toBe(settings);
    expect(config().jitless).toBe(true);
  });
});
