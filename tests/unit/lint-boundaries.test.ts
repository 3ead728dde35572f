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
  ['app/ imports db/', 'app/(public)/boundary-check/page.tsx', "import { getDb } from '@/db';\nexport const x = getDb;\n", /never import db/],
  ['app/ imports a db/ schema', 'app/api/boundary-check/route.ts', "import { users } from '@/db/schema/users';\nexport const x = users;\n", /never import db/],
  ['app/ imports db/ by a relative path', 'app/(public)/boundary-check/page.tsx', "import { getDb } from '../../../db';\nexport const x = getDb;\n", /never import db/],
  ['components/ import db/ types', 'components/catalogue/boundary-check.tsx', "import type { DegreeType } from '@/db/schema/enums';\nexport type X = DegreeType;\n", /never import db/],
  ['components/ import app/', 'components/catalogue/boundary-check.tsx', "import { x } from '@/app/(public)/contact/actions';\nexport const y = x;\n", /never import from app/],
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
