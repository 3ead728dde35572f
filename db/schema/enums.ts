/**
 * Postgres enums shared by every domain, plus the few column helpers every table uses
 * (timestamps, search columns). The value lists live in lib, one module per domain
 * (`lib/<domain>/values.ts`, client-safe, no imports), so the zod schemas and the UI read them
 * without reaching db/; the roles are `roles` of lib/auth/actor.ts. Import a list or its type from
 * there, not from here.
 */
import { sql, type SQL } from 'drizzle-orm';
import { customType, pgEnum, timestamp } from 'drizzle-orm/pg-core';
// Relative: drizzle-kit loads the schema without the `@/` alias.
import { roles } from '../../lib/auth/actor';
import { codePurposeValues } from '../../lib/accounts/values';
import {
  applicationStatusValues,
  documentSlotValues,
  paymentKindValues,
  paymentMethodValues,
  paymentStatusValues,
} from '../../lib/applications/values';
import {
  addressKindValues,
  languageLearnedByValues,
  proficiencyLevelValues,
  skillSourceValues,
} from '../../lib/candidates/values';
import {
  courseTagValues,
  degreeTypeValues,
  teachingLanguageValues,
  universityTypeValues,
} from '../../lib/catalogue/values';
import {
  jobApplicationStatusValues,
  jobNatureValues,
  jobStatusValues,
  orgSizeValues,
  salaryTypeValues,
} from '../../lib/jobs/values';
import { fileKindValues } from '../../lib/storage/values';

export const roleEnum = pgEnum('role', roles);
export const degreeTypeEnum = pgEnum('degree_type', degreeTypeValues);
export const teachingLanguageEnum = pgEnum('teaching_language', teachingLanguageValues);
export const courseTagEnum = pgEnum('course_tag', courseTagValues);
export const universityTypeEnum = pgEnum('university_type', universityTypeValues);
export const applicationStatusEnum = pgEnum('application_status', applicationStatusValues);
export const paymentStatusEnum = pgEnum('payment_status', paymentStatusValues);
export const paymentMethodEnum = pgEnum('payment_method', paymentMethodValues);
export const paymentKindEnum = pgEnum('payment_kind', paymentKindValues);
export const documentSlotEnum = pgEnum('document_slot', documentSlotValues);
export const jobStatusEnum = pgEnum('job_status', jobStatusValues);
export const jobApplicationStatusEnum = pgEnum('job_application_status', jobApplicationStatusValues);
export const fileKindEnum = pgEnum('file_kind', fileKindValues);
export const codePurposeEnum = pgEnum('code_purpose', codePurposeValues);
export const orgSizeEnum = pgEnum('org_size', orgSizeValues);
export const salaryTypeEnum = pgEnum('salary_type', salaryTypeValues);
export const jobNatureEnum = pgEnum('job_nature', jobNatureValues);
export const skillSourceEnum = pgEnum('skill_source', skillSourceValues);
export const languageLearnedByEnum = pgEnum('language_learned_by', languageLearnedByValues);
export const proficiencyLevelEnum = pgEnum('proficiency_level', proficiencyLevelValues);
export const addressKindEnum = pgEnum('address_kind', addressKindValues);

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

/** A check constraint's value list (`"status" IN (${inList(values)})`): the same lib list as the code. */
export function inList(values: readonly string[]): SQL {
  return sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '));
}

/**
 * A reference record's name as its twins share it: lower case, every white space removed
 * ("Health and Care", " health  and care", "HealthandCare" are one name). The unique indexes on
 * the reference tables (migration 0033) and the domain's check before a write
 * (lib/reference-data/engine.ts, `uniqueName`) use this one expression, so the two agree.
 */
export const nameKey = (column: SQL | { getSQL(): SQL }): SQL => sql`lower(regexp_replace(${column}, '\\s', '', 'g'))`;
