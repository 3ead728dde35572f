import fs from 'node:fs';
import { chromium } from 'playwright';

/**
 * CHROMIUM_PATH, else Debian's Chromium, else Playwright's own download; undefined when none.
 *
 * `headlessShell` (the browser tests): Debian's chromium-headless-shell first, the same Chromium
 * built as the headless shell that Playwright itself runs headless tests in. The full browser in
 * headless mode starts its UI's processes too: on the 2-core machine the browser suite took twice
 * as long with it (105 s against 53 s for the same 16 tests). Lighthouse keeps the full browser.
 */
export function findChromium(opts: { headlessShell?: boolean } = {}): { executablePath?: string } | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    ...(opts.headlessShell ? ['/usr/bin/chromium-headless-shell'] : []),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean) as string[];
  for (const p of candidates) if (fs.existsSync(p)) return { executablePath: p };
  try {
    if (fs.existsSync(chromium.executablePath())) return {};
  } catch {
    // no bundled browser
  }
  return undefined;
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
