import { env } from '@/lib/env';

/**
 * Named points inside writes where a test can make the server die as a power cut would: with
 * CRASH_AT=<point> (local mode only; production mode refuses to start with it, and it is ignored
 * there anyway) the process kills itself with SIGKILL when it reaches that point, no cleanup, no
 * rollback, no reply. tests/launcher/crash.test.ts restarts it and checks nothing was half saved.
 * Unset (always, outside that test) a point is one comparison with undefined.
 */
export const crashPoints = [
  /** saveUpload: the bytes are in place, their uploaded_files row is not yet written. */
  'upload:stored',
  /** saveDocuments: the first slot's file and row are written, the next slot's not, nothing committed. */
  'documents:between-slots',
  /** An admin's payment confirmation: the fee is marked paid and audited, not yet notified or committed. */
  'payment:confirming',
  /** An employer's stage move: the application's status is changed, its move not yet recorded or committed. */
  'job-stage:moving',
] as const;

export type CrashPoint = (typeof crashPoints)[number];

const armed: string | undefined = env.isProduction ? undefined : env.CRASH_AT;

export function crashPoint(name: CrashPoint): void {
  if (armed !== name) return;
  // Said first (stderr is synchronous on a pipe), so the test knows it died here and not elsewhere.
  process.stderr.write(`[zhiyuan] CRASH_AT=${name}: killing the server (test switch)\n`);
  process.kill(process.pid, 'SIGKILL');
}
