import { z } from 'zod';
import { idSchema } from '@/lib/http/id';
import { pageField, perPageField } from '@/lib/http/page';
import { applicationStages, employerTargetStages } from './application-stages';

/** Client-safe inputs of job applications (apply form, legacy POST, pipeline moves, list filters). */
export const applicationMessages = {
  jobRequired: 'Choose the job to apply to.',
  jobNotOpen: 'This job is not open for applications.',
  cvRequired: 'Choose one of your CVs.',
  cvNotYours: 'Choose one of your own CVs.',
  coverTooLong: 'Keep the cover note under 5000 characters.',
  alreadyApplied: 'You have already applied to this job.',
  applied: 'Your application was sent.',
  reapplied: 'Your application was sent again.',
  withdrawn: 'Your application was withdrawn.',
  cannotWithdraw: 'This application has been decided and can no longer be withdrawn.',
  moved: 'Stage updated; the candidate was told by e-mail.',
  badMove: 'This application cannot move to that stage.',
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
  stage: optionalStage,
  page: pageField,
  per_page: perPageField,
});
export type ApplicantListParams = z.output<typeof applicantListParamsSchema>;

export const ownApplicationListParamsSchema = z.object({ stage: optionalStage, page: pageField, per_page: perPageField });
