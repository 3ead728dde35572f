import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { applications, auditLogs, courses, scholarshipOffers, universities, users } from '@/db/schema';
import { revalidateTag } from 'next/cache';
import { createCourse, deleteCourse, getCourseForAdmin, setCourseStatus, updateCourse } from '@/lib/catalogue/course-admin';
import { listCoursesForAdmin } from '@/lib/catalogue/course-admin-list';
import { createUniversity, deleteUniversity, getUniversityForAdmin, updateUniversity } from '@/lib/catalogue/university-admin';
import { setStorage, type StorageDriver } from '@/lib/storage';
import { describeEachDatabase } from '../helpers/db';
import { insertCatalogueFixture, type CatalogueFixture } from '../helpers/catalogue-fixtures';
import { asFile, sampleHtml, samplePng } from '../helpers/sample-files';
import { inEnglish } from '../helpers/messages';

// Outside a Next request the cache expiry has no store: spy on Next's revalidateTag to see which
// tags each write expires (`catalogue:university:<id>`, `catalogue:course:<id>`…).
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag: vi.fn() }));
const revalidated = vi.mocked(revalidateTag);
const expired = {
  mockClear: () => revalidated.mockClear(),
  tags: () => revalidated.mock.calls.map((c) => c[0]),
};

function memoryDriver(): StorageDriver & { objects: Map<string, Uint8Array> } {
  const objects = new Map<string, Uint8Array>();
  return {
    name: 'local',
    objects,
    async put(key, bytes) {
      objects.set(key, bytes);
      return key;
    },
    async get(key) {
      const b = objects.get(key);
      return b ? { body: new Blob([new Uint8Array(b)]).stream(), size: b.length } : null;
    },
    async delete(key) {
      objects.delete(key);
    },
  };
}
const driver = memoryDriver();
beforeAll(() => setStorage(driver));
afterAll(() => setStorage(undefined));
beforeEach(() => expired.mockClear());

// The domain refuses in message tokens: read the refusal in English.
const inEnglishRefusal = <T>(p: Promise<T>) => p.catch((e: unknown) => Promise.reject(inEnglish(e)));

describeEachDatabase('catalogue admin: universities and courses created, updated and deleted', ({ db }) => {
  let fx: CatalogueFixture;
  let admin: { id: number; role: 'admin' };
  let student: { id: number; role: 'student' };

  beforeAll(async () => {
    fx = await insertCatalogueFixture(db(), 'crud');
    const rows = await db()
      .insert(users)
      .values([
        { email: 'crud-admin@example.test', passwordHash: 'x', role: 'admin', name: 'Crud Admin' },
        { email: 'crud-student@example.test', passwordHash: 'x', role: 'student', name: 'Crud Student' },
      ])
      .returning({ id: users.id });
    admin = { id: rows[0].id, role: 'admin' };
    student = { id: rows[1].id, role: 'student' };
  });

  const lastAudit = async (entity: string, entityId: number) =>
    (await db().select().from(auditLogs).where(and(eq(auditLogs.entity, entity), eq(auditLogs.entityId, String(entityId)))).orderBy(desc(auditLogs.id)).limit(1))[0];

  it('refuses a visitor and a student every write', async () => {
    await expect(createUniversity(null, { name: 'Nope University' })).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(createUniversity(student, { name: 'Nope University' })).rejects.toMatchObject({ code: 'forbidden' });
    await expect(deleteUniversity(student, { id: fx.uni.private })).rejects.toMatchObject({ code: 'forbidden' });
    await expect(createCourse(student, { title: 'Nope', program_id: fx.degree.Bachelor, university_id: fx.uni.private })).rejects.toMatchObject({ code: 'forbidden' });
    await expect(deleteCourse(null, { id: fx.course.language })).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(expired.tags()).toEqual([]);
  });

  it('creates a university: name required, slug and code made from the name, rich text sanitised, images stored, audited, cache expired', async () => {
    await expect(inEnglishRefusal(createUniversity(admin, { code: 'X1' }))).rejects.toMatchObject({ code: 'validation', fieldErrors: { name: ['This field is required'] } });
    const created = await createUniversity(
      admin,
      {
        name: 'Crud Harbour University',
        code: '', // blank: made from the name
        city_id: 'hangzhou', // a city by name, as the legacy clients send it
        founded_year: '1952-09-01',
        accommodation: '<p>Rooms <strong>on campus</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>',
        description: 'Plain text & more',
        bachelor_fee: '30,000',
        website: 'https://harbour.example.test',
        scholarship_open: '1',
        status: '1',
        logo: asFile(samplePng, 'logo.png', 'image/png'),
        banner: asFile(samplePng, 'banner.png', 'image/png'),
      },
    );
    expect(created).toMatchObject({
      name: 'Crud Harbour University',
      slug: 'crud-harbour-university',
      code: 'CHU',
      foundedYear: 1952,
      accommodation: '<p>Rooms <strong>on campus</strong></p>',
      description: 'Plain text & more',
      city: { id: fx.city.hangzhou },
      fees: { bachelor: 3_000_000 },
      scholarshipOpen: true,
      status: true,
    });
    expect(created.logo).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(created.banner).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(expired.tags()).toContain(`catalogue:university:${created.id}`);
    const audit = await lastAudit('university', created.id);
    expect(audit).toMatchObject({ action: 'create', actorId: admin.id });
    expect((audit.changes as Record<string, [unknown, unknown]>).name).toEqual([null, 'Crud Harbour University']);

    // The same name again: the slug and code are made unique; a slug given that is taken is refused.
    const again = await createUniversity(admin, { name: 'Crud Harbour University' });
    expect(again.slug).toBe('crud-harbour-university-2');
    expect(again.code).toBe('CHU-2');
    await expect(createUniversity(admin, { name: 'Other', slug: 'crud-harbour-university' })).rejects.toMatchObject({ fieldErrors: { slug: [expect.any(String)] } });
    await expect(createUniversity(admin, { name: 'Other', code: 'CHU' })).rejects.toMatchObject({ fieldErrors: { code: [expect.any(String)] } });
    await expect(createUniversity(admin, { name: 'Other', city_id: 'Atlantis' })).rejects.toMatchObject({ fieldErrors: { city_id: [expect.any(String)] } });
    // The job side's payload: its username, reviews and degree are kept; an unknown degree is refused.
    const jobSide = await createUniversity(admin, { name: 'Crud Job Side University', username: 'jobside', reviews: 'Good', program_id: fx.degree.Masters });
    const [row] = await db().select({ username: universities.username, reviews: universities.reviews, programId: universities.programId }).from(universities).where(eq(universities.id, jobSide.id));
    expect(row).toEqual({ username: 'jobside', reviews: 'Good', programId: fx.degree.Masters });
    await expect(createUniversity(admin, { name: 'Other', program_id: 99_999_999 })).rejects.toMatchObject({ fieldErrors: { program_id: [expect.any(String)] } });
  });

  it('takes an empty file part (a file input left empty) as no new image', async () => {
    const u = await createUniversity(admin, { name: 'Crud Empty Logo University', logo: new File([], ''), banner: asFile(samplePng, 'b.png', 'image/png') });
    expect(u.logo).toBeNull();
    expect(u.banner).toMatch(/^[0-9a-f-]{36}\.png$/);
    const c = await createCourse(admin, { title: 'Crud empty logo course', program_id: fx.degree.Bachelor, university_id: u.id, logo: new File([], 'blob') });
    expect(c.logo).toBeNull();
  });

  it('refuses a logo that is not an image by its content, and stores nothing', async () => {
    const before = driver.objects.size;
    await expect(createUniversity(admin, { name: 'Crud Fake Logo University', logo: asFile(sampleHtml, 'logo.png', 'image/png') })).rejects.toMatchObject({
      code: 'validation',
      fieldErrors: { logo: [expect.any(String)] },
    });
    expect(driver.objects.size).toBe(before);
    expect(await db().select().from(universities).where(eq(universities.name, 'Crud Fake Logo University'))).toEqual([]);
  });

  it('updates only the fields sent, with before and after in the audit log', async () => {
    const updated = await updateUniversity(admin, { id: fx.uni.private, name: 'Westlake Private College (renamed)', slug: 'crud-westlake', introduction: '<p onclick="x()">Hi</p>' });
    expect(updated).toMatchObject({ name: 'Westlake Private College (renamed)', slug: 'crud-westlake', introduction: '<p>Hi</p>', code: 'crud-WPC', fees: { bachelor: 3_000_000 } });
    expect(expired.tags()).toContain(`catalogue:university:${fx.uni.private}`);
    const audit = await lastAudit('university', fx.uni.private);
    expect(audit.action).toBe('update');
    expect(audit.changes).toEqual({
      name: ['Westlake Private College', 'Westlake Private College (renamed)'],
      slug: ['crud-private', 'crud-westlake'],
      introduction: [null, '<p>Hi</p>'],
    });
    await expect(updateUniversity(admin, { id: fx.uni.private, name: '' })).rejects.toMatchObject({ code: 'validation' });
  });

  it('refuses to delete a university with applications (409), and deletes one without, with its courses and offers', async () => {
    await db().insert(applications).values({ userId: student.id, universityId: fx.uni.zhejiang, courseId: fx.course.business, programId: fx.degree.Masters, status: 'submitted' });
    await expect(deleteUniversity(admin, { id: fx.uni.zhejiang })).rejects.toMatchObject({ code: 'conflict', status: 409 });
    expect((await getUniversityForAdmin(admin, { id: fx.uni.zhejiang })).dependents).toEqual({ courses: 2, offers: 0, applications: 1, drafts: 0 });

    // Tsinghua: two courses, two offers and a student's draft: they go with it.
    await db().insert(applications).values({ userId: student.id, universityId: fx.uni.tsinghua, courseId: fx.course.cs, programId: fx.degree.Bachelor, status: 'draft' });
    expect((await getUniversityForAdmin(admin, { id: fx.uni.tsinghua })).dependents).toEqual({ courses: 2, offers: 2, applications: 0, drafts: 1 });
    const deleted = await deleteUniversity(admin, { id: fx.uni.tsinghua });
    expect(deleted.dependents.courses).toBe(2);
    expect(await db().select().from(universities).where(eq(universities.id, fx.uni.tsinghua))).toEqual([]);
    expect(await db().select().from(courses).where(eq(courses.universityId, fx.uni.tsinghua))).toEqual([]);
    expect(await db().select().from(scholarshipOffers).where(eq(scholarshipOffers.universityId, fx.uni.tsinghua))).toEqual([]);
    expect(expired.tags()).toContain(`catalogue:university:${fx.uni.tsinghua}`);
    const audit = await lastAudit('university', fx.uni.tsinghua);
    expect(audit.action).toBe('delete');
    expect(audit.changes).toMatchObject({ before: { name: 'Tsinghua University', universityCode: 'crud-THU' }, after: null, removed: { courses: 2, offers: 2, drafts: 1 } });
    await expect(deleteUniversity(admin, { id: fx.uni.tsinghua })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('creates a course: a blank code is generated, a blank fee falls back to the university fee for the degree, tag by label', async () => {
    const course = await createCourse(admin, {
      title: 'Crud Marine Engineering',
      program_id: String(fx.degree.Bachelor),
      university_id: String(fx.uni.private),
      code: '',
      fee: '',
      tag: 'Our Top Picks',
      teaching_language: 'chinese',
      intake: '2027-09',
      deadline: '2027-05-31',
      seat: '40',
      duration: '4',
      major: 'Engineering',
      accommodation_fee: '5000',
      other_fee: '800',
      description: '<p>Ships</p><iframe src="https://evil.example"></iframe>',
    });
    expect(course).toMatchObject({
      title: 'Crud Marine Engineering',
      code: 'CRUDWPC-002',
      slug: 'crud-wpc-crud-marine-engineering',
      feeMinor: null,
      tuitionMinor: 3_000_000,
      tag: 'top-picks',
      teachingLanguage: 'chinese',
      intake: '2027-09',
      seat: 40,
      durationYears: 4,
      accommodationFeeMinor: 500_000,
      otherFeeMinor: 80_000,
      description: '<p>Ships</p>',
      university: { id: fx.uni.private },
    });
    expect(expired.tags()).toEqual(expect.arrayContaining([`catalogue:course:${course.id}`, `catalogue:university:${fx.uni.private}`]));
    expect((await lastAudit('course', course.id)).action).toBe('create');
    await expect(createCourse(admin, { title: 'X course', program_id: fx.degree.Bachelor, university_id: 99_999_999 })).rejects.toMatchObject({
      fieldErrors: { university_id: [expect.any(String)] },
    });
    await expect(createCourse(admin, { title: 'Bad intake', program_id: fx.degree.Bachelor, university_id: fx.uni.private, intake: '2027-13' })).rejects.toMatchObject({
      fieldErrors: { intake: [expect.any(String)] },
    });
  });

  it('updates a course with only the fields sent; a required field cannot be blanked', async () => {
    const updated = await updateCourse(admin, { id: fx.course.mbbs, fee: '70000', seat: '12' });
    expect(updated).toMatchObject({ title: 'Clinical Medicine (MBBS)', feeMinor: 7_000_000, tuitionMinor: 7_000_000, seat: 12, major: 'Medicine', intake: '2026-09' });
    expect((await lastAudit('course', fx.course.mbbs)).changes).toEqual({ feeMinor: [null, 7_000_000], seat: [null, 12] });
    await expect(inEnglishRefusal(updateCourse(admin, { id: fx.course.mbbs, title: '' }))).rejects.toMatchObject({ fieldErrors: { title: ['This field is required'] } });
    await expect(updateCourse(admin, { id: fx.course.mbbs, program_id: '' })).rejects.toMatchObject({ code: 'validation' });
    // Clearing the fee: the university's fee for the degree applies again.
    const cleared = await updateCourse(admin, { id: fx.course.mbbs, fee: '' });
    expect(cleared).toMatchObject({ feeMinor: null, tuitionMinor: 6_000_000 });
  });

  it('disables, lists and deletes courses (409 with applications)', async () => {
    await setCourseStatus(admin, { id: fx.course.language, enabled: false });
    expect(expired.tags()).toEqual(expect.arrayContaining([`catalogue:course:${fx.course.language}`, `catalogue:university:${fx.uni.private}`]));
    const list = await listCoursesForAdmin(admin, { university_id: String(fx.uni.zhejiang), sort: 'applications' });
    expect(list.items[0]).toMatchObject({ id: fx.course.business, applications: 1 });
    await expect(deleteCourse(admin, { id: fx.course.business })).rejects.toMatchObject({ code: 'conflict' });
    expect((await getCourseForAdmin(admin, { id: fx.course.language })).dependents).toEqual({ applications: 0, drafts: 0 });
    await deleteCourse(admin, { id: fx.course.language });
    expect(await db().select().from(courses).where(eq(courses.id, fx.course.language))).toEqual([]);
    expect((await lastAudit('course', fx.course.language)).changes).toMatchObject({ before: { title: 'Chinese Language Programme' }, after: null });
  });
});
