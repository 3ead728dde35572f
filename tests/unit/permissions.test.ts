import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accessTable } from '@/lib/auth/access';
import { roles } from '@/lib/auth/actor';
import { PgDialect } from 'drizzle-orm/pg-core';
import { applications } from '@/db/schema';
import { orNotFound, visibleTo } from '@/lib/auth/ownership';
import { assertCan, can, permissions, rolesWith } from '@/lib/auth/permissions';
import { AppError } from '@/lib/errors';

const admin = { id: 1, role: 'admin' } as const;
const student = { id: 2, role: 'student' } as const;
const employer = { id: 3, role: 'employer' } as const;

function codeOf(fn: () => void): string | null {
  try {
    fn();
    return null;
  } catch (err) {
    return err instanceof AppError ? err.code : 'not-an-app-error';
  }
}

describe('the permission table', () => {
  it('names only known roles, and every role holds at least one permission', () => {
    for (const list of Object.values(permissions)) for (const role of list) expect(roles).toContain(role);
    for (const role of roles) expect(Object.values(permissions).some((list) => (list as readonly string[]).includes(role))).toBe(true);
  });

  it('can / assertCan: visitors are unauthenticated, other roles forbidden', () => {
    expect(can(admin, 'catalogue:write')).toBe(true);
    expect(can(student, 'catalogue:write')).toBe(false);
    expect(can(null, 'applications:apply')).toBe(false);
    expect(can(student, 'applications:apply')).toBe(true);
    expect(codeOf(() => assertCan(null, 'catalogue:write'))).toBe('unauthenticated');
    expect(codeOf(() => assertCan(student, 'catalogue:write'))).toBe('forbidden');
    expect(codeOf(() => assertCan(admin, 'catalogue:write'))).toBeNull();
  });

  it('ownership: only the actor’s own rows match, unless the actor holds the override permission', () => {
    const dialect = new PgDialect();
    const where = (actor: Parameters<typeof visibleTo>[0], override?: Parameters<typeof visibleTo>[2]) => {
      const condition = visibleTo(actor, applications.userId, override);
      if (!condition) return null;
      const { sql, params } = dialect.sqlToQuery(condition);
      return { sql, params };
    };
    expect(where(student)).toEqual({ sql: '"applications"."user_id" = $1', params: [student.id] });
    expect(where(admin)).toEqual({ sql: '"applications"."user_id" = $1', params: [admin.id] });
    expect(where(admin, 'applications:review')).toBeNull();
    expect(where(employer)).toEqual({ sql: '"applications"."user_id" = $1', params: [employer.id] });
    expect(where(student, 'applications:review')).toEqual({ sql: '"applications"."user_id" = $1', params: [student.id] });
    // A visitor owns nothing.
    expect(where(null)).toEqual({ sql: '"applications"."user_id" = $1', params: [-1] });
    expect(codeOf(() => orNotFound(undefined, 'Application'))).toBe('not_found');
    expect(orNotFound({ id: 1 }, 'Application')).toEqual({ id: 1 });
  });

  it('the route access table takes its roles from the permission table', () => {
    expect(accessTable['/admin/**']).toEqual(rolesWith('area:admin'));
    expect(accessTable['/student/**']).toEqual(rolesWith('area:student'));
    expect(accessTable['/employer/**']).toEqual(rolesWith('area:employer'));
    expect(accessTable['/candidate/**']).toEqual(rolesWith('area:candidate'));
  });
});

/** Source files under the given folders (TypeScript only). */
function sources(...dirs: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = path.join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.tsx?$/.test(name)) out.push(p);
    }
  };
  for (const d of dirs) walk(d);
  return out;
}

describe('the shape holds (what grep would find)', () => {
  const files = sources('lib', 'app', 'components').concat(['proxy.ts', 'instrumentation.ts']);
  const text = (f: string) => readFileSync(f, 'utf8');

  /** A role compared with a literal, either way round: what the permission table replaces. */
  const roleCheck = /\brole\s*[!=]==?\s*['"](admin|student|employer|candidate)['"]|['"](admin|student|employer|candidate)['"]\s*[!=]==?\s*\w*\.?role\b/;

  it('reads the sources (so the checks below look at something)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toEqual(expect.arrayContaining(['lib/auth/permissions.ts', 'proxy.ts']));
    expect(files.some((f) => /^lib\/[^/]+\/actions\.ts$/.test(f))).toBe(true);
  });

  it('no role check outside lib/auth/permissions.ts and lib/auth/redirects.ts', () => {
    const offenders = files.filter((f) => !/lib\/auth\/(permissions|redirects)\.ts$/.test(f) && roleCheck.test(text(f)));
    expect(offenders).toEqual([]);
  });

  it('no server action outside lib/<domain>/actions.ts', () => {
    const offenders = files.filter((f) => /^\s*['"]use server['"]/m.test(text(f)) && !/^lib\/[^/]+\/actions\.ts$/.test(f));
    expect(offenders).toEqual([]);
  });

  it('no import of lib/api under lib/<domain>', () => {
    const offenders = files.filter((f) => f.startsWith('lib/') && !f.startsWith('lib/api/') && /from ['"]@\/lib\/api\b/.test(text(f)));
    expect(offenders).toEqual([]);
  });

  it('the detector the test above uses finds a role check either way round (so that test can fail)', () => {
    for (const check of ["if (user?.role === 'admin') return;", 'if (actor.role !== "student") throw x;', "if ('employer' === actor.role) ok();", "'candidate' != u.role"]) {
      expect(roleCheck.test(check), check).toBe(true);
    }
    for (const other of ["const role = 'admin';", "roles.includes('admin')", "if (can(actor, 'jobs:post'))"]) expect(roleCheck.test(other), other).toBe(false);
  });
});
