import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layers' boundaries are enforced by `npm run lint` (eslint.config.mjs): each forbidden import
 * below is an error in a file where it is forbidden, and the allowed ones next to it are not.
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function importErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports' && m.severity === 2).map((m) => m.message);
}

const forbidden: [string, string, string, RegExp][] = [
  ['app/ imports db/', 'app/[locale]/boundary-check/page.tsx', "import { getDb } from '@/db';\nexport const x = getDb;\n", /never import db/],
  ['app/ imports a db/ schema', 'app/api/boundary-check/route.ts', "import { users } from '@/db/schema/users';\nexport const x = users;\n", /never import db/],
  ['app/ imports db/ by a relative path', 'app/[locale]/boundary-check/page.tsx', "import { getDb } from '../../../db';\nexport const x = getDb;\n", /never import db/],
  ['components/ import db/ types', 'components/catalogue/boundary-check.tsx', "import type { DegreeType } from '@/db/schema/enums';\nexport type X = DegreeType;\n", /never import db/],
  ['components/ import app/', 'components/catalogue/boundary-check.tsx', "import { x } from '@/app/[locale]/contact/actions';\nexport const y = x;\n", /never import from app/],
  ['the domain imports lib/api', 'lib/catalogue/boundary-check.ts', "import { legacyHandlers } from '@/lib/api/legacy';\nexport const x = legacyHandlers;\n", /never imports lib\/api/],
  ['the domain imports lib/api relatively', 'lib/content/boundary-check.ts', "import { legacyHandlers } from '../api/legacy';\nexport const x = legacyHandlers;\n", /never imports lib\/api/],
  ['lib/auth imports lib/api', 'lib/auth/boundary-check.ts', "import { x } from '@/lib/api/json';\nexport const y = x;\n", /never imports lib\/api/],
  ['lib/auth imports lib/accounts', 'lib/auth/boundary-check.ts', "import { x } from '@/lib/accounts/login';\nexport const y = x;\n", /never imports lib\/accounts/],
  ['a browser spec takes test from Playwright, not the CSP-checking fixture', 'tests/e2e/boundary-check.spec.ts', "import { test } from '@playwright/test';\nexport const x = test;\n", /helpers\/e2e/],
  ['lib/auth imports lib/accounts relatively', 'lib/auth/boundary-check.ts', "import type { X } from '../accounts/dto';\nexport type Y = X;\n", /never imports lib\/accounts/],
];

const allowed: [string, string, string][] = [
  ['app/ imports the domain and lib/api', 'app/api/boundary-check/route.ts', "import { a } from '@/lib/catalogue/universities';\nimport { b } from '@/lib/api/legacy';\nexport const x = [a, b];\n"],
  ['components/ import the domain schemas and other components', 'components/catalogue/boundary-check.tsx', "import { a } from '@/lib/catalogue/schemas';\nimport { b } from '@/components/ui/button';\nexport const x = [a, b];\n"],
  ['components/ import the value lists', 'components/catalogue/boundary-check.tsx', "import { degreeTypeValues, type DegreeType } from '@/lib/catalogue/values';\nexport const x: DegreeType[] = [...degreeTypeValues];\n"],
  ['lib/api imports the domain and db/', 'lib/api/boundary-check.ts', "import { a } from '@/lib/catalogue/universities';\nimport { b } from '@/db';\nexport const x = [a, b];\n"],
  ['lib/accounts imports lib/auth', 'lib/accounts/boundary-check.ts', "import { a } from '@/lib/auth/permissions';\nexport const x = a;\n"],
  ['a browser spec imports Playwright types and the shared fixture', 'tests/e2e/boundary-check.spec.ts', "import type { Page } from '@playwright/test';\nimport { test } from '../helpers/e2e';\nexport const x: [typeof test, Page | null] = [test, null];\n"],
  ['the domain imports db/', 'lib/catalogue/boundary-check.ts', "import { getDb } from '@/db';\nexport const x = getDb;\n"],
  ['a module whose name merely starts like a forbidden one', 'components/catalogue/boundary-check.tsx', "import { a } from '@/lib/apis-of-others';\nimport { b } from '@/database-docs';\nexport const x = [a, b];\n"],
];

describe('lint: import boundaries', () => {
  it.each(forbidden)('%s is an error', async (_name, file, code, message) => {
    const found = await importErrors(file, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(message);
  });

  it.each(allowed)('%s is allowed', async (_name, file, code) => {
    expect(await importErrors(file, code)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Hand-written SQL in lib/catalogue: only the course finder and search (finder.ts, search.ts) write
// SQL by hand; every other catalogue file builds its queries with the query builder and the rules
// of lib/catalogue/rules.ts. Hand-written SQL is, precisely:
// - `sql.raw(` (text spliced into a query);
// - `queryRows(` / `queryRows<` (a raw statement run as it is);
// - a `sql` template whose own text (outside its `${…}` values, string literals removed and
//   function calls such as `count(`, `coalesce(`, `public.f_search_norm(` removed) has a word that is
//   not one of a few operator keywords: a table, a column, an alias, SELECT/FROM/JOIN (a subquery).
//   A template that only composes builder columns, values and functions (`coalesce(${a}, ${b})`,
//   `count(*)::int`, `${x} DESC NULLS LAST`) is not hand-written SQL.

const sqlKeywords = new Set(['and', 'or', 'not', 'is', 'null', 'asc', 'desc', 'nulls', 'last', 'first', 'at', 'time', 'zone', 'filter', 'where', 'int', 'text', 'date', 'true', 'false']);

/** The static text of each `sql` template in `source` (its `${…}` parts left out). */
function sqlTemplates(source: string): string[] {
  const out: string[] = [];
  const start = /\bsql(?:<[^`>]*(?:<[^`>]*>[^`>]*)*>)?`/g;
  for (let m = start.exec(source); m; m = start.exec(source)) {
    let i = m.index + m[0].length;
    let text = '';
    while (i < source.length && source[i] !== '`') {
      if (source[i] === '\\') {
        text += source.slice(i, i + 2);
        i += 2;
      } else if (source[i] === '$' && source[i + 1] === '{') {
        // Skip the value, nested braces and templates included.
        let depth = 1;
        i += 2;
        while (i < source.length && depth > 0) {
          if (source[i] === '{') depth++;
          else if (source[i] === '}') depth--;
          else if (source[i] === '`') {
            i++;
            while (i < source.length && source[i] !== '`') i += source[i] === '\\' ? 2 : 1;
          }
          i++;
        }
        text += ' ? ';
      } else text += source[i++];
    }
    out.push(text);
    start.lastIndex = i + 1;
  }
  return out;
}

/** What counts as hand-written SQL in a source file (empty: none). */
function handWrittenSql(source: string): string[] {
  const found: string[] = [];
  if (/\bsql\.raw\s*\(/.test(source)) found.push('sql.raw(');
  if (/\bqueryRows\s*[(<]/.test(source)) found.push('queryRows(');
  for (const text of sqlTemplates(source)) {
    const words = text
      .replace(/'(?:[^']|'')*'/g, ' ')
      .replace(/\b(?:[A-Za-z_]\w*\.)?[A-Za-z_]\w*\s*\(/g, ' ')
      .match(/[A-Za-z_]\w*/g);
    const raw = (words ?? []).filter((w) => !sqlKeywords.has(w.toLowerCase()));
    if (raw.length > 0) found.push(`sql\`${text.trim()}\` (${raw.join(', ')})`);
  }
  return found;
}

describe('lint: hand-written SQL in lib/catalogue only in finder.ts and search.ts', () => {
  it('tells hand-written SQL from templates that only compose builder values', () => {
    const hand = [
      "const x = sql.raw('c.status');",
      'const r = await queryRows<{ n: number }>(db, q);',
      'const q = sql`SELECT count(*) FROM courses c WHERE c.status`;',
      'const q = sql<number>`(SELECT count(*)::int FROM applications a WHERE a.course_id = ${c.id})`;',
      'const q = sql`${a} AND u.status`;',
      'const q = sql`EXISTS (SELECT 1 FROM universities u WHERE u.city_id = ${ci.id})`;',
      "const q = sql`nullif(trim(c.major), '') IS NOT NULL`;",
    ];
    const builder = [
      'const q = sql`coalesce(${c.otherFeeMinor}, ${u.otherFeeMinor})`;',
      "const q = sql<string>`to_char(${u.updatedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')`;",
      'const q = sql<number>`count(*) FILTER (WHERE ${applications.status} <> ${"draft"})`;',
      'const q = sql`${courses.tuitionMinor} DESC NULLS LAST`;',
      'const q = sql<number>`(${db.select({ n: sql`count(*)::int` }).from(cc)})`.mapWith(Number);',
      'const q = sql`public.f_search_norm(${ci.name}) = public.f_search_norm(${n})`;',
      "const q = sql`(${deadline} IS NULL OR ${deadline} >= (${now} AT TIME ZONE ${zone})::date)`;",
    ];
    for (const source of hand) expect(handWrittenSql(source), source).not.toEqual([]);
    for (const source of builder) expect(handWrittenSql(source), source).toEqual([]);
  });

  it('no catalogue file but finder.ts and search.ts writes SQL by hand', () => {
    const dir = path.join(root, 'lib/catalogue');
    const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !/^(finder|search)\.ts$/.test(f));
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((f) => handWrittenSql(fs.readFileSync(path.join(dir, f), 'utf8')).map((what) => `${f}: ${what}`));
    expect(found).toEqual([]);
  });
});

describe('no door or page spells a role', () => {
  /**
   * Role literals in app/: a string literal (JSX attribute values and literal types included;
   * comments are no part of the syntax tree) whose text is a role name, in any .ts/.tsx file under
   * app/. Paths such as '/admin/users' are not role names. Not counted, as they name no role: the
   * application wizard's step named 'student' (a literal compared with `step`, a form section) and
   * the login form's `area="admin"` (which login page: the back office's or the main one).
   * Pages and doors use the permission table (`can(user, 'area:admin')`, `dashboardFor(user.role)`)
   * and the use cases' declarations instead.
   */
  it('role literals in app/: 0', async () => {
    const ts = (await import('typescript')).default;
    const { readdirSync, readFileSync } = await import('node:fs');
    const { roles } = await import('@/lib/auth/actor');
    const roleNames = new Set<string>(roles);
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(p);
        else if (/\.tsx?$/.test(entry.name)) files.push(p);
      }
    };
    walk(path.join(root, 'app'));
    expect(files.length).toBeGreaterThan(100);
    const comparedWithStep = (node: import('typescript').Node) => {
      const parent = node.parent;
      if (!parent || !ts.isBinaryExpression(parent)) return false;
      const other = parent.left === node ? parent.right : parent.left;
      return /(^|\.)step$/.test(other.getText());
    };
    const namesLoginPage = (node: import('typescript').Node) => ts.isJsxAttribute(node.parent) && node.parent.name.getText() === 'area';
    const found: string[] = [];
    for (const file of files) {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
      const visit = (node: import('typescript').Node) => {
        if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && roleNames.has(node.text) && !comparedWithStep(node) && !namesLoginPage(node)) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
          found.push(`${path.relative(root, file)}:${line + 1} '${node.text}'`);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(found).toEqual([]);
  });
});
