import { eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { applications, courses, programs, universities, users } from '@/db/schema';
import { listCoursesForAdmin } from '@/lib/catalogue/course-admin-list';
import { listUniversitiesForAdmin } from '@/lib/catalogue/university-admin-list';
import { resolveUniversityFilter, searchUniversityOptions } from '@/lib/catalogue/university-options';
import { describeEachDatabase } from '../helpers/db';
import { insertCatalogueFixture, type CatalogueFixture } from '../helpers/catalogue-fixtures';

/**
 * Issue 28: the back office's long lists read each page from an index in order, the pages of the
 * second half from the other end (lib/lists/seek.ts), and sort by application counts kept on
 * write by the applications' triggers. Every page must hold exactly the rows of the whole order,
 * ties (the same title) broken by id, in either direction, filtered or not.
 */
describeEachDatabase('season lists: every page of a long list holds its own rows', ({ db }) => {
  let fx: CatalogueFixture;
  let admin: { id: number; role: 'admin' };
  let student: number;
  let student2: number;
  const titles = ['Alpha', 'Beta', 'Beta', 'Gamma', 'Beta', 'Alpha', 'Delta', 'Beta', 'Gamma', 'Alpha', 'Epsilon', 'Beta', 'Zeta'];
  let made: { id: number; title: string; code: string; status: boolean }[];

  beforeAll(async () => {
    fx = await insertCatalogueFixture(db(), 'sl');
    const [a, s, s2] = await db()
      .insert(users)
      .values([
        { email: 'sl-admin@example.test', passwordHash: 'x', role: 'admin', name: 'Sl Admin' },
        { email: 'sl-student@example.test', passwordHash: 'x', role: 'student', name: 'Sl Student' },
        { email: 'sl-student2@example.test', passwordHash: 'x', role: 'student', name: 'Sl Student Two' },
      ])
      .returning({ id: users.id });
    admin = { id: a.id, role: 'admin' };
    student = s.id;
    student2 = s2.id;
    made = await db()
      .insert(courses)
      .values(
        titles.map((title, i) => ({
          slug: `sl-page-${i}`,
          code: `SLP-${String(i).padStart(2, '0')}`,
          title: `Sl ${title}`,
          universityId: fx.uni.tsinghua,
          programId: fx.degree.Bachelor,
          status: i % 4 !== 3,
        })),
      )
      .returning({ id: courses.id, title: courses.title, code: courses.code, status: courses.status }) as typeof made;
  });

  /** Every page of a query at `perPage`, concatenated. */
  async function allPages(query: Record<string, string>, perPage: number): Promise<{ ids: number[]; total: number }> {
    const first = await listCoursesForAdmin(admin, { ...query, per_page: String(perPage) });
    const ids = first.items.map((r) => r.id);
    for (let page = 2; page <= first.pageCount; page++) {
      const p = await listCoursesForAdmin(admin, { ...query, per_page: String(perPage), page: String(page) });
      expect(p.page).toBe(page);
      ids.push(...p.items.map((r) => r.id));
    }
    return { ids, total: first.total };
  }

  const byTitle = (dir: 1 | -1) => (x: { id: number; title: string }, y: { id: number; title: string }) =>
    x.title === y.title ? x.id - y.id : x.title < y.title ? -dir : dir;

  it.each([
    ['title ascending', 'asc', 1],
    ['title descending (ties still by id ascending)', 'desc', -1],
  ] as const)('pages a searched list by %s: each page its own rows, the last pages read from the end', async (_, dir, sign) => {
    const expected = [...made].sort(byTitle(sign)).map((c) => c.id);
    // 13 rows at 10 a page: page 2 lies in the second half (read backwards from the end).
    const { ids, total } = await allPages({ q: 'sl ', sort: 'title', dir }, 10);
    expect(total).toBe(titles.length);
    expect(ids).toEqual(expected);
  });

  it('pages a filtered list the same whether a page is read from the start or the end', async () => {
    const enabled = made.filter((c) => c.status).sort(byTitle(1)).map((c) => c.id);
    const { ids } = await allPages({ q: 'SLP-', status: 'enabled', sort: 'title' }, 10);
    expect(ids).toEqual(enabled);
    const byCode = made.map((c) => c.id).sort((x, y) => x - y);
    expect((await allPages({ q: 'SLP-', sort: 'code', dir: 'desc' }, 10)).ids).toEqual([...byCode].reverse());
  });

  it('keeps the applications counts on write and sorts by them; drafts are not counted', async () => {
    const [c1, c2] = made;
    const base = { userId: student, universityId: fx.uni.tsinghua, programId: fx.degree.Bachelor };
    const countOf = async (id: number) => (await db().select({ n: courses.applicationCount }).from(courses).where(eq(courses.id, id)))[0].n;
    const uniCount = async () => (await db().select({ n: universities.applicationCount }).from(universities).where(eq(universities.id, fx.uni.tsinghua)))[0].n;
    const uniBefore = await uniCount();
    const inserted = await db()
      .insert(applications)
      .values([
        { ...base, courseId: c2.id, status: 'submitted' },
        { ...base, userId: student2, courseId: c2.id, status: 'draft' },
      ])
      .returning({ id: applications.id });
    expect(await countOf(c2.id)).toBe(1);
    expect(await uniCount()).toBe(uniBefore + 1);
    // A draft sent: counted; an application moved to another course: counted there.
    await db().update(applications).set({ status: 'submitted' }).where(eq(applications.id, inserted[1].id));
    expect(await countOf(c2.id)).toBe(2);
    await db().update(applications).set({ courseId: c1.id }).where(eq(applications.id, inserted[0].id));
    expect([await countOf(c1.id), await countOf(c2.id)]).toEqual([1, 1]);
    const page = await listCoursesForAdmin(admin, { q: 'sl ', sort: 'applications', per_page: '10' });
    expect(page.items.slice(0, 2).map((r) => r.id).sort((x, y) => x - y)).toEqual([c1.id, c2.id].sort((x, y) => x - y));
    expect(page.items.slice(0, 2).map((r) => r.applications)).toEqual([1, 1]);
    // Deleted: no longer counted anywhere.
    await db().delete(applications).where(inArray(applications.id, inserted.map((r) => r.id)));
    expect([await countOf(c1.id), await countOf(c2.id), await uniCount()]).toEqual([0, 0, uniBefore]);
    const unis = await listUniversitiesForAdmin(admin, { q: 'sl-', sort: 'applications', dir: 'asc', per_page: '60' });
    const counts = unis.items.map((u) => u.applications);
    expect(counts).toEqual([...counts].sort((x, y) => x - y));
  });
  it('sorts by university and degree names kept on the course, following moves and renames', async () => {
    const [moved, other] = [made[0].id, made[1].id];
    const order = async (sort: string, dir = 'asc') => (await listCoursesForAdmin(admin, { q: 'SLP-', sort, dir, per_page: '60' })).items.map((r) => r.id);
    await db().update(courses).set({ universityId: fx.uni.zhejiang, programId: fx.degree.Masters }).where(eq(courses.id, moved));
    // Tsinghua University < Zhejiang University; Bachelor < Masters.
    expect((await order('university')).at(-1)).toBe(moved);
    expect((await order('university', 'desc'))[0]).toBe(moved);
    expect((await order('program')).at(-1)).toBe(moved);
    await db().update(universities).set({ name: 'Aardvark Zhejiang University' }).where(eq(universities.id, fx.uni.zhejiang));
    await db().update(programs).set({ name: 'Aardvark Masters' }).where(eq(programs.id, fx.degree.Masters));
    try {
      expect((await order('university'))[0]).toBe(moved);
      expect((await order('program'))[0]).toBe(moved);
      expect((await order('program', 'desc')).at(-1)).toBe(moved);
      // A written name is not kept: the course's own university's name is.
      await db().update(courses).set({ universityName: 'Zzz' } as never).where(eq(courses.id, other));
      const [row] = await db().select({ name: courses.universityName }).from(courses).where(eq(courses.id, other));
      expect(row.name).toBe('Tsinghua University');
    } finally {
      await db().update(universities).set({ name: 'Zhejiang University' }).where(eq(universities.id, fx.uni.zhejiang));
      await db().update(programs).set({ name: 'Masters' }).where(eq(programs.id, fx.degree.Masters));
      await db().update(courses).set({ universityId: fx.uni.tsinghua, programId: fx.degree.Bachelor }).where(eq(courses.id, moved));
    }
  });

  it('counts the unfiltered and status-filtered list from the counts kept on write, exactly', async () => {
    const all = await db().select({ id: courses.id, status: courses.status }).from(courses);
    expect((await listCoursesForAdmin(admin, {})).total).toBe(all.length);
    expect((await listCoursesForAdmin(admin, { status: 'enabled' })).total).toBe(all.filter((c) => c.status).length);
    expect((await listCoursesForAdmin(admin, { status: 'disabled' })).total).toBe(all.filter((c) => !c.status).length);
  });
  it("the courses list's university filter is a type-ahead: a few matching names, a typed name resolved on the server", async () => {
    const options = await searchUniversityOptions(admin, { q: 'i', limit: '2' });
    expect(options.length).toBe(2);
    for (const o of options) expect(o.label.toLowerCase()).toContain('i');
    // Without JavaScript the typed text is sent: one match filters, several are offered, a changed text beside a chosen id wins.
    const one = await resolveUniversityFilter(admin, { university_q: 'tsinghua' });
    expect(one.university).toEqual({ value: String(fx.uni.tsinghua), label: 'Tsinghua University' });
    const several = await resolveUniversityFilter(admin, { university_q: 'i' });
    expect(several.university).toBeNull();
    expect(several.universityMatches.length).toBeGreaterThan(1);
    const changed = await resolveUniversityFilter(admin, { university_id: fx.uni.tsinghua, university_q: 'Zhejiang University' });
    expect(changed.university?.value).toBe(String(fx.uni.zhejiang));
    const kept = await resolveUniversityFilter(admin, { university_id: fx.uni.tsinghua, university_q: 'Tsinghua University' });
    expect(kept.university?.value).toBe(String(fx.uni.tsinghua));
    await expect(resolveUniversityFilter({ id: student, role: 'student' }, { university_q: 'x' })).rejects.toThrow();
  });
});
