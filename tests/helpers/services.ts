import net from 'node:net';
import { Client } from 'pg';

/**
 * The outside services some tests need: Postgres (TEST_DATABASE_URL) and Redis (REDIS_URL, else
 * the local one). On a machine without them those tests are skipped, and npm test says which; CI
 * (CI set, with TEST_DATABASE_URL, as .ci/run does) requires both: a test that needs one fails
 * there instead of being skipped. Plain `pg` and `net` only: tests/run-all.ts imports this.
 */
export const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** CI with TEST_DATABASE_URL: Postgres and Redis must answer. */
export const servicesRequired = Boolean(process.env.CI) && Boolean(process.env.TEST_DATABASE_URL);

/** Whether Redis answers PING at `url` (within 1.5 s). */
export function redisAnswers(url = redisUrl): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: u.hostname, port: Number(u.port || 6379), timeout: 1500 });
    let reply = '';
    socket.on('connect', () => socket.write(u.password ? `AUTH ${decodeURIComponent(u.password)}\r\nPING\r\n` : 'PING\r\n'));
    socket.on('data', (d) => {
      reply += d;
      if (reply.includes('PONG')) {
        socket.destroy();
        resolve(true);
      }
    });
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
    socket.on('error', () => resolve(false));
  });
}

/** Whether Postgres at `url` accepts a connection (within 3 s); the error when it does not. */
export async function postgresAnswers(url: string): Promise<{ ok: true } | { ok: false; error: string }> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return { ok: true };
  } catch (err) {
    return { ok: false, error: (err as Error).message || String(err) };
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * For a test file that needs Redis: true when it answers; false (the file's tests are skipped,
 * with `what` said) when it does not on a machine that may lack it; in CI it throws, which fails
 * the file.
 */
export async function redisForTests(what: string): Promise<boolean> {
  if (await redisAnswers()) return true;
  if (servicesRequired) throw new Error(`${what}: Redis does not answer at ${redisUrl}, and CI requires it (.ci/run starts it)`);
  console.warn(`${what} skipped: no Redis answers at ${redisUrl} (start one: redis-server --daemonize yes, or set REDIS_URL)`);
  return false;
}
