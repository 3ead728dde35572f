import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, setDatabase } from '@/db';
import { loginWithPassword } from '@/lib/accounts/login';

/** `npm run admin:create` makes an admin who can sign in (here on a fresh embedded database). */
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhiyuan-admin-cli-'));

function cli(args: string[], password: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, APP_ENV: 'local', DATA_DIR: dataDir, ADMIN_PASSWORD: password };
  delete env.DATABASE_URL;
  return spawnSync(process.execPath, ['--import', 'tsx', '--import', './lib/cli/register.mjs', 'lib/cli/admin-create.ts', ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
    timeout: 120_000,
  });
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('npm run admin:create', () => {
  const email = 'first.admin@example.org';
  const password = 'Quiet-harbour-lantern-77';

  it('creates a verified admin, refuses a weak password and a taken e-mail', async () => {
    const weak = cli(['--email', 'weak@example.org', '--name', 'Weak Password'], 'password');
    expect(weak.status).toBe(1);

    const made = cli(['--email', email, '--name', 'First Admin'], password);
    expect(made.status, made.stderr + made.stdout).toBe(0);

    const again = cli(['--email', email, '--name', 'First Admin'], password);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/already registered/i);
  });

  it('the new admin signs in (admin area)', async () => {
    const handle = openPglite(dataDir);
    setDatabase(handle);
    try {
      const user = await loginWithPassword({ email, password }, { ip: '127.0.0.1' }, { area: 'admin' });
      expect(user).toMatchObject({ email, role: 'admin' });
    } finally {
      setDatabase(undefined);
      await handle.close();
    }
  });
});
