import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

/**
 * The unit and integration files that replace or reload modules (vi.mock, vi.doMock,
 * vi.resetModules): they run isolated, each in its own module registry. Every other file shares
 * its worker's modules with the files before it (no isolation), which nearly halves the suite:
 * importing the app once per file was 40 % of its time. Such a file must leave no state behind
 * that another file could see (it sets its own database).
 */
function mocking(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true })
    .map((f) => `${dir}/${String(f)}`)
    .filter((f) => f.endsWith('.test.ts') && /\bvi\.((do)?[mM]ock|resetModules)\(/.test(fs.readFileSync(path.join(root, f), 'utf8')));
}

/** Two projects for a folder: `name` (shared modules) and `name-isolated` (the files that replace or reload modules). */
function sharedAndIsolated(name: string, dir: string) {
  const isolated = mocking(dir);
  return [
    { extends: true as const, test: { name, include: [`${dir}/**/*.test.ts`], exclude: isolated, isolate: false } },
    { extends: true as const, test: { name: `${name}-isolated`, include: isolated.length ? isolated : ['no such file'] } },
  ];
}

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: root + '/' },
      // Tests are server code: the `server-only` guard resolves to nothing here.
      { find: /^server-only$/, replacement: path.join(root, 'tests/helpers/server-only-stub.ts') },
      // Next's compiler provides `next/root-params` (the page's `[locale]`); outside a page there is none.
      { find: /^next\/root-params$/, replacement: path.join(root, 'tests/helpers/root-params-stub.ts') },
    ],
  },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two files at a time suits the 2-core machine (PGlite instances are memory-hungry WASM).
    maxWorkers: 2,
    projects: [
      ...sharedAndIsolated('unit', 'tests/unit'),
      ...sharedAndIsolated('integration', 'tests/integration'),
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // No file replaces a module: the files share their worker's modules, as unit ones do.
          isolate: false,
          // The server first; the answer check (after every file) is torn down before it stops.
          globalSetup: ['tests/helpers/server-global-setup.ts', 'tests/helpers/api-answers-global-setup.ts'],
          // Every answer of the API the tests receive is recorded and checked against /api/openapi.json.
          setupFiles: ['tests/helpers/record-api-answers.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'launcher', include: ['tests/launcher/**/*.test.ts'], testTimeout: 300_000, hookTimeout: 300_000 },
      },
    ],
  },
});
