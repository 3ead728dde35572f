import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from '../helpers/chromium';
import { TEST_PORT } from '../helpers/test-server';

/**
 * The pseudo-locale walk (`npm run test:pseudo`; lib/i18n/pseudo.ts): its own server, built and run
 * with PSEUDO_LOCALE=1 in its own build folder (.next-pseudo) on its own port, so English shows
 * bracketed and accented and a word outside brackets stands out. On Postgres (TEST_DATABASE_URL):
 * the walk reads the server's database to tell text typed by people from text written in code.
 */
const browser = findChromium({ headlessShell: true });
const baseURL = `http://localhost:${TEST_PORT}`;

export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/pseudo',
  timeout: 180_000,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: { baseURL, launchOptions: { executablePath: browser?.executablePath, args: chromiumArgs } },
  webServer: {
    command: 'node --import tsx --import ./lib/cli/register.mjs tests/helpers/serve.ts',
    cwd: '../..',
    url: baseURL,
    // Never an ordinary test server that happens to answer on the port: this one must be pseudo.
    reuseExistingServer: false,
    timeout: 15 * 60_000,
    stdout: 'pipe',
    // Its stop drops the throwaway database and the data folder (tests/helpers/serve.ts).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
