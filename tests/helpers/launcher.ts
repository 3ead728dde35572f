import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launcherCommand, TEST_DIST_DIR, waitForHttp } from './test-server';

/**
 * One `npm start` launcher per test, on its own port and its own data folder, so launcher tests
 * never share state. `stop()` ends it and removes the folder.
 */
export interface Launcher {
  child: ChildProcess;
  base: string;
  dataDir: string;
  output(): string;
  exited(): Promise<number | null>;
  /** Waits until it answers; throws with its output if it does not. */
  ready(timeoutMs?: number): Promise<void>;
  /** Resident memory of the server process in bytes (Linux /proc). */
  rss(): number;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const root = path.resolve(import.meta.dirname, '../..');
const basePort = Number(process.env.TEST_LAUNCHER_PORT || 3200);
const started: Launcher[] = [];

/** A port of the launcher tests' range: TEST_LAUNCHER_PORT + offset (each test its own). */
export const launcherPort = (offset: number) => basePort + offset;

export function newDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'zhiyuan-launcher-'));
}

export function startLauncher(opts: { port: number; dataDir?: string; env?: Record<string, string>; keepDataDir?: boolean }): Launcher {
  const dataDir = opts.dataDir ?? newDataDir();
  const env: NodeJS.ProcessEnv = { ...process.env, APP_ENV: 'local', PORT: String(opts.port), DATA_DIR: dataDir, NEXT_DIST_DIR: TEST_DIST_DIR, LOG_LEVEL: 'warn' };
  for (const name of ['DATABASE_URL', 'APP_URL', 'NEXTAUTH_URL', 'AUTH_SECRET', 'NEXTAUTH_SECRET', 'HOST', 'TRUST_PROXY', 'ALLOW_DEMO_ON_NETWORK', 'SMTP_URL', 'REDIS_URL']) delete env[name];
  Object.assign(env, opts.env);
  const child = spawn(process.execPath, launcherCommand(), { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = () =>
    new Promise<number | null>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('exit', (c) => resolve(c))));
  const launcher: Launcher = {
    child,
    base: `http://127.0.0.1:${opts.port}`,
    dataDir,
    output: () => out,
    exited,
    async ready(timeoutMs = 240_000) {
      await waitForHttp(`http://127.0.0.1:${opts.port}/`, timeoutMs, child).catch((e: Error) => {
        throw new Error(`${e.message}\n${out.slice(-4000)}`);
      });
    },
    rss() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      const code = await exited();
      clearTimeout(timer);
      return code;
    },
  };
  if (!opts.keepDataDir) started.push(launcher);
  return launcher;
}

/** For afterAll: ends every launcher still running and removes the data folders. */
export async function stopAllLaunchers(): Promise<void> {
  for (const l of started.splice(0)) {
    await l.stop('SIGKILL');
    fs.rmSync(l.dataDir, { recursive: true, force: true });
  }
}

/** Whether a TCP socket listens on the port, and on which local addresses (Linux /proc/net). */
export function listeningAddresses(port: number): string[] {
  const found: string[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(file)) continue;
    for (const line of fs.readFileSync(file, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length < 4 || cols[3] !== '0A') continue; // 0A = LISTEN
      const [hexIp, hexPort] = cols[1].split(':');
      if (parseInt(hexPort, 16) !== port) continue;
      found.push(hexIp.length === 8 ? hexIp.match(/../g)!.reverse().map((b) => parseInt(b, 16)).join('.') : hexIp);
    }
  }
  return found;
}
