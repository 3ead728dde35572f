// @ts-check
// Light pages (issue 14): V8's explicit compile hint on the framework's scripts.
//
// Every page loads the same framework chunks (React DOM, Next's router, Turbopack's runtime: the
// build manifest's `rootMainFiles`). Turbopack wraps each module in a function that V8 compiles
// lazily, on the main thread, when the module is first run — at boot, all of them in one task, so
// about half of the page's one long task was compiling (Lighthouse's Total Blocking Time on a
// phone). The magic comment `//# allFunctionsCalledOnLoad` on a script's first line tells V8
// (Chrome 136 and later) to compile all its functions eagerly, while the script is streamed, off
// the main thread; other browsers read a comment. next.config.ts runs this after the production
// compile (`compiler.runAfterProductionCompile`), so every build (`npm run build`, the test
// builds, the bench) has it. Only a comment is added: the files' meaning, names and caching stay.

import fs from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Adds the compile hint to the first line of every framework chunk of the build in `distDir`
 * (once: a file that has it is left alone). Returns the files changed, relative to `distDir`.
 * @param {string} distDir
 * @returns {string[]}
 */
export function addCompileHints(distDir) {
  const manifest = path.join(distDir, 'build-manifest.json');
  if (!fs.existsSync(manifest)) throw new Error(`compile hints: ${manifest} not found`);
  /** @type {{ rootMainFiles?: string[] }} */
  const { rootMainFiles = [] } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  const changed = [];
  for (const file of rootMainFiles) {
    if (!file.endsWith('.js')) continue;
    const full = path.join(distDir, file);
    const code = fs.readFileSync(full, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(full, COMPILE_HINT + code);
    changed.push(file);
  }
  return changed;
}
