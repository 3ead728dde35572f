import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { applications, auditLogs, universities, users } from '@/db/schema';
import { setUniversityStatus } from '@/lib/catalogue/university-admin';
import { listUniversitiesForAdmin } from '@/lib/catalogue/university-admin-list';
import { describeEachDatabase } from '../helpers/db';
import { insertCatalogueFixture, type CatalogueFixture } from '../helpers/catalogue-fixtures';

describeEachDatabase('catalogue: the admin universities list and enable/disable', ({ db }) => {
  let fx: CatalogueFixture;
  let admin: { id: number; role: 'admin' };
  let student: { id: number; role: 'student' };

  beforeAll(async () => {
    fx = await insertCatalogueFixture(db(), 'adml');
    const rows = await db()
      .insert(users)
      .values([
        { email: 'adml-admin@example.test', passwordHash: 'x', role: 'admin', name: 'Adml Admin' },
        { email: 'adml-student@example.test', passwordHash: 'x', role: 'student', name: 'Adml Student' },
      ])
      .returning({ id: users.id });
    admin = { id: rows[0].id, role: 'admin' };
    student = { id: rows[1].id, role: 'student' };
    const base = { userId: student.id, programId: fx.degree.Bachelor };
    // Three applications to Tsinghua (open, decided, and a draft, which is no application yet), one to Zhejiang.
    await db()
      .insert(applications)
      .values([
        { ...base, universityId: fx.uni.tsinghua, courseId: fx.course.cs, status: 'submitted' },
        { ...base, universityId: fx.uni.tsinghua, courseId: fx.course.cs, status: 'accepted', decidedAt: new Date() },
        { ...base, universityId: fx.uni.tsinghua, courseId: fx.course.disabled, status: 'draft' },
        { ...base, universityId: fx.uni.zhejiang, courseId: fx.course.business, programId: fx.degree.Masters, status: 'submitted' },
      ]);
  });

  it.each([
    ['a visitor', null, 'unauthenticated'],
    ['a student', () => student, 'forbidden'],
  ] as const)('refuses %s the list and the status change', async (_, who, code) => {
    const actor = typeof who === 'function' ? who() : who;
    await expect(listUniversitiesForAdmin(actor, {})).rejects.toMatchObject({ code });
    await expect(setUniversityStatus(actor, { id: fx.uni.zhejiang, enabled: false })).rejects.toMatchObject({ code });
    const [row] = await db().select({ status: universities.status }).from(universities).where(eq(universities.id, fx.uni.zhejiang));
    expect(row.status).toBe(true);
  });

  it('lists enabled and disabled universities with their real application counts', async () => {
    const page = await listUniversitiesForAdmin(admin, { q: 'adml-', per_page: '60' });
    const byId = new Map(page.items.map((r) => [r.id, r]));
    expect(page.total).toBe(5);
    expect(byId.get(fx.uni.tsinghua)?.applications).toBe(2);
    expect(byId.get(fx.uni.zhejiang)?.applications).toBe(1);
    expect(byId.get(fx.uni.private)?.applications).toBe(0);
    expect(byId.get(fx.uni.disabled)?.status).toBe(false);
  });

  it('searches by name or code, filters by status, sorts and pages', async () => {
    const byName = await listUniversitiesForAdmin(admin, { q: 'westlake' });
    expect(byName.items.map((r) => r.id)).toEqual([fx.uni.private]);
    const byCode = await listUniversitiesForAdmin(admin, { q: 'ADML-ZJU' });
    expect(byCode.items.map((r) => r.id)).toEqual([fx.uni.zhejiang]);
    const disabled = await listUniversitiesForAdmin(admin, { q: 'adml-', status: 'disabled' });
    expect(disabled.items.map((r) => r.id)).toEqual([fx.uni.disabled]);
    const enabled = await listUniversitiesForAdmin(admin, { q: 'adml-', status: 'enabled' });
    expect(enabled.total).toBe(4);
    expect(enabled.items.every((r) => r.status)).toBe(true);
    const byApps = await listUniversitiesForAdmin(admin, { q: 'adml-', sort: 'applications' });
    expect(byApps.items.slice(0, 2).map((r) => r.id)).toEqual([fx.uni.tsinghua, fx.uni.zhejiang]);
    const byNameSort = await listUniversitiesForAdmin(admin, { q: 'adml-', sort: 'name' });
    const names = byNameSort.items.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const byCreated = await listUniversitiesForAdmin(admin, { q: 'adml-', sort: 'created' });
    const times = byCreated.items.map((r) => r.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The page size is clamped to 10..60; a page past the end answers the last page.
    const paged = await listUniversitiesForAdmin(admin, { q: 'adml-', per_page: '2', page: '99' });
    expect(paged.perPage).toBe(10);
    expect(paged.page).toBe(1);
    expect(paged.pageCount).toBe(1);
  });

  it('disables and enables a university with an audit row each, and no row for no change', async () => {
    const audits = () =>
      db()
        .select({ action: auditLogs.action, changes: auditLogs.changes, actorId: auditLogs.actorId })
        .from(auditLogs)
        .where(and(eq(auditLogs.entity, 'university'), eq(auditLogs.entityId, String(fx.uni.private))));
    const off = await setUniversityStatus(admin, { id: fx.uni.private, enabled: false });
    expect(off.status).toBe(false);
    const [row] = await db().select({ status: universities.status }).from(universities).where(eq(universities.id, fx.uni.private));
    expect(row.status).toBe(false);
    await setUniversityStatus(admin, { id: fx.uni.private, enabled: false });
    expect(await audits()).toEqual([{ action: 'disable', changes: { status: [true, false] }, actorId: admin.id }]);
    const on = await setUniversityStatus(admin, { id: String(fx.uni.private), enabled: true });
    expect(on.status).toBe(true);
    expect((await audits()).map((a) => a.action).sort()).toEqual(['disable', 'enable']);
  });

  it('answers not found for an unknown id', async () => {
    await expect(setUniversityStatus(admin, { id: 99_999_999, enabled: false })).rejects.toMatchObject({ code: 'not_found' });
  });
});
