import { and, eq, isNull, or } from 'drizzle-orm';
import { type DbHandle, openPostgres } from '@/db';
import { applications, cities, courses, programs, universities, users } from '@/db/schema';
import { effectiveDeadline, isDeadlineOpen } from '@/lib/catalogue/deadline';

/**
 * A draft application of a student the test registered itself, to a seeded open course, made in
 * the test server's database (reachable when it runs on Postgres). The seeded course is only
 * read, never changed; the application is new for each call. No server-only import, so both the
 * HTTP tests and the browser tests can use it.
 */
/** The first seeded course that is public and open for applications (read only). */
async function openSeededCourse(db: DbHandle['db']) {
  const rows = await db
    .select({ slug: courses.slug, courseId: courses.id, universityId: courses.universityId, programId: courses.programId, deadline: courses.deadline, universityDeadline: universities.deadline })
    .from(courses)
    .innerJoin(universities, eq(universities.id, courses.universityId))
    .innerJoin(programs, eq(programs.id, courses.programId))
    .leftJoin(cities, eq(cities.id, universities.cityId))
    .where(and(eq(courses.status, true), eq(universities.status, true), eq(programs.status, true), or(isNull(cities.id), eq(cities.status, true))))
    .orderBy(courses.id)
    .limit(200);
  const course = rows.find((r) => isDeadlineOpen(effectiveDeadline(r)));
  if (!course) throw new Error('no open seeded course to apply to');
  return course;
}

/** The slug of a seeded course that is open for applications (read only), for journeys that apply through the site. */
export async function openCourseSlug(databaseUrl: string): Promise<string> {
  const handle = openPostgres(databaseUrl, 1);
  try {
    return (await openSeededCourse(handle.db)).slug;
  } finally {
    await handle.close();
  }
}

export async function draftFor(databaseUrl: string, email: string): Promise<{ userId: number; applicationId: number }> {
  const handle = openPostgres(databaseUrl, 1);
  try {
    const course = await openSeededCourse(handle.db);
    const [user] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
    if (!user) throw new Error(`no user ${email}`);
    const [row] = await handle.db
      .insert(applications)
      .values({ userId: user.id, universityId: course.universityId, courseId: course.courseId, programId: course.programId, status: 'draft' })
      .returning({ id: applications.id });
    return { userId: user.id, applicationId: row.id };
  } finally {
    await handle.close();
  }
}
