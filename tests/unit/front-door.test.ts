import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { bodyLimitFor, frontDoor, isLoopbackHost, JSON_CSP, listenProblem, MB, pageCsp, securityHeaders } from '@/lib/cli/front-door';

/** A server with the front door around a handler that echoes the headers the app would see. */
async function withFrontDoor<T>(trustedHops: number, run: (base: string) => Promise<T>): Promise<T> {
  const server = http.createServer(
    frontDoor({ trustedHops, dev: false, hsts: false }, (req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(req.headers));
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const forged = { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '6.6.6.6', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', forwarded: 'for=6.6.6.6' };

describe("the launcher's front door (pure parts)", () => {
  it('local mode serves the demo accounts on a loopback address only, unless ALLOW_DEMO_ON_NETWORK=1; production has none to protect', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]']) {
      expect(isLoopbackHost(host)).toBe(true);
      expect(listenProblem({ host, isProduction: false, allowDemoOnNetwork: false })).toBeNull();
    }
    for (const host of ['0.0.0.0', '::', '192.0.2.10', 'example.org']) {
      expect(isLoopbackHost(host)).toBe(false);
      expect(listenProblem({ host, isProduction: false, allowDemoOnNetwork: false })).toContain('ALLOW_DEMO_ON_NETWORK=1');
      expect(listenProblem({ host, isProduction: false, allowDemoOnNetwork: true })).toBeNull();
      expect(listenProblem({ host, isProduction: true, allowDemoOnNetwork: false })).toBeNull();
    }
  });

  it('1 MB bodies everywhere but the upload routes, which take 100 MB', () => {
    expect(bodyLimitFor('/api/anonymous/direct-message/')).toBe(1 * MB);
    expect(bodyLimitFor('/contact')).toBe(1 * MB);
    expect(bodyLimitFor('/api/admin/university/12')).toBe(100 * MB);
    expect(bodyLimitFor('/api/admin/university/12/')).toBe(100 * MB);
    expect(bodyLimitFor('/api/admin/university/12/extra')).toBe(1 * MB);
    // The old wizard's documents call (nine files); its list path stays at the default.
    expect(bodyLimitFor('/api/web/application/12')).toBe(100 * MB);
    expect(bodyLimitFor('/api/web/application/list/3')).toBe(1 * MB);
    expect(bodyLimitFor('/api/applications/12/documents/passport')).toBe(100 * MB);
    expect(bodyLimitFor('/api/applications/12/documents')).toBe(1 * MB);
    expect(bodyLimitFor('/api/applicant/resume/')).toBe(100 * MB);
    expect(bodyLimitFor('/api/applicant/picture')).toBe(100 * MB);
    expect(bodyLimitFor('/api/applicant/skill/')).toBe(1 * MB);
  });

  it('pages get the page policy (eval only in development), JSON the empty one; HSTS only when asked', () => {
    const page = securityHeaders({ json: false, dev: false, hsts: false });
    expect(page['Content-Security-Policy']).toBe(pageCsp({ dev: false }));
    expect(page['Content-Security-Policy']).not.toContain('unsafe-eval');
    expect(page['Content-Security-Policy']).not.toContain('nonce-');
    for (const part of ["default-src 'self'", "script-src 'self' 'unsafe-inline'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) {
      expect(page['Content-Security-Policy']).toContain(part);
    }
    expect(pageCsp({ dev: true })).toContain("'unsafe-eval'");
    expect(page['Strict-Transport-Security']).toBeUndefined();
    const json = securityHeaders({ json: true, dev: false, hsts: true });
    expect(json['Content-Security-Policy']).toBe(JSON_CSP);
    expect(json['Strict-Transport-Security']).toMatch(/^max-age=31536000/);
    expect(json['X-Frame-Options']).toBe('DENY');
  });

  it("without TRUST_PROXY a client's forged X-Forwarded-For (and host, scheme, X-Real-IP) never reaches the app", async () => {
    const seen = await withFrontDoor(0, async (base) => (await fetch(base, { headers: forged })).json());
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    for (const name of ['x-real-ip', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded']) expect(seen[name], name).toBeUndefined();
  });

  it('behind one trusted proxy the app sees the entry that proxy added, not the client-written one', async () => {
    const seen = await withFrontDoor(1, async (base) => (await fetch(base, { headers: { ...forged, 'x-forwarded-for': '6.6.6.6, 203.0.113.9' } })).json());
    expect(seen['x-forwarded-for']).toBe('203.0.113.9');
    expect(seen['x-forwarded-host']).toBe('evil.example'); // the proxy's to set, behind one
  });
});
