import 'server-only';
import type { Actor } from '@/lib/auth/actor';
import { unauthenticated } from '@/lib/errors';
import { bumpSessionVersion } from './users';

/**
 * Sessions are stateless tokens checked against `users.session_version` on every request, so a
 * user's sessions all end together by bumping it. Disabling an account or changing its role needs
 * no bump: the per-request check compares both directly (lib/auth/session-user.ts).
 */
export async function signOutEverywhere(actor: Actor): Promise<void> {
  if (!actor) throw unauthenticated();
  await bumpSessionVersion(actor.id);
}

export { bumpSessionVersion };
