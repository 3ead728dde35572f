/**
 * Job board: categories, employer types, company profiles, jobs, job applications,
 * part-time applications and direct-hire requests. Salaries: GBP minor units (pence).
 */
import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  jobApplicationStatusEnum,
  jobNatureEnum,
  jobStatusEnum,
  orgSizeEnum,
  salaryTypeEnum,
  inList,
  nameKey,
  timestamps,
} from './enums';
import { directHireStatusValues, partTimeShareValues } from '../../lib/jobs/values';
import { cvFiles } from './candidates';
import { users } from './users';

/**
 * Ids are given explicitly by seeds (44, 45, 46, 47, 48, 105, 106, 107): after inserting
 * explicit ids, bump the identity (`SELECT setval(pg_get_serial_sequence('job_categories','id'), max(id)) FROM job_categories`).
 */
export const jobCategories = pgTable(
  'job_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    /** seed `cat_name` */
    name: text('name').notNull(),
    status: boolean('status').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('job_categories_status_idx').on(t.status), index('job_categories_name_idx').on(t.name), uniqueIndex('job_categories_name_key_unique').on(nameKey(t.name))],
);

/** seed "org-type" */
export const employerTypes = pgTable(
  'employer_types',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    /** seed `org_type` */
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('employer_types_name_key_unique').on(nameKey(t.name))],
);

export const companyProfiles = pgTable(
  'company_profiles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code'),
    isAccepted: boolean('is_accepted').notNull().default(true),
    street: text('street'),
    house: text('house'),
    county: text('county'),
    city: text('city'),
    province: text('province'),
    country: text('country'),
    description: text('description'),
    /** seed `con_per_name` */
    contactPersonName: text('contact_person_name'),
    /** seed `cont_per_designation` */
    contactPersonDesignation: text('contact_person_designation'),
    /** seed `cont_per_mail` */
    contactPersonEmail: text('contact_person_email'),
    /** seed `cont_per_mobile` */
    contactPersonMobile: text('contact_person_mobile'),
    orgName: text('org_name'),
    estYear: smallint('est_year'),
    orgSize: orgSizeEnum('org_size'),
    businessId: text('business_id'),
    businessDescription: text('business_description'),
    tradeLicense: text('trade_license'),
    /** seed `org_type` (an employer type id) */
    employerTypeId: integer('employer_type_id').references(() => employerTypes.id, { onDelete: 'set null' }),
    website: text('website'),
    /** stored file key (kind company_logo) */
    logo: text('logo'),
    ...timestamps,
  },
  (t) => [
    index('company_profiles_employer_type_id_idx').on(t.employerTypeId),
    index('company_profiles_org_name_idx').on(t.orgName),
    index('company_profiles_org_name_trgm_idx').using('gin', t.orgName.op('gin_trgm_ops')),
    index('company_profiles_created_at_idx').on(t.createdAt),
  ],
);

export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    employerId: integer('employer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyProfileId: integer('company_profile_id').references(() => companyProfiles.id, { onDelete: 'set null' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => jobCategories.id, { onDelete: 'restrict' }),
    /** seed `job_title` */
    title: text('title').notNull(),
    description: text('description'),
    /** seed `responsibilities` / `requirements` (plain text, one per line allowed) */
    responsibilities: text('responsibilities'),
    requirements: text('requirements'),
    location: text('location'),
    city: text('city'),
    postcode: text('postcode'),
    country: text('country'),
    /** The job type (full time, part time, contractual). */
    jobNature: jobNatureEnum('job_nature'),
    /** seed experience list [min, max], years */
    experienceMin: smallint('experience_min'),
    experienceMax: smallint('experience_max'),
    /** seed age range [min, max] */
    ageMin: smallint('age_min'),
    ageMax: smallint('age_max'),
    /** seed salary_range [low, high], GBP minor */
    salaryMinMinor: integer('salary_min_minor'),
    salaryMaxMinor: integer('salary_max_minor'),
    salaryType: salaryTypeEnum('salary_type'),
    /** seed working_hour_range [from, to] */
    workingHourFrom: time('working_hour_from'),
    workingHourTo: time('working_hour_to'),
    positions: integer('positions').notNull().default(1),
    /** digits only */
    contactNumber: text('contact_number'),
    urgent: boolean('urgent').notNull().default(false),
    benefits: text('benefits').array().notNull().default(sql`'{}'::text[]`),
    otherBenefits: text('other_benefits').array().notNull().default(sql`'{}'::text[]`),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    expireDate: date('expire_date', { mode: 'string' }),
    status: jobStatusEnum('status').notNull().default('reviewing'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    /** The reason the employer sees while the job is rejected (cleared when it goes back to review). */
    rejectionReason: text('rejection_reason'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Counted by the public page's rate-limited beacon (the page itself stays cached). */
    viewCount: integer('view_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('jobs_salary_range_chk', sql`"salary_min_minor" IS NULL OR "salary_max_minor" IS NULL OR "salary_min_minor" <= "salary_max_minor"`),
    check('jobs_experience_range_chk', sql`"experience_min" IS NULL OR "experience_max" IS NULL OR "experience_min" <= "experience_max"`),
    check('jobs_positions_chk', sql`"positions" >= 1`),
    index('jobs_status_expire_date_idx').on(t.status, t.expireDate),
    index('jobs_category_id_idx').on(t.categoryId),
    index('jobs_employer_id_idx').on(t.employerId),
    index('jobs_company_profile_id_idx').on(t.companyProfileId),
    index('jobs_approved_by_idx').on(t.approvedBy),
    index('jobs_created_at_idx').on(t.createdAt),
    index('jobs_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    // The season's lists (issue 28). The public list and the candidate's preferences walk the
    // approved jobs in each order (newest, best paid, closing soonest; lib/jobs/search.ts), any
    // page deep; the back office's queue walks a status's jobs newest first.
    index('jobs_public_newest_idx').on(t.approvedAt.desc().nullsLast(), t.id.desc().nullsFirst()).where(sql`${t.status} = 'approved'`),
    index('jobs_public_salary_idx')
      .on(sql`coalesce(${t.salaryMaxMinor}, ${t.salaryMinMinor}) DESC NULLS LAST`, t.approvedAt.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'approved'`),
    index('jobs_public_closing_idx').on(t.expireDate.asc().nullsLast(), t.approvedAt.desc().nullsLast(), t.id.desc().nullsFirst()).where(sql`${t.status} = 'approved'`),
    index('jobs_public_category_idx').on(t.categoryId, t.expireDate).where(sql`${t.status} = 'approved'`),
    index('jobs_status_created_idx').on(t.status, t.createdAt, t.id, t.expireDate),
    index('jobs_created_id_idx').on(t.createdAt, t.id),
    // Pieces of a city, a place, a skill (the preferences' and the search's ILIKEs) and a postcode's start.
    index('jobs_city_trgm_idx').using('gin', t.city.op('gin_trgm_ops')),
    index('jobs_location_trgm_idx').using('gin', t.location.op('gin_trgm_ops')),
    index('jobs_skills_trgm_idx').using('gin', sql`public.f_text_array_join(${t.skills}) gin_trgm_ops`),
    index('jobs_postcode_trgm_idx').using('gin', sql`upper(replace(coalesce(${t.postcode}, ''), ' ', '')) gin_trgm_ops`),
  ],
);

export const jobApplications = pgTable(
  'job_applications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cvFileId: integer('cv_file_id').references(() => cvFiles.id, { onDelete: 'set null' }),
    coverLetter: text('cover_letter'),
    status: jobApplicationStatusEnum('status').notNull().default('applied'),
    /** first time the employer opened it (dashboard "non_viewed_applications" = null here) */
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    unique('job_applications_job_candidate_uq').on(t.jobId, t.candidateId),
    index('job_applications_candidate_id_idx').on(t.candidateId),
    index('job_applications_status_idx').on(t.status),
    index('job_applications_cv_file_id_idx').on(t.cvFileId),
    index('job_applications_created_at_idx').on(t.createdAt),
    // The back office's and the employer's lists: newest first, all or one stage, any page deep.
    index('job_applications_created_id_idx').on(t.createdAt, t.id),
    index('job_applications_status_created_idx').on(t.status, t.createdAt, t.id),
    // One employer's or one job's applicants: each job's applications in (created_at, id) order, the
    // stage carried, read from the index alone (a nested loop over the employer's jobs, then ordered).
    index('job_applications_job_created_idx').on(t.jobId, t.createdAt, t.id, t.status),
  ],
);

/**
 * One narrow row per approved job: what the public list (/jobs, the candidate's preference
 * matches, the legacy job list) filters and sorts on, lower-cased, so a search tests a few short
 * texts on a small table instead of ILIKEs on the wide `jobs` rows. Kept by triggers on `jobs` and
 * `company_profiles` (migration 0020); nothing writes it by hand. Expiry and the category's status
 * are still tested when read (they change with the day and with the category). The order indexes
 * carry the filtered columns (INCLUDE, written in that migration: drizzle cannot say it), so a walk
 * along an order or a count by filter reads the index alone.
 */
export const publicJobKeys = pgTable(
  'public_job_keys',
  {
    jobId: integer('job_id')
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    expireDate: date('expire_date', { mode: 'string' }),
    /** the offered pay the salary filter and sort compare: the top of the range, else its bottom (GBP minor) */
    pay: integer('pay'),
    jobNature: jobNatureEnum('job_nature'),
    salaryType: salaryTypeEnum('salary_type'),
    experienceMin: smallint('experience_min'),
    /** lower(city) */
    city: text('city').notNull().default(''),
    /** lower(city), lower(location), one a line */
    place: text('place').notNull().default(''),
    /** the postcode upper-cased without spaces */
    postcode: text('postcode').notNull().default(''),
    /** lower(title), the skills (f_text_array_join) and the organisation's name, one a line */
    search: text('search').notNull().default(''),
    /** lower(title) and the skills, one a line: what a candidate's preferred keywords are matched with */
    words: text('words').notNull().default(''),
  },
  (t) => [
    index('public_job_keys_newest_idx').on(t.approvedAt.desc().nullsLast(), t.jobId.desc()),
    index('public_job_keys_salary_idx').on(t.pay.desc().nullsLast(), t.approvedAt.desc().nullsLast(), t.jobId.desc()),
    index('public_job_keys_closing_idx').on(t.expireDate.asc().nullsLast(), t.approvedAt.desc().nullsLast(), t.jobId.desc()),
    index('public_job_keys_category_idx').on(t.categoryId, t.approvedAt.desc().nullsLast(), t.jobId.desc()),
    index('public_job_keys_expire_idx').on(t.expireDate, t.categoryId),
    index('public_job_keys_search_trgm_idx').using('gin', t.search.op('gin_trgm_ops')),
    index('public_job_keys_words_trgm_idx').using('gin', t.words.op('gin_trgm_ops')),
    index('public_job_keys_city_trgm_idx').using('gin', t.city.op('gin_trgm_ops')),
    index('public_job_keys_place_trgm_idx').using('gin', t.place.op('gin_trgm_ops')),
    index('public_job_keys_postcode_trgm_idx').using('gin', t.postcode.op('gin_trgm_ops')),
  ],
);

/**
 * How many approved jobs each category has per expiry date (no expiry: 'infinity'), kept on write
 * by statement triggers on `public_job_keys` (migration 0023): the public list's category counts
 * and its unfiltered (or category-only) count sum these few rows for the dates from today on,
 * instead of counting the jobs on every view.
 */
export const publicJobExpiryCounts = pgTable(
  'public_job_expiry_counts',
  {
    categoryId: integer('category_id').notNull(),
    expireDate: date('expire_date', { mode: 'string' }).notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.expireDate] })],
);

/**
 * The job figures kept on write (the dashboards' approved / reviewing posts, applications and
 * unviewed applications): one row per employer and key, and the whole board's under employer 0.
 * Keys: `jobs:<status>`, `applications`, `applications:unviewed`. Statement-level triggers on
 * `jobs` and `job_applications` keep it (migration 0019); nothing writes it by hand.
 */
export const jobCounts = pgTable(
  'job_counts',
  {
    employerId: integer('employer_id').notNull(),
    key: text('key').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.employerId, t.key] })],
);

/** Every stage move of a job application: who moved it, when, from which stage to which (null from = created). */
export const jobApplicationStages = pgTable(
  'job_application_stages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    fromStatus: jobApplicationStatusEnum('from_status'),
    toStatus: jobApplicationStatusEnum('to_status').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_application_stages_application_id_idx').on(t.applicationId), index('job_application_stages_actor_id_idx').on(t.actorId)],
);

export const partTimeApplications = pgTable(
  'part_time_applications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    city: text('city'),
    /** seed `skill` (a list; legacy first item may be comma-separated: split on input) */
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    /** GBP minor, hourly */
    rateMinor: integer('rate_minor'),
    availability: text('availability'),
    /** Which of the account's contacts employers may see (lib/jobs/values.ts): none until the candidate chooses. */
    shareContact: text('share_contact').notNull().default('none'),
    ...timestamps,
  },
  (t) => [
    index('part_time_applications_user_id_idx').on(t.userId),
    index('part_time_applications_created_at_idx').on(t.createdAt),
    check('part_time_applications_share_contact_chk', sql`"share_contact" IN (${inList(partTimeShareValues)})`),
  ],
);

/** Anonymous "direct hire" requests; admins handle them (status new | contacted | closed). */
export const directHireRequests = pgTable(
  'direct_hire_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    street: text('street'),
    house: text('house'),
    county: text('county'),
    city: text('city'),
    province: text('province'),
    country: text('country'),
    description: text('description'),
    jobTitle: text('job_title').notNull(),
    orgName: text('org_name'),
    salaryType: salaryTypeEnum('salary_type'),
    /** seed salary_range [low, high], GBP minor */
    salaryMinMinor: integer('salary_min_minor'),
    salaryMaxMinor: integer('salary_max_minor'),
    /** seed working_hour_range [from, to] */
    workingHourFrom: time('working_hour_from'),
    workingHourTo: time('working_hour_to'),
    dateFrom: date('date_from', { mode: 'string' }),
    dateTo: date('date_to', { mode: 'string' }),
    /** seed `skill` */
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    /** seed experience [min, max] */
    experienceMin: smallint('experience_min'),
    experienceMax: smallint('experience_max'),
    positionNo: integer('position_no'),
    contactNo: text('contact_no'),
    email: text('email'),
    /** seed `job_category` */
    jobCategoryId: integer('job_category_id').references(() => jobCategories.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('new'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('direct_hire_requests_status_chk', sql`"status" IN (${inList(directHireStatusValues)})`),
    index('direct_hire_requests_status_idx').on(t.status),
    index('direct_hire_requests_job_category_id_idx').on(t.jobCategoryId),
    index('direct_hire_requests_created_at_idx').on(t.createdAt),
  ],
);

// ---------------------------------------------------------------------------
// Relations

export const jobCategoriesRelations = relations(jobCategories, ({ many }) => ({
  jobs: many(jobs),
}));

export const employerTypesRelations = relations(employerTypes, ({ many }) => ({
  companyProfiles: many(companyProfiles),
}));

export const companyProfilesRelations = relations(companyProfiles, ({ one, many }) => ({
  user: one(users, { fields: [companyProfiles.userId], references: [users.id] }),
  employerType: one(employerTypes, { fields: [companyProfiles.employerTypeId], references: [employerTypes.id] }),
  jobs: many(jobs),
}));

export const jobsRelations = relations(jobs, ({ one, many }) => ({
  employer: one(users, { fields: [jobs.employerId], references: [users.id], relationName: 'job_employer' }),
  approver: one(users, { fields: [jobs.approvedBy], references: [users.id], relationName: 'job_approver' }),
  category: one(jobCategories, { fields: [jobs.categoryId], references: [jobCategories.id] }),
  company: one(companyProfiles, { fields: [jobs.companyProfileId], references: [companyProfiles.id] }),
  applications: many(jobApplications),
}));

export const jobApplicationsRelations = relations(jobApplications, ({ one }) => ({
  job: one(jobs, { fields: [jobApplications.jobId], references: [jobs.id] }),
  candidate: one(users, { fields: [jobApplications.candidateId], references: [users.id] }),
  cvFile: one(cvFiles, { fields: [jobApplications.cvFileId], references: [cvFiles.id] }),
}));

export const partTimeApplicationsRelations = relations(partTimeApplications, ({ one }) => ({
  user: one(users, { fields: [partTimeApplications.userId], references: [users.id] }),
}));

export const directHireRequestsRelations = relations(directHireRequests, ({ one }) => ({
  jobCategory: one(jobCategories, { fields: [directHireRequests.jobCategoryId], references: [jobCategories.id] }),
}));

export const usersJobsRelations = relations(users, ({ one, many }) => ({
  companyProfile: one(companyProfiles),
  jobs: many(jobs, { relationName: 'job_employer' }),
  jobApplications: many(jobApplications),
}));

export type JobCategory = typeof jobCategories.$inferSelect;
export type EmployerType = typeof employerTypes.$inferSelect;
export type CompanyProfile = typeof companyProfiles.$inferSelect;
export type Job = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;
export type JobApplication = typeof jobApplications.$inferSelect;
export type JobApplicationStage = typeof jobApplicationStages.$inferSelect;
export type PartTimeApplication = typeof partTimeApplications.$inferSelect;
export type DirectHireRequest = typeof directHireRequests.$inferSelect;
