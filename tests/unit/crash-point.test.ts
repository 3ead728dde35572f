import { afterEach, describe, expect, it, vi } from 'vitest';
import { productionProblems, type Env } from '@/lib/env';

/**
 * CRASH_AT (lib/crash-point.ts): the launcher test's switch that makes the server kill itself at a
 * named point of a write. Only that point, only outside production mode; production refuses to start.
 */
async function loadWith(vars: Record<string, string>) {
  vi.resetModules();
  for (const [k, v] of Object.entries(vars)) vi.stubEnv(k, v);
  const kill = vi.spyOn(process, 'kill').mockImplementation(() => true);
  const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  const { crashPoint } = await import('@/lib/crash-point');
  return { crashPoint, kill, write };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('CRASH_AT', () => {
  it('kills the process with SIGKILL at the named point only, and says where', async () => {
    const { crashPoint, kill, write } = await loadWith({ APP_ENV: 'local', CRASH_AT: 'payment:confirming' });
    crashPoint('upload:stored');
    crashPoint('job-stage:moving');
    expect(kill).not.toHaveBeenCalled();
    crashPoint('payment:confirming');
    expect(kill).toHaveBeenCalledWith(process.pid, 'SIGKILL');
    expect(String(write.mock.calls[0][0])).toContain('CRASH_AT=payment:confirming');
  });

  it('does nothing when unset', async () => {
    const { crashPoint, kill } = await loadWith({ APP_ENV: 'local', CRASH_AT: '' });
    crashPoint('upload:stored');
    expect(kill).not.toHaveBeenCalled();
  });

  it('is ignored in production mode, which refuses to start with it set', async () => {
    const { crashPoint, kill } = await loadWith({ APP_ENV: 'production', CRASH_AT: 'upload:stored' });
    crashPoint('upload:stored');
    expect(kill).not.toHaveBeenCalled();
    const ready = { isProduction: true, authSecret: 'x'.repeat(40), APP_URL: 'https://zhiyuan.example', DATABASE_URL: 'postgres://x/y', SMTP_URL: 'smtp://m' } as Env;
    expect(productionProblems(ready)).toEqual([]);
    expect(productionProblems({ ...ready, CRASH_AT: 'upload:stored' })).toEqual([expect.stringMatching(/CRASH_AT is a test switch/)]);
  });
});
