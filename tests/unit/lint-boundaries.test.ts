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
