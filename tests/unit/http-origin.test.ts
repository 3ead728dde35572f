import { describe, expect, it } from 'vitest';
import { isCrossSiteAction, isCrossSiteWrite, isSameOriginRequest, requestHost } from '@/lib/http/origin';

const settings = { appUrl: 'https://zhiyuan.example', trustProxy: false };
const h = (init: Record<string, string>) => new Headers({ host: 'localhost:3000', ...init });
const write = (headers: Headers, viaSessionCookie = true, method = 'POST') => isCrossSiteWrite({ method, headers }, { viaSessionCookie }, settings);

describe('cross-site writes (lib/http/origin.ts)', () => {
  it('lets a request with neither Origin nor Sec-Fetch-Site through (not a browser)', () => {
    expect(write(h({}))).toBe(false);
  });

  it('lets Sec-Fetch-Site same-origin and none through, and refuses same-site and cross-site', () => {
    expect(write(h({ 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(write(h({ 'sec-fetch-site': 'none' }))).toBe(false);
    expect(write(h({ 'sec-fetch-site': 'same-site' }))).toBe(true);
    expect(write(h({ 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(write(h({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }))).toBe(true);
  });

  it("accepts APP_URL's origin and the request's own host, and refuses any other origin", () => {
    expect(write(h({ origin: 'https://zhiyuan.example' }))).toBe(false);
    expect(write(h({ origin: 'https://ZHIYUAN.example' }))).toBe(false);
    expect(write(h({ origin: 'http://localhost:3000' }))).toBe(false);
    expect(write(h({ origin: 'https://evil.example' }))).toBe(true);
    expect(write(h({ origin: 'http://zhiyuan.example' }))).toBe(true); // another scheme is another origin
    expect(write(h({ origin: 'https://zhiyuan.example.evil.example' }))).toBe(true);
    expect(write(h({ origin: 'http://localhost:3001' }))).toBe(true);
    expect(write(h({ origin: 'null' }))).toBe(true);
    expect(write(h({ origin: 'file:///tmp/x.html' }))).toBe(true);
  });

  it('believes X-Forwarded-Host only behind a trusted proxy (its last entry)', () => {
    const headers = h({ origin: 'https://public.example', 'x-forwarded-host': 'spoofed.example, public.example' });
    expect(isSameOriginRequest(headers, settings)).toBe(false);
    expect(isSameOriginRequest(headers, { ...settings, trustProxy: true })).toBe(true);
    expect(requestHost(h({ 'x-forwarded-host': 'a.example' }), { trustProxy: false })).toBe('localhost:3000');
    expect(isSameOriginRequest(h({ origin: 'https://spoofed.example', 'x-forwarded-host': 'spoofed.example, public.example' }), { ...settings, trustProxy: true })).toBe(false);
  });

  it('only concerns state-changing methods sent with the session cookie', () => {
    const evil = h({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post']) expect(write(evil, true, method)).toBe(true);
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(write(evil, true, method)).toBe(false);
    // A bearer-token call, or one with no credential at all, is not a forgery of anyone's session.
    expect(write(evil, false)).toBe(false);
  });
});

describe('cross-site server actions (isCrossSiteAction)', () => {
  const h = (init: Record<string, string>) => new Headers({ host: 'zhiyuan.example', ...init });

  it('refuses what the cross-site rule refuses, cookie or not', () => {
    expect(isCrossSiteAction(h({ origin: 'https://evil.example' }), settings)).toBe(true);
    expect(isCrossSiteAction(h({ 'sec-fetch-site': 'cross-site' }), settings)).toBe(true);
    expect(isCrossSiteAction(h({ origin: 'null' }), settings)).toBe(true);
  });

  it('refuses an Origin whose host is not the one Next compares it with (Next would throw: 500)', () => {
    expect(isCrossSiteAction(h({ origin: 'not a url' }), settings)).toBe(true);
    // Our APP_URL, but sent to another host name: Next's check compares with Host.
    expect(isCrossSiteAction(new Headers({ host: 'other.example', origin: 'https://zhiyuan.example' }), settings)).toBe(true);
    expect(isCrossSiteAction(new Headers({ origin: 'https://zhiyuan.example' }), settings)).toBe(true);
  });

  it('lets our own pages and non-browsers through', () => {
    expect(isCrossSiteAction(h({ origin: 'https://zhiyuan.example' }), settings)).toBe(false);
    expect(isCrossSiteAction(h({ origin: 'https://zhiyuan.example', 'sec-fetch-site': 'same-origin' }), settings)).toBe(false);
    expect(isCrossSiteAction(h({}), settings)).toBe(false);
    expect(isCrossSiteAction(new Headers({ host: 'app.internal', 'x-forwarded-host': 'zhiyuan.example', origin: 'https://zhiyuan.example' }), { ...settings, trustProxy: true })).toBe(false);
  });
});
