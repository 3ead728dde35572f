import 'server-only';
import { and, count, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb, type Db, type Tx } from '@/db';
import { byIds, desc as seekDesc, estimatedRows, pageIdsOf } from '@/lib/lists/seek';
import { escapeLike } from '@/db/like';
import { companyProfiles, jobCategories, jobs, users } from '@/db/schema';
import { recordAudit } from '@/lib/audit';
import type { Actor } from '@/lib/auth/actor';

import { notFound } from '@/lib/errors';
import { toPage, type Page } from '@/lib/http/page';
import { z } from 'zod';
import { authorise, defineUseCase } from '@/lib/use-case';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { hello, mailText, renderLayout, sendMail, type RenderedMail } from '@/lib/mail';
import { jobQueueParamsSchema, legacyModerationSchema, moderationSchema, type JobQueueParams, type ModerationInput, type ModerationMove } from './admin-schemas';
import { withRefs } from './use-case-input';
import { expireJobs } from './cache-tags';
import { jobStatusLabels, toJobSummary, type JobSummary } from './dto';
import { jobSummaryColumns } from './summary';
import { jobStatusCondition } from './status-filter';
import { nextJobStatus, todayIso } from './status';
import type { JobStatus } from './values';
import { nouns } from '@/lib/messages';
import { msg } from '@/lib/i18n/message';
import { renderMessage, translate } from '@/lib/i18n/catalogue';
import { defaultLocale, type Locale } from '@/lib/i18n/config';

/**
 * Moderation: the back office's queue of job posts (real pagination; filters by status, expired
 * included, category, employer and posting date), one job's full detail for the admin (age range
 * included: the public never sees it), and the three moves (approve, reject with a reason the
 * employer reads, back to review). Each move asks the lifecycle (nextJobStatus), writes the job
 * and an audit row in one transaction, expires the public job pages, then mails the employer.
 */

// ---------------------------------------------------------------------------------------------
// THE job-summary query (lists of jobs in the back office)

/**
 * Jobs as JobSummary, newest first, with their count (the employer's profile gives name and
 * logo). `where` names columns of `jobs` only. The page's ids are read first, from the nearer
 * end of the (created_at, id) order (lib/lists/seek.ts), so any page is a short index walk.
 */
export async function queryJobSummaries(where: SQL | undefined, page: { page: number; perPage: number }, db: Db | Tx = getDb()): Promise<Page<JobSummary>> {
  const [{ n }] = await db.select({ n: count() }).from(jobs).where(where);
  const pageCount = Math.max(1, Math.ceil(n / page.perPage));
  const current = Math.min(page.page, pageCount);
  // The page's ids, then its rows; a filter that keeps few rows is read matches-first.
  const ids = await pageIdsOf(
    db,
    (columns) => db.select(columns).from(jobs).where(where).$dynamic(),
    [seekDesc(jobs.createdAt), seekDesc(jobs.id)],
    n,
    current,
    page.perPage,
    where ? { rows: await estimatedRows('jobs') } : false,
  );
  if (ids.length === 0) return toPage([], n, current, page.perPage);
  const rows = await db
    .select(jobSummaryColumns)
    .from(jobs)
    .innerJoin(jobCategories, eq(jobCategories.id, jobs.categoryId))
    .leftJoin(companyProfiles, eq(companyProfiles.userId, jobs.employerId))
    .leftJoin(users, eq(users.id, jobs.employerId))
    .where(inArray(jobs.id, ids));
  const today = todayIso();
  return toPage(
    byIds(ids, rows).map((r) => toJobSummary(r, today)),
    n,
    current,
    page.perPage,
  );
}

/** The moderation queue (admin): the filters of the address, a real page of JobSummary. */
export const listJobQueue = defineUseCase({
  name: 'jobs.listJobQueue',
  summary: 'The moderation queue: jobs by status (expired included), title, category, employer and posting date',
  access: 'jobs:moderate',
  input: z.preprocess((v) => v ?? {}, jobQueueParamsSchema),
  run: async (_actor, params): Promise<Page<JobSummary> & { params: JobQueueParams }> => {
    const today = todayIso();
    const where: (SQL | undefined)[] = [jobStatusCondition(params.status, today)];
    // lower(title) LIKE: the form jobs_title_trgm_idx serves (ILIKE, as the index sees it).
    if (params.q) where.push(sql`lower(${jobs.title}) LIKE ${`%${escapeLike(params.q)}%`.toLowerCase()}`);
    if (params.category) where.push(eq(jobs.categoryId, params.category));
    if (params.employer) {
      // The employers (a few thousand accounts) whose organisation, e-mail or name holds the text.
      const like = `%${escapeLike(params.employer)}%`;
      where.push(
        inArray(
          jobs.employerId,
          getDb()
            .select({ id: users.id })
            .from(users)
            .leftJoin(companyProfiles, eq(companyProfiles.userId, users.id))
            .where(and(eq(users.role, 'employer'), or(ilike(companyProfiles.orgName, like), ilike(users.email, like), ilike(users.name, like)))),
        ),
      );
    }
    if (params.from) where.push(gte(jobs.createdAt, new Date(`${params.from}T00:00:00Z`)));
    if (params.to) where.push(lt(jobs.createdAt, new Date(Date.parse(`${params.to}T00:00:00Z`) + 86_400_000)));
    const page = await queryJobSummaries(and(...where.filter(Boolean)), { page: params.page, perPage: params.per_page });
    return { ...page, params };
  },
});

// ---------------------------------------------------------------------------------------------
// One job, as the admin reads it

export interface AdminJobDetail extends JobSummary {
  description: string | null;
  responsibilities: string | null;
  requirements: string | null;
  ageMin: number | null;
  ageMax: number | null;
  workingHourFrom: string | null;
  workingHourTo: string | null;
  benefits: string[];
  otherBenefits: string[];
  skills: string[];
  contactNumber: string | null;
  closedAt: Date | null;
  employerEmail: string;
  employerName: string;
  companyProfileId: number | null;
  approvedByName: string | null;
}

const approver = alias(users, 'approver');

export async function getJobForAdmin(actor: Actor, uuid: unknown, db: Db | Tx = getDb()): Promise<AdminJobDetail> {
  authorise(actor, 'jobs:moderate');
  return readJobForAdmin(uuid, db);
}

async function readJobForAdmin(uuid: unknown, db: Db | Tx = getDb()): Promise<AdminJobDetail> {
  if (typeof uuid !== 'string' || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(uuid)) throw notFound(nouns.job);
  const [row] = await db
    .select({
      ...jobSummaryColumns,
      description: jobs.description,
      responsibilities: jobs.responsibilities,
      requirements: jobs.requirements,
      ageMin: jobs.ageMin,
      ageMax: jobs.ageMax,
      workingHourFrom: jobs.workingHourFrom,
      workingHourTo: jobs.workingHourTo,
      benefits: jobs.benefits,
      otherBenefits: jobs.otherBenefits,
      skills: jobs.skills,
      contactNumber: jobs.contactNumber,
      closedAt: jobs.closedAt,
      employerEmail: users.email,
      employerName: users.name,
      companyProfileId: companyProfiles.id,
      approvedByName: approver.name,
    })
    .from(jobs)
    .innerJoin(jobCategories, eq(jobCategories.id, jobs.categoryId))
    .innerJoin(users, eq(users.id, jobs.employerId))
    .leftJoin(companyProfiles, eq(companyProfiles.userId, jobs.employerId))
    .leftJoin(approver, eq(approver.id, jobs.approvedBy))
    .where(eq(jobs.uuid, uuid.toLowerCase()));
  if (!row) throw notFound(nouns.job);
  const hhmm = (t: string | null) => (t ? t.slice(0, 5) : null);
  return { ...row, ...toJobSummary(row), workingHourFrom: hhmm(row.workingHourFrom), workingHourTo: hhmm(row.workingHourTo) };
}

// ---------------------------------------------------------------------------------------------
// The moves

export const moderationMessages = {
  approve: msg('jobs.moderation.approve'),
  reject: msg('jobs.moderation.reject'),
  backToReview: msg('jobs.moderation.backToReview'),
} as const satisfies Record<ModerationMove, string>;

/** The e-mail to the employer about a move (the reason quoted on a rejection), in `locale`. */
export function jobStatusMail(
  data: { name: string | null; title: string; move: ModerationMove; status: JobStatus; reason: string | null; link: string; appUrl: string },
  locale: Locale = defaultLocale,
): RenderedMail {
  const title = data.title;
  const blocks: Parameters<typeof renderLayout>[0]['blocks'] = [];
  if (data.move === 'approve') blocks.push({ p: mailText('mail.jobStatus.approved', { title }) });
  else if (data.move === 'reject') blocks.push({ p: mailText('mail.jobStatus.rejected', { title }) }, { quote: data.reason ?? '' }, { p: mailText('mail.jobStatus.editAgain') });
  else blocks.push({ p: mailText('mail.jobStatus.backToReview', { title }) });
  blocks.push({ link: { href: data.link, label: mailText('mail.jobStatus.link') } });
  const heading = mailText('mail.jobStatus.heading', { move: data.move });
  const { text, html } = renderLayout({ heading, greeting: hello(data.name), blocks, appUrl: data.appUrl, locale });
  const subject = translate('mail.jobStatus.subject', { heading: translate(heading.key, heading.params, locale), title, status: renderMessage(jobStatusLabels[data.status], locale) }, locale);
  return { template: 'job_status', subject, text, html };
}

/**
 * A move: `move` (approve, reject with a reason, backToReview), or the status the job is to have
 * (`status`: approved, rejected with a reason, reviewing), as the old admin client sends it.
 */
const moveInput = z.unknown().transform((raw, ctx): ModerationInput => {
  const byStatus = raw !== null && typeof raw === 'object' && !('move' in raw) && 'status' in raw;
  const r = (byStatus ? legacyModerationSchema : moderationSchema).safeParse(raw);
  if (r.success) return r.data;
  for (const issue of r.error.issues) ctx.addIssue(issue as Parameters<typeof ctx.addIssue>[0]);
  return z.NEVER;
});

/** Approves, rejects (with a reason) or sets back to review one job; answers the job as it is now. */
export const moderateJob = defineUseCase({
  name: 'jobs.moderateJob',
  summary: 'Approve, reject (with a reason the employer reads) or set back to review one job',
  access: 'jobs:moderate',
  input: withRefs(moveInput, 'uuid'),
  run: async (actor, { uuid, ...data }, { meta }): Promise<AdminJobDetail> => {
    const db = getDb();
    const before = await readJobForAdmin(uuid, db);
    const mail = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ status: jobs.status, expireDate: jobs.expireDate, approvedAt: jobs.approvedAt })
        .from(jobs)
        .where(eq(jobs.id, before.id))
        .for('update');
      const to = nextJobStatus(row, data.move);
      const now = new Date();
      const reason = data.move === 'reject' ? data.reason! : null;
      await tx
        .update(jobs)
        .set({
          status: to,
          rejectionReason: reason,
          ...(data.move === 'approve' ? { approvedAt: now, approvedBy: actor.id } : {}),
        })
        .where(eq(jobs.id, before.id));
      await recordAudit(tx, {
        actor,
        action: 'status_change',
        entity: 'job',
        entityId: before.id,
        changes: { status: [row.status, to], move: data.move, ...(reason ? { reason } : {}) },
        ip: meta.ip,
        requestId: meta.requestId,
      });
      return { to, reason };
    });
    expireJobs({ kind: 'job', id: before.id, categoryId: before.categoryId });
    try {
      await sendMail(
        before.employerEmail,
        jobStatusMail({
          name: before.employerName,
          title: before.title,
          move: data.move,
          status: mail.to,
          reason: mail.reason,
          link: new URL(`/employer/jobs/${before.uuid}`, env.appUrl).toString(),
          appUrl: env.appUrl,
        }),
      );
    } catch (err) {
      // The move stands; the mail failure is logged (and recorded as failed by sendMail).
      log.error('job status mail not sent', { jobId: before.id, move: data.move, err });
    }
    return readJobForAdmin(before.uuid, db);
  },
});

/** The moves the back office offers for a job (the lifecycle decides). */
export { allowedJobMoves } from './status';
export type { JobQueueParams };
