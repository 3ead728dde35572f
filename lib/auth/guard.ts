import 'server-only';
import { forbidden, redirect } from 'next/navigation';
import type { Actor, Role } from '@/lib/auth/actor';
import { accessRuleFor, type AccessRule, isAdminOnly, isAllowed } from '@/lib/auth/access';
import { dashboardFor, loginPathFor, safeCallbackUrl } from '@/lib/auth/redirects';
import { can, type Permission, type permissions } from '@/lib/auth/permissions';
import { getSessionUser, type SessionUser } from '@/lib/auth/session';
import { bearerTokenFrom, sessionTokenFromCookieHeader } from '@/lib/auth/tokens';
import { env } from '@/lib/env';
import { isCrossSiteWrite } from '@/lib/http/origin';
import { AppError } from '@/lib/errors';
import { errors as errorMessages } from '@/lib/messages';

/**
 * The one guard, called by every guarded page, server action and route handler (a layout check
 * alone protects nothing: pages, actions and handlers each check again). The roles come from the
 * access table (lib/auth/access.ts) or are given explicitly.
 *
 * - pages:   `const user = await requirePage('/student/dashboard')` or
 *            `await requirePageUser(['student'], { callbackPath: '/application?application_id=3' })`:
 *            a visitor is redirected to the right login (/admin/login for admin-only areas) with
 *            `callbackUrl`; a signed-in user of another role gets the 403 "not allowed" page
 *            (app/forbidden.tsx, through Next's `forbidden()`).
 * - actions: no guard here: a server action is built from a use case's declaration
 *            (lib/forms/action-door.ts), and the use case authorises (lib/use-case.ts).
 * - routes:  the legacy route wrapper (lib/api/legacy/handlers.ts) resolves the actor (cookie or
 *            bearer token) and calls `checkApiAccess`: AppError → 401 / 403 in its envelope.
 */
export type Allowed = Exclude<AccessRule, 'public'>;
export type SignedInActor = { id: number; role: Role };

/** The signed-in user of this request (getSessionUser is cached per request: layout, header and page share one lookup). */
export const currentUser = (): Promise<SessionUser | null> => getSessionUser();

/** `/login?callbackUrl=…` (or /admin/login for admin-only areas); an unsafe callback is dropped. */
export function loginRedirectPath(allowed: Exclude<AccessRule, 'public'>, callbackPath?: string | null): string {
  const login = loginPathFor(isAdminOnly(allowed) ? 'admin-area' : null);
  const callback = safeCallbackUrl(callbackPath ?? null);
  return callback ? `${login}?callbackUrl=${encodeURIComponent(callback)}` : login;
}

/**
 * A page's guard with explicit roles. Returns the signed-in user; never returns for a visitor
 * (redirect to login) or a user of another role (403 page).
 */
export async function requirePageUser(allowed: Allowed, opts: { callbackPath: string }): Promise<SessionUser> {
  const rule = allowed;
  const user = await currentUser();
  if (!user) redirect(loginRedirectPath(rule, opts.callbackPath));
  if (!isAllowed(rule, user.role)) forbidden();
  return user;
}

/**
 * A page's guard with the roles of its access-table entry. `path` is the page's canonical path;
 * `callbackPath` (default `path`) is where login returns to, with the query when it matters.
 */
export async function requirePage(path: string, opts: { callbackPath?: string } = {}): Promise<SessionUser> {
  const rule = accessRuleFor(path);
  if (rule === 'public') throw new Error(`requirePage(${path}): the access table says this page is public`);
  return requirePageUser(rule, { callbackPath: opts.callbackPath ?? path });
}

/**
 * For the role areas' layouts (which cannot know the page's address): `area` is the area's path
 * (`/admin`, `/student`…, roles from the access table). The user when allowed, null for a visitor
 * (the page itself redirects to login with the exact return address), the 403 page for another
 * role (or null with `otherRole: 'page'`, see below). Never the only check: every page calls
 * requirePage too.
 */
export async function findAreaUser(area: string, opts: { otherRole?: 'forbidden' | 'page' } = {}): Promise<SessionUser | null> {
  const rule = accessRuleFor(area);
  if (rule === 'public') throw new Error(`findAreaUser(${area}): the access table says this area is public`);
  const user = await currentUser();
  if (!user) return null;
  if (!isAllowed(rule, user.role)) {
    // `page`: the layout draws no frame and the page's own guard answers the 403, so a page with
    // a refusal of its own (its forbidden.tsx) can say why.
    if (opts.otherRole === 'page') return null;
    forbidden();
  }
  return user;
}

/** The one check behind every door: a visitor gets 401, a signed-in user of another role 403. */
export function assertAllowed(rule: Exclude<AccessRule, 'public'>, actor: Actor): SignedInActor {
  if (!actor) throw new AppError('unauthenticated', errorMessages.unauthenticated);
  if (!isAllowed(rule, actor.role)) throw new AppError('forbidden', errorMessages.forbidden);
  return actor;
}

/** The access table's entry for a path and method, applied to an actor already resolved. */
export function checkApiAccess(path: string, method: string, actor: Actor): void {
  const rule = accessRuleFor(path, method);
  if (rule !== 'public') assertAllowed(rule, actor);
}

/**
 * The user's role as one that holds `permission`, for a page whose guard (requirePage) has already
 * made sure of it: the type a component takes (`DeleteProfileScreen`'s role), with no role spelt
 * in the page; a user without it gets the 403 page.
 */
export function roleHolding<P extends Permission>(user: { role: Role }, permission: P): (typeof permissions)[P][number] {
  if (!can(user, permission)) forbidden();
  return user.role as (typeof permissions)[P][number];
}

/** A role's own dashboard (the "not allowed" page and the header link there). */
export { dashboardFor };

/** `path?query` from a page's searchParams, for `callbackPath`. */
export function pathWithQuery(path: string, searchParams: Record<string, string | string[] | undefined> = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(searchParams)) {
    if (v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) q.append(k, one);
  }
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/**
 * A route handler's first check on a write: true when it must be refused because it carries the
 * session cookie and comes from another site (bearer-token calls are never refused).
 */
export function refusesCrossSite(request: Request): boolean {
  const viaSessionCookie = !bearerTokenFrom(request.headers.get('authorization')) && Boolean(sessionTokenFromCookieHeader(request.headers.get('cookie')));
  return isCrossSiteWrite(request, { viaSessionCookie }, { appUrl: env.appUrl, trustProxy: Boolean(env.TRUST_PROXY) });
}
