import 'server-only';
import { and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db';
import { jobApplications, jobs } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { visibleTo } from '@/lib/auth/ownership';
import { can } from '@/lib/auth/permissions';
import { employerViewOf } from '@/lib/candidates/employer-view';
import { resumeForEmployer } from '@/lib/candidates/privacy';
import { loadResumeView } from '@/lib/candidates/profile';
import { crashPoint } from '@/lib/crash-point';
import { env } from '@/lib/env';
import { AppError, notFound } from '@/lib/errors';
import type { Page } from '@/lib/http/page';
import { log } from '@/lib/log';
import { hello, mailText, renderLayout, sendMail, type RenderedMail } from '@/lib/mail';
import { authorise, defineUseCase } from '@/lib/use-case';
import { applicantListParamsSchema, applicationMessages as m, moveStageSchema, type ApplicantListParams } from './application-schemas';
import { allowedEmployerMoves, applicationStageLabels, canEmployerMove, stageOnOpen, type ApplicationStage } from './application-stages';
import { type ApplicantDetail, type ApplicationView, baseQuery, type Meta, movesOf, type StageMove, pageOf, recordMove, type Row, shownApplication, toView } from './applications';
import { isJobUuid } from './public';
import { nouns } from '@/lib/messages';
import { renderMessage, translate } from '@/lib/i18n/catalogue';
import { defaultLocale, type Locale } from '@/lib/i18n/config';

/**
 * The employer's side of job applications (an admin reads every job's applicants): the
 * applicants to their jobs, each through the one rule of what an employer sees (employerViewOf,
 * lib/candidates/employer-view.ts: the resume, the CV and the contact details while the
 * application is live; after a withdrawal, only what the candidate consented to); opening one
 * marks it viewed; each stage move (./application-stages.ts decides which are legal) is recorded
 * in job_application_stages with who and when, audited, and e-mailed to the candidate. Another
 * employer's applicants: 404.
 */

/** Employers (their own jobs) and admins (every job) read applicants. */
function assertEmployerOrAdmin(actor: Actor): asserts actor is NonNullable<Actor> {
  if (can(actor, 'jobs:moderate')) return;
  authorise(actor, 'jobs:post');
}

/** One application by uuid among those `visible` selects, or 404. */
async function applicationRow(db: Db | Tx, uuid: unknown, visible: SQL | undefined): Promise<ApplicationView> {
  if (typeof uuid !== 'string' || !isJobUuid(uuid)) throw notFound(nouns.applicant);
  const [row] = await baseQuery(db).where(and(eq(jobApplications.uuid, uuid.toLowerCase()), visible));
  if (!row) throw notFound(nouns.applicant);
  return toView(row as Row);
}

/** An applicant to one of the actor's jobs (an admin: any job's). */
async function ownApplicationRow(db: Db | Tx, actor: Actor, uuid: unknown): Promise<ApplicationView> {
  assertEmployerOrAdmin(actor);
  return applicationRow(db, uuid, visibleTo(actor, jobs.employerId, 'jobs:moderate'));
}

/** Applicants to the actor's own jobs (an admin: all), filtered by job and stage; each as employerViewOf lets the actor see it. */
export async function listApplicants(actor: Actor, rawParams: unknown = {}): Promise<Page<ApplicationView> & { params: ApplicantListParams }> {
  assertEmployerOrAdmin(actor);
  const params = applicantListParamsSchema.parse(rawParams ?? {});
  const where = and(
    visibleTo(actor, jobs.employerId, 'jobs:moderate'),
    params.job ? eq(jobs.uuid, params.job) : undefined,
    params.stage ? eq(jobApplications.status, params.stage) : undefined,
    params.viewed === 'no' ? isNull(jobApplications.viewedAt) : params.viewed === 'yes' ? isNotNull(jobApplications.viewedAt) : undefined,
  );
  const db = getDb();
  // An admin's list without a job filter names no column of `jobs`: counted from the applications alone.
  const page = await pageOf(db, where, params.page, params.per_page, { joinsJobs: !can(actor, 'jobs:moderate') || !!params.job, fence: can(actor, 'jobs:moderate') ? undefined : true });
  // A live application shows its own CV and e-mail by the rule; only withdrawn rows need asking.
  const items = await Promise.all(page.items.map(async (v) => (v.status === 'withdrawn' ? shownApplication(v, await employerViewOf(actor, v.candidate.id, db)) : v)));
  return { ...page, items, params };
}

/** One applicant to one of the actor's jobs; the employer opening a new one marks it viewed. */
export async function getApplicant(actor: Actor, uuid: unknown, meta: Meta = {}): Promise<ApplicantDetail> {
  const db = getDb();
  let view = await ownApplicationRow(db, actor, uuid);
  // An employer sees only their own jobs' applicants (visibleTo): one opening it is its job's employer.
  if (can(actor, 'jobs:post')) {
    const next = stageOnOpen(view.status);
    if (next || !view.viewedAt) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ status: jobApplications.status, viewedAt: jobApplications.viewedAt })
          .from(jobApplications)
          .where(eq(jobApplications.id, view.id))
          .for('update');
        const to = stageOnOpen(row.status);
        await tx
          .update(jobApplications)
          .set({ viewedAt: row.viewedAt ?? new Date(), ...(to ? { status: to } : {}) })
          .where(eq(jobApplications.id, view.id));
        if (to) await recordMove(tx, view.id, row.status, to, actor, meta);
      });
      view = await ownApplicationRow(db, actor, uuid);
    }
  }
  const resume = await loadResumeView(view.candidate.id, db);
  if (!resume) throw notFound(nouns.applicant);
  const seen = await employerViewOf(actor, view.candidate.id, db);
  return {
    ...shownApplication(view, seen),
    moves: await movesOf(db, view.id),
    allowedMoves: allowedEmployerMoves(view.status),
    resume: resumeForEmployer(resume, seen),
  };
}

/** The stages whose e-mail says a sentence more (`mail.jobStage.intro.*`). */
const stagesWithIntro = new Set<ApplicationStage>(['viewed', 'shortlisted', 'interview', 'offered', 'hired', 'rejected']);

/** The e-mail to the candidate about a stage move, in `locale`. */
export function applicationStageMail(
  data: { name: string | null; title: string; orgName: string | null; to: ApplicationStage; link: string; appUrl: string },
  locale: Locale = defaultLocale,
): RenderedMail {
  const stage = renderMessage(applicationStageLabels[data.to], locale);
  const heading = mailText('mail.jobStage.heading', { stage });
  const title = data.title;
  const { text, html } = renderLayout({
    heading,
    greeting: hello(data.name),
    blocks: [
      { p: data.orgName ? mailText('mail.jobStage.bodyAt', { title, org: data.orgName, stage }) : mailText('mail.jobStage.body', { title, stage }) },
      ...(stagesWithIntro.has(data.to) ? [{ p: mailText(`mail.jobStage.intro.${data.to}`) }] : []),
      { link: { href: data.link, label: mailText('mail.jobStage.link') } },
    ],
    appUrl: data.appUrl,
    locale,
  });
  const subject = translate('mail.jobStage.subject', { heading: translate(heading.key, heading.params, locale), title }, locale);
  return { template: 'job_application_status', subject, text, html };
}

/** Moves an applicant to a later stage (or rejects); recorded, audited and e-mailed to the candidate. */
export const moveApplicationStage = defineUseCase({
  name: 'jobs.moveApplicationStage',
  summary: "Move an applicant to one of your jobs to a later stage, or reject them (the candidate is e-mailed)",
  access: 'jobs:post',
  input: moveStageSchema,
  run: async (actor, data, { meta }): Promise<ApplicationView> => {
    const db = getDb();
    // Only the job's own employer moves its applicants (an admin reads them but does not decide).
    const view = await applicationRow(db, data.application, visibleTo(actor, jobs.employerId));
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ status: jobApplications.status, viewedAt: jobApplications.viewedAt })
        .from(jobApplications)
        .where(eq(jobApplications.id, view.id))
        .for('update');
      if (!canEmployerMove(row.status, data.to)) throw new AppError('validation', m.badMove, { fieldErrors: { to: [m.badMove] } });
      await tx
        .update(jobApplications)
        .set({ status: data.to, viewedAt: row.viewedAt ?? new Date(), updatedAt: new Date() })
        .where(eq(jobApplications.id, view.id));
      crashPoint('job-stage:moving');
      await recordMove(tx, view.id, row.status, data.to, actor, meta);
    });
    try {
      await sendMail(
        view.candidate.email,
        applicationStageMail({
          name: view.candidate.name,
          title: view.job.title,
          orgName: view.job.orgName,
          to: data.to,
          link: new URL('/candidate/applied-jobs', env.appUrl).toString(),
          appUrl: env.appUrl,
        }),
      );
    } catch (err) {
      log.error('application stage mail not sent', { applicationId: view.id, to: data.to, err });
    }
    return applicationRow(db, data.application, visibleTo(actor, jobs.employerId));
  },
});

/** The stage history of one application (its candidate, the job's employer or an admin). */
export async function listApplicationMoves(actor: Actor, uuid: unknown): Promise<StageMove[]> {
  const db = getDb();
  if (can(actor, 'jobs:apply') && typeof uuid === 'string' && isJobUuid(uuid)) {
    const [row] = await db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(and(eq(jobApplications.uuid, uuid.toLowerCase()), visibleTo(actor, jobApplications.candidateId)));
    if (!row) throw notFound(nouns.application);
    return movesOf(db, row.id);
  }
  const view = await ownApplicationRow(db, actor, uuid);
  return movesOf(db, view.id);
}

