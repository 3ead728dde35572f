import { z } from 'zod';
import { searchText } from '@/lib/forms/text';
import { idSchema } from '@/lib/http/id';
import { pageField, perPageField } from '@/lib/http/page';
import { applicationStages, employerTargetStages } from './application-stages';
import { msg } from '@/lib/i18n/message';

/** Client-safe inputs of job applications (apply form, legacy POST, pipeline moves, list filters). */
export const applicationMessages = {
  jobRequired: msg('validation.jobs.applications.jobRequired'),
  jobNotOpen: msg('jobs.applications.jobNotOpen'),
  cvRequired: msg('validation.jobs.applications.cvRequired'),
  cvNotYours: msg('jobs.applications.cvNotYours'),
  coverTooLong: msg('validation.jobs.applications.coverTooLong'),
  alreadyApplied: msg('jobs.applications.alreadyApplied'),
  applied: msg('jobs.applications.applied'),
  reapplied: msg('jobs.applications.reapplied'),
  withdrawn: msg('jobs.applications.withdrawn'),
  cannotWithdraw: msg('jobs.applications.cannotWithdraw'),
  moved: msg('jobs.applications.moved'),
  badMove: msg('validation.jobs.applications.badMove'),
} as const;

const uuidLike = z.string().trim().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, applicationMessages.jobRequired);

export const applySchema = z.object({
  job: uuidLike.transform((s) => s.toLowerCase()),
  cv: idSchema({ required: applicationMessages.cvRequired, invalid: applicationMessages.cvRequired }),
  cover_letter: z
    .string()
    .trim()
    .max(5000, applicationMessages.coverTooLong)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
});
export type ApplyInput = z.output<typeof applySchema>;

export const moveStageSchema = z.object({
  application: z.string().uuid(),
  to: z.enum(employerTargetStages, { error: applicationMessages.badMove }),
});

const optionalStage = z
  .string()
  .optional()
  .transform((v) => ((applicationStages as readonly string[]).includes(v ?? '') ? (v as (typeof applicationStages)[number]) : undefined));

export const applicantListParamsSchema = z.object({
  job: z
    .string()
    .optional()
    .transform((v) => (v && /^[0-9a-f-]{36}$/i.test(v) ? v.toLowerCase() : undefined)),
  /** The job filter's typed title (the type-ahead's text, what a form sends without JavaScript); the page resolves it to `job`. */
  job_q: searchText(100),
  stage: optionalStage,
  /** `no`: not yet opened by the employer (the dashboards' "not yet viewed"); `yes`: opened. */
  viewed: z
    .string()
    .optional()
    .transform((v) => (v === 'no' || v === 'yes' ? v : undefined)),
  page: pageField,
  per_page: perPageField,
});
export const applicantViewedValues = ['no', 'yes'] as const;
export type ApplicantListParams = z.output<typeof applicantListParamsSchema>;

export const ownApplicationListParamsSchema = z.object({ stage: optionalStage, page: pageField, per_page: perPageField });
