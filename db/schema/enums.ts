/**
 * Postgres enums shared by every domain, plus the few column helpers every table uses
 * (timestamps, search columns). Enum value lists are exported as `...Values` so zod
 * schemas in `lib/<domain>/schemas.ts` can reuse them (`z.enum(teachingLanguageValues)`); the roles
 * are `roles` of lib/auth/actor.ts.
 */
import { customType, pgEnum, timestamp } from 'drizzle-orm/pg-core';
// Relative: drizzle-kit loads the schema without the `@/` alias. The one list of roles lives with
// the actor (client-safe, no imports), so the column and every check name the same roles.
import { roles } from '../../lib/auth/actor';

export const roleEnum = pgEnum('role', roles);

/** Programs are the degrees; `type` takes exactly these five (the tuition rule maps each to a university fee). */
export const degreeTypeValues = ['Bachelor', 'Masters', 'PhD', 'MBBS', 'Chinese Language'] as const;
export const degreeTypeEnum = pgEnum('degree_type', degreeTypeValues);
export type DegreeType = (typeof degreeTypeValues)[number];

export const teachingLanguageValues = ['english', 'chinese'] as const;
export const teachingLanguageEnum = pgEnum('teaching_language', teachingLanguageValues);
export type TeachingLanguage = (typeof teachingLanguageValues)[number];

/** Legacy "Our Top Picks" maps to top-picks. */
export const courseTagValues = [
  'top-picks',
  'most-popular',
  'fastest-admissions',
  'highest-rating',
  'top-ranked',
] as const;
export const courseTagEnum = pgEnum('course_tag', courseTagValues);
export type CourseTag = (typeof courseTagValues)[number];

export const universityTypeValues = ['public', 'private'] as const;
export const universityTypeEnum = pgEnum('university_type', universityTypeValues);
export type UniversityType = (typeof universityTypeValues)[number];

export const applicationStatusValues = [
  'draft',
  'submitted',
  'under_review',
  'documents_requested',
  'resubmitted',
  'accepted',
  'rejected',
  'withdrawn',
] as const;
export const applicationStatusEnum = pgEnum('application_status', applicationStatusValues);
export type ApplicationStatus = (typeof applicationStatusValues)[number];
/** Statuses after which an application is closed (no longer blocks a new one for the same course). */
export const closedApplicationStatuses = ['accepted', 'rejected', 'withdrawn'] as const satisfies readonly ApplicationStatus[];

export const paymentStatusValues = ['unpaid', 'pending', 'paid', 'refunded'] as const;
export const paymentStatusEnum = pgEnum('payment_status', paymentStatusValues);
export type PaymentStatus = (typeof paymentStatusValues)[number];

export const paymentMethodValues = ['bank_transfer', 'cheque', 'cash', 'online_wallet'] as const;
export const paymentMethodEnum = pgEnum('payment_method', paymentMethodValues);
export type PaymentMethod = (typeof paymentMethodValues)[number];

/** One payment row per fee per application (see db/README.md). */
export const paymentKindValues = ['application_fee', 'service_fee'] as const;
export const paymentKindEnum = pgEnum('payment_kind', paymentKindValues);
export type PaymentKind = (typeof paymentKindValues)[number];

export const documentSlotValues = [
  'passport',
  'highest_certificate',
  'foreign_certificate',
  'non_criminal_certificate',
  'bank_solvency',
  'cv',
  'award_certificate',
  'parent_certificate',
  'other',
] as const;
export const documentSlotEnum = pgEnum('document_slot', documentSlotValues);
export type DocumentSlot = (typeof documentSlotValues)[number];

/** `expired` is not stored: it is derived from the expiry date (lib/jobs/status.ts). */
export const jobStatusValues = ['reviewing', 'approved', 'rejected', 'closed'] as const;
export const jobStatusEnum = pgEnum('job_status', jobStatusValues);
export type JobStatus = (typeof jobStatusValues)[number];

export const jobApplicationStatusValues = [
  'applied',
  'viewed',
  'shortlisted',
  'interview',
  'offered',
  'hired',
  'rejected',
  'withdrawn',
] as const;
export const jobApplicationStatusEnum = pgEnum('job_application_status', jobApplicationStatusValues);
export type JobApplicationStatus = (typeof jobApplicationStatusValues)[number];

export const fileKindValues = [
  'university_logo',
  'university_banner',
  'category_icon',
  'program_icon',
  'course_logo',
  'offer_image',
  'application_document',
  'student_identity',
  'cv',
  'company_logo',
  'profile_pic',
] as const;
export const fileKindEnum = pgEnum('file_kind', fileKindValues);
export type FileKind = (typeof fileKindValues)[number];

export const codePurposeValues = ['verify_email', 'reset_password'] as const;
export const codePurposeEnum = pgEnum('code_purpose', codePurposeValues);
export type CodePurpose = (typeof codePurposeValues)[number];

export const orgSizeValues = ['small', 'medium', 'large'] as const;
export const orgSizeEnum = pgEnum('org_size', orgSizeValues);
export type OrgSize = (typeof orgSizeValues)[number];

export const salaryTypeValues = ['hourly', 'monthly', 'yearly'] as const;
export const salaryTypeEnum = pgEnum('salary_type', salaryTypeValues);
export type SalaryType = (typeof salaryTypeValues)[number];

export const jobNatureValues = ['fulltime', 'parttime', 'contractual'] as const;
export const jobNatureEnum = pgEnum('job_nature', jobNatureValues);
export type JobNature = (typeof jobNatureValues)[number];

/** Candidate skill: where it was acquired (self-taught, a training, an education or a job). */
export const skillSourceValues = ['self', 'training', 'education', 'job'] as const;
export const skillSourceEnum = pgEnum('skill_source', skillSourceValues);
export type SkillSource = (typeof skillSourceValues)[number];

/** Candidate language: how it was learned (native, official study or a training). */
export const languageLearnedByValues = ['native', 'official', 'training'] as const;
export const languageLearnedByEnum = pgEnum('language_learned_by', languageLearnedByValues);
export type LanguageLearnedBy = (typeof languageLearnedByValues)[number];

/** Reading / writing / speaking level of a candidate language. */
export const proficiencyLevelValues = ['high', 'medium', 'low'] as const;
export const proficiencyLevelEnum = pgEnum('proficiency_level', proficiencyLevelValues);
export type ProficiencyLevel = (typeof proficiencyLevelValues)[number];

export const addressKindValues = ['permanent', 'present'] as const;
export const addressKindEnum = pgEnum('address_kind', addressKindValues);
export type AddressKind = (typeof addressKindValues)[number];

export const fileDriverValues = ['local', 'uploadthing'] as const;
export type FileDriver = (typeof fileDriverValues)[number];

export const directHireStatusValues = ['new', 'contacted', 'closed'] as const;
export type DirectHireStatus = (typeof directHireStatusValues)[number];

// ---------------------------------------------------------------------------
// Column helpers

/** `created_at` / `updated_at` timestamptz on every table. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** Postgres full-text vector; only ever a GENERATED column here, never written by the app. */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType() {
    return 'tsvector';
  },
});
