import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '@/db';
import { courses } from '@/db/schema';
import { findCourseById } from '@/lib/catalogue/courses';
import { chinaDate, deadlineOpenOf, effectiveDeadline, effectiveDeadlineOf, isDeadlineOpen } from '@/lib/catalogue/deadline';
import { listCourses } from '@/lib/catalogue/finder';
import { describeEachDatabase } from '../helpers/db';
import { insertCatalogueFixture, type CatalogueFixture } from '../helpers/catalogue-fixtures';

/** [course deadline, university deadline, now (UTC), open?] */
const cases: [string | null, string | null, string, boolean][] = [
  ['2026-06-30', '2027-01-01', '2026-06-29T12:00:00Z', true],
  // The China-midnight edge: 23:59:59 in Beijing is still the 30th, one second later it is not.
  ['2026-06-30', null, '2026-06-30T15:59:59Z', true],
  ['2026-06-30', null, '2026-06-30T16:00:00Z', false],
  // Still the 30th in UTC, already 1 July in China: closed.
  ['2026-06-30', null, '2026-06-30T20:00:00Z', false],
  // Still the 29th in UTC, already the 30th in China: open (the day itself counts).
  ['2026-06-30', null, '2026-06-29T20:00:00Z', true],
  // No deadline of its own: the university's applies.
  [null, '2026-03-31', '2026-03-31T15:59:59Z', true],
  [null, '2026-03-31', '2026-03-31T16:00:00Z', false],
  [null, '2026-03-31', '2026-01-01T00:00:00Z', true],
  // The course's own deadline wins even when the university's is later or earlier.
  ['2026-01-15', '2026-12-31', '2026-02-01T00:00:00Z', false],
  ['2026-12-31', '2026-01-15', '2026-02-01T00:00:00Z', true],
  // Neither: nothing closes it.
  [null, null, '2030-01-01T00:00:00Z', true],
  // Leap day and year end.
  ['2028-02-29', null, '2028-02-29T15:59:59Z', true],
  ['2028-02-29', null, '2028-02-29T16:00:00Z', false],
  ['2026-12-31', null, '2026-12-31T16:00:00Z', false],
];

describeEachDatabase('catalogue: the effective deadline, in SQL and in TypeScript alike', ({ db }) => {
  let fx: CatalogueFixture;
  beforeAll(async () => {
    fx = await insertCatalogueFixture(db(), 'ddl');
  });

  it.each(cases)('course %s, university %s, at %s: SQL and TypeScript agree (open: %s)', async (courseDeadline, universityDeadline, now, open) => {
    const cd = sql`${courseDeadline}::date`;
    const ud = sql`${universityDeadline}::date`;
    const [row] = await queryRows<{ deadline: string | null; open: boolean }>(
      db(),
      sql`SELECT ${effectiveDeadlineOf(cd, ud)}::text AS deadline, ${deadlineOpenOf(effectiveDeadlineOf(cd, ud), sql`${now}::timestamptz`)} AS open`,
    );
    const ts = effectiveDeadline({ deadline: courseDeadline, universityDeadline });
    expect(row.deadline).toBe(ts);
    expect(row.open).toBe(open);
    expect(isDeadlineOpen(ts, new Date(now))).toBe(open);
  });

  it('reads China today the same way in both', async () => {
    const now = '2026-06-30T16:30:00Z';
    const [row] = await queryRows<{ today: string }>(db(), sql`SELECT ((${now}::timestamptz) AT TIME ZONE 'Asia/Shanghai')::date::text AS today`);
    expect(row.today).toBe(chinaDate(new Date(now)));
    expect(chinaDate(new Date(now))).toBe('2026-07-01');
  });

  it('cards and the course record carry the effective deadline', async () => {
    await db().update(courses).set({ deadline: null }).where(eq(courses.id, fx.course.business));
    const course = await findCourseById(fx.course.business);
    expect(course?.deadline).toBe('2027-06-30'); // its university's
    expect(course?.deadline).toBe(effectiveDeadline({ deadline: null, universityDeadline: course!.universityDeadline }));
    const card = (await listCourses({ universityId: course!.university.id, perPage: 60 })).items.find((c) => c.id === fx.course.business);
    expect(card?.deadline).toBe('2027-06-30');
    const own = await findCourseById(fx.course.cs);
    expect(own?.deadline).toBe('2026-06-30'); // its own
  });
});
