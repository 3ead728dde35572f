import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: root + '/' },
      // Tests are server code: the `server-only` guard resolves to nothing here.
      { find: /^server-only$/, replacement: path.join(root, 'tests/helpers/server-only-stub.ts') },
    ],
  },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two files at a time suits the 2-core machine (PGlite instances are memory-hungry WASM).
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
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
