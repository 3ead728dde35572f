// Every door of the build is built from a use case's declaration (lib/use-case.ts): each server
// action the build registered, and each method of each route handler under app/. The doors are
// taken from the build's own manifests (what the running app really answers), then their modules
// are imported and each exported door asked which use case it was built from.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { legacyMethodUseCases } from '@/lib/api/legacy/handlers';
import { declaredUseCases, doorUseCases } from '@/lib/use-case';
import { TEST_DIST_DIR } from '../helpers/test-server';

const root = path.resolve(import.meta.dirname, '../..');
const manifest = (name: string) => JSON.parse(fs.readFileSync(path.join(root, TEST_DIST_DIR, 'server', name), 'utf8'));

/** Routes that are no use case, and why. */
const notUseCases: Record<string, string> = {
  'app/api/[[...path]]/route.ts': 'the 404 answer for an API path nothing answers',
  'app/api/auth/[...nextauth]/route.ts': "next-auth's own handler (sign-in goes through the login use case in its authorize)",
  'app/icons.svg/route.ts': 'the icon sprite, a static file built from the icon table',
  'app/sitemap.xml/route.ts': 'the sitemap index, public and cached',
  'app/sitemap/[file]/route.ts': 'a sitemap file, public and cached',
  'app/language/[locale]/route.ts': "the language switcher's link: a cookie and a redirect, no data",
  'app/image/university/[file]/route.ts': "a university's public image by its stored name",
  'app/api/openapi.json/route.ts': 'the API reference document, generated from the declarations',
  'app/api/docs/route.ts': 'the API reference page',
  'app/api/docs/[file]/route.ts': "the API reference page's script and style",
};

const httpMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

function routeFiles(): string[] {
  const paths: Record<string, string> = manifest('app-paths-manifest.json');
  return Object.keys(paths)
    .filter((key) => key.endsWith('/route'))
    .map((key) => `app${key}.ts`)
    .filter((file) => fs.existsSync(path.join(root, file)))
    .sort();
}

function actionExports(): { file: string; name: string }[] {
  const refs: { node: Record<string, { filename: string; exportedName: string }> } = manifest('server-reference-manifest.json');
  const seen = new Map<string, { file: string; name: string }>();
  for (const ref of Object.values(refs.node)) seen.set(`${ref.filename}#${ref.exportedName}`, { file: ref.filename, name: ref.exportedName });
  return [...seen.values()].sort((a, b) => `${a.file}#${a.name}`.localeCompare(`${b.file}#${b.name}`));
}

describe('every door is built from a declared use case', () => {
  it('every server action of the build', async () => {
    const actions = actionExports();
    expect(actions.length).toBeGreaterThan(40);
    const bare: string[] = [];
    for (const { file, name } of actions) {
      const mod = await import(path.join(root, file));
      if (doorUseCases(mod[name]).length !== 1) bare.push(`${file}#${name}`);
    }
    expect(bare).toEqual([]);
  });

  it('every method of every route handler of the build', async () => {
    const files = routeFiles();
    expect(files.length).toBeGreaterThan(60);
    const bare: string[] = [];
    for (const file of files) {
      if (notUseCases[file]) continue;
      const mod = await import(path.join(root, file));
      for (const method of httpMethods) {
        const handler = mod[method];
        if (typeof handler !== 'function') continue;
        const perMethod = legacyMethodUseCases(handler);
        if (perMethod) {
          // One legacy route serves every method it defines through one dispatcher.
          for (const [m, names] of Object.entries(perMethod)) if (names.length !== 1) bare.push(`${file} ${m}`);
          break;
        }
        if (doorUseCases(handler).length !== 1) bare.push(`${file} ${method}`);
      }
    }
    expect(bare).toEqual([]);
  });

  it('use case names are unique and each declares who may call it', () => {
    const all = declaredUseCases();
    expect(all.length).toBeGreaterThan(0);
    for (const uc of all) {
      expect(uc.spec.name).toMatch(/^[a-z]+\.[a-zA-Z]+$/);
      expect(uc.spec.access).toBeTruthy();
      expect(uc.spec.summary.length).toBeGreaterThan(5);
    }
  });
});
