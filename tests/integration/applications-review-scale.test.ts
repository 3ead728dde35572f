import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { applicationReviewKeys, applications, payments, universities, users } from '@/db/schema';
import { listApplicationsForExport, listApplicationsForReview, listApplicationsForReviewPage, REVIEW_COUNT_CAP, reviewBatches, reviewFilterOptions, searchReviewUniversities } from '@/lib/applications/review';
import { reviewCsvHeaderLine, reviewCsvLines } from '@/lib/applications/review-csv';
import { reviewListSchema, type ReviewListParams } from '@/lib/applications/review-schemas';
import { describeEachDatabase } from '../helpers/db';
import { withLocalServices } from '../helpers/local-services';
import { makeCourse, makeUser } from './account-fixtures';

withLocalServices('zy-apps-review-scale-');

const q = (raw: Record<string, unknown>) => reviewListSchema.parse(raw);
type Actor = { id: number; role: 'student' | 'admin' | 'employer' | 'candidate' };

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (err) {
    return (err as { code?: string }).code ?? String(err);
  }
}

async function exportIds(query: ReviewListParams, size: number): Promise<{ ids: number[]; batches: number }> {
  const ids: number[] = [];
  let batches = 0;
  for await (const batch of reviewBatches(query, size)) {
    batches++;
    ids.push(...batch.map((i) => i.id));
  }
  return { ids, batches };
}

/** More applications of one university than the old cap let a list page through (500 pages of 10). */
/** The deepest page lists used to serve (page 5,019 answered page 500's rows): past it, and past it tenfold. */
const OLD_CAP = 500;
const MANY = OLD_CAP * 10 + 13;

describeEachDatabase('applications: the review list at season scale', ({ db }) => {
  let admin: Actor;
  let course: Awaited<ReturnType<typeof makeCourse>>;
  let student: number;
  beforeAll(async () => {
    admin = { id: (await makeUser(db(), { role: 'admin' })).id, role: 'admin' };
    course = await makeCourse(db());
    student = (await makeUser(db(), { role: 'student' })).id;
    // One statement, as the large seed writes them: decided applications (several per student and
    // course may be), submitted a minute apart, some names alike, fees on some.
    await db().execute(sql`
      INSERT INTO applications (user_id, university_id, course_id, program_id, status, students_information, submitted_at)
      SELECT ${student}, ${course.universityId}, ${course.courseId}, ${course.programId},
             (CASE WHEN g % 2 = 0 THEN 'accepted' ELSE 'rejected' END)::application_status,
             jsonb_build_object('first_name', 'Scale' || (g % 37), 'last_name', 'Student', 'nationality', CASE WHEN g % 3 = 0 THEN 'Nepal' ELSE 'Ghana' END,
                                'passport_number', 'SC' || g),
             timestamptz '2025-01-01T00:00:00Z' + (g % 4000) * interval '1 minute'
        FROM generate_series(1, ${MANY}) AS g`);
    const some = await db().select({ id: applications.id }).from(applications).where(eq(applications.universityId, course.universityId)).limit(40);
    await db().insert(payments).values(some.map((a, i) => ({ applicationId: a.id, kind: 'application_fee' as const, amountMinor: 50000, status: i % 2 ? ('paid' as const) : ('unpaid' as const) })));
  }, 120_000);

  it('opens every page the count offers, past the old cap of 500, each with its own rows in the list order', async () => {
    const base = { university_id: String(course.universityId), per_page: '10' };
    const first = await listApplicationsForReview(admin, q(base));
    expect(first.total).toBe(MANY);
    expect(first.pageCount).toBe(Math.ceil(MANY / 10));
    expect(first.pageCount).toBeGreaterThan(OLD_CAP);
    for (const sort of ['submitted', 'name', 'country', 'payment', 'status'] as const) {
      for (const dir of ['asc', 'desc'] as const) {
        const all = (await exportIds(q({ ...base, sort, dir }), 1000)).ids;
        expect(all, `${sort} ${dir}`).toHaveLength(MANY);
        expect(new Set(all).size).toBe(MANY);
        // The first page, one in the second half (read from the end), the one past the cap and the last.
        for (const n of [1, 2, 300, OLD_CAP + 1, first.pageCount]) {
          const page = await listApplicationsForReview(admin, q({ ...base, sort, dir, page: String(n) }));
          expect(page.page, `${sort} ${dir} page ${n}`).toBe(n);
          expect(page.items.map((i) => i.id), `${sort} ${dir} page ${n}`).toEqual(all.slice((n - 1) * 10, n * 10));
        }
      }
    }
    // A page past the last is the last, not an error.
    expect((await listApplicationsForReview(admin, q({ ...base, page: '999999' }))).page).toBe(first.pageCount);
  });

  it('exports every matching row, in the list order, in several keyset batches (the old export stopped at 10,000 rows of any size)', async () => {
    const query = q({ university_id: String(course.universityId), sort: 'name' });
    const exported = await listApplicationsForExport(admin, query);
    expect(exported.total).toBe(MANY);
    const { ids, batches } = await exportIds(query, 700);
    expect(batches).toBe(Math.ceil(MANY / 700));
    expect(ids).toHaveLength(MANY);
    expect(new Set(ids).size).toBe(MANY);
    const pages = await listApplicationsForReview(admin, q({ university_id: String(course.universityId), sort: 'name', per_page: '60' }));
    expect(ids.slice(0, 60)).toEqual(pages.items.map((i) => i.id));
    // A filter narrows the export, and a batch size that divides the rows exactly still ends.
    const nepal = await exportIds(q({ university_id: String(course.universityId), country: 'nepal' }), Math.floor(MANY / 3));
    expect(nepal.ids).toHaveLength(Math.floor(MANY / 3));
    // The use case's batches are the same rows; the CSV has a line per row.
    let lines = 0;
    let csv = reviewCsvHeaderLine();
    for await (const batch of exported.batches(2000)) {
      const part = reviewCsvLines(batch);
      lines += part.split('\r\n').length - 1;
      if (csv.length < 100_000) csv += part;
    }
    expect(lines).toBe(MANY);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain('Scale1 Student');
    expect(await codeOf(listApplicationsForExport({ id: student, role: 'student' }, query))).toBe('forbidden');
  });

  it('searches the stored text, and keeps it when a name it shows changes elsewhere', async () => {
    const base = { university_id: String(course.universityId) };
    expect((await listApplicationsForReview(admin, q({ ...base, q: 'sc42' }))).total).toBeGreaterThanOrEqual(1);
    expect((await listApplicationsForReview(admin, q({ ...base, q: 'SCALE36 student' }))).total).toBe(Math.floor((MANY - 36) / 37) + 1);
    const newName = `Renamed Institute ${Date.now()}`;
    await db().update(universities).set({ name: newName }).where(eq(universities.id, course.universityId));
    expect((await listApplicationsForReview(admin, q({ q: newName.toLowerCase() }))).total).toBe(MANY);
    const [key] = await db().select({ university: applicationReviewKeys.university }).from(applicationReviewKeys).innerJoin(applications, eq(applications.id, applicationReviewKeys.applicationId)).where(eq(applications.universityId, course.universityId)).limit(1);
    expect(key.university).toBe(newName.toLowerCase());
    // The account's e-mail is searched too, and follows a change.
    const email = `renamed-${Date.now()}@example.test`;
    await db().update(users).set({ email }).where(eq(users.id, student));
    expect((await listApplicationsForReview(admin, q({ q: email }))).total).toBe(MANY);
    // A typed university name (the type-ahead without JavaScript) resolves to its single match.
    const typed = await reviewFilterOptions(admin, q({ university_q: newName.toUpperCase() }));
    expect(typed.university).toEqual({ value: String(course.universityId), label: newName });
    // Changed beside a chosen id (a form sent without JavaScript), the text wins; unchanged, the id stands.
    expect((await reviewFilterOptions(admin, q({ university_id: String(course.universityId), university_q: 'zz-no-such-place' }))).university).toBeNull();
    expect((await reviewFilterOptions(admin, q({ university_id: String(course.universityId), university_q: newName }))).university?.value).toBe(String(course.universityId));
    // Several matches: no filter yet, a "did you mean" list.
    const token = `twin${Date.now()}`;
    await db().insert(universities).values(['a', 'b'].map((x) => ({ slug: `${token}-${x}`, name: `${token} College ${x.toUpperCase()}`, code: `${token}${x}` })));
    const several = await reviewFilterOptions(admin, q({ university_q: token }));
    expect(several.university).toBeNull();
    expect(several.universityMatches.map((u) => u.label)).toEqual([`${token} College A`, `${token} College B`]);
    expect((await reviewFilterOptions(admin, q({ university_q: `${token} college b` }))).university?.label).toBe(`${token} College B`);
  });

  it('counts a search up to 10,000 on the page ("10,000+", the pages up to there), exactly for the legacy list', async () => {
    const other = await makeCourse(db());
    const word = `cap${Date.now()}`;
    await db().execute(sql`
      INSERT INTO applications (user_id, university_id, course_id, program_id, status, students_information, submitted_at)
      SELECT ${student}, ${other.universityId}, ${other.courseId}, ${other.programId}, 'rejected',
             jsonb_build_object('first_name', ${word}::text, 'last_name', 'N' || g), timestamptz '2024-01-01T00:00:00Z' + g * interval '1 second'
        FROM generate_series(1, ${REVIEW_COUNT_CAP + 5}) AS g`);
    const capped = await listApplicationsForReviewPage(admin, q({ q: word, page: '999' }));
    expect(capped).toMatchObject({ total: REVIEW_COUNT_CAP, totalCapped: true, page: REVIEW_COUNT_CAP / 20, pageCount: REVIEW_COUNT_CAP / 20 });
    expect(capped.items).toHaveLength(20);
    const exact = await listApplicationsForReview(admin, q({ q: word, page: String(REVIEW_COUNT_CAP / 20) }));
    expect(exact.total).toBe(REVIEW_COUNT_CAP + 5);
    expect(exact.totalCapped).toBeUndefined();
    expect(exact.items.map((i) => i.id)).toEqual(capped.items.map((i) => i.id));
    // Without a search the page's count is exact too.
    expect((await listApplicationsForReviewPage(admin, q({ university_id: String(other.universityId) }))).total).toBe(REVIEW_COUNT_CAP + 5);
  }, 120_000);

  it('answers the university type-ahead for reviewers only', async () => {
    const [uni] = await db().select({ name: universities.name }).from(universities).where(eq(universities.id, course.universityId));
    const found = await searchReviewUniversities(admin, { q: uni.name.slice(0, 12), limit: '20' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(20);
    const exact = await searchReviewUniversities(admin, { q: uni.name });
    expect(exact).toContainEqual({ value: String(course.universityId), label: uni.name });
    expect(await searchReviewUniversities(admin, { q: '' })).toEqual([]);
    expect(await codeOf(searchReviewUniversities(null, { q: 'a' }))).toBe('unauthenticated');
    expect(await codeOf(searchReviewUniversities({ id: student, role: 'student' }, { q: 'a' }))).toBe('forbidden');
    const employer = (await makeUser(db(), { role: 'employer' })).id;
    expect(await codeOf(searchReviewUniversities({ id: employer, role: 'employer' }, { q: 'a' }))).toBe('forbidden');
  });
});
