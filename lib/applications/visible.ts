import 'server-only';
import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/db';
import { applications, cities, courses, programs, universities, type Application } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { orNotFound, visibleTo } from '@/lib/auth/ownership';
import { effectiveDeadline, isDeadlineOpen } from '@/lib/catalogue/deadline';
import { AppError, notFound } from '@/lib/errors';
import { applicationMessages as am, nouns } from '@/lib/messages';

/**
 * Which applications an actor may see, through the one ownership rule (lib/auth/ownership.ts):
 * their own; a reviewer (`applications:review`) also every one that is not a draft (a draft stays
 * its student's alone). `ownerOnly`: the student's own writes (an admin acts on none here).
 * Anyone else's is the 404 `Application not found`.
 */
export function visibleApplication(actor: Actor, opts: { ownerOnly?: boolean } = {}): SQL | undefined {
  const own = visibleTo(actor, applications.userId);
  if (opts.ownerOnly) return own;
  return visibleTo(actor, applications.userId, 'applications:review') === undefined ? or(own, ne(applications.status, 'draft')) : own;
}

/** The application row if the actor may see it (locked for a write with `lock`). */
export async function loadVisible(actor: Actor, id: number, db: Db | Tx, opts: { ownerOnly?: boolean; lock?: boolean } = {}): Promise<Application> {
  const q = db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), visibleApplication(actor, opts)));
  const [row] = opts.lock ? await q.for('update') : await q;
  return orNotFound(row, nouns.application);
}

export const OWNER_ONLY = { ownerOnly: true } as const;

/** The course of a new (or submitted) application, if it takes applications now: enabled, before its deadline. */
export async function assertCourseOpen(db: Db | Tx, courseId: number): Promise<{ id: number; universityId: number; programId: number; description: string | null }> {
  const [c] = await db
    .select({
      id: courses.id,
      universityId: courses.universityId,
      programId: courses.programId,
      description: courses.description,
      deadline: courses.deadline,
      universityDeadline: universities.deadline,
      courseOn: courses.status,
      universityOn: universities.status,
      programOn: programs.status,
      cityOn: cities.status,
    })
    .from(courses)
    .innerJoin(universities, eq(universities.id, courses.universityId))
    .innerJoin(programs, eq(programs.id, courses.programId))
    .leftJoin(cities, eq(cities.id, universities.cityId))
    .where(eq(courses.id, courseId));
  if (!c) throw notFound(nouns.course);
  const enabled = c.courseOn && c.universityOn && c.programOn && c.cityOn !== false;
  if (!enabled || !isDeadlineOpen(effectiveDeadline(c))) throw new AppError('conflict', am.courseClosed);
  return { id: c.id, universityId: c.universityId, programId: c.programId, description: c.description };
}
