import { describe, expect, it } from 'vitest';
import { deviceCookieAfterSignIn, deviceCookieFromHeader, deviceCookieName, deviceNonceFor } from '@/lib/auth/device-cookie';

describe('device cookie', () => {
  it('names the account it was made for, and only that one (case-insensitive e-mail)', () => {
    const value = deviceCookieAfterSignIn(null, 'Owner@Example.test');
    expect(deviceNonceFor(value, 'owner@example.test')).toMatch(/^[\w-]{22}$/);
    expect(deviceNonceFor(value, 'someone-else@example.test')).toBeNull();
    expect(value).not.toContain('owner');
  });

  it('a changed signature, garbage or nothing is no proof', () => {
    const value = deviceCookieAfterSignIn(null, 'owner@example.test');
    const tampered = value.slice(0, -1) + (value.endsWith('A') ? 'B' : 'A');
    expect(deviceNonceFor(tampered, 'owner@example.test')).toBeNull();
    expect(deviceNonceFor('not-a-cookie', 'owner@example.test')).toBeNull();
    expect(deviceNonceFor(null, 'owner@example.test')).toBeNull();
  });

  it('keeps up to five accounts, the latest first, and the same nonce for an account signed in again', () => {
    let value = deviceCookieAfterSignIn(null, 'a@example.test');
    const nonceA = deviceNonceFor(value, 'a@example.test');
    for (const who of ['b', 'c', 'd', 'e']) value = deviceCookieAfterSignIn(value, `${who}@example.test`);
    value = deviceCookieAfterSignIn(value, 'a@example.test');
    expect(value.split('~')).toHaveLength(5);
    expect(deviceNonceFor(value, 'a@example.test')).toBe(nonceA);
    value = deviceCookieAfterSignIn(value, 'f@example.test');
    expect(value.split('~')).toHaveLength(5);
    expect(deviceNonceFor(value, 'f@example.test')).not.toBeNull();
    expect(deviceNonceFor(value, 'b@example.test')).toBeNull(); // the oldest went
  });

  it('is read from a Cookie header by its name only', () => {
    const value = deviceCookieAfterSignIn(null, 'a@example.test');
    expect(deviceCookieFromHeader(`x=1; ${deviceCookieName()}=${value}; y=2`)).toBe(value);
    expect(deviceCookieFromHeader(`x${deviceCookieName()}=${value}`)).toBeNull();
    expect(deviceCookieFromHeader(undefined)).toBeNull();
  });
});
