import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database has one owner: a lock file holding the owner's pid in the data folder.
 * A live owner stops a second process with a clear message; a dead one's lock is taken over.
 */
export class DatabaseLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${path.dirname(lockPath)} is already in use by process ${pid} ` +
        `(is another "npm start" running?). Stop that process first, or set DATA_DIR to another folder.`,
    );
    this.name = 'DatabaseLockedError';
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const held = new Set<string>();

export function lockPathFor(dataDir: string): string {
  return path.join(dataDir, 'db.lock');
}

/** Takes the lock for this process (idempotent); throws DatabaseLockedError when a live process holds it. */
export function acquireDatabaseLock(dataDir: string): void {
  const lockPath = lockPathFor(dataDir);
  if (held.has(lockPath)) return;
  fs.mkdirSync(dataDir, { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      held.add(lockPath);
      process.once('exit', () => releaseDatabaseLock(dataDir));
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    if (pid === process.pid) {
      held.add(lockPath);
      return;
    }
    if (isAlive(pid)) throw new DatabaseLockedError(lockPath, pid);
    // Stale lock from a process that died (kill -9, crash): take it over.
    fs.rmSync(lockPath, { force: true });
  }
  throw new Error(`Could not take the database lock at ${lockPath}.`);
}

export function releaseDatabaseLock(dataDir: string): void {
  const lockPath = lockPathFor(dataDir);
  if (!held.delete(lockPath)) return;
  try {
    if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.rmSync(lockPath, { force: true });
  } catch {
    // already gone
  }
}
