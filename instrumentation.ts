import type { Instrumentation } from 'next';

/**
 * At server start (Node runtime only): the schedule that deletes expired rate-limit counters and
 * ended sessions (lib/accounts/sessions.ts), so those tables never grow without bound; with
 * REDIS_URL, the listener for the other instances' change notices.
 *
 * Errors Next catches itself (a page, layout, route handler or server action that throws past our
 * doors) are logged once more as our structured, redacted JSON line with an id.
 */
export async function register(): Promise<void> {
  // NEXT_RUNTIME: see onRequestError below. The Edge runtime has no timers to keep nor a database.
  // eslint-disable-next-line no-restricted-properties -- a build-time constant, see below
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startPurgeSchedule } = await import('@/lib/accounts/sessions');
  startPurgeSchedule();
  // Several instances (REDIS_URL): another instance's catalogue change drops this one's search
  // vocabulary and slug index too (lib/cache/bus.ts).
  const { env } = await import('@/lib/env');
  if (env.REDIS_URL) {
    const [{ listenForChanges }, { resetSearchVocabulary }, { expireSlugIndex }] = await Promise.all([
      import('@/lib/cache/bus'),
      import('@/lib/catalogue/search'),
      import('@/lib/catalogue/slug-index'),
    ]);
    void listenForChanges(() => {
      resetSearchVocabulary();
      expireSlugIndex();
    }).catch((err: unknown) => console.warn(`[zhiyuan] Redis change notices unavailable: ${(err as Error).message}`));
  }
}

export const onRequestError: Instrumentation.onRequestError = async (err, request, context) => {
  // NEXT_RUNTIME is a build-time constant Next inlines (not configuration, so not lib/env.ts): the
  // Edge copy of this file then drops the Node-only logger instead of warning about it.
  // eslint-disable-next-line no-restricted-properties -- a build-time constant, see above
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logUnexpected } = await import('@/lib/log');
  const header = request.headers['x-request-id'];
  logUnexpected(err, {
    door: 'next',
    method: request.method,
    path: request.path.split('?')[0],
    requestId: Array.isArray(header) ? header[0] : header,
    routePath: context.routePath,
    routeType: context.routeType,
  });
};
