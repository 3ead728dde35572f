// npm run bench:export [-- --url http://127.0.0.1:3000] [-- --concurrency 10] [-- --email admin@demo.test] [-- --password Demo-pass-2026] [-- --probe /admin/dashboard]
//
// The back office's CSV export at season scale (issue 28, item 5: "the first byte within 1 s, every
// matching row, server memory growing less than 100 MB during ten concurrent exports, and the rest
// of the app still answering meanwhile"), against a running server (`npm start`) whose database
// holds the scale dataset (npm run db:seed:large):
//   1. one export alone: time to the first byte, rows (CSV records, quoted line breaks counted
//      right) against the X-Total-Count the server announces, time to the last byte;
//   2. --concurrency exports at once, while another signed-in page (--probe) is asked every 200 ms:
//      each export's first byte and rows, the server's memory (RSS of its process tree, read every
//      100 ms) before and at its peak, and the probe's answers and p95.
// Prints a table; exits 1 when a budget is missed. The server is found by its port (Linux: ss).
import { parseArgs } from 'node:util';
import { sessionCookie } from '../helpers/auth';
import { rssMb, serverPid } from './server-process';
import { summarise } from './stats';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    concurrency: { type: 'string', default: '10' },
    email: { type: 'string', default: 'admin@demo.test' },
    password: { type: 'string', default: 'Demo-pass-2026' },
    probe: { type: 'string', default: '/admin/dashboard' },
    query: { type: 'string', default: '' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  process.stdout.write('Usage: npm run bench:export -- [--url http://127.0.0.1:3000] [--concurrency 10] [--email …] [--password …] [--probe /admin/dashboard] [--query status=submitted]\n');
  process.exit(0);
}

const say = (m: string) => process.stdout.write(`${m}\n`);
const base = values.url!.replace(/\/$/, '');
const concurrency = Math.max(1, Number(values.concurrency));
const exportUrl = `${base}/admin/applications/export${values.query ? `?${values.query}` : ''}`;


interface ExportRun {
  status: number;
  firstByteMs: number;
  totalMs: number;
  rows: number;
  announced: number;
  bytes: number;
}

/** One export, read to its end: CSV records counted outside quotes (a quoted field may hold line breaks). */
async function runExport(cookie: string): Promise<ExportRun> {
  const t0 = performance.now();
  const res = await fetch(exportUrl, { headers: { cookie } });
  const reader = res.body!.getReader();
  let firstByteMs = -1;
  let quoted = false;
  let records = 0;
  let bytes = 0;
  let last = 10;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (firstByteMs < 0) firstByteMs = performance.now() - t0;
    bytes += value.length;
    for (const b of value) {
      if (b === 34) quoted = !quoted;
      else if (b === 10 && !quoted) records++;
    }
    last = value[value.length - 1];
  }
  if (last !== 10 && bytes > 0) records++;
  return { status: res.status, firstByteMs, totalMs: performance.now() - t0, rows: Math.max(0, records - 1), announced: Number(res.headers.get('x-total-count') ?? NaN), bytes };
}

const budgets: { name: string; figure: string; ok: boolean }[] = [];
const budget = (name: string, figure: string, ok: boolean) => budgets.push({ name, figure, ok });

const pid = serverPid(base);
const cookie = await sessionCookie(base, values.email!, values.password!);
say(`export bench: ${exportUrl}, server pid ${pid}, ${concurrency} concurrent exports, probe ${values.probe}`);

// 1. Alone (after one warm-up export, so the first measured one is not the route's first load).
await runExport(cookie);
const alone = await runExport(cookie);
say(`alone: status ${alone.status}, first byte ${alone.firstByteMs.toFixed(0)} ms, ${alone.rows} rows of ${alone.announced} announced, ${(alone.bytes / 1e6).toFixed(1)} MB in ${(alone.totalMs / 1000).toFixed(1)} s`);
budget('an export alone: first byte within 1 s', `${alone.firstByteMs.toFixed(0)} ms`, alone.status === 200 && alone.firstByteMs <= 1000);
budget('an export alone: every matching row', `${alone.rows} of ${alone.announced}`, alone.rows === alone.announced && alone.rows > 0);

// 2. Concurrent exports, memory read every 100 ms, the probe every 200 ms.
await new Promise((r) => setTimeout(r, 2000));
const rssBefore = rssMb(pid);
let rssPeak = rssBefore;
const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(pid))), 100);
let running = true;
const probes: { ms: number; status: number }[] = [];
const probing = (async () => {
  while (running) {
    const t = performance.now();
    const status = await fetch(base + values.probe, { headers: { cookie }, redirect: 'manual' }).then(
      async (r) => (await r.arrayBuffer(), r.status),
      () => 0,
    );
    probes.push({ ms: performance.now() - t, status });
    await new Promise((r) => setTimeout(r, 200));
  }
})();
const started = performance.now();
const runs = await Promise.all(Array.from({ length: concurrency }, () => runExport(cookie)));
const wall = performance.now() - started;
running = false;
await probing;
clearInterval(sampler);
rssPeak = Math.max(rssPeak, rssMb(pid));

const firsts = summarise(runs.map((r) => r.firstByteMs));
const probeLatency = summarise(probes.map((p) => p.ms));
say(`${concurrency} at once: all done in ${(wall / 1000).toFixed(1)} s; first byte p50 ${firsts.p50.toFixed(0)} ms, max ${firsts.max.toFixed(0)} ms; rows ${runs.map((r) => r.rows).join(', ')}`);
say(`server RSS ${rssBefore.toFixed(0)} MB before, ${rssPeak.toFixed(0)} MB at the peak (+${(rssPeak - rssBefore).toFixed(0)} MB)`);
say(`probe ${values.probe} during the exports: ${probes.length} requests, ${probes.filter((p) => p.status !== 200).length} not 200, p50 ${probeLatency.p50.toFixed(0)} ms, p95 ${probeLatency.p95.toFixed(0)} ms, max ${probeLatency.max.toFixed(0)} ms`);
budget(`${concurrency} concurrent exports: every one 200 with every row`, `${runs.filter((r) => r.status === 200 && r.rows === r.announced).length} of ${concurrency}`, runs.every((r) => r.status === 200 && r.rows === r.announced));
budget(`${concurrency} concurrent exports: each first byte within 1 s`, `max ${firsts.max.toFixed(0)} ms`, firsts.max <= 1000);
budget(`${concurrency} concurrent exports: server memory grows < 100 MB`, `+${(rssPeak - rssBefore).toFixed(0)} MB`, rssPeak - rssBefore < 100);
budget('the app answers meanwhile: every probe 200, p95 within 1 s', `${probes.filter((p) => p.status === 200).length} of ${probes.length}, p95 ${probeLatency.p95.toFixed(0)} ms`, probes.length > 0 && probes.every((p) => p.status === 200) && probeLatency.p95 <= 1000);

say('');
say('| budget | figure | |');
say('|---|---|---|');
for (const b of budgets) say(`| ${b.name} | ${b.figure} | ${b.ok ? 'ok' : 'MISSED'} |`);
process.exit(budgets.every((b) => b.ok) ? 0 : 1);
