import 'server-only';
import { accountPhone } from '@/lib/forms/phone';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db';
import { applications, applicationStatusHistory, studentProfiles, users, type Application, type EducationBackgroundEntry } from '@/db/schema';
import { recordAudit } from '@/lib/audit';
import { isUniqueViolation } from '@/lib/errors';
import type { RequestMeta } from '@/lib/http/request-meta';
import { defineUseCase, type SignedInActor } from '@/lib/use-case';
import type { z } from 'zod';
import { applicationDetail } from './reads';
import { startApplicationSchema } from './schemas';
import type { ApplicationDetail } from './types';
import { closedApplicationStatuses } from './values';
import { assertCourseOpen, loadVisible, OWNER_ONLY } from './visible';

type Meta = Partial<Pick<RequestMeta, 'ip' | 'requestId'>>;
type StartApplicationInput = z.output<typeof startApplicationSchema>;

/** Applying to a course: the new draft, pre-filled from the account and the student profile. */

/**
 * A student applies to a course: a new draft (university, degree and description from the
 * course, the student's profile and account pre-filling the first step), or the open application
 * they already have for that course (`created: false`).
 */
async function openApplication(actor: SignedInActor, { courseId, description }: StartApplicationInput, meta: Meta): Promise<{ id: number; created: boolean }> {
  const db = getDb();
  const existing = await findOpenApplication(db, actor.id, courseId);
  if (existing) return { id: existing, created: false };
  const course = await assertCourseOpen(db, courseId);
  const prefill = await prefillFor(db, actor.id);
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(applications)
        .values({
          userId: actor.id,
          universityId: course.universityId,
          courseId: course.id,
          programId: course.programId,
          description: description ?? course.description,
          ...prefill,
        })
        .returning({ id: applications.id });
      await tx.insert(applicationStatusHistory).values({ applicationId: row.id, fromStatus: null, toStatus: 'draft', actorId: actor.id });
      await recordAudit(tx, { actor, action: 'create', entity: 'application', entityId: row.id, changes: { courseId }, ip: meta.ip, requestId: meta.requestId });
      return row.id;
    });
    return { id, created: true };
  } catch (err) {
    // Two tabs applying at once: the one-open-per-course index lets one win; the other opens it.
    if (isUniqueViolation(err, 'one_open')) {
      const again = await findOpenApplication(db, actor.id, courseId);
      if (again) return { id: again, created: false };
    }
    throw err;
  }
}

export const startApplication = defineUseCase({
  name: 'applications.startApplication',
  summary: 'Apply to a course: a new draft, or the open application the student already has for it',
  access: 'applications:apply',
  input: startApplicationSchema,
  run: (actor, input, { meta }) => openApplication(actor, input, meta),
});

/** The same, answering the application itself (new, or the open one: `created: false`). */
export const startApplicationAndRead = defineUseCase({
  name: 'applications.startApplicationAndRead',
  summary: 'Apply to a course and answer the application (a new draft, or the open one for that course)',
  access: 'applications:apply',
  input: startApplicationSchema,
  run: async (actor, input, { meta }): Promise<{ application: ApplicationDetail; created: boolean }> => {
    const { id, created } = await openApplication(actor, input, meta);
    const db = getDb();
    return { application: await applicationDetail(db, await loadVisible(actor, id, db, OWNER_ONLY)), created };
  },
});

async function findOpenApplication(db: Db | Tx, userId: number, courseId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.courseId, courseId), notInArray(applications.status, [...closedApplicationStatuses])))
    .limit(1);
  return row?.id ?? null;
}

/**
 * A new application's answers: the student's latest other application's (contact, student
 * information, addresses, languages, education, work, family, supporter, emergency contact; never
 * its declaration, which each application asks again), each section where it holds something,
 * else what the account and the profile know (issue 30, item 3: typed once).
 */
async function prefillFor(db: Db | Tx, userId: number): Promise<Partial<Application>> {
  const fromProfile = await profilePrefill(db, userId);
  const [previous] = await db
    .select({
      contactDetails: applications.contactDetails,
      studentsInformation: applications.studentsInformation,
      homeAddress: applications.homeAddress,
      postalAddress: applications.postalAddress,
      postalSameAsHome: applications.postalSameAsHome,
      languageProficiency: applications.languageProficiency,
      educationBackground: applications.educationBackground,
      workExperience: applications.workExperience,
      familyContact: applications.familyContact,
      financialSupporter: applications.financialSupporter,
      emergencyContact: applications.emergencyContact,
    })
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.updatedAt), desc(applications.id))
    .limit(1);
  if (!previous) return fromProfile;
  const filled = (v: unknown) => v !== null && v !== undefined && (Array.isArray(v) ? v.length > 0 : typeof v !== 'object' || Object.keys(v as object).length > 0);
  const out: Partial<Application> = { ...fromProfile };
  for (const [key, value] of Object.entries(previous) as [keyof typeof previous, unknown][]) {
    if (key === 'postalSameAsHome') continue;
    if (filled(value)) (out as Record<string, unknown>)[key] = value;
  }
  if (filled(previous.postalAddress) || previous.postalSameAsHome) out.postalSameAsHome = previous.postalSameAsHome;
  return out;
}

/** What the account and the student profile already know, for a first application's first step. */
async function profilePrefill(db: Db | Tx, userId: number): Promise<Partial<Application>> {
  const [u] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, phoneCode: users.phoneCode, phone: users.phoneNumber, gender: users.gender, country: users.country })
    .from(users)
    .where(eq(users.id, userId));
  const [p] = await db.select().from(studentProfiles).where(eq(studentProfiles.userId, userId));
  const basic = p?.basicInformation ?? {};
  const passport = p?.passportInformation ?? {};
  const nonEmpty = <T,>(list: T[]) => (list.length > 0 ? list : undefined);
  const clean = <T extends Record<string, unknown>>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Partial<T>;
  return {
    contactDetails: clean({ email: u?.email, phone: accountPhone(u?.phoneCode, u?.phone) ?? undefined }),
    studentsInformation: clean({
      first_name: basic.first_name ?? u?.firstName ?? undefined,
      last_name: basic.last_name ?? u?.lastName ?? undefined,
      date_of_birth: basic.dob ?? undefined,
      nationality: basic.nationality ?? u?.country ?? undefined,
      gender: basic.gender ?? u?.gender ?? undefined,
      passport_number: passport.passport_number,
      passport_expiry_date: passport.expiry_date,
    }),
    homeAddress: clean({ country: u?.country ?? undefined }),
    // The profile's education levels, highest first, as rows the student completes (dates, country).
    educationBackground: nonEmpty(
      [p?.educationMasters, p?.educationBachelor, p?.educationHigherSchool, p?.educationSchool]
        .filter((e) => !!e?.institute_name)
        .map((e) => clean({ school: e!.institute_name, major: e!.examination_name, gpa: e!.grade }) as EducationBackgroundEntry),
    ),
  };
}

