import crypto from 'node:crypto';
import { Client } from 'pg';

// Throwaway Postgres databases for tests. Plain `pg` only: Playwright's config imports this, and it
// must not pull in server code.

/** TEST_DATABASE_URL (the server's admin connection), required. */
function adminUrlOf(): string {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  return adminUrl;
}

/** The URL of database `name` on the same server as `adminUrl`. */
function urlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates a throwaway database on the TEST_DATABASE_URL server (empty, or a copy of `template`,
 * which no one may be connected to) and returns its URL.
 */
export async function createThrowawayDatabase(
  prefix = 'zy_test',
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = adminUrlOf();
  const name = `${prefix}_${Date.now().toString(36)}_${crypto.randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
        break;
      } catch (e) {
        // 55006: another worker is copying the same template at this instant.
        if ((e as { code?: string }).code !== '55006' || attempt === 20) throw e;
        await new Promise((r) => setTimeout(r, 100 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
  return {
    url: urlOf(adminUrl, name),
    async drop() {
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/**
 * The database named `name` on the TEST_DATABASE_URL server, made once by `build` (given its URL)
 * when it does not exist yet: built under another name and renamed, so a half-built one is never
 * found, and under an advisory lock, so parallel workers build it once.
 */
export async function ensureTemplateDatabase(name: string, build: (url: string) => Promise<void>): Promise<void> {
  const admin = new Client({ connectionString: adminUrlOf() });
  await admin.connect();
  try {
    await admin.query("SELECT pg_advisory_lock(hashtext('zy_test_template'))");
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return;
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${building}"`);
    await build(urlOf(adminUrlOf(), building));
    await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
  } finally {
    await admin.end(); // ends the session, and its advisory lock with it
  }
}
