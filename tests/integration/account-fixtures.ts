import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db';
import { courses, programs, universities, uploadedFiles, users } from '@/db/schema';
import type { FileKind } from '@/lib/storage/values';
import type { Role } from '@/lib/auth/actor';
import { hashPassword } from '@/lib/auth/password-hash';
import { getStorage } from '@/lib/storage';

/** Test data for the accounts tests: each test makes its own users, files and catalogue rows. */
export const PASSWORD = 'Correct-horse-battery-9';
let passwordHash: Promise<string> | undefined;

const unique = () => crypto.randomBytes(5).toString('hex');

export async function makeUser(
  db: Db,
  opts: { role: Role; email?: string; name?: string; verified?: boolean; disabled?: boolean } = { role: 'student' },
): Promise<{ id: number; role: Role; email: string; name: string }> {
  passwordHash ??= hashPassword(PASSWORD);
  const email = (opts.email ?? `${opts.role}-${unique()}@example.test`).toLowerCase();
  const name = opts.name ?? `Test ${opts.role} ${unique()}`;
  const [row] = await db
    .insert(users)
    .values({
      email,
      name,
      role: opts.role,
      passwordHash: await passwordHash,
      emailVerifiedAt: opts.verified === false ? null : new Date(),
      disabledAt: opts.disabled ? new Date() : null,
    })
    .returning({ id: users.id, role: users.role, email: users.email, name: users.name });
  return row;
}

/** A stored file with real bytes in the configured storage (tests install a local driver). */
export async function makeFile(db: Db, ownerId: number | null, kind: FileKind, isPublic = false) {
  const key = `${crypto.randomUUID()}.pdf`;
  await getStorage().put(key, new TextEncoder().encode('%PDF-1.4 test'), { contentType: 'application/pdf', isPublic, name: 'test.pdf' });
  const [row] = await db
    .insert(uploadedFiles)
    .values({ ownerId, kind, storageKey: key, originalName: 'test.pdf', mimeType: 'application/pdf', sizeBytes: 13, isPublic })
    .returning();
  return row;
}

/** One university with one course of the first degree. */
export async function makeCourse(db: Db): Promise<{ universityId: number; courseId: number; programId: number }> {
  const [program] = await db.select({ id: programs.id }).from(programs).limit(1);
  const u = unique();
  const [uni] = await db.insert(universities).values({ slug: `uni-${u}`, name: `University ${u}`, code: `U${u}` }).returning({ id: universities.id });
  const [course] = await db
    .insert(courses)
    .values({ slug: `course-${u}`, title: `Course ${u}`, programId: program.id, universityId: uni.id })
    .returning({ id: courses.id });
  return { universityId: uni.id, courseId: course.id, programId: program.id };
}

export async function userExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return rows.length > 0;
}
