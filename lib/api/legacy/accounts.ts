import { z } from 'zod';
import type { AccountUser } from '@/lib/accounts/dto';
import type { Role } from '@/lib/auth/actor';
import { issueSession } from '@/lib/auth/session';
import { signedInHintHeader } from '@/lib/auth/signed-in-hint';
import {
  bearerTokenFrom,
  decodeBearerToken,
  decodeSessionToken,
  encodeBearerToken,
  newClaims,
  sessionCookieName,
  sessionCookieOptions,
  sessionTokenFromCookieHeader,
  type SessionClaims,
} from '@/lib/auth/tokens';
import { defineFieldMap } from './fields';

/**
 * Accounts at the legacy API's boundary: the user object of `POST /api/auth/login` and
 * `/api/auth/register`, the job side's role codes, the code box's field name, and the old
 * clients' habit of sending numbers where we expect text.
 */

/** Job-side role codes: A admin, R employer (recruiter), J candidate (job seeker); students have none. */
export const roleCodes: Record<Role, 'A' | 'R' | 'J' | null> = { admin: 'A', employer: 'R', candidate: 'J', student: null };

/** The user object of the legacy API, and the sign-in and sign-up answers around it (for the API reference). */
const legacyUser = z.strictObject({
  id: z.number().int(),
  role: z.enum(['admin', 'employer', 'candidate', 'student']),
  role_code: z.enum(['A', 'R', 'J']).nullable(),
  name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  profile_pic: z.string().nullable(),
});
export const legacyAccountSchemas = {
  user: legacyUser,
  /** `POST /api/auth/login` */
  login: z.strictObject({ user: legacyUser, token: z.string(), token_type: z.literal('Bearer'), expires_in: z.number().int() }),
  /** `POST /api/auth/register` */
  register: z.strictObject({ message: z.string(), user: legacyUser.extend({ email: z.string(), email_verified: z.literal(false) }) }),
};

/** The user object of the legacy API. */
export function toLegacyUser(u: Pick<AccountUser, 'id' | 'role' | 'name' | 'firstName' | 'lastName' | 'profilePic'>): z.output<typeof legacyUser> {
  return {
    id: u.id,
    role: u.role,
    role_code: roleCodes[u.role],
    name: u.name,
    first_name: u.firstName,
    last_name: u.lastName,
    profile_pic: u.profilePic,
  };
}

/** `POST /api/access/verification/`: the code box sends `verification_code`. */
export const verificationFields = defineFieldMap({ verification_code: 'code' });

/**
 * Old clients sent numbers where we expect text (a numeric password, a phone number); keep them
 * as text. A numeric verification code loses its leading zeros in JSON: they are put back.
 */
export function scalarsAsText(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'number' || typeof v === 'boolean' ? String(v) : v]));
}

export function verificationInput(body: Record<string, unknown>): Record<string, unknown> {
  const out = { ...body };
  if (typeof out.verification_code === 'number') out.verification_code = String(out.verification_code).padStart(6, '0');
  return out;
}

/**
 * The credential a request came with, decoded (the use case has already checked it against the
 * database): a bearer header, when present, is the credential (as in lib/auth/request-actor.ts).
 */
async function requestCredential(request: Request): Promise<{ via: 'cookie' | 'bearer' | null; claims: SessionClaims | null }> {
  const bearer = bearerTokenFrom(request.headers.get('authorization'));
  if (bearer) return { via: 'bearer', claims: await decodeBearerToken(bearer) };
  const claims = await decodeSessionToken(sessionTokenFromCookieHeader(request.headers.get('cookie')));
  return claims ? { via: 'cookie', claims } : { via: null, claims: null };
}

/** `POST /api/auth/logout`: the session to end, named by the request's own credential. */
export async function sessionFields(request: Request): Promise<{ sid?: string; via?: 'cookie' | 'bearer' }> {
  const { via, claims } = await requestCredential(request);
  return claims && via ? { sid: claims.sid, via } : {};
}

/** The headers that drop a browser's session cookie and its signed-in hint. */
export function signedOutCookies(): string[] {
  const { httpOnly, sameSite, path, secure } = sessionCookieOptions(0);
  return [`${sessionCookieName()}=; Path=${path}; Max-Age=0; SameSite=${sameSite}${httpOnly ? '; HttpOnly' : ''}${secure ? '; Secure' : ''}`, signedInHintHeader(0, secure)];
}

/**
 * After a password change, the credential that made it stays valid: a bearer token is re-issued
 * (answered), a browser's session cookie re-written (null). Every other one has ended.
 */
export async function reissueCredential(request: Request, changed: { user: AccountUser; sessionVersion: number }): Promise<string | null> {
  const { via, claims } = await requestCredential(request);
  const user = { ...changed.user, sessionVersion: changed.sessionVersion };
  if (via === 'bearer' && claims) return encodeBearerToken(newClaims(user, claims.sid, claims.ia));
  await issueSession(user, { signedInAt: claims?.ia });
  return null;
}
