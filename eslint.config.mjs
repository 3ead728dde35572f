import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The layers' boundaries, checked on every lint run (tests/unit/lint-boundaries.test.ts proves each
// one fails). Pages and components never reach the database (types included: value lists the UI
// needs live in lib/<domain>/values.ts; tests/unit/client-boundary.test.ts walks every import from
// a client component to the same end); components never import from app/; the domain never imports
// the legacy API adapters (they import it); lib/auth never imports lib/accounts (accounts builds
// on auth, not the other way round). Relative spellings are caught as well as the `@/` alias.
const forbid = {
  db: { regex: '^(@/|(\\.\\./)+)db(/.*)?$', message: 'app/ and components/ never import db/: read through a lib/<domain> function (value lists live in lib/<domain>/values.ts).' },
  app: { regex: '^(@/|(\\.\\./)+)app(/.*)?$', message: 'components/ never import from app/: shared code (server actions included) lives in lib/ or components/.' },
  api: { regex: '^(@/lib/|\\.\\./|\\./)api(/.*)?$', message: 'The domain never imports lib/api/: the legacy adapters call the domain, not the other way round.' },
  accounts: { regex: '^(@/lib/|\\.\\./)accounts(/.*)?$', message: 'lib/auth never imports lib/accounts: accounts builds on auth (move the shared piece to lib/auth or lib/http).' },
};
const restrict = (...rules) => ['error', { patterns: rules }];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    '.next-*/**',
    '.data/**',
    '.data-*/**',
    'node_modules/**',
    'db/migrations/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
  ]),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through lib/env.ts.' },
      ],
    },
  },
  {
    files: ['lib/env.ts', 'tests/**', 'playwright.config.ts', 'vitest.config.ts', 'next.config.ts', 'drizzle.config.ts', 'lib/cli/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
  // Later blocks replace the rule's options for the files they match, so each block lists every
  // boundary that applies to its files.
  { files: ['app/**'], rules: { 'no-restricted-imports': restrict(forbid.db) } },
  { files: ['components/**'], rules: { 'no-restricted-imports': restrict(forbid.db, forbid.app) } },
  { files: ['lib/**'], ignores: ['lib/api/**'], rules: { 'no-restricted-imports': restrict(forbid.api) } },
  { files: ['lib/auth/**'], rules: { 'no-restricted-imports': restrict(forbid.api, forbid.accounts) } },
  // Browser specs take `test` from the shared fixture, which fails a test on any CSP violation.
  {
    files: ['tests/e2e/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: "Import test and expect from '../helpers/e2e' (it fails a test on any CSP violation).", allowTypeImports: true }] },
      ],
    },
  },
]);
