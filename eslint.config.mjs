import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
]);
