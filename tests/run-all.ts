// npm test: type check, lint, unit and integration tests (PGlite, and Postgres when
// TEST_DATABASE_URL is set), then HTTP and browser tests against a production build on their own
// port and data folder, then the launcher test. Each suite has a time budget; CI runs this.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findChromium } from './helpers/chromium';
import { startTestServer, TEST_DIST_DIR, type TestServer } from './helpers/test-server';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });
const minutes = (n: number) => n * 60_000;
const t0 = Date.now();

if (!findChromium()) {
  console.error(
    'No Chromium found for the browser tests. Install one: `apt-get install -y chromium` (Debian), ' +
      'or `npx playwright install chromium` where the internet is reachable, or set CHROMIUM_PATH.',
  );
  process.exit(1);
}

function step(name: string, cmd: string, args: string[], budgetMs: number, env: Record<string, string> = {}): void {
  const started = Date.now();
  process.stdout.write(`\n=== ${name} (budget ${Math.round(budgetMs / 60_000)} min) ===\n`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env }, timeout: budgetMs });
  const took = ((Date.now() - started) / 1000).toFixed(1);
  if (r.error || r.status !== 0) {
    const why = r.error?.message.includes('ETIMEDOUT') || r.signal ? `over its budget or killed (${r.signal})` : `exit ${r.status}`;
    throw new Error(`✗ ${name} failed after ${took}s: ${why}`);
  }
  process.stdout.write(`✓ ${name} in ${took}s\n`);
}

let server: TestServer | undefined;
async function stopServer() {
  await server?.stop();
  server = undefined;
}

const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const vitestJson = (name: string) => ['--reporter=default', '--reporter=json', `--outputFile=test-results/vitest-${name}.json`];

try {
  step('type check', bin('tsc'), ['--noEmit'], minutes(4));
  step('lint', bin('eslint'), ['--max-warnings=0', '.'], minutes(4));
  step('unit and integration tests', bin('vitest'), ['run', '--project', 'unit', '--project', 'integration', ...vitestJson('db')], minutes(10));

  // The production build the HTTP and browser tests use, in its own folder. Nothing may open the
  // database during the build: it runs with a data folder that must still not exist afterwards.
  const buildDataDir = path.join(results, 'build-data-dir');
  step(`production build (${TEST_DIST_DIR})`, bin('next'), ['build'], minutes(10), {
    NEXT_DIST_DIR: TEST_DIST_DIR,
    DATA_DIR: buildDataDir,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
  });
  if (fs.existsSync(buildDataDir)) throw new Error('✗ next build created a data folder: something opened the database at build time');

  process.stdout.write('\n=== test server (budget 5 min) ===\n');
  server = await startTestServer();
  process.stdout.write(`✓ test server at ${server.baseUrl} on ${server.database}\n`);
  step('HTTP contract tests', bin('vitest'), ['run', '--project', 'api', ...vitestJson('api')], minutes(8));
  step('browser tests', bin('playwright'), ['test'], minutes(14));
  await stopServer();

  // Includes two instances on one Postgres and one Redis (tests/launcher/multi-instance.test.ts) and
  // the crashes at named points of writes (tests/launcher/crash.test.ts, about 2-5 min).
  step('launcher test', bin('vitest'), ['run', '--project', 'launcher', ...vitestJson('launcher')], minutes(12));
} catch (err) {
  console.error(`\n${(err as Error).message}`);
  await stopServer();
  process.exit(1);
}

// Checks that what must have run did run.
type VitestReport = { testResults: { assertionResults: { fullName: string; status: string }[] }[] };
const vitestTests = ['db', 'api', 'launcher'].flatMap((n) => {
  const report = JSON.parse(fs.readFileSync(path.join(results, `vitest-${n}.json`), 'utf8')) as VitestReport;
  return report.testResults.flatMap((f) => f.assertionResults);
});
type PwSuite = { title: string; specs?: { title: string; tests: { results: { status: string }[] }[] }[]; suites?: PwSuite[] };
const pw = JSON.parse(fs.readFileSync(path.join(results, 'playwright.json'), 'utf8')) as { suites: PwSuite[] };
const pwTests: { name: string; status: string }[] = [];
const walk = (s: PwSuite, trail: string[]) => {
  for (const spec of s.specs ?? []) for (const t of spec.tests) pwTests.push({ name: [...trail, spec.title].join(' › '), status: t.results.at(-1)?.status ?? 'skipped' });
  for (const child of s.suites ?? []) walk(child, [...trail, child.title]);
};
pw.suites.forEach((s) => walk(s, [s.title]));

const passed = vitestTests.filter((t) => t.status === 'passed').length + pwTests.filter((t) => t.status === 'passed').length;
const failed = vitestTests.filter((t) => t.status === 'failed').length + pwTests.filter((t) => ['failed', 'timedOut', 'interrupted'].includes(t.status)).length;
const skipped = vitestTests.length + pwTests.length - passed - failed;
const problems: string[] = [];
// Every browser test must have passed: none ran, or some were skipped, is not a pass.
const pwNotPassed = pwTests.filter((t) => t.status !== 'passed');
if (pwTests.length === 0) problems.push('no browser test ran');
else if (pwNotPassed.length) problems.push(`not all browser tests passed:\n${pwNotPassed.map((t) => `    ${t.status}: ${t.name}`).join('\n')}`);
// In CI a skipped test is a test that did not run: the run fails (locally a skip, e.g. without
// TEST_DATABASE_URL, is allowed).
const vitestSkipped = vitestTests.filter((t) => t.status !== 'passed' && t.status !== 'failed');
if (process.env.CI && vitestSkipped.length) problems.push(`skipped in CI:\n${vitestSkipped.map((t) => `    ${t.status}: ${t.fullName}`).join('\n')}`);
if (process.env.TEST_DATABASE_URL && !vitestTests.some((t) => t.status === 'passed' && t.fullName.includes('[postgres]'))) {
  problems.push('TEST_DATABASE_URL is set but no Postgres integration test ran');
}
const took = ((Date.now() - t0) / 60_000).toFixed(1);
console.log(`\nAll suites finished in ${took} min.`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
if (problems.length) {
  console.error(problems.map((p) => `✗ ${p}`).join('\n'));
  process.exit(1);
}
process.exit(failed > 0 ? 1 : 0);
