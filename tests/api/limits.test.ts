import http from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { extractCode, findLatestMail, outboxDir } from '@/lib/mail/outbox';
import { registrationBody } from '../helpers/auth';

/**
 * Sign-in limits over HTTP, on the test's own account (never a demo one): a stranger's guesses
 * from one address do not lock the owner out. The stranger's requests leave from 127.0.0.2 (the
 * launcher takes the client address from the socket), the owner's from 127.0.0.1.
 */
const baseUrl = inject('baseUrl');
const outbox = outboxDir(inject('dataDir'));
const port = Number(new URL(baseUrl).port);
const PASSWORD = 'Lantern-river-2026';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

type Answer = { status: number; body: Record<string, unknown>; headers: http.IncomingHttpHeaders };

/** A JSON POST sent from a chosen local address (both ends on the loopback network). */
function postFrom(localAddress: string, path: string, body: unknown): Promise<Answer> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', accept: 'application/json', 'content-length': Buffer.byteLength(data) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {}, headers: res.headers });
        });
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

async function ownAccount(): Promise<string> {
  const email = `limits-${unique()}@example.com`;
  const reg = await postFrom('127.0.0.1', '/api/auth/register', registrationBody(email, PASSWORD));
  expect(reg.status).toBe(201);
  const mail = await findLatestMail(outbox, email, { template: 'verification_code', waitMs: 10_000 });
  expect(mail).not.toBeNull();
  const ver = await postFrom('127.0.0.1', '/api/access/verification/', { email, verification_code: extractCode(mail!) });
  expect(ver.status).toBe(202);
  return email;
}

describe('sign-in limits: a stranger cannot lock the owner out', () => {
  it('an address that sent 50 wrong passwords is refused; the owner signs in from another address with the right password at once', async () => {
    const email = await ownAccount();
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await postFrom('127.0.0.2', '/api/auth/login', { email, password: `Wrong-password-${i}` })).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);

    // The attacker's address is refused even with the right password…
    const attacker = await postFrom('127.0.0.2', '/api/auth/login', { email, password: PASSWORD });
    expect(attacker.status).toBe(429);
    expect(attacker.body.message).toMatch(/^Too many attempts, try again in \d+ minutes?$/);
    expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0);

    // …while the owner, from their own address, signs in at once.
    const owner = await postFrom('127.0.0.1', '/api/auth/login', { email, password: PASSWORD });
    expect(owner.status).toBe(200);
    expect(owner.body.token).toEqual(expect.any(String));
  });
});
