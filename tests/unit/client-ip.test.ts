import { describe, expect, it } from 'vitest';
import { clientIp, clientIpFrom, forwardedClientIp, normalizeIp, resolveClientIp } from '@/lib/http/client-ip';

describe('client address (lib/http/client-ip.ts)', () => {
  it('without trusted proxies the socket is the client and X-Forwarded-For is ignored', () => {
    expect(resolveClientIp({ socketAddress: '::ffff:198.51.100.7', forwardedFor: '203.0.113.9', trustedHops: 0 })).toBe('198.51.100.7');
    expect(resolveClientIp({ socketAddress: '::1', forwardedFor: undefined, trustedHops: 0 })).toBe('::1');
  });

  it('behind N trusted proxies takes the N-th entry from the right, never the left', () => {
    // The client wrote "6.6.6.6" itself; proxy 1 appended the address it saw, proxy 2 the next.
    const header = '6.6.6.6, 203.0.113.9, 10.0.0.2';
    expect(forwardedClientIp(header, 1)).toBe('10.0.0.2');
    expect(forwardedClientIp(header, 2)).toBe('203.0.113.9');
    expect(forwardedClientIp(header, 3)).toBe('6.6.6.6');
    expect(resolveClientIp({ socketAddress: '10.0.0.1', forwardedFor: '6.6.6.6, 203.0.113.9', trustedHops: 1 })).toBe('203.0.113.9');
    expect(resolveClientIp({ socketAddress: '10.0.0.1', forwardedFor: ['6.6.6.6', '203.0.113.9'], trustedHops: 1 })).toBe('203.0.113.9');
  });

  it('a list shorter than the trusted hops falls back to the socket (the nearest proxy), not to a client-written entry', () => {
    expect(forwardedClientIp('6.6.6.6', 2)).toBeNull();
    expect(forwardedClientIp('', 1)).toBeNull();
    expect(forwardedClientIp(' , ', 1)).toBeNull();
    expect(forwardedClientIp('6.6.6.6', 0)).toBeNull();
    expect(resolveClientIp({ socketAddress: '10.0.0.1', forwardedFor: '6.6.6.6', trustedHops: 2 })).toBe('10.0.0.1');
    expect(resolveClientIp({ socketAddress: '10.0.0.1', forwardedFor: undefined, trustedHops: 1 })).toBe('10.0.0.1');
  });

  it('normalizes mapped IPv4, brackets and ports, and bounds the length', () => {
    expect(normalizeIp(' ::ffff:127.0.0.1 ')).toBe('127.0.0.1');
    expect(normalizeIp('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(normalizeIp('192.0.2.4:5678')).toBe('192.0.2.4');
    expect(normalizeIp('2001:db8::1')).toBe('2001:db8::1');
    expect(normalizeIp('x'.repeat(200))).toHaveLength(64);
  });

  it('the app reads the right-most entry (the one the launcher leaves), from Headers or plain objects', () => {
    expect(clientIpFrom(new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }))).toBe('203.0.113.9');
    expect(clientIp(new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }))).toBe('203.0.113.9');
    expect(clientIp({ 'x-forwarded-for': '::ffff:127.0.0.1' })).toBe('127.0.0.1');
    expect(clientIp({ 'x-forwarded-for': ['6.6.6.6', '198.51.100.1'] })).toBe('198.51.100.1');
    // x-real-ip is as client-written as anything else: it is not read.
    expect(clientIp(new Headers({ 'x-real-ip': '6.6.6.6' }))).toBe('unknown');
    expect(clientIp(null)).toBe('unknown');
  });
});
