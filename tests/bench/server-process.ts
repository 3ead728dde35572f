/**
 * The server a benchmark measures, as Linux shows it: the process listening on a URL's port (ss),
 * its process tree (the launcher and its workers), their memory (RSS) and the CPU they have used.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** The pid of the process listening on the URL's port; throws when none does. */
export function serverPid(base: string): number {
  const port = new URL(base).port || '80';
  const r = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const m = /pid=(\d+)/.exec(r.stdout ?? '');
  if (!m) throw new Error(`no process listens on port ${port} (is the server running?)`);
  return Number(m[1]);
}

/** A process and its descendants (Linux /proc); empty when it is gone. */
export function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      children = children.concat(fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));
    }
  } catch {
    return [];
  }
  return [pid, ...children.flatMap(processTree)];
}

const sum = (pid: number, read: (p: number) => number) =>
  processTree(pid).reduce((total, p) => {
    try {
      return total + read(p);
    } catch {
      return total; // a worker that exited meanwhile
    }
  }, 0);

/** The resident memory of the process tree, MB. */
export const rssMb = (pid: number): number => sum(pid, (p) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))![1]) / 1024);

/** The CPU the process tree has used (user + system), ms; /proc counts it in clock ticks of 10 ms. */
export const cpuMs = (pid: number): number =>
  sum(pid, (p) => {
    const fields = fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  });
