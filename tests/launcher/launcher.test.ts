import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteExtensions } from '@/db';
import { launcherPort, listeningAddresses, newDataDir, startLauncher, stopAllLaunchers } from '../helpers/launcher';
import { createThrowawayDatabase } from '../helpers/pg';
import { launcherCommand, TEST_DIST_DIR } from '../helpers/test-server';

/**
 * `npm start`'s launcher itself. Every test starts its own launcher on its own port and data
 * folder (TEST_LAUNCHER_PORT + n), so none depends on another's leftovers.
 */
const root = path.resolve(import.meta.dirname, '../..');

afterAll(stopAllLaunchers);

function runLauncher(env: Record<string, string | undefined>) {
  const full: NodeJS.ProcessEnv = { ...process.env, NEXT_DIST_DIR: TEST_DIST_DIR, ...env };
  for (const name of Object.keys(env)) if (env[name] === undefined) delete full[name];
  return spawnSync(process.execPath, launcherCommand(), { cwd: root, env: full, encoding: 'utf8', timeout: 60_000 });
}

describe('local mode on the embedded database', () => {
  it('serves seeded data on the loopback address only, refuses a second start, and after kill -9 takes the stale lock over with committed data kept; a forged X-Forwarded-For is not the address the app records', async () => {
    const port = launcherPort(0);
    const first = startLauncher({ port });
    await first.ready();
    const html = await (await fetch(first.base + '/')).text();
    expect(html).toContain('Tsinghua University');
    expect(fs.readFileSync(path.join(first.dataDir, 'db.lock'), 'utf8').trim()).toBe(String(first.child.pid));
    // HOST unset in local mode: only this machine can reach the demo accounts.
    expect(listeningAddresses(port)).toEqual(['127.0.0.1']);
    expect(first.output()).toContain(`listening on 127.0.0.1:${port}`);

    const second = startLauncher({ port: launcherPort(1), dataDir: first.dataDir, keepDataDir: true });
    expect(await second.exited()).not.toBe(0);
    expect(second.output()).toMatch(/already in use by process \d+/);

    // The client claims to be 6.6.6.6; without TRUST_PROXY the launcher replaces the header with
    // the socket's address, which is what the app stores with the message.
    const subject = `launcher-check-${Date.now()}`;
    const res = await fetch(first.base + '/api/anonymous/direct-message/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '6.6.6.6' },
      body: JSON.stringify({ name: 'Launcher Test', email: 'launcher@example.com', subject, message: 'Kept after kill -9?' }),
    });
    expect(res.status).toBe(201);

    first.child.kill('SIGKILL');
    await first.exited();

    const again = startLauncher({ port, dataDir: first.dataDir, keepDataDir: true });
    await again.ready(120_000);
    expect(again.output()).not.toMatch(/already in use/);
    expect(await again.stop('SIGTERM')).toBe(0);
    expect(fs.existsSync(path.join(first.dataDir, 'db.lock'))).toBe(false);

    const db = new PGlite({ dataDir: path.join(first.dataDir, 'pgdata'), extensions: pgliteExtensions });
    const rows = await db.query<{ ip: string | null }>('select ip from contact_messages where subject = $1', [subject]);
    await db.close();
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0].ip).toBe('127.0.0.1');
  });

  it('stops with a message instead of serving the demo accounts on a network address, unless ALLOW_DEMO_ON_NETWORK=1', () => {
    const dataDir = newDataDir();
    try {
      const r = runLauncher({ APP_ENV: 'local', HOST: '0.0.0.0', PORT: String(launcherPort(2)), DATA_DIR: dataDir, DATABASE_URL: undefined, ALLOW_DEMO_ON_NETWORK: undefined });
      expect(r.status).toBe(1);
      expect(r.stderr).toContain('ALLOW_DEMO_ON_NETWORK=1');
      expect(r.stderr).toContain('HOST=0.0.0.0');
      // It stopped before opening anything: no database, no lock.
      expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
      expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('production mode', () => {
  it('refuses to start without its settings', () => {
    const dataDir = newDataDir();
    try {
      const r = runLauncher({
        APP_ENV: 'production',
        DATA_DIR: dataDir,
        PORT: String(launcherPort(3)),
        DATABASE_URL: undefined,
        AUTH_SECRET: undefined,
        NEXTAUTH_SECRET: undefined,
        SMTP_URL: undefined,
        APP_URL: undefined,
        NEXTAUTH_URL: undefined,
      });
      expect(r.status).toBe(1);
      expect(r.stderr).toContain('AUTH_SECRET');
      expect(r.stderr).toContain('DATABASE_URL');
      expect(r.stderr).toContain('SMTP_URL');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  // Production needs a Postgres server: CI (TEST_DATABASE_URL) always runs this.
  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'behind TRUST_PROXY=1: never seeds demo accounts, sends HSTS over https, and takes the client from the right of X-Forwarded-For',
    async () => {
      const database = await createThrowawayDatabase('zy_launcher');
      try {
        const launcher = startLauncher({
          port: launcherPort(4),
          env: {
            APP_ENV: 'production',
            DATABASE_URL: database.url,
            AUTH_SECRET: 'launcher-test-secret-'.padEnd(48, 'x'),
            APP_URL: 'https://zhiyuan.example',
            SMTP_URL: 'smtp://127.0.0.1:9',
            TRUST_PROXY: '1',
          },
        });
        await launcher.ready();
        expect(launcher.output()).not.toContain('demo logins');

        // The client wrote 6.6.6.6; the proxy appended the address it saw, 203.0.113.9.
        const res = await fetch(launcher.base + '/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
          body: JSON.stringify({ email: 'admin@demo.test', password: 'Demo-pass-2026' }),
        });
        expect(res.status).not.toBe(200);
        const page = await fetch(launcher.base + '/');
        expect(page.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
        await launcher.stop();

        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          const demo = await client.query("select count(*)::int as n from users where email like '%@demo.test'");
          expect(demo.rows[0].n).toBe(0);
          const keys = (await client.query<{ key: string }>('select key from rate_limits')).rows.map((r) => r.key);
          expect(keys.some((k) => k.includes('203.0.113.9'))).toBe(true);
          expect(keys.some((k) => k.includes('6.6.6.6'))).toBe(false);
        } finally {
          await client.end();
        }
      } finally {
        await database.drop();
      }
    },
  );
});
