import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './tests/helpers/chromium';
import { TEST_PORT } from './tests/helpers/test-server';

const browser = findChromium({ headlessShell: true });
const baseURL = `http://localhost:${TEST_PORT}`;

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
    // A failed test keeps its trace: the DOM at every step, without the screencast (recording it
    // for every test cost a quarter of the suite's time on the 2-core machine).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: browser?.executablePath, args: chromiumArgs },
  },
  // npm test starts the server first and Playwright finds it answering; run alone, Playwright
  // starts the same test server itself. Whether one answers is asked of the port, never of a state
  // file, which a killed run can leave behind.
  webServer: {
    command: 'node --import tsx --import ./lib/cli/register.mjs tests/helpers/serve.ts',
    url: baseURL,
    reuseExistingServer: true,
    timeout: 15 * 60_000,
    stdout: 'pipe',
    // Its stop drops the throwaway database and the data folder (tests/helpers/serve.ts).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
