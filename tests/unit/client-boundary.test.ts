import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Nothing a client component can reach imports the database layer: starting from every file whose
 * first statement is 'use client', the walk follows every import (types included, `@/` and relative
 * paths, `.ts` / `.tsx` / `index`) and fails when it reaches `db/`, `drizzle-orm`, `pg` or a module
 * that imports 'server-only'. A 'use server' module is where the walk stops: the client receives
 * references to its actions, never its code. Value lists the UI needs live in `lib/<domain>/values.ts`,
 * and the types a component takes from a domain in a client-safe module of its own (e.g.
 * `lib/applications/types.ts`), so no edge is exempt, not even `import type`.
 */
const root = path.resolve(import.meta.dirname, '../..');
const sourceDirs = ['app', 'components', 'lib'];
const forbiddenPackages = ['drizzle-orm', 'pg', 'server-only'];

function walkFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walkFiles(rel));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

const sources = new Map<string, string>();
function source(file: string): string {
  let text = sources.get(file);
  if (text === undefined) {
    text = fs.readFileSync(path.join(root, file), 'utf8');
    sources.set(file, text);
  }
  return text;
}

/** The file's directive prologue holds `directive` (comments before it allowed). */
function hasDirective(file: string, directive: 'use client' | 'use server'): boolean {
  const { statements } = ts.createSourceFile(file, source(file), ts.ScriptTarget.Latest, false);
  for (const statement of statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) return false;
    if (statement.expression.text === directive) return true;
  }
  return false;
}

function specifiers(file: string): string[] {
  return ts.preProcessFile(source(file), true, true).importedFiles.map((f) => f.fileName);
}


const candidates = (base: string) => [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];

/** A project file for a `@/` or relative specifier; a package name for a bare one. */
function resolve(from: string, spec: string): { file: string } | { pkg: string } | null {
  let base: string;
  if (spec.startsWith('@/')) base = spec.slice(2);
  else if (spec.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  else {
    const parts = spec.split('/');
    return { pkg: spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0] };
  }
  for (const candidate of candidates(base)) {
    const full = path.join(root, candidate);
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return { file: candidate };
  }
  return null;
}

/**
 * Each import of a forbidden module by a module a client file reaches (`importer -> forbidden`),
 * once, with the shortest chain from a client file that reaches it.
 */
function violations(entries: string[]): string[] {
  const edges = new Map<string, string[]>();
  const report = (chain: string[], target: string) => {
    const edge = `${chain[chain.length - 1]} -> ${target}`;
    const known = edges.get(edge);
    if (known === undefined || chain.length < known.length) edges.set(edge, chain);
  };
  for (const entry of entries) {
    const seen = new Set<string>([entry]);
    const queue: string[][] = [[entry]];
    while (queue.length > 0) {
      const chain = queue.shift()!;
      const file = chain[chain.length - 1];
      for (const spec of specifiers(file)) {
        const target = resolve(file, spec);
        if (target === null) continue;
        if ('pkg' in target) {
          if (forbiddenPackages.includes(target.pkg)) report(chain, target.pkg);
          continue;
        }
        if (target.file.startsWith('db/')) {
          report(chain, target.file);
          continue;
        }
        if (seen.has(target.file) || hasDirective(target.file, 'use server')) continue;
        seen.add(target.file);
        queue.push([...chain, target.file]);
      }
    }
  }
  return [...edges].map(([edge, chain]) => `${edge}  (reached: ${chain.join(' -> ')})`).sort();
}

const clientFiles = sourceDirs.flatMap(walkFiles).filter((file) => hasDirective(file, 'use client'));

describe('client boundary', () => {
  it('finds the client components it walks from', () => {
    expect(clientFiles.length).toBeGreaterThan(50);
    expect(clientFiles).toContain('components/forms/use-action-form.ts');
  });

  it('no module a client component can reach imports db/, drizzle-orm, pg or server-only', () => {
    expect(violations(clientFiles)).toEqual([]);
  });

  it('each lib/<domain>/values.ts imports nothing (db/schema builds its enums from them)', () => {
    const valueModules = walkFiles('lib').filter((file) => file.endsWith('/values.ts'));
    expect(valueModules.length).toBeGreaterThanOrEqual(6);
    for (const file of valueModules) expect({ file, imports: specifiers(file) }).toEqual({ file, imports: [] });
  });

  it('the walk follows a type import, an export-from and an index file, and stops at a use-server module', () => {
    const dir = 'tests/unit/client-boundary-fixture';
    expect(violations([`${dir}/entry.tsx`])).toEqual([
      `${dir}/deep/index.ts -> db/schema/index.ts  (reached: ${dir}/entry.tsx -> ${dir}/types.ts -> ${dir}/deep/index.ts)`,
    ]);
  });

});
