import { describe, expect, it } from 'vitest';
import { codeMatches, generateCode, hashCode } from '@/lib/accounts/codes';
import { splitName } from '@/lib/accounts/dto';
import { roleCodes, toLegacyUser } from '@/lib/api/legacy/accounts';
import { afterLoginPath, dashboardFor, loginPathFor, safeCallbackUrl } from '@/lib/auth/redirects';
import {
  bearerTokenFrom,
  decodeBearerToken,
  decodeSessionToken,
  encodeBearerToken,
  encodeSessionToken,
  newClaims,
  sessionTokenFromCookieHeader,
  sessionCookieName,
} from '@/lib/auth/tokens';
import { hashPassword, verifyDummyPassword, verifyPassword } from '@/lib/auth/password-hash';

describe('safeCallbackUrl', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeCallbackUrl('/courses/zju-cs?apply=1#top')).toBe('/courses/zju-cs?apply=1#top');
    expect(safeCallbackUrl('/')).toBe('/');
    expect(safeCallbackUrl('/a/../student/dashboard')).toBe('/student/dashboard');
  });

  it.each([
    'https://evil.test/',
    '//evil.test/path',
    '/\\evil.test',
    '\\\\evil.test',
    'javascript:alert(1)',
    'data:text/html,hi',
    '/\tevil',
    '  //evil.test',
    'evil.test/path',
    '',
    '/%0d%0aSet-Cookie:x',
  ])('refuses %j', (raw) => {
    const out = safeCallbackUrl(raw, '/fallback');
    // Either the fallback, or (for encoded control characters) a harmless same-site path.
    expect(out === '/fallback' || (out!.startsWith('/') && !out!.startsWith('//'))).toBe(true);
    if (raw !== '/%0d%0aSet-Cookie:x') expect(out).toBe('/fallback');
  });

  it('refuses non-strings', () => {
    expect(safeCallbackUrl(undefined, '/x')).toBe('/x');
    expect(safeCallbackUrl(['/a'], '/x')).toBe('/x');
    expect(safeCallbackUrl(null)).toBeNull();
  });

  it('reduces absolute URLs on our own origin to their path, and only those', () => {
    expect(safeCallbackUrl('http://localhost:3000/programs?key=x', null, 'http://localhost:3000')).toBe('/programs?key=x');
    expect(safeCallbackUrl('http://localhost:3001/programs', null, 'http://localhost:3000')).toBeNull();
    expect(safeCallbackUrl('https://localhost:3000/programs', null, 'http://localhost:3000')).toBeNull();
  });

  it('afterLoginPath: callback, else the role dashboard; never back to an auth page', () => {
    expect(afterLoginPath('student', '/courses/x?apply=1')).toBe('/courses/x?apply=1');
    expect(afterLoginPath('employer', 'https://evil.test')).toBe('/employer/dashboard');
    expect(afterLoginPath('admin', '/login?x=1')).toBe('/admin/dashboard');
    expect(afterLoginPath('candidate', undefined)).toBe('/candidate/dashboard');
    expect(dashboardFor('student')).toBe('/student/dashboard');
    expect(loginPathFor('admin')).toBe('/admin/login');
    expect(loginPathFor('employer')).toBe('/login');
  });
});

describe('verification and reset codes', () => {
  it('are 6 digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(generateCode()).toMatch(/^\d{6}$/);
  });

  it('are stored as a keyed hash bound to user and purpose', () => {
    const ctx = { userId: 7, purpose: 'verify_email' as const };
    const h = hashCode('012345', ctx, 'secret-a');
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(h).not.toContain('012345');
    expect(codeMatches(h, '012345', ctx, 'secret-a')).toBe(true);
    expect(codeMatches(h, '012346', ctx, 'secret-a')).toBe(false);
    expect(codeMatches(h, '012345', { userId: 8, purpose: 'verify_email' }, 'secret-a')).toBe(false);
    expect(codeMatches(h, '012345', { userId: 7, purpose: 'reset_password' }, 'secret-a')).toBe(false);
    expect(codeMatches(h, '012345', ctx, 'secret-b')).toBe(false);
    expect(codeMatches('not-hex', '012345', ctx, 'secret-a')).toBe(false);
  });
});

describe('tokens', () => {
  const user = { id: 42, role: 'employer' as const, sessionVersion: 3 };
  const sid = 'S'.repeat(43);

  it('session and bearer tokens round-trip and cannot stand in for each other', async () => {
    const claims = newClaims(user, sid);
    const session = await encodeSessionToken(claims);
    const bearer = await encodeBearerToken(claims);
    expect(await decodeSessionToken(session)).toEqual(claims);
    expect(await decodeBearerToken(bearer)).toEqual(claims);
    expect(await decodeSessionToken(bearer)).toBeNull();
    expect(await decodeBearerToken(session)).toBeNull();
    expect(await decodeBearerToken('garbage')).toBeNull();
    // One character of the last part changed (not the last one: its low bits may be padding, so
    // another letter there can decode to the same bytes and the token stays valid).
    const at = bearer.length - 10;
    expect(await decodeBearerToken(bearer.slice(0, at) + (bearer[at] === 'A' ? 'B' : 'A') + bearer.slice(at + 1))).toBeNull();
  });

  it('name their server session; a token without a well-formed session id is refused', async () => {
    expect((await decodeSessionToken(await encodeSessionToken(newClaims(user, sid))))?.sid).toBe(sid);
    expect(await decodeSessionToken(await encodeSessionToken({ ...newClaims(user, sid), sid: 'short' }))).toBeNull();
    const { sid: _dropped, ...withoutSid } = newClaims(user, sid);
    expect(await decodeBearerToken(await encodeBearerToken(withoutSid as never))).toBeNull();
  });

  it('end one day after sign-in, however often re-issued', async () => {
    const old = newClaims(user, sid, Math.floor(Date.now() / 1000) - 24 * 60 * 60 - 5);
    expect(await decodeSessionToken(await encodeSessionToken(old))).toBeNull();
    expect(await decodeBearerToken(await encodeBearerToken(old))).toBeNull();
  });

  it('reads the cookie (also chunked) and the bearer header', () => {
    const name = sessionCookieName();
    expect(sessionTokenFromCookieHeader(`a=1; ${name}=abc.def; b=2`)).toBe('abc.def');
    expect(sessionTokenFromCookieHeader(`${name}.1=def; ${name}.0=abc`)).toBe('abcdef');
    expect(sessionTokenFromCookieHeader('other=1')).toBeUndefined();
    expect(bearerTokenFrom('Bearer abc.def')).toBe('abc.def');
    expect(bearerTokenFrom('bearer   abc')).toBe('abc');
    expect(bearerTokenFrom('Basic abc')).toBeUndefined();
    expect(bearerTokenFrom(null)).toBeUndefined();
  });
});

describe('password hashing', () => {
  it('uses argon2id with at least 19 MiB and 2 passes, and hashes the whole password', async () => {
    const long = 'x'.repeat(100) + 'tail';
    const h = await hashPassword(long);
    expect(h).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=\d+\$/);
    const [, m, t] = /m=(\d+),t=(\d+)/.exec(h)!;
    expect(Number(m)).toBeGreaterThanOrEqual(19456);
    expect(Number(t)).toBeGreaterThanOrEqual(2);
    expect(await verifyPassword(h, long)).toBe(true);
    expect(await verifyPassword(h, 'x'.repeat(100) + 'tai1')).toBe(false);
    expect(await verifyPassword('not a hash', long)).toBe(false);
    expect(await verifyDummyPassword(long)).toBe(false);
  });
});

describe('legacy user object', () => {
  it('carries role and role_code', () => {
    const base = { id: 1, name: 'Li Wei', firstName: 'Li', lastName: 'Wei', profilePic: null };
    expect(toLegacyUser({ ...base, role: 'student' })).toEqual({
      id: 1,
      role: 'student',
      role_code: null,
      name: 'Li Wei',
      first_name: 'Li',
      last_name: 'Wei',
      profile_pic: null,
    });
    expect(roleCodes).toEqual({ admin: 'A', employer: 'R', candidate: 'J', student: null });
    expect(splitName('  Zhang  Wei Ming ')).toEqual({ firstName: 'Zhang', lastName: 'Wei Ming' });
    expect(splitName('Madonna')).toEqual({ firstName: 'Madonna', lastName: null });
  });
});
