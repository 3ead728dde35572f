/**
 * wrk (Debian's `wrk`) for the benchmarks: finding it (installing it when missing) and one run
 * against a URL, read back through tests/bench/wrk-report.lua's JSON line.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

function which(cmd: string): string | undefined {
  const r = spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : undefined;
}

/** The wrk binary; installs Debian's package when missing (as root, or through sudo -n). Throws when it cannot. */
export function findWrk(say: (m: string) => void): string {
  const found = which('wrk');
  if (found) return found;
  say("wrk is not installed: installing Debian's wrk (apt-get install -y wrk)…");
  const sudo = process.getuid?.() === 0 ? '' : 'sudo -n ';
  const r = spawnSync('sh', ['-c', `${sudo}apt-get install -y -qq wrk || (${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq wrk)`], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const wrk = which('wrk');
  if (r.status !== 0 || !wrk) throw new Error('wrk is missing and could not be installed. Install it (`apt-get install -y wrk`) and run again.');
  return wrk;
}

export interface WrkRun {
  /** requests per second */
  rps: number;
  /** latency percentiles, ms */
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** connect, read, write and timeout errors, and answers that were not 2xx or 3xx */
  errors: number;
  requests: number;
}

const lua = path.join(import.meta.dirname, 'wrk-report.lua');

/** One wrk run: `connections` connections for `seconds`, gzip, and any extra headers (a session cookie). */
export function runWrk(wrk: string, url: string, o: { connections: number; seconds: number; threads?: number; headers?: Record<string, string> }): WrkRun {
  const threads = Math.min(o.threads ?? 2, o.connections);
  const headerArgs = Object.entries({ 'Accept-Encoding': 'gzip', ...o.headers }).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const r = spawnSync(wrk, [`-t${threads}`, `-c${o.connections}`, `-d${o.seconds}s`, '--timeout', '10s', ...headerArgs, '-s', lua, url], { encoding: 'utf8' });
  const line = /BENCH_JSON (\{.*\})/.exec(r.stdout ?? '');
  if (!line) throw new Error(`wrk gave no report for ${url}: ${r.stdout}${r.stderr}`);
  const w = JSON.parse(line[1]) as { requests: number; duration_us: number; connect: number; read: number; write: number; status: number; timeout: number; p50: number; p95: number; p99: number; max: number };
  return {
    rps: w.requests / (w.duration_us / 1e6),
    p50: w.p50 / 1000,
    p95: w.p95 / 1000,
    p99: w.p99 / 1000,
    max: w.max / 1000,
    errors: w.connect + w.read + w.write + w.status + w.timeout,
    requests: w.requests,
  };
}
