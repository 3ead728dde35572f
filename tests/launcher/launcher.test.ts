import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteExtensions } from '@/db';
import { launcherCommand, TEST_DIST_DIR, waitForHttp } from '../helpers/test-server';

/**
 * The default mode is tested too: `npm start`'s launcher on the embedded database in a temporary
 * data folder and port; a second start is refused; after kill -9 a new start takes the stale lock
 * over and keeps what was committed.
 */
const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.TEST_LAUNCHER_PORT || 3200);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhiyuan-launcher-'));
const children: ChildProcess[] = [];

function start(p = port): { child: ChildProcess; output: () => string } {
  const env: NodeJS.ProcessEnv = { ...process.env, APP_ENV: 'local', PORT: String(p), DATA_DIR: dataDir, NEXT_DIST_DIR: TEST_DIST_DIR };
  delete env.DATABASE_URL;
  delete env.APP_URL;
  delete env.NEXTAUTH_URL;
  delete env.AUTH_SECRET;
  delete env.NEXTAUTH_SECRET;
  const child = spawn(process.execPath, launcherCommand(), { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  children.push(child);
  return { child, output: () => out };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (c) => resolve(c))));

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('launcher (npm start) on the embedded database', () => {
  const base = `http://localhost:${port}`;
  const subject = `launcher-check-${Date.now()}`;

  it('serves the home page with seeded data, and a second start is refused', async () => {
    const first = start();
    await waitForHttp(base + '/', 240_000, first.child).catch((e) => {
      throw new Error(`${e.message}\n${first.output()}`);
    });
    const html = await (await fetch(base + '/')).text();
    expect(html).toContain('Tsinghua University');
    expect(fs.readFileSync(path.join(dataDir, 'db.lock'), 'utf8').trim()).toBe(String(first.child.pid));

    const second = start(port + 1);
    const code = await exited(second.child);
    expect(code).not.toBe(0);
    expect(second.output()).toMatch(/already in use by process \d+/);

    const res = await fetch(base + '/api/anonymous/direct-message/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Launcher Test', email: 'launcher@example.com', subject, message: 'Kept after kill -9?' }),
    });
    expect(res.status).toBe(201);

    first.child.kill('SIGKILL');
    await exited(first.child);
  });

  it('after kill -9, a new start takes the stale lock over and keeps committed data', async () => {
    const again = start();
    await waitForHttp(base + '/', 120_000, again.child).catch((e) => {
      throw new Error(`${e.message}\n${again.output()}`);
    });
    expect(again.output()).not.toMatch(/already in use/);
    again.child.kill('SIGTERM');
    expect(await exited(again.child)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);

    const db = new PGlite({ dataDir: path.join(dataDir, 'pgdata'), extensions: pgliteExtensions });
    const rows = await db.query<{ n: number }>('select count(*)::int as n from contact_messages where subject = $1', [subject]);
    await db.close();
    expect(rows.rows[0].n).toBe(1);
  });
});

describe('production mode', () => {
  it('refuses to start without its settings', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, APP_ENV: 'production', DATA_DIR: dataDir, NEXT_DIST_DIR: TEST_DIST_DIR, PORT: String(port + 2) };
    delete env.DATABASE_URL;
    delete env.AUTH_SECRET;
    delete env.NEXTAUTH_SECRET;
    delete env.SMTP_URL;
    delete env.APP_URL;
    const r = spawnSync(process.execPath, launcherCommand(), { cwd: root, env, encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('AUTH_SECRET');
    expect(r.stderr).toContain('DATABASE_URL');
    expect(r.stderr).toContain('SMTP_URL');
  });
});
