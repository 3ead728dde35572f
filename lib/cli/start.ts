// npm start: prepare the environment, build if needed, migrate, seed if empty, reconcile the
// uploads with their rows, then serve Next
// through its custom-server API in this same process (the one owner of the embedded database), or,
// with WEB_CONCURRENCY=N (Postgres and Redis), in N worker processes sharing the port (node:cluster):
// this process prepares everything once, then forks them, restarts one that dies, and stops them all.
import { spawnSync } from 'node:child_process';
import cluster, { type Worker } from 'node:cluster';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import v8 from 'node:v8';
import { prepareEnvironment } from './prepare-env';
import { clearRunTimeCache } from './run-time-cache';

const root = process.cwd();
// A worker tells the primary it has loaded Next; the primary tells it to listen (superviseWorkers).
const PREPARED = 'zhiyuan:prepared';
const LISTEN = 'zhiyuan:listen';
const dev = process.argv.includes('--dev');
(process.env as Record<string, string>).NODE_ENV = dev ? 'development' : 'production';
// The old generation's next full collection at 1.25 x the heap still live after the last one, not
// V8's default of up to about 4 x. Nothing the server keeps grows (its live heap stays near 200 MB
// through ten concurrent CSV exports), but the exports' short-lived rows, promoted while many
// requests are in flight, let the heap swell to 750 MB before V8 collected it; with this, the
// memory of ten exports at once grows by about 60 MB (issue 28, item 5; `npm run bench:export`).
// Set here, before Next loads, because Node refuses V8's heap flags in NODE_OPTIONS.
v8.setFlagsFromString('--heap-growing-percent=25');
prepareEnvironment();

const { env, productionProblems, concurrencyProblem } = await import('@/lib/env');
const { say } = await import('./say');
// The database modules are loaded where they are used, after the workers (WEB_CONCURRENCY) are
// forked: a worker never opens the database from here (the app's own code does, inside Next).
const closeDatabase = async () => {
  if (cluster.isPrimary) await (await import('@/db')).closeDatabase();
};

const problems = productionProblems();
if (problems.length > 0) {
  console.error(`[zhiyuan] Production mode cannot start:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
const workerProblem = concurrencyProblem(env, dev);
if (workerProblem) {
  console.error(`[zhiyuan] ${workerProblem}`);
  process.exit(1);
}
const { frontDoor, listenProblem } = await import('./front-door');
const { GzipMemo } = await import('./compress');
const { plainRoute } = await import('@/lib/http/public-gate');
const hostProblem = listenProblem({ host: env.listenHost, isProduction: env.isProduction, allowDemoOnNetwork: env.ALLOW_DEMO_ON_NETWORK });
if (hostProblem) {
  console.error(`[zhiyuan] ${hostProblem}`);
  process.exit(1);
}

if (cluster.isPrimary) {
  // Take the embedded database's lock first, so a second start stops at once.
  if (!env.DATABASE_URL) {
    const { acquireDatabaseLock, DatabaseLockedError } = await import('@/db/lock');
    try {
      acquireDatabaseLock(env.dataDir);
    } catch (err) {
      if (err instanceof DatabaseLockedError) {
        console.error(`[zhiyuan] ${err.message}`);
        process.exit(1);
      }
      throw err;
    }
  }

  if (!dev) buildIfNeeded();

  // The run-time data cache and the pages generated at run time live in the build folder; what
  // they hold belongs to the last run's database, which may since have been reset or replaced, so
  // every start begins with them empty (lib/cli/run-time-cache.ts).
  clearRunTimeCache(path.join(root, env.NEXT_DIST_DIR));
}

// Workers (WEB_CONCURRENCY) start loading Next now, while this process prepares the database; they
// listen once it is ready (superviseWorkers).
const workers = cluster.isPrimary && env.WEB_CONCURRENCY > 1 ? superviseWorkers(env.WEB_CONCURRENCY) : null;

if (cluster.isPrimary) {
  const { prepareDatabase } = await import('./database');
  const handle = await prepareDatabase();
  // Files a crash left without their row (a write between its file and its commit) go before anyone
  // is served; rows without their file are named. lib/storage/reconcile.ts says why it is safe with
  // other instances uploading meanwhile.
  if (env.UPLOADTHING_TOKEN) {
    say('uploads on UploadThing: no local files to reconcile');
  } else {
    const { describeReconcile, reconcileLocalFiles } = await import('@/lib/storage/reconcile');
    say(describeReconcile(await reconcileLocalFiles(handle.db, env.dataDir)));
  }
  // With REDIS_URL (several instances) Next's cache lives in Redis instead, under this build's and
  // database's prefix: emptied likewise (the other instances simply render again).
  if (env.REDIS_URL && !dev) {
    const { cachePrefix, clearPrefix } = await import('@/lib/cache/redis-cache-handler.mjs');
    const prefix = cachePrefix({ distDir: path.join(root, env.NEXT_DIST_DIR), databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
    try {
      const removed = await clearPrefix(env.REDIS_URL, prefix);
      say(`shared cache in Redis (${prefix}*): ${removed} entries of the last run removed`);
    } catch (err) {
      console.error(`[zhiyuan] REDIS_URL is set but Redis does not answer (${(err as Error).message}): start Redis, or unset REDIS_URL for a single instance.`);
      process.exit(1);
    }
  }
}

if (workers) {
  await closeDatabase();
  workers.open();
} else {
  await serve();
}

function sayReady(workers: string) {
  say(`ready on ${env.appUrl}, listening on ${env.listenHost}:${env.PORT}${workers} (${env.APP_ENV} mode, data in ${env.DATABASE_URL ? 'Postgres' : env.dataDir})`);
  if (!env.isProduction) {
    say('demo logins (password Demo-pass-2026): admin@demo.test at /admin/login; student@demo.test, employer@demo.test, candidate@demo.test at /login');
  }
}

/** One server process: Next's request handler behind the front door, on PORT (shared by the workers). */
async function serve() {
  const { default: next } = await import('next');
  const app = next({ dev, dir: root, hostname: 'localhost', port: env.PORT });
  const handle = app.getRequestHandler();
  await app.prepare();
  // A worker listens when the primary has the database ready (it started us before preparing it).
  if (cluster.isWorker) {
    await new Promise<void>((resolve) => {
      process.on('message', (m) => m === LISTEN && resolve());
      process.send!(PREPARED);
    });
  }

  // Client address, body cap and security headers: see front-door.ts.
  const server = http.createServer(
    frontDoor({ trustedHops: env.TRUST_PROXY, dev, hsts: env.isProduction && env.appUrl.startsWith('https://'), plainRoute, gzip: new GzipMemo() }, (req, res) => void handle(req, res)),
  );
  server.on('error', (err: NodeJS.ErrnoException) => {
    console.error(
      err.code === 'EADDRINUSE'
        ? `[zhiyuan] Port ${env.PORT} is already in use: stop what runs there, or set PORT to another port.`
        : `[zhiyuan] The server could not start: ${err.message}`,
    );
    void closeDatabase().finally(() => process.exit(1));
  });
  server.listen(env.PORT, env.listenHost, () => {
    if (cluster.isPrimary) sayReady('');
  });

  let stopping = false;
  async function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    say(`${signal}: shutting down`);
    server.close();
    await app.close().catch(() => {});
    await closeDatabase().catch(() => {});
    process.exit(0);
  }
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/**
 * The primary of WEB_CONCURRENCY workers: forks them (they share the listening socket, the kernel
 * spreads connections); a worker that has loaded Next waits until `open()` (the database is ready)
 * to listen; says ready when all listen, forks a replacement when one dies after it was listening,
 * gives up when one dies before (a port in use, a broken build), and on SIGINT/SIGTERM stops them
 * all and exits when the last has.
 */
function superviseWorkers(count: number): { open(): void } {
  let stopping = false;
  let opened = false;
  let listening = 0;
  const ready = new Set<number>();
  const waiting = new Set<Worker>();
  const fork = () => cluster.fork();
  cluster.on('message', (worker, message) => {
    if (message !== PREPARED) return;
    if (opened) worker.send(LISTEN);
    else waiting.add(worker);
  });
  cluster.on('listening', (worker) => {
    ready.add(worker.id);
    if (++listening === count) sayReady(` with ${count} workers`);
  });
  cluster.on('exit', (worker, code, signal) => {
    waiting.delete(worker);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    if (!ready.has(worker.id)) {
      console.error(`[zhiyuan] a worker stopped before it served (exit ${code ?? signal}): stopping.`);
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      process.exitCode = 1;
      return;
    }
    console.error(`[zhiyuan] worker ${worker.process.pid} stopped (exit ${code ?? signal}): starting another`);
    fork();
  });
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: shutting down ${count} workers`);
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (let i = 0; i < count; i++) fork();
  return {
    open() {
      opened = true;
      for (const worker of waiting) worker.send(LISTEN);
      waiting.clear();
    },
  };
}

/** Builds when the output is missing or older than the sources (a fresh clone, a pulled change). */
function buildIfNeeded() {
  const buildId = path.join(root, env.NEXT_DIST_DIR, 'BUILD_ID');
  const builtAt = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
  if (builtAt > 0 && newestSource() <= builtAt) return;
  say(builtAt ? 'sources changed since the last build: building…' : 'no build found: building (takes a few minutes)…');
  const result = spawnSync(process.execPath, [require_next_bin(), 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    console.error('[zhiyuan] The build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

function require_next_bin(): string {
  return path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
}

function newestSource(): number {
  let newest = 0;
  const skip = new Set(['node_modules', '.git', 'tests', 'test-results']);
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      // Build folders (`.next`, `.next-test`, any NEXT_DIST_DIR beside them) and data folders are not sources.
      if (skip.has(entry.name) || entry.name.startsWith('.data') || entry.name.startsWith('.next')) continue;
      const full = path.join(dir, entry.name);
      // The launcher's own code runs from source, outside the build.
      if (full === path.join(root, 'lib', 'cli')) continue;
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  for (const dir of ['app', 'components', 'lib', 'db', 'public']) {
    if (fs.existsSync(path.join(root, dir))) walk(path.join(root, dir));
  }
  for (const file of ['next.config.ts', 'package.json', 'proxy.ts', 'instrumentation.ts', 'instrumentation-client.ts', 'postcss.config.mjs']) {
    if (fs.existsSync(path.join(root, file))) newest = Math.max(newest, fs.statSync(path.join(root, file)).mtimeMs);
  }
  return newest;
}
