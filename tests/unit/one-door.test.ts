// The "one door" shape, counted in the source: a call authorises once and parses once (in the
// declaration, lib/use-case.ts), doors check no role or permission themselves, and lib/ files hold
// one group of use cases each (at most three over 450 lines, each named in ARCHITECTURE.md).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function files(dir: string, test: (file: string) => boolean): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(path.join(root, d), { withFileTypes: true })) {
      const rel = path.posix.join(d, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (test(rel)) out.push(rel);
    }
  };
  walk(dir);
  return out.sort();
}

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
/** The code without its comments (a comment may name what the code must not do). */
const code = (file: string) => read(file).replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
const ts = (f: string) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts');

/** The text of each `defineUseCase({ … })` in a file's code, to its matching parenthesis. */
function declarations(src: string): string[] {
  const out: string[] = [];
  for (let at = src.indexOf('defineUseCase({'); at !== -1; at = src.indexOf('defineUseCase({', at + 1)) {
    let depth = 0;
    let end = at + 'defineUseCase'.length;
    for (; end < src.length; end++) {
      if (src[end] === '(') depth++;
      else if (src[end] === ')' && --depth === 0) break;
    }
    out.push(src.slice(at, end + 1));
  }
  return out;
}

/** Which files hold `pattern`, among `among`. */
const holding = (among: string[], pattern: RegExp) => among.filter((f) => pattern.test(code(f)));

describe('one door: the source keeps the shape', () => {
  const lib = files('lib', ts);
  const app = files('app', ts);
  const actions = lib.filter((f) => /\/actions\.ts$/.test(f));
  const legacy = lib.filter((f) => f.startsWith('lib/api/'));
  const doors = [...app, ...actions, ...legacy];

  it('found the source', () => {
    expect(lib.length).toBeGreaterThan(100);
    expect(app.length).toBeGreaterThan(100);
    expect(actions.length).toBeGreaterThan(5);
  });

  it('a declared use case authorises and parses only in its declaration, never again in its run', () => {
    const declared = lib.filter((f) => code(f).includes('defineUseCase({'));
    expect(declared.length).toBeGreaterThan(40);
    const again = declared.flatMap((f) =>
      declarations(code(f))
        .filter((d) => /\b(assertCan|authorise|parseInput|assertOwns|requireActionActor)\(|[^N]\.(parse|safeParse|parseAsync|safeParseAsync)\(/.test(d.replace(/(JSON|Date)\.parse\(/g, '')))
        .map((d) => `${f}: ${/name: '([^']+)'/.exec(d)?.[1] ?? d.slice(0, 60)}`),
    );
    expect(again).toEqual([]);
  });

  it('one ownership rule: records are loaded through lib/auth/ownership.ts, never compared by hand with assertOwns', () => {
    expect(holding(lib, /\b(assertOwns|owns)\(/)).toEqual([]);
    expect(holding(lib, /\bvisibleTo\(/).length).toBeGreaterThan(5);
  });

  it('no door checks a role or a permission or parses the input itself', () => {
    expect(holding(doors, /\b(requireActor|requireActionActor|assertAllowed|assertCan|runAction|runFormAction)\(/)).toEqual([]);
    expect(holding(doors, /\bctx\.parse\(/)).toEqual([]);
  });

  it('lib/ files over 450 lines: at most three, each named in the architecture note', () => {
    const long = lib.filter((f) => read(f).split('\n').length > 450);
    expect(long.length).toBeLessThanOrEqual(3);
    const note = read('ARCHITECTURE.md');
    for (const f of long) expect(note, f).toContain(f);
  });
});
