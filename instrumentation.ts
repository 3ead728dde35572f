import type { Instrumentation } from 'next';

/**
 * Errors Next catches itself (a page, layout, route handler or server action that throws past our
 * doors) are logged once more as our structured, redacted JSON line with an id.
 */
export async function register(): Promise<void> {}

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
