import fs from 'node:fs';
import { chromium } from 'playwright';

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own download; undefined when none. */
export function findChromium(): { executablePath?: string } | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
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
