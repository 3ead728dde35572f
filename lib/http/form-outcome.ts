import 'server-only';
import crypto from 'node:crypto';
import { authSecret } from '@/lib/auth/secret';

/**
 * What a browser's plain form post to a JSON route came to, carried back to the page it came from
 * (the file drop before JavaScript, components/ui/file-drop.tsx; the JSON door answers it 303,
 * lib/api/json.ts). The address holds the form's target (which control on the page), whether it was
 * saved, the answer's message token and a signature: an HMAC under AUTH_SECRET over the signed-in
 * user's id and the rest, so a link someone else made (or a message edited in the address) shows
 * nothing, and the page never renders text it did not produce for this user.
 *
 *   303 Location: /student/update-profile?upload=passport&upload_status=saved&upload_message=profile.fileSaved&upload_sig=…
 */
export interface FormOutcome {
  /** Which control of the page the post came from (a route parameter: the file's kind, the slot). */
  target: string;
  saved: boolean;
  /** The answer's message token (the JSON answer's `message`, or its first field error). */
  message: string;
}

const names = { target: 'upload', status: 'upload_status', message: 'upload_message', sig: 'upload_sig' } as const;

function signature(userId: number | null, o: FormOutcome): string {
  return crypto
    .createHmac('sha256', authSecret())
    .update(`form-outcome:v1:${userId ?? 0}:${o.target}:${o.saved ? 'saved' : 'refused'}:${o.message}`)
    .digest('base64url')
    .slice(0, 32);
}

/** A same-site path of ours: one leading slash (never `//host` or `/\host`), no scheme, no control characters. */
export function isOwnPath(path: string): boolean {
  return /^\/(?![/\\])/.test(path) && !/[\u0000-\u001f\u007f\\]/.test(path);
}

/** The page's address with the outcome added (`page` is a path the route derived, never one a client sent). */
export function formOutcomeLocation(page: string, userId: number | null, outcome: FormOutcome): string {
  if (!isOwnPath(page)) throw new Error(`form outcome: not a path of ours: ${page}`);
  const query = new URLSearchParams({
    [names.target]: outcome.target,
    [names.status]: outcome.saved ? 'saved' : 'refused',
    [names.message]: outcome.message,
    [names.sig]: signature(userId, outcome),
  });
  return `${page}${page.includes('?') ? '&' : '?'}${query.toString()}`;
}

type Query = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** The outcome a page's address carries for this user, or null (none, or not signed for them). */
export function readFormOutcome(query: Query, userId: number): FormOutcome | null {
  const target = one(query[names.target]);
  const status = one(query[names.status]);
  const message = one(query[names.message]);
  const sig = one(query[names.sig]);
  if (!target || !message || !sig || (status !== 'saved' && status !== 'refused')) return null;
  const outcome: FormOutcome = { target, saved: status === 'saved', message };
  const expected = Buffer.from(signature(userId, outcome));
  const given = Buffer.from(sig);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? outcome : null;
}
