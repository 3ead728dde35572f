/**
 * Student applications (wizard sections as typed JSONB), their status history, documents
 * and payments; plus the student profile.
 *
 * Internal JSON keys are spelled correctly; the legacy API maps the seed's spellings
 * (conatct_details, fiancial_supporter, family_conatct, conatact_case_emergency, mejor,
 * check_china, check_alcohol, instute/eximation) at its boundary. See db/README.md.
 */
import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  applicationStatusEnum,
  documentSlotEnum,
  paymentKindEnum,
  paymentMethodEnum,
  paymentStatusEnum,
  timestamps,
} from './enums';
import { courses, programs, universities } from './catalogue';
import { uploadedFiles } from './files';
import { users } from './users';

// ---------------------------------------------------------------------------
// JSONB section types (all values optional in storage: drafts are saved step by step;
// the zod schemas decide what is required to advance / submit).

export type ContactDetails = { email: string; phone: string; wechat: string };

export type StudentsInformation = {
  first_name: string;
  middle_name?: string | null;
  last_name: string;
  chinese_name?: string | null;
  /** YYYY-MM-DD */
  date_of_birth: string;
  place_of_birth?: string | null;
  passport_number: string;
  /** YYYY-MM-DD */
  passport_expiry_date: string;
  nationality: string;
  religion?: string | null;
  gender: string;
  marital_status?: string | null;
  /** seed check_china (Yes/No) */
  in_china: boolean;
  /** seed check_alcohol (yes/no) */
  alcohol: boolean;
  hobbies?: string | null;
};

export type Address = {
  country: string;
  city: string;
  district?: string | null;
  street: string;
  postal_code?: string | null;
  receiver_name?: string | null;
};

export type LanguageProficiency = {
  native_language: string;
  /** '1'..'4' (poor, fair, good, excellent) */
  english_level?: string | null;
  english_certificate?: string | null;
  chinese_level?: string | null;
};

export type EducationBackgroundEntry = {
  school: string;
  /** seed `mejor` */
  major: string;
  started: string;
  finished: string;
  gpa?: string | null;
  country: string;
};

export type WorkExperienceEntry = {
  employer: string;
  job_title: string;
  started: string;
  finished?: string | null;
};

/** seed `family_conatct` */
export type FamilyContact = {
  member_name: string;
  member_nationality: string;
  member_phone: string;
  member_email?: string | null;
  member_work_place?: string | null;
  member_relationship?: string | null;
  member_position?: string | null;
};

/** seed `fiancial_supporter` (field names kept) */
export type FinancialSupporter = {
  supporters_relation?: string | null;
  supporters_name?: string | null;
  supporters_address?: string | null;
  supporters_phone?: string | null;
  supporters_email?: string | null;
  supporters_workplace?: string | null;
  supporters_workplace_address?: string | null;
};

/** seed `conatact_case_emergency` */
export type EmergencyContact = {
  emergencies_name?: string | null;
  emergencies_phone?: string | null;
  emergencies_email?: string | null;
  emergencies_address?: string | null;
};

/** The six declaration texts; all must be true to submit. */
export type Declaration = {
  terms: boolean;
  consent: boolean;
  accuracy: boolean;
  payment: boolean;
  refund: boolean;
  attendance: boolean;
};

// ---------------------------------------------------------------------------

export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    /** null once anonymised (account deleted, decided application kept) */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'restrict' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'restrict' }),
    description: text('description'),
    status: applicationStatusEnum('status').notNull().default('draft'),
    /** wizard step reached (1 Contact/student info, 2 Family, 3 Declaration, 4 Documents) */
    currentStep: smallint('current_step').notNull().default(1),
    contactDetails: jsonb('contact_details').$type<Partial<ContactDetails>>(),
    studentsInformation: jsonb('students_information').$type<Partial<StudentsInformation>>(),
    homeAddress: jsonb('home_address').$type<Partial<Address>>(),
    postalAddress: jsonb('postal_address').$type<Partial<Address>>(),
    postalSameAsHome: boolean('postal_same_as_home').notNull().default(false),
    languageProficiency: jsonb('language_proficiency').$type<Partial<LanguageProficiency>>(),
    educationBackground: jsonb('education_background').$type<EducationBackgroundEntry[]>(),
    workExperience: jsonb('work_experience').$type<WorkExperienceEntry[]>(),
    familyContact: jsonb('family_contact').$type<Partial<FamilyContact>>(),
    financialSupporter: jsonb('financial_supporter').$type<FinancialSupporter>(),
    emergencyContact: jsonb('emergency_contact').$type<EmergencyContact>(),
    declaration: jsonb('declaration').$type<Partial<Declaration>>(),
    /** when the student last saved a wizard step (shown as "last saved") */
    savedAt: timestamp('saved_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // One open application per student per course.
    uniqueIndex('applications_one_open_per_course_idx')
      .on(t.userId, t.courseId)
      .where(sql`"status" NOT IN ('accepted', 'rejected', 'withdrawn')`),
    check('applications_current_step_chk', sql`"current_step" BETWEEN 1 AND 4`),
    index('applications_user_id_idx').on(t.userId),
    index('applications_status_created_at_idx').on(t.status, t.createdAt),
    index('applications_created_at_idx').on(t.createdAt),
    index('applications_university_id_idx').on(t.universityId),
    index('applications_course_id_idx').on(t.courseId),
    index('applications_program_id_idx').on(t.programId),
    // The admin dashboard's week: submissions by date (every application but drafts).
    index('applications_submitted_at_idx').on(t.submittedAt).where(sql`"status" <> 'draft'`),
  ],
);

/**
 * The back office's review list at season scale (lib/applications/review.ts): one narrow row per
 * application but drafts, with what the list filters, sorts and searches by, kept by the triggers
 * of migration 0017 (from the application, the student's account, the course, university and
 * program names and the fees; a draft has no row). The list counts, pages and searches here, by
 * index, and joins the applications only for the page's rows. Each sort key's index (the key and
 * the id, carrying the filtered columns) is declared in that migration: drizzle cannot say INCLUDE.
 */
export const applicationReviewKeys = pgTable(
  'application_review_keys',
  {
    applicationId: integer('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: applicationStatusEnum('status').notNull(),
    universityId: integer('university_id').notNull(),
    programId: integer('program_id').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** lower(full name, else the account's name) */
    name: text('name').notNull().default(''),
    /** lower(home country, else nationality, else the account's country); '' when none */
    country: text('country').notNull().default(''),
    university: text('university').notNull().default(''),
    course: text('course').notNull().default(''),
    program: text('program').notNull().default(''),
    /** the worse fee: 0 unpaid, 1 refunded, 2 pending, 3 paid; 4: no fee row */
    payment: smallint('payment').notNull().default(4),
    /** lower: name, e-mail, phone, passport, course, university (one line each): the search */
    search: text('search').notNull().default(''),
  },
  (t) => [
    index('application_review_keys_status_submitted_idx').on(t.status, t.submittedAt.desc().nullsLast(), t.applicationId.desc()),
    index('application_review_keys_program_submitted_idx').on(t.programId, t.submittedAt.desc().nullsLast(), t.applicationId.desc()),
    index('application_review_keys_university_submitted_idx').on(t.universityId, t.submittedAt.desc().nullsLast(), t.applicationId.desc()),
    index('application_review_keys_country_submitted_idx').on(t.country, t.submittedAt.desc().nullsLast(), t.applicationId.desc()),
    index('application_review_keys_search_trgm_idx').using('gin', t.search.op('gin_trgm_ops')),
    index('application_review_keys_search_words_idx').using('gin', sql`to_tsvector('simple', ${t.search})`),
  ],
);

/**
 * The admin dashboard's application figures, kept on write (migration 0017's trigger on
 * applications): how many applications of each status were submitted in each month (UTC; a null
 * month: not submitted). The dashboard sums these few rows instead of counting the table.
 */
export const applicationMonthCounts = pgTable(
  'application_month_counts',
  {
    status: applicationStatusEnum('status').notNull(),
    /** the first day of the month of submitted_at (UTC), or 1970-01-01 when not submitted */
    month: date('month', { mode: 'string' }).notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.month] })],
);

/**
 * The admin dashboard's other figures, kept on write (migration 0017's statement triggers on
 * payments, users, courses and universities): `payments:<status>`, `users:<role>`, `courses`,
 * `courses:enabled`, `universities`, `universities:enabled`. The dashboard reads these few rows.
 */
export const dashboardCounts = pgTable('dashboard_counts', {
  key: text('key').primaryKey(),
  n: integer('n').notNull().default(0),
});

/** Every status change: who, when, from, to, note (the student's timeline). */
export const applicationStatusHistory = pgTable(
  'application_status_history',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStatus: applicationStatusEnum('from_status'),
    toStatus: applicationStatusEnum('to_status').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    ...timestamps,
  },
  (t) => [
    index('application_status_history_application_id_idx').on(t.applicationId, t.createdAt),
    index('application_status_history_actor_id_idx').on(t.actorId),
  ],
);

/**
 * One row per slot per application (re-upload replaces the row's file). The file is optional so an
 * admin can request a slot before any file exists: `requested_at` set means the slot is open for
 * the student again (with `request_reason`), until the student resubmits.
 */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    slot: documentSlotEnum('slot').notNull(),
    fileId: integer('file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    requestReason: text('request_reason'),
    /** An admin accepted the file in this slot (cleared when the file is replaced or the slot requested again). */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    unique('application_documents_application_slot_uq').on(t.applicationId, t.slot),
    index('application_documents_file_id_idx').on(t.fileId),
    index('application_documents_accepted_by_idx').on(t.acceptedBy),
  ],
);

/**
 * The admissions office's internal notes on an application: read and written by reviewers only,
 * never part of anything a student reads (the student's DTOs do not select this table).
 */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    ...timestamps,
  },
  (t) => [
    index('application_notes_application_id_idx').on(t.applicationId, t.createdAt),
    index('application_notes_author_id_idx').on(t.authorId),
  ],
);

/**
 * One row per fee per application (`kind` application_fee | service_fee), so each can be
 * recorded and confirmed on its own; amounts are copied from site settings when the row is
 * created (so later settings changes do not rewrite history). Never card data.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: paymentKindEnum('kind').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    /** ISO 4217, e.g. 'CNY' */
    currency: char('currency', { length: 3 }).notNull().default('CNY'),
    method: paymentMethodEnum('method'),
    /** the student's payment reference */
    reference: text('reference'),
    status: paymentStatusEnum('status').notNull().default('unpaid'),
    /** when the student recorded the reference (status -> pending) */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    note: text('note'),
    ...timestamps,
  },
  (t) => [
    unique('payments_application_kind_uq').on(t.applicationId, t.kind),
    check('payments_amount_nonneg_chk', sql`"amount_minor" >= 0`),
    index('payments_status_created_at_idx').on(t.status, t.createdAt),
    index('payments_created_at_idx').on(t.createdAt),
    // The admin payments list (lib/applications/payments.ts): pending first, then the most
    // recently recorded, any page deep; by status, the most recently recorded.
    index('payments_admin_order_idx').on(sql`(case when ${t.status} = 'pending' then 0 else 1 end)`, sql`coalesce(${t.submittedAt}, ${t.createdAt}) desc`, t.id.desc().nullsFirst()),
    index('payments_status_recorded_idx').on(t.status, sql`coalesce(${t.submittedAt}, ${t.createdAt}) desc`, t.id.desc().nullsFirst()),
    index('payments_confirmed_by_idx').on(t.confirmedBy),
    // The payments list's search by the student's bank reference (lib/applications/payments.ts).
    index('payments_reference_trgm_idx').using('gin', t.reference.op('gin_trgm_ops')),
    index('payments_reference_prefix_idx').using('btree', sql`lower(${t.reference}) text_pattern_ops`),
  ],
);

// ---------------------------------------------------------------------------
// Student profile

export type StudentBasicInformation = {
  first_name: string;
  last_name: string;
  parent_name: string;
  type?: 'Local' | 'Foreign' | null;
  nationality: string;
  gender?: 'Male' | 'Female' | null;
  /** YYYY-MM-DD */
  dob?: string | null;
};

/** One education level (school, higher school, bachelor, masters); seed prefixes dropped. */
export type EducationLevel = {
  institute_name: string;
  examination_name: string;
  year: string;
  duration?: string | null;
  grade?: string | null;
};

export type PassportInformation = {
  passport_number: string;
  country: string;
  /** YYYY-MM-DD */
  expiry_date: string;
};

export const studentProfiles = pgTable(
  'student_profiles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    basicInformation: jsonb('basic_information').$type<Partial<StudentBasicInformation>>(),
    educationSchool: jsonb('education_school').$type<Partial<EducationLevel>>(),
    educationHigherSchool: jsonb('education_higher_school').$type<Partial<EducationLevel>>(),
    educationBachelor: jsonb('education_bachelor').$type<Partial<EducationLevel>>(),
    educationMasters: jsonb('education_masters').$type<Partial<EducationLevel>>(),
    passportInformation: jsonb('passport_information').$type<Partial<PassportInformation>>(),
    nationalIdFileId: integer('national_id_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    certificatesFileId: integer('certificates_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    passportFileId: integer('passport_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('student_profiles_national_id_file_id_idx').on(t.nationalIdFileId),
    index('student_profiles_certificates_file_id_idx').on(t.certificatesFileId),
    index('student_profiles_passport_file_id_idx').on(t.passportFileId),
  ],
);

// ---------------------------------------------------------------------------
// Relations (the parent-side `many`s are declared here too, to keep imports one-way)

export const applicationsRelations = relations(applications, ({ one, many }) => ({
  user: one(users, { fields: [applications.userId], references: [users.id] }),
  university: one(universities, { fields: [applications.universityId], references: [universities.id] }),
  course: one(courses, { fields: [applications.courseId], references: [courses.id] }),
  program: one(programs, { fields: [applications.programId], references: [programs.id] }),
  documents: many(applicationDocuments),
  history: many(applicationStatusHistory),
  payments: many(payments),
}));

export const applicationStatusHistoryRelations = relations(applicationStatusHistory, ({ one }) => ({
  application: one(applications, { fields: [applicationStatusHistory.applicationId], references: [applications.id] }),
  actor: one(users, { fields: [applicationStatusHistory.actorId], references: [users.id] }),
}));

export const applicationDocumentsRelations = relations(applicationDocuments, ({ one }) => ({
  application: one(applications, { fields: [applicationDocuments.applicationId], references: [applications.id] }),
  file: one(uploadedFiles, { fields: [applicationDocuments.fileId], references: [uploadedFiles.id] }),
}));

export const paymentsRelations = relations(payments, ({ one }) => ({
  application: one(applications, { fields: [payments.applicationId], references: [applications.id] }),
  confirmer: one(users, { fields: [payments.confirmedBy], references: [users.id] }),
}));

export const studentProfilesRelations = relations(studentProfiles, ({ one }) => ({
  user: one(users, { fields: [studentProfiles.userId], references: [users.id] }),
  nationalIdFile: one(uploadedFiles, { fields: [studentProfiles.nationalIdFileId], references: [uploadedFiles.id] }),
  certificatesFile: one(uploadedFiles, { fields: [studentProfiles.certificatesFileId], references: [uploadedFiles.id] }),
  passportFile: one(uploadedFiles, { fields: [studentProfiles.passportFileId], references: [uploadedFiles.id] }),
}));

export const usersApplicationsRelations = relations(users, ({ one, many }) => ({
  applications: many(applications),
  studentProfile: one(studentProfiles),
}));

export const universitiesApplicationsRelations = relations(universities, ({ many }) => ({
  applications: many(applications),
}));

export const coursesApplicationsRelations = relations(courses, ({ many }) => ({
  applications: many(applications),
}));

export type Application = typeof applications.$inferSelect;
export type NewApplication = typeof applications.$inferInsert;
export type ApplicationStatusHistoryRow = typeof applicationStatusHistory.$inferSelect;
export type ApplicationDocument = typeof applicationDocuments.$inferSelect;
export type ApplicationNote = typeof applicationNotes.$inferSelect;
export type Payment = typeof payments.$inferSelect;
export type StudentProfile = typeof studentProfiles.$inferSelect;
