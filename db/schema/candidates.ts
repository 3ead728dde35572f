/**
 * Job-seeker (candidate) resume profile, split into the seed's sections, and CV files.
 * Salaries: GBP minor units (pence).
 */
import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  addressKindEnum,
  jobNatureEnum,
  languageLearnedByEnum,
  proficiencyLevelEnum,
  salaryTypeEnum,
  skillSourceEnum,
  timestamps,
} from './enums';
import { uploadedFiles } from './files';
import { users } from './users';

export const candidateProfiles = pgTable(
  'candidate_profiles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    /** opt-in: listed in the candidate directory for employers */
    isPublic: boolean('is_public').notNull().default(false),
    /**
     * The sensitive fields (religion, ethnicity, blood group, weight, height, national id, passport
     * number, date of birth) the candidate agreed to show to employers, by seed name; none by default.
     */
    sharedFields: text('shared_fields').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The contact details (account e-mail, phone numbers, parents' names, addresses, referees'
     * contacts) the candidate agreed to show in the directory, by consent name; none by default.
     * An employer the candidate applied to sees the e-mail and phone of that application anyway.
     */
    sharedContacts: text('shared_contacts').array().notNull().default(sql`'{}'::text[]`),
    // Basic info
    firstName: text('first_name'),
    lastName: text('last_name'),
    dob: date('dob', { mode: 'string' }),
    religion: text('religion'),
    ethnicity: text('ethnicity'),
    /** male | female | others */
    gender: text('gender'),
    primaryContactNo: text('primary_contact_no'),
    nationality: text('nationality'),
    fathersName: text('fathers_name'),
    mothersName: text('mothers_name'),
    secondaryContactNo: text('secondary_contact_no'),
    emergencyContactNo: text('emergency_contact_no'),
    /** seed `secondary_mail` */
    secondaryEmail: text('secondary_email'),
    nid: text('nid'),
    passportNo: text('passport_no'),
    bloodGroup: text('blood_group'),
    weight: text('weight'),
    height: text('height'),
    // Career info
    objective: text('objective'),
    jobLevel: text('job_level'),
    jobNature: jobNatureEnum('job_nature'),
    presentSalaryMinor: integer('present_salary_minor'),
    presentSalaryType: salaryTypeEnum('present_salary_type'),
    expectedSalaryMinor: integer('expected_salary_minor'),
    expectedSalaryType: salaryTypeEnum('expected_salary_type'),
    // Preferences (max 10 each)
    /** job_categories ids */
    jobCategoryChoice: integer('job_category_choice').array().notNull().default(sql`'{}'::integer[]`),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    prefCities: text('pref_cities').array().notNull().default(sql`'{}'::text[]`),
    specialSkills: text('special_skills').array().notNull().default(sql`'{}'::text[]`),
    /** stored file key */
    photo: text('photo'),
    ...timestamps,
  },
  (t) => [
    index('candidate_profiles_is_public_idx').on(t.isPublic),
    index('candidate_profiles_created_at_idx').on(t.createdAt),
  ],
);

const profileId = () =>
  integer('profile_id')
    .notNull()
    .references(() => candidateProfiles.id, { onDelete: 'cascade' });
const sortOrder = () => integer('sort_order').notNull().default(0);

export const candidateCertifications = pgTable(
  'candidate_certifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    profileId: profileId(),
    /** seed `cer_name` */
    name: text('name').notNull(),
    /** the institution */
    location: text('location'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    sortOrder: sortOrder(),
    ...timestamps,
  },
  (t) => [index('candidate_certifications_profile_id_idx').on(t.profileId, t.sortOrder)],
);

export const candidateEducations = pgTable(
  'candidate_educations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    profileId: profileId(),
    eduLevel: text('edu_level'),
    degreeTitle: text('degree_title'),
    major: text('major'),
    institute: text('institute'),
    /** grade */
    result: text('result'),
    marks: text('marks'),
    passingYear: smallint('passing_year'),
    duration: text('duration'),
    achievement: text('achievement'),
    sortOrder: sortOrder(),
    ...timestamps,
  },
  (t) => [index('candidate_educations_profile_id_idx').on(t.profileId, t.sortOrder)],
);

export const candidateExperiences = pgTable(
  'candidate_experiences',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    profileId: profileId(),
    orgName: text('org_name'),
    orgBusiness: text('org_business'),
    designation: text('designation'),
    department: text('department'),
    fromDate: date('from_date', { mode: 'string' }),
    toDate: date('to_date', { mode: 'string' }),
    currWorking: boolean('curr_working').notNull().default(false),
    responsibilities: text('responsibilities'),
    areaExpertise: text('area_expertise').array().notNull().default(sql`'{}'::text[]`),
    orgLocation: text('org_location'),
    sortOrder: sortOrder(),
    ...timestamps,
  },
  (t) => [index('candidate_experiences_profile_id_idx').on(t.profileId, t.sortOrder)],
);

export const candidateSkills = pgTable(
  'candidate_skills',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    profileId: profileId(),
    skillName: text('skill_name').notNull(),
    acquiredFrom: skillSourceEnum('acquired_from'),
    description: text('description'),
    sortOrder: sortOrder(),
    ...timestamps,
  },
  (t) => [index('candidate_skills_profile_id_idx').on(t.profileId, t.sortOrder)],
);

export const candidateTrainings = pgTable(
  'candidate_trainings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    profileId: profileId(),
    title: text('title').notNull(),
    type: text('type'),
    topicsCovered: text('topics_covered').array().notNull().default(sql`'{}'::text[]`),
    duration: text('duration'),
    year: smallint('year'),
    institute: text('institute'),
    location: text('location'),
    sortOrder: sortOrder(),
    ...timestamps,
  },
  (t) => [index('candidate_trainings_profile_id_idx').on(t.profileId, t.sortOrder)],
);

/** seed "Extracurricular" */
export const candidateActivities = pgTable(
  'candidate_activities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    profileId: profileId(),
    activity: text('activity').notNull(),
    sortOrder: sortOrder(),
    ...timestamps,
  },
  (t) => [index('candidate_activities_profile_id_idx').on(t.profileId, t.sortOrder)],
);

export const candidateLanguages = pgTable(
  'candidate_languages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    profileId: profileId(),
    language: text('language').notNull(),
    learnedBy: languageLearnedByEnum('learned_by'),
    reading: proficiencyLevelEnum('reading'),
    writing: proficiencyLevelEnum('writing'),
    speaking: proficiencyLevelEnum('speaking'),
    sortOrder: sortOrder(),
    ...timestamps,
  },
  (t) => [index('candidate_languages_profile_id_idx').on(t.profileId, t.sortOrder)],
);

/** Permanent and present address: at most one of each per profile. */
export const candidateAddresses = pgTable(
  'candidate_addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    profileId: profileId(),
    kind: addressKindEnum('kind').notNull(),
    street: text('street'),
    house: text('house'),
    county: text('county'),
    city: text('city'),
    province: text('province'),
    country: text('country'),
    description: text('description'),
    sortOrder: sortOrder(),
    ...timestamps,
  },
  (t) => [unique('candidate_addresses_profile_kind_uq').on(t.profileId, t.kind)],
);

export const candidateReferences = pgTable(
  'candidate_references',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    profileId: profileId(),
    name: text('name').notNull(),
    designation: text('designation'),
    organization: text('organization'),
    email: text('email'),
    relation: text('relation'),
    cellNo: text('cell_no'),
    address: text('address'),
    sortOrder: sortOrder(),
    ...timestamps,
  },
  (t) => [index('candidate_references_profile_id_idx').on(t.profileId, t.sortOrder)],
);

/** Uploaded CVs (seed "resume", max 5 MB; PDF/DOC/DOCX). At most one default per user. */
export const cvFiles = pgTable(
  'cv_files',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => uploadedFiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** Hidden from the CV list (a CV attached to an application cannot be deleted, only hidden). */
    hidden: boolean('hidden').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('cv_files_user_id_idx').on(t.userId),
    index('cv_files_file_id_idx').on(t.fileId),
    uniqueIndex('cv_files_one_default_per_user_idx').on(t.userId).where(sql`"is_default"`),
  ],
);

// ---------------------------------------------------------------------------
// Relations

export const candidateProfilesRelations = relations(candidateProfiles, ({ one, many }) => ({
  user: one(users, { fields: [candidateProfiles.userId], references: [users.id] }),
  certifications: many(candidateCertifications),
  educations: many(candidateEducations),
  experiences: many(candidateExperiences),
  skills: many(candidateSkills),
  trainings: many(candidateTrainings),
  activities: many(candidateActivities),
  languages: many(candidateLanguages),
  addresses: many(candidateAddresses),
  references: many(candidateReferences),
}));

export const candidateCertificationsRelations = relations(candidateCertifications, ({ one }) => ({
  profile: one(candidateProfiles, { fields: [candidateCertifications.profileId], references: [candidateProfiles.id] }),
}));
export const candidateEducationsRelations = relations(candidateEducations, ({ one }) => ({
  profile: one(candidateProfiles, { fields: [candidateEducations.profileId], references: [candidateProfiles.id] }),
}));
export const candidateExperiencesRelations = relations(candidateExperiences, ({ one }) => ({
  profile: one(candidateProfiles, { fields: [candidateExperiences.profileId], references: [candidateProfiles.id] }),
}));
export const candidateSkillsRelations = relations(candidateSkills, ({ one }) => ({
  profile: one(candidateProfiles, { fields: [candidateSkills.profileId], references: [candidateProfiles.id] }),
}));
export const candidateTrainingsRelations = relations(candidateTrainings, ({ one }) => ({
  profile: one(candidateProfiles, { fields: [candidateTrainings.profileId], references: [candidateProfiles.id] }),
}));
export const candidateActivitiesRelations = relations(candidateActivities, ({ one }) => ({
  profile: one(candidateProfiles, { fields: [candidateActivities.profileId], references: [candidateProfiles.id] }),
}));
export const candidateLanguagesRelations = relations(candidateLanguages, ({ one }) => ({
  profile: one(candidateProfiles, { fields: [candidateLanguages.profileId], references: [candidateProfiles.id] }),
}));
export const candidateAddressesRelations = relations(candidateAddresses, ({ one }) => ({
  profile: one(candidateProfiles, { fields: [candidateAddresses.profileId], references: [candidateProfiles.id] }),
}));
export const candidateReferencesRelations = relations(candidateReferences, ({ one }) => ({
  profile: one(candidateProfiles, { fields: [candidateReferences.profileId], references: [candidateProfiles.id] }),
}));

export const cvFilesRelations = relations(cvFiles, ({ one }) => ({
  user: one(users, { fields: [cvFiles.userId], references: [users.id] }),
  file: one(uploadedFiles, { fields: [cvFiles.fileId], references: [uploadedFiles.id] }),
}));

export const usersCandidatesRelations = relations(users, ({ one, many }) => ({
  candidateProfile: one(candidateProfiles),
  cvFiles: many(cvFiles),
}));

export type CandidateProfile = typeof candidateProfiles.$inferSelect;
export type CvFile = typeof cvFiles.$inferSelect;

/**
 * The back office's job-seeker search (lib/candidates/directory.ts, listAllCandidates): one narrow
 * row per job seeker's account with the account's creation time (the list's order) and one
 * lower-cased text of the account's name and e-mail and the resume's first and last name, with a
 * trigram index; the list counts and pages here and loads the page's rows by id. Kept by triggers
 * on `users` and `candidate_profiles` (migration 0021); nothing writes it by hand. The order's
 * index carries the text (INCLUDE, written in that migration), so a walk reads the index alone.
 */
export const candidateSearchKeys = pgTable(
  'candidate_search_keys',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** lower: the account's name, e-mail, the resume's first and last name (one a line) */
    search: text('search').notNull().default(''),
  },
  (t) => [
    index('candidate_search_keys_created_idx').on(t.createdAt.desc(), t.userId.desc()),
    index('candidate_search_keys_search_trgm_idx').using('gin', t.search.op('gin_trgm_ops')),
  ],
);
