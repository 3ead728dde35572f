import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from '@/lib/build/compile-hints.mjs';

/** A build folder with a manifest naming two framework chunks, and a page chunk it does not name. */
function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  fs.mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/react.js', 'static/chunks/router.js'] }));
  for (const name of ['react', 'router', 'page']) fs.writeFileSync(path.join(dir, 'static', 'chunks', `${name}.js`), `(globalThis.TURBOPACK||[]).push(["${name}"]);`);
  return dir;
}

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('compile hints on the framework chunks (lib/build/compile-hints.mjs)', () => {
  it('puts the hint on the first line of every rootMainFiles chunk, once, and leaves the rest of the file and other chunks alone', () => {
    const dir = fakeBuild();
    dirs.push(dir);
    const read = (name: string) => fs.readFileSync(path.join(dir, 'static', 'chunks', `${name}.js`), 'utf8');
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(addCompileHints(dir)).toEqual(['static/chunks/react.js', 'static/chunks/router.js']);
    expect(read('react')).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push(["react"]);`);
    expect(read('router')).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push(["router"]);`);
    expect(read('page')).toBe('(globalThis.TURBOPACK||[]).push(["page"]);');
    // A second run (the hook again on the same output) changes nothing.
    expect(addCompileHints(dir)).toEqual([]);
    expect(read('react').split(COMPILE_HINT)).toHaveLength(2);
  });

  it('fails loudly when the folder is not a build', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    dirs.push(dir);
    expect(() => addCompileHints(dir)).toThrow(/build-manifest\.json not found/);
  });
});
