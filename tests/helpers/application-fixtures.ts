import type { Db } from '@/db';
import { applicationDocuments, applications } from '@/db/schema';
import type { ApplicationStatus, DocumentSlot } from '@/lib/applications/values';
import { declarationKeys, declarationStepSchema, familyStepSchema, studentStepSchema } from '@/lib/applications/schemas';
import { makeCourse, makeFile, makeUser } from '../integration/account-fixtures';

/** Wizard inputs that pass each step's rules (tests change one field at a time). */
const nextYear = String(new Date().getUTCFullYear() + 2);

export const validStudentStep = () => ({
  contact_details: { email: 'amina@example.test', phone: '+8613800000000', wechat: 'amina_wx' },
  students_information: {
    first_name: 'Amina',
    middle_name: '',
    last_name: 'Rahman',
    chinese_name: '阿米娜',
    date_of_birth: '2001-04-02',
    place_of_birth: 'Dhaka',
    passport_number: 'BA1234567',
    passport_expiry_date: `${nextYear}-01-31`,
    nationality: 'BD',
    religion: 'Islam',
    gender: 'Female',
    marital_status: 'Single',
    in_china: 'No',
    alcohol: 'no',
    hobbies: 'Chess',
  },
  home_address: { country: 'BD', city: 'Dhaka', district: 'Gulshan', street: 'Road 5', postal_code: '1212', receiver_name: '' },
  postal_same_as_home: true,
  language_proficiency: { native_language: 'Bengali', english_level: '3', english_certificate: 'IELTS', chinese_level: '' },
  education_background: [{ school: 'Dhaka College', major: 'Science', started: '2016-07', finished: '2018-06', gpa: '5.0', country: 'BD' }],
  work_experience: [{ employer: '', job_title: '', started: '', finished: '' }],
});


export const validFamilyStep = () => ({
  family_contact: { member_name: 'Karim Rahman', member_nationality: 'BD', member_phone: '+880 1711 000000' },
  financial_supporter: { supporters_name: 'Karim Rahman' },
  emergency_contact: {},
});

export const validDeclarationStep = () => ({ declaration: Object.fromEntries(declarationKeys.map((k) => [k, true])) });

// ---------------------------------------------------------------------------
// Database fixtures (integration tests): each test makes its own student, course and application.


/**
 * An application row in any status, complete enough to submit (every section valid, a file in each
 * required slot), for the student given (or a new one). `requested` marks slots an admin asked for a
 * minute ago (their files count as uploaded since).
 */
export async function makeApplication(
  db: Db,
  opts: {
    status?: ApplicationStatus;
    userId?: number;
    course?: { courseId: number; universityId: number; programId: number };
    complete?: boolean;
    requested?: DocumentSlot[];
  } = {},
) {
  const student = opts.userId ? { id: opts.userId } : await makeUser(db, { role: 'student' });
  const c = opts.course ?? (await makeCourse(db));
  const complete = opts.complete ?? true;
  const s = studentStepSchema.parse(validStudentStep());
  const f = familyStepSchema.parse(validFamilyStep());
  const d = declarationStepSchema.parse(validDeclarationStep());
  const [row] = await db
    .insert(applications)
    .values({
      userId: student.id,
      universityId: c.universityId,
      courseId: c.courseId,
      programId: c.programId,
      status: opts.status ?? 'draft',
      ...(complete
        ? {
            contactDetails: s.contact_details,
            studentsInformation: s.students_information as never,
            homeAddress: s.home_address,
            postalAddress: s.postal_address,
            postalSameAsHome: s.postal_same_as_home,
            languageProficiency: s.language_proficiency as never,
            educationBackground: s.education_background as never,
            workExperience: s.work_experience as never,
            familyContact: f.family_contact as never,
            financialSupporter: f.financial_supporter as never,
            emergencyContact: f.emergency_contact as never,
            declaration: d.declaration,
          }
        : {}),
    })
    .returning();
  if (complete) {
    for (const slot of ['passport', 'highest_certificate', 'cv'] as const) {
      const file = await makeFile(db, student.id, 'application_document');
      await db.insert(applicationDocuments).values({
        applicationId: row.id,
        slot,
        fileId: file.id,
        requestedAt: opts.requested?.includes(slot) ? new Date(Date.now() - 60_000) : null,
        requestReason: opts.requested?.includes(slot) ? 'Blurred scan' : null,
      });
    }
  }
  return { application: row, studentId: student.id, courseId: c.courseId };
}
