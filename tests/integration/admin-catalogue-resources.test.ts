import { and, count, desc, eq, or } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { applications, auditLogs, categories, cities, countries, courses, programs, scholarshipOffers, universities, users } from '@/db/schema';
import {
  getAdminResource,
  listAdminResource,
  resourceUseCases,
  saveResource,
  setResourceStatus,
} from '@/lib/catalogue/admin-resources';
import { updateCourse } from '@/lib/catalogue/course-admin';
import { listScholarshipOffers } from '@/lib/catalogue/scholarships';
import { describeEachDatabase } from '../helpers/db';
import { insertCatalogueFixture, type CatalogueFixture } from '../helpers/catalogue-fixtures';
import { inEnglish } from '../helpers/messages';

// The domain refuses in message tokens: read the refusal in English.
const inEnglishRefusal = <T>(p: Promise<T>) => p.catch((e: unknown) => Promise.reject(inEnglish(e)));

describeEachDatabase('catalogue back office: categories, programs, cities, countries and scholarship offers', ({ db }) => {
  let fx: CatalogueFixture;
  let admin: { id: number; role: 'admin' };
  let student: { id: number; role: 'student' };

  const lastAudit = async (entity: string, id: number) => {
    const [row] = await db()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, entity), eq(auditLogs.entityId, String(id))))
      .orderBy(desc(auditLogs.id))
      .limit(1);
    return row;
  };

  beforeAll(async () => {
    fx = await insertCatalogueFixture(db(), 'acr');
    const rows = await db()
      .insert(users)
      .values([
        { email: 'acr-admin@example.test', passwordHash: 'x', role: 'admin', name: 'Acr Admin' },
        { email: 'acr-student@example.test', passwordHash: 'x', role: 'student', name: 'Acr Student' },
      ])
      .returning({ id: users.id });
    admin = { id: rows[0].id, role: 'admin' };
    student = { id: rows[1].id, role: 'student' };
  });

  it.each([
    ['a visitor', null, 'unauthenticated'],
    ['a student', () => student, 'forbidden'],
  ] as const)('refuses %s every read and write', async (_, who, code) => {
    const actor = typeof who === 'function' ? who() : who;
    await expect(listAdminResource(actor, 'city', {})).rejects.toMatchObject({ code });
    await expect(resourceUseCases.country.create(actor, { name: 'Nowhere', code: 'NW' })).rejects.toMatchObject({ code });
    await expect(resourceUseCases.city.update(actor, { id: fx.city.beijing, name: 'X' })).rejects.toMatchObject({ code });
    await expect(setResourceStatus(actor, { name: 'city', id: fx.city.beijing, enabled: false })).rejects.toMatchObject({ code });
    await expect(resourceUseCases.city.delete(actor, { id: fx.city.beijing })).rejects.toMatchObject({ code });
    const [row] = await db().select({ status: cities.status }).from(cities).where(eq(cities.id, fx.city.beijing));
    expect(row.status).toBe(true);
  });

  it('requires the seed fields, with a message on each field', async () => {
    await expect(inEnglishRefusal(resourceUseCases.city.create(admin, { name: '', code: 'abc' }))).rejects.toMatchObject({
      code: 'validation',
      fieldErrors: { name: ['This field is required'], code: ['Enter digits only'] },
    });
    await expect(inEnglishRefusal(resourceUseCases.country.create(admin, { code: 'XX' }))).rejects.toMatchObject({ fieldErrors: { name: ['This field is required'] } });
    await expect(inEnglishRefusal(resourceUseCases.program.create(admin, { name: 'Diploma', type: 'Diploma' }))).rejects.toMatchObject({
      fieldErrors: { type: ['Choose one of the options'] },
    });
    await expect(
      inEnglishRefusal(resourceUseCases.offer.create(admin, { title: 'Half', university_id: 999_999, percent: '50' })),
    ).rejects.toMatchObject({ fieldErrors: { university_id: ['Choose one of the options'] } });
    await expect(inEnglishRefusal(resourceUseCases.offer.create(admin, { title: 'Too much', university_id: fx.uni.zhejiang, percent: '150' }))).rejects.toMatchObject({
      fieldErrors: { percent: ['Enter 100 or less'] },
    });
  });

  it('creates, updates only what it is sent, and audits before and after', async () => {
    const city = await resourceUseCases.city.create(admin, { name: 'Acr Suzhou', code: '512', status: '1' });
    expect(city).toMatchObject({ name: 'Acr Suzhou', code: 512, slug: 'acr-suzhou', status: true });
    const created = await lastAudit('city', city.id);
    expect(created.action).toBe('create');
    expect(created.actorId).toBe(admin.id);
    expect(created.changes).toMatchObject({ name: [null, 'Acr Suzhou'], city_code: [null, 512] });

    const updated = await resourceUseCases.city.update(admin, { id: city.id, code: '513' });
    expect(updated).toMatchObject({ name: 'Acr Suzhou', code: 513 });
    const audit = await lastAudit('city', city.id);
    expect(audit.action).toBe('update');
    expect(audit.changes).toEqual({ city_code: [512, 513] });
    // A save that changes nothing records nothing.
    await resourceUseCases.city.update(admin, { id: city.id, code: '513' });
    expect((await lastAudit('city', city.id)).id).toBe(audit.id);

    // A required field cannot be blanked by an update.
    await expect(inEnglishRefusal(resourceUseCases.city.update(admin, { id: city.id, name: '  ' }))).rejects.toMatchObject({ fieldErrors: { name: ['This field is required'] } });
    await expect(resourceUseCases.city.update(admin, { id: 9_999_999, name: 'Ghost' })).rejects.toMatchObject({ code: 'not_found' });

    const disabled = await setResourceStatus(admin, { name: 'city', id: city.id, enabled: false });
    expect(disabled.status).toBe(false);
    expect((await lastAudit('city', city.id)).action).toBe('disable');
    expect((await lastAudit('city', city.id)).changes).toEqual({ status: [true, false] });
  });

  it('lists with search, status filter, sort and page size', async () => {
    await resourceUseCases.country.create(admin, { name: 'Acr Alpha', code: 'QM' });
    await resourceUseCases.country.create(admin, { name: 'Acr Beta', code: 'QN', status: '0' });
    await resourceUseCases.country.create(admin, { name: 'Acr Gamma', code: 'QP' });
    const all = await listAdminResource(admin, 'country', { q: 'acr ', sort: 'name', dir: 'desc', per_page: '10' });
    expect(all.items.map((r) => r.name)).toEqual(['Acr Gamma', 'Acr Beta', 'Acr Alpha']);
    expect(all.perPage).toBe(10);
    const enabled = await listAdminResource(admin, 'country', { q: 'acr', status: 'enabled' });
    expect(enabled.items.map((r) => r.name)).toEqual(['Acr Alpha', 'Acr Gamma']);
    const byCode = await listAdminResource(admin, 'country', { q: 'qn' });
    expect(byCode.items.map((r) => r.name)).toEqual(['Acr Beta']);
    // A duplicate code is a field error, not a crash.
    await expect(inEnglishRefusal(resourceUseCases.country.create(admin, { name: 'Acr Again', code: 'QM' }))).rejects.toMatchObject({
      code: 'validation',
      fieldErrors: { code: [expect.stringContaining('already used')] },
    });
  });

  it('refuses to delete a program with applications, and deletes one without (with its courses)', async () => {
    await db()
      .insert(applications)
      .values({ userId: student.id, universityId: fx.uni.zhejiang, courseId: fx.course.business, programId: fx.degree.Masters, status: 'submitted' });
    const masters = await getAdminResource(admin, 'program', fx.degree.Masters);
    expect(masters.applications).toBeGreaterThan(0);
    await expect(inEnglishRefusal(resourceUseCases.program.delete(admin, { id: fx.degree.Masters }))).rejects.toMatchObject({
      code: 'conflict',
      message: expect.stringContaining('application'),
      details: { applications: masters.applications },
    });
    expect(await db().select({ id: programs.id }).from(programs).where(eq(programs.id, fx.degree.Masters))).toHaveLength(1);

    const program = await resourceUseCases.program.create(admin, { name: 'Acr Foundation', type: 'Bachelor', duration: '1 year' });
    const [course] = await db()
      .insert(courses)
      .values({ slug: 'acr-foundation-course', title: 'Foundation Year', universityId: fx.uni.zhejiang, programId: program.id })
      .returning({ id: courses.id });
    const detail = await getAdminResource(admin, 'program', program.id);
    expect(inEnglish(detail.dependents)).toEqual([{ label: '1 course of this degree is deleted', count: 1 }]);
    await resourceUseCases.program.delete(admin, { id: program.id });
    expect(await db().select().from(courses).where(eq(courses.id, course.id))).toHaveLength(0);
    const audit = await lastAudit('program', program.id);
    expect(audit.action).toBe('delete');
    expect(audit.changes).toMatchObject({ name: ['Acr Foundation', null], dependents: [{ count: 1 }] });
  });

  it("counts a degree's applications on its list page as on its own page: its own, and its courses' filed under another degree", async () => {
    const moved = await resourceUseCases.program.create(admin, { name: 'Acr Moved Degree', type: 'Bachelor', duration: '2 years' });
    const [course] = await db()
      .insert(courses)
      .values({ slug: 'acr-moved-course', title: 'Moved Course', universityId: fx.uni.zhejiang, programId: fx.degree.Masters })
      .returning({ id: courses.id });
    // Filed under Masters when it was started, its course since moved to the new degree (by the
    // back office's own update, which marks the course moved): both count it.
    await db().insert(applications).values({ userId: student.id, universityId: fx.uni.zhejiang, courseId: course.id, programId: fx.degree.Masters, status: 'draft' });
    expect((await getAdminResource(admin, 'program', moved.id)).applications).toBe(0);
    await updateCourse(admin, { id: course.id, program_id: String(moved.id) });
    expect((await getAdminResource(admin, 'program', moved.id)).applications).toBe(1);
    const [{ n: masters }] = await db()
      .select({ n: count() })
      .from(applications)
      .leftJoin(courses, eq(courses.id, applications.courseId))
      .where(or(eq(applications.programId, fx.degree.Masters), eq(courses.programId, fx.degree.Masters)));
    expect((await getAdminResource(admin, 'program', fx.degree.Masters)).applications).toBe(masters);
    const page = await listAdminResource(admin, 'program', { per_page: '60' });
    for (const row of page.items) expect(row.applications, row.label).toBe((await getAdminResource(admin, 'program', row.id)).applications);
    expect(page.items.find((r) => r.id === moved.id)?.applications).toBe(1);
    await expect(inEnglishRefusal(resourceUseCases.program.delete(admin, { id: moved.id }))).rejects.toMatchObject({ code: 'conflict', details: { applications: 1 } });
  });

  it('deletes a city, its universities keeping their records without a city', async () => {
    const city = await resourceUseCases.city.create(admin, { name: 'Acr Wuxi', code: '510' });
    await db().update(universities).set({ cityId: city.id }).where(eq(universities.id, fx.uni.private));
    expect(inEnglish((await getAdminResource(admin, 'city', city.id)).dependents)).toEqual([{ label: '1 university loses its city', count: 1 }]);
    await resourceUseCases.city.delete(admin, { id: city.id });
    const [u] = await db().select({ cityId: universities.cityId }).from(universities).where(eq(universities.id, fx.uni.private));
    expect(u.cityId).toBeNull();
  });

  it('keeps categories with a parent and refuses a category as its own parent', async () => {
    const parent = await resourceUseCases.category.create(admin, { name: 'Acr Public', code: 'PUB' });
    const child = await resourceUseCases.category.create(admin, { name: 'Acr Double First', category_id: String(parent.id) });
    expect(child).toMatchObject({ parentId: parent.id, parentName: 'Acr Public' });
    await expect(inEnglishRefusal(resourceUseCases.category.update(admin, { id: child.id, category_id: child.id }))).rejects.toMatchObject({
      fieldErrors: { category_id: ['Choose one of the options'] },
    });
    await resourceUseCases.category.delete(admin, { id: parent.id });
    const [row] = await db().select({ parentId: categories.parentId }).from(categories).where(eq(categories.id, child.id));
    expect(row.parentId).toBeNull();
  });

  it('sanitises an offer’s details on save, and shows it on the public list until disabled', async () => {
    const offer = await resourceUseCases.offer.create(admin, {
      title: 'Acr Excellence',
      code: 'EX-1',
      type: 'Full',
      university_id: String(fx.uni.zhejiang),
      program_id: String(fx.degree.Bachelor),
      duration: '4 years',
      percent: '100',
      details: '<p onclick="steal()">Tuition <strong>waived</strong></p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
    });
    const [row] = await db().select({ details: scholarshipOffers.details }).from(scholarshipOffers).where(eq(scholarshipOffers.id, offer.id));
    expect(row.details).toContain('<strong>waived</strong>');
    expect(row.details).not.toMatch(/script|onclick|javascript/);
    expect((await listScholarshipOffers({ universityId: fx.uni.zhejiang })).map((o) => o.id)).toContain(offer.id);
    await setResourceStatus(admin, { name: 'offer', id: offer.id, enabled: false });
    expect((await listScholarshipOffers({ universityId: fx.uni.zhejiang })).map((o) => o.id)).not.toContain(offer.id);
    const audit = await lastAudit('offer', offer.id);
    expect(audit.changes).toEqual({ status: [true, false] });
  });

  it('deletes a country', async () => {
    // Delete means disable: records keep naming the country by its code.
    const c = await resourceUseCases.country.create(admin, { name: 'Acr Delta', code: 'QQ' });
    await resourceUseCases.country.delete(admin, { id: c.id });
    expect(await db().select({ status: countries.status }).from(countries).where(eq(countries.id, c.id))).toEqual([{ status: false }]);
  });

  it("saves a record from the back office's form: a create (id null) or an update, each judged by its resource's schema", async () => {
    const created = await saveResource(admin, { resource: 'country', id: null, name: 'Acr Epsilon', code: 'qr' });
    expect(created).toMatchObject({ name: 'Acr Epsilon', code: 'QR', status: true });
    const updated = await saveResource(admin, { resource: 'country', id: created.id, name: 'Acr Epsilon 2', code: 'QR' });
    expect(updated).toMatchObject({ name: 'Acr Epsilon 2', code: 'QR' });
    // The code a country was made with stays (records store it).
    await expect(saveResource(admin, { resource: 'country', id: created.id, code: 'QS' })).rejects.toMatchObject({ code: 'validation', fieldErrors: { code: [expect.any(String)] } });
    await expect(inEnglishRefusal(saveResource(admin, { resource: 'city', id: null, name: '', code: 'abc' }))).rejects.toMatchObject({
      code: 'validation',
      fieldErrors: { name: ['This field is required'], code: ['Enter digits only'] },
    });
    await expect(inEnglishRefusal(saveResource(admin, { resource: 'country', id: created.id, name: ' ' }))).rejects.toMatchObject({ fieldErrors: { name: ['This field is required'] } });
    await expect(saveResource(admin, { resource: 'nothing', id: null, name: 'X' })).rejects.toMatchObject({ code: 'validation' });
    await expect(saveResource(admin, { resource: 'country', id: 9_999_999, name: 'Ghost' })).rejects.toMatchObject({ code: 'not_found' });
    await expect(saveResource(student, { resource: 'country', id: null, name: 'Nope', code: 'NP' })).rejects.toMatchObject({ code: 'forbidden' });
  });
});
