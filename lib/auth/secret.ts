import 'server-only';
import crypto from 'node:crypto';
import { env } from '@/lib/env';
import { log } from '@/lib/log';

/**
 * The secret that signs sessions, API tokens and code hashes. The launcher and CLI scripts always
 * provide one (production requires AUTH_SECRET; local mode keeps a generated one in the data
 * folder). A process that runs without one (unit and integration tests) gets a random secret for
 * its own lifetime; production never does.
 */
const holder = globalThis as typeof globalThis & { __zhiyuanEphemeralSecret?: string };

export function authSecret(): string {
  if (env.authSecret) return env.authSecret;
  if (env.isProduction) throw new Error('AUTH_SECRET (or NEXTAUTH_SECRET) is required in production mode.');
  if (!holder.__zhiyuanEphemeralSecret) {
    holder.__zhiyuanEphemeralSecret = crypto.randomBytes(48).toString('base64url');
    if (env.NODE_ENV !== 'test') log.warn('no AUTH_SECRET set: using a random secret for this process (sessions end on restart)');
  }
  return holder.__zhiyuanEphemeralSecret;
}
