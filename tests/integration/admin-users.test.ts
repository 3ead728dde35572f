import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applications, auditLogs, sessions, users } from '@/db/schema';
import { createAdmin, deleteUserAsAdmin, disableUser, enableUser, endUserSessions, listUsers } from '@/lib/accounts/users';
import type { Actor } from '@/lib/auth/actor';
import { startSession } from '@/lib/auth/session-store';
import { findSessionUser } from '@/lib/auth/session-user';
import { AppError } from '@/lib/errors';
import { setStorage } from '@/lib/storage';
import { createLocalDriver } from '@/lib/storage/local-driver';
import { describeEachDatabase } from '../helpers/db';
import { makeCourse, makeFile, makeUser, userExists } from './account-fixtures';

let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-admin-users-'));
  setStorage(createLocalDriver(dataDir));
});
afterAll(() => {
  setStorage(undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function expectAppError(p: Promise<unknown>, code: AppError['code']): Promise<void> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe(code);
}

describeEachDatabase('admin users', ({ db }) => {
  let admin: { id: number; role: 'admin' };
  let tag: string;

  beforeAll(async () => {
    const a = await makeUser(db(), { role: 'admin' });
    admin = { id: a.id, role: 'admin' };
    tag = `batch${Date.now().toString(36)}`;
    // 7 students, 2 candidates, 1 disabled employer, 1 unverified student, all findable by `tag`.
    for (let i = 0; i < 7; i++) await makeUser(db(), { role: 'student', email: `${tag}-s${i}@example.test` });
    for (let i = 0; i < 2; i++) await makeUser(db(), { role: 'candidate', email: `${tag}-c${i}@example.test`, name: `Candidate ${tag} ${i}` });
    await makeUser(db(), { role: 'employer', email: `${tag}-e@example.test`, disabled: true });
    await makeUser(db(), { role: 'student', email: `${tag}-u@example.test`, verified: false });
  });

  const auditRows = (entityId: number, action: string) =>
    db()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'user'), eq(auditLogs.entityId, String(entityId)), eq(auditLogs.action, action)));

  it('lists, searches by e-mail or name, filters by role and status, and pages', async () => {
    const all = await listUsers(admin, { q: tag });
    expect(all.total).toBe(11);
    expect(all.items.every((u) => !('passwordHash' in u))).toBe(true);

    const students = await listUsers(admin, { q: tag, role: 'student' });
    expect(students.total).toBe(8);
    // The shared page size: 10 to 60 (a smaller one is taken as 10).
    const first = await listUsers(admin, { q: tag, perPage: 5 });
    expect(first.perPage).toBe(10);
    expect(first.pageCount).toBe(2);
    expect(first.items).toHaveLength(10);
    const page2 = await listUsers(admin, { q: tag, perPage: 10, page: 2 });
    expect(page2.page).toBe(2);
    expect(page2.items).toHaveLength(1);
    expect(new Set([...first.items, ...page2.items].map((u) => u.id)).size).toBe(11);
    // A page past the end shows the last page.
    expect((await listUsers(admin, { q: tag, perPage: 10, page: 99 })).page).toBe(2);

    const byName = await listUsers(admin, { q: `candidate ${tag}`.toUpperCase() });
    expect(byName.items.map((u) => u.role)).toEqual(['candidate', 'candidate']);
    expect((await listUsers(admin, { q: tag, status: 'disabled' })).items.map((u) => u.role)).toEqual(['employer']);
    expect((await listUsers(admin, { q: tag, status: 'unverified' })).items.map((u) => u.email)).toEqual([`${tag}-u@example.test`]);
    expect((await listUsers(admin, { q: tag, status: 'active' })).total).toBe(9);
    // One or two letters find what starts with them (a word of the name, the address), never the
    // letters inside a word (which trigrams cannot serve, and which match most accounts).
    const short = await listUsers(admin, { q: 'Ca', perPage: 60 });
    expect(short.items.map((u) => u.email)).toEqual(expect.arrayContaining([`${tag}-c0@example.test`, `${tag}-c1@example.test`]));
    expect(short.items.every((u) => u.email.startsWith('ca') || u.name.toLowerCase().split(/[^\p{L}\p{N}]+/u).some((w) => w.startsWith('ca')))).toBe(true);
    expect((await listUsers(admin, { q: tag.slice(1, 3) })).items.every((u) => !u.email.startsWith(tag))).toBe(true);
    // LIKE wildcards in the search are plain characters.
    expect((await listUsers(admin, { q: '%' })).total).toBe(0);
    // Unknown filter values are ignored, never an error.
    expect((await listUsers(admin, { q: tag, role: 'wizard' as never, page: 'x' as never })).total).toBe(11);
  });

  it('disables (ending sessions), enables, and ends sessions, with an audit row each', async () => {
    const u = await makeUser(db(), { role: 'candidate' });
    const [before] = await db().select().from(users).where(eq(users.id, u.id));
    const claims = await startSession({ id: u.id, role: u.role, sessionVersion: before.sessionVersion });
    expect(await findSessionUser(claims)).not.toBeNull();

    const disabled = await disableUser(admin, { userId: u.id });
    expect(disabled.status).toBe('disabled');
    const [afterDisable] = await db().select().from(users).where(eq(users.id, u.id));
    expect(afterDisable.disabledAt).toBeInstanceOf(Date);
    expect(afterDisable.sessionVersion).toBe(before.sessionVersion + 1);
    expect(await findSessionUser(claims)).toBeNull();
    expect(await auditRows(u.id, 'status_change')).toHaveLength(1);

    const enabled = await enableUser(admin, { userId: u.id });
    expect(enabled.status).toBe('active');
    const [afterEnable] = await db().select().from(users).where(eq(users.id, u.id));
    expect(afterEnable.disabledAt).toBeNull();
    // The old session stays ended (its row is gone, not only its version); a new sign-in works.
    expect(await findSessionUser(claims)).toBeNull();
    expect(await findSessionUser({ ...claims, sv: afterEnable.sessionVersion })).toBeNull();
    const fresh = await startSession({ id: u.id, role: u.role, sessionVersion: afterEnable.sessionVersion });
    expect(await findSessionUser(fresh)).not.toBeNull();
    expect(await auditRows(u.id, 'status_change')).toHaveLength(2);

    await endUserSessions(admin, { userId: u.id });
    expect(await findSessionUser(fresh)).toBeNull();
    const [afterEnd] = await db().select().from(users).where(eq(users.id, u.id));
    expect(afterEnd.sessionVersion).toBe(afterEnable.sessionVersion + 1);
    expect(await db().select().from(sessions).where(eq(sessions.userId, u.id))).toEqual([]);
    expect(await auditRows(u.id, 'end_sessions')).toHaveLength(1);

    await expectAppError(disableUser(admin, { userId: 2_000_000 }), 'not_found');
  });

  it('deletes an account the way Delete Profile does, with an audit row', async () => {
    const student = await makeUser(db(), { role: 'student' });
    const file = await makeFile(db(), student.id, 'student_identity');
    const { universityId, courseId, programId } = await makeCourse(db());
    const [decided] = await db()
      .insert(applications)
      .values({ userId: student.id, universityId, courseId, programId, status: 'rejected', decidedAt: new Date() })
      .returning();
    const result = await deleteUserAsAdmin(admin, { userId: student.id });
    expect(result).toMatchObject({ id: student.id, applicationsAnonymised: 1, filesDeleted: 1 });
    expect(await userExists(db(), student.id)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'uploads/private', file.storageKey))).toBe(false);
    const [kept] = await db().select().from(applications).where(eq(applications.id, decided.id));
    expect(kept.userId).toBeNull();
    expect(kept.anonymisedAt).not.toBeNull();
    const audit = await auditRows(student.id, 'delete');
    expect(audit).toHaveLength(1);
    expect(audit[0].actorId).toBe(admin.id);
  });

  it('keeps the university logos an admin uploaded when that admin is deleted', async () => {
    const other = await makeUser(db(), { role: 'admin' });
    const logo = await makeFile(db(), other.id, 'university_logo', true);
    await deleteUserAsAdmin(admin, { userId: other.id });
    expect(await userExists(db(), other.id)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'uploads/public/university', logo.storageKey))).toBe(true);
  });

  it('never lets an admin disable, delete or sign out their own account here', async () => {
    await expectAppError(disableUser(admin, { userId: admin.id }), 'forbidden');
    await expectAppError(deleteUserAsAdmin(admin, { userId: admin.id }), 'forbidden');
    await expectAppError(endUserSessions(admin, { userId: admin.id }), 'forbidden');
    expect(await userExists(db(), admin.id)).toBe(true);
  });

  it('creates an admin (verified, audited)', async () => {
    const email = `new-admin-${tag}@example.test`;
    const created = await createAdmin(admin, { name: 'New Admin', email, password: 'Another-long-pass-7', password_confirmation: 'Another-long-pass-7' });
    expect(created).toMatchObject({ email, role: 'admin', emailVerified: true });
    expect(await auditRows(created.id, 'create')).toHaveLength(1);
    expect((await listUsers(admin, { q: email })).items.map((u) => u.role)).toEqual(['admin']);
  });

  it('refuses every admin function to visitors and other roles', async () => {
    const target = await makeUser(db(), { role: 'student' });
    const others: Actor[] = [null];
    for (const role of ['student', 'employer', 'candidate'] as const) {
      const u = await makeUser(db(), { role });
      others.push({ id: u.id, role });
    }
    for (const actor of others) {
      const code = actor ? 'forbidden' : 'unauthenticated';
      await expectAppError(listUsers(actor), code);
      await expectAppError(disableUser(actor, { userId: target.id }), code);
      await expectAppError(enableUser(actor, { userId: target.id }), code);
      await expectAppError(endUserSessions(actor, { userId: target.id }), code);
      await expectAppError(deleteUserAsAdmin(actor, { userId: target.id }), code);
      await expectAppError(createAdmin(actor, { name: 'X', email: `x-${Math.random()}@example.test`, password: 'Another-long-pass-7' }), code);
    }
    const [row] = await db().select().from(users).where(eq(users.id, target.id));
    expect(row.disabledAt).toBeNull();
  });
});
