import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createThrowawayDatabase } from './pg';

/**
 * The server that HTTP and browser tests talk to: the real launcher (`npm start`'s code) on its own
 * port and data folder, with its own build folder (.next-test) so a running `npm start` keeps its
 * build, on a throwaway Postgres database when TEST_DATABASE_URL is set, else the embedded one.
 */
export interface TestServer {
  baseUrl: string;
  dataDir: string;
  database: 'postgres' | 'pglite';
  /** The server's own throwaway Postgres database (tests may add their own rows there), when on Postgres. */
  databaseUrl?: string;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../..');
export const TEST_PORT = Number(process.env.TEST_PORT || 3100);
export const TEST_DIST_DIR = process.env.TEST_DIST_DIR || '.next-test';
// One state file per port, so that separate test runs (other ports) never pick up each other's server.
const stateFile = path.join(root, 'test-results', `server-${TEST_PORT}.json`);

export function launcherCommand(): string[] {
  return ['--import', 'tsx', '--import', './lib/cli/register.mjs', 'lib/cli/start.ts'];
}

export async function waitForHttp(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server at ${url} did not answer within ${timeoutMs} ms`);
}

export async function startTestServer(opts: { port?: number; log?: boolean; timeoutMs?: number } = {}): Promise<TestServer> {
  const port = opts.port ?? TEST_PORT;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhiyuan-test-'));
  const throwaway = process.env.TEST_DATABASE_URL ? await createThrowawayDatabase('zy_http') : undefined;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    APP_ENV: 'local',
    PORT: String(port),
    APP_URL: `http://localhost:${port}`,
    NEXTAUTH_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    NEXT_DIST_DIR: TEST_DIST_DIR,
    // Tests sign in from one address many times; the per-address limit is tested in integration tests.
    RATE_LIMIT_IP_MAX: '100000',
    // Likewise for contact messages (one address sends them all); the limit has its own tests.
    CONTACT_LIMIT_IP_PER_HOUR: '100000',
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
  };
  delete env.DATABASE_URL;
  // One instance with Next's own cache (the shared one has tests/launcher/multi-instance.test.ts).
  delete env.REDIS_URL;
  delete env.AUTH_SECRET;
  delete env.NEXTAUTH_SECRET;
  if (throwaway) env.DATABASE_URL = throwaway.url;
  const logFile = path.join(root, 'test-results', `server-${port}.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, launcherCommand(), { cwd: root, env, stdio: ['ignore', log, log] });
  const baseUrl = `http://localhost:${port}`;
  try {
    await waitForHttp(baseUrl + '/', opts.timeoutMs ?? 15 * 60_000, child);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${(err as Error).message}; see ${logFile}:\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
  }
  const server: TestServer = {
    baseUrl,
    dataDir,
    database: throwaway ? 'postgres' : 'pglite',
    databaseUrl: throwaway?.url,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise<void>((resolve) => {
          const t = setTimeout(() => {
            child.kill('SIGKILL');
            resolve();
          }, 10_000);
          child.once('exit', () => {
            clearTimeout(t);
            resolve();
          });
        });
      }
      await throwaway?.drop().catch(() => {});
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(stateFile, { force: true });
    },
  };
  fs.writeFileSync(stateFile, JSON.stringify({ baseUrl, dataDir, database: server.database, databaseUrl: server.databaseUrl, pid: child.pid }));
  return server;
}

/** The server another process (npm test's runner) already started, if it is still there. */
export function readServerState(): { baseUrl: string; dataDir: string; database: string; databaseUrl?: string } | undefined {
  try {
    const state = JSON.parse(fs.readFileSync(stateFile, 'utf8'));
    process.kill(state.pid, 0);
    return state;
  } catch {
    return undefined;
  }
}
