import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './tests/helpers/chromium';
import { readServerState, TEST_PORT } from './tests/helpers/test-server';

const browser = findChromium();
const running = readServerState();
const baseURL = running?.baseUrl ?? `http://localhost:${TEST_PORT}`;

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A focused test left in by mistake must not turn CI green on one test.
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: browser?.executablePath, args: chromiumArgs },
  },
  // npm test starts the server first; run alone, Playwright starts the same test server itself.
  webServer: running
    ? undefined
    : {
        command: 'node --import tsx --import ./lib/cli/register.mjs tests/helpers/serve.ts',
        url: baseURL,
        reuseExistingServer: true,
        timeout: 15 * 60_000,
        stdout: 'pipe',
      },
});
