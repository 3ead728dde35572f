import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * ARCHITECTURE.md is only useful while it is true: every file it names exists, and the names its
 * worked example walks through are still defined where it says they are.
 */
const note = readFileSync('ARCHITECTURE.md', 'utf8');

describe('ARCHITECTURE.md', () => {
  it('names only files that exist', () => {
    const paths = [...note.matchAll(/`((?:app|lib|components|tests|db)\/[^`\s<>*]+\.(?:ts|tsx|md))`/g)].map((m) => m[1]);
    expect(paths.length).toBeGreaterThan(15);
    expect(paths.filter((p) => !existsSync(p))).toEqual([]);
  });

  it('its worked example matches the code', () => {
    const defined: [symbol: string, file: string][] = [
      ['defineUseCase', 'lib/use-case.ts'],
      ['legacyHandlers', 'lib/api/legacy/handlers.ts'],
      ['legacyDoor', 'lib/api/legacy/handlers.ts'],
      ['formAction', 'lib/forms/action-door.ts'],
      ['action', 'lib/forms/action-door.ts'],
      ['isCrossSiteWrite', 'lib/http/origin.ts'],
      ['readBody', 'lib/http/body.ts'],
      ['universityFields', 'lib/api/legacy/catalogue.ts'],
      ['toLegacyUniversity', 'lib/api/legacy/catalogue.ts'],
      ['updateUniversity', 'lib/catalogue/university-admin.ts'],
      ['setUniversityStatus', 'lib/catalogue/university-admin.ts'],
      ['listUniversitiesForAdmin', 'lib/catalogue/university-admin-list.ts'],
      ['universityUpdateSchema', 'lib/catalogue/admin-schemas.ts'],
      ['expireCatalogue', 'lib/catalogue/cache.ts'],
      ['visibleTo', 'lib/auth/ownership.ts'],
      ['orNotFound', 'lib/auth/ownership.ts'],
      ['recordAudit', 'lib/audit.ts'],
      ['openApiDocument', 'lib/api/openapi.ts'],
      ['useActionForm', 'components/forms/use-action-form.ts'],
      ['describeEachDatabase', 'tests/helpers/db.ts'],
    ];
    for (const [symbol, file] of defined) {
      expect(readFileSync(file, 'utf8'), `${symbol} in ${file}`).toMatch(new RegExp(`export (async )?(function|const|type|interface) ${symbol}\\b`));
    }
    const route = readFileSync('app/api/admin/university/[id]/route.ts', 'utf8');
    for (const used of ['legacyHandlers', 'legacyDoor(updateUniversity', 'universityFields', 'toLegacyUniversity']) {
      expect(route).toContain(used);
    }
    expect(readFileSync('lib/catalogue/actions.ts', 'utf8')).toMatch(/updateUniversityAction = formAction\(updateUniversity/);
    const update = readFileSync('lib/catalogue/university-admin.ts', 'utf8');
    const body = update.slice(update.indexOf('export const updateUniversity = defineUseCase'));
    const order = ["access: 'catalogue:write'", 'record:', 'input:', 'transaction', 'storeImages', 'recordAudit', 'expireCatalogue'].map((s) => body.indexOf(s));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // the images go through the one upload door
    expect(update.slice(update.indexOf('async function storeImages'))).toMatch(/^[^]*?saveUpload\(/);
  });
});
