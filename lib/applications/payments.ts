import 'server-only';
import { and, asc, count, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db';
import { escapeLike } from '@/db/like';
import { applications, courses, notifications, payments, programs, universities, users, type Application } from '@/db/schema';
import type { PaymentMethod, PaymentStatus, PaymentKind, ApplicationStatus } from './values';
import { diffChanges, recordAudit } from '@/lib/audit';
import type { Actor } from '@/lib/auth/actor';
import { assertCan, assertOwns } from '@/lib/auth/permissions';
import { crashPoint } from '@/lib/crash-point';
import { AppError, notFound, parseInput } from '@/lib/errors';
import { parseId } from '@/lib/http/id';
import { toPage, type Page } from '@/lib/http/page';
import type { RequestMeta } from '@/lib/http/request-meta';
import { mails } from '@/lib/mail';
import { feesMessages as m } from '@/lib/messages';
import { paymentMethodLabels, paymentMethods } from '@/lib/settings/schemas';
import { currentFees, readPaymentInstructions } from '@/lib/settings/settings';
import {
  adminPaymentListSchema,
  confirmableIn,
  confirmPaymentSchema,
  feesPayableIn,
  refundableIn,
  refundPaymentSchema,
  paymentKindLabels,
  paymentReferenceSchema,
  paymentStatusLabels,
  referenceRecordableIn,
} from './payment-schemas';
import { statusLabels } from './status';
import { formatFee } from './wizard-form';

/**
 * The fees of an application and the payment reference its student records. Each application has
 * one payment row per fee, created at submission with the amounts the settings said then. The
 * student pays outside the site (bank transfer, cheque, cash, online wallet: never a card here)
 * and records the method and reference: unpaid → pending confirmation; the admissions office then
 * confirms (paid) or refunds in the back office.
 *
 * Only the application's own student reads or records its fees: anyone else's id, a malformed one
 * or one that does not exist is the same 404 (admins review payments in the back office).
 */

type Meta = Partial<Pick<RequestMeta, 'ip' | 'requestId'>>;

export interface PaymentView {
  /** null while no row exists yet (a draft's quote) */
  id: number | null;
  kind: PaymentKind;
  label: string;
  amountMinor: number;
  currency: string;
  status: PaymentStatus;
  statusLabel: string;
  method: PaymentMethod | null;
  methodLabel: string | null;
  reference: string | null;
  submittedAt: Date | null;
  confirmedAt: Date | null;
  /** The student may record (or correct) a reference for this fee now. */
  canRecord: boolean;
}

export interface Checkout {
  application: { id: number; status: ApplicationStatus; statusLabel: string; course: string; university: string; program: string };
  /** Whether this application's fees can be paid now; `reason` says why not. */
  payable: boolean;
  reason: string | null;
  fees: PaymentView[];
  /** The sum of the fees (null if they were charged in different currencies). */
  total: { amountMinor: number; currency: string } | null;
  methods: { method: PaymentMethod; label: string; instructions: string }[];
}

export const checkoutLink = (applicationId: number) => `/checkout?application_id=${applicationId}`;

const isPayable = (status: ApplicationStatus) => (feesPayableIn as readonly ApplicationStatus[]).includes(status);
const isRecordable = (status: PaymentStatus, amountMinor: number) => amountMinor > 0 && (referenceRecordableIn as readonly PaymentStatus[]).includes(status);

/** The fee rows, copied from the settings at submission (so a later settings change rewrites nothing). */
export async function createFeeRows(tx: Tx, applicationId: number): Promise<void> {
  const fees = await currentFees(tx);
  await tx
    .insert(payments)
    .values(fees.map((f) => ({ applicationId, ...f })))
    .onConflictDoNothing();
}

/** The application if it is the actor's own (no override: not even an admin reads another's fees here). */
async function loadOwn(actor: NonNullable<Actor>, rawId: unknown, db: Db | Tx, lock = false): Promise<Application> {
  const id = parseId(rawId, 'Application');
  const q = db.select().from(applications).where(eq(applications.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('Application');
  try {
    assertOwns(actor, row);
  } catch {
    throw notFound('Application');
  }
  return row;
}

function notPayableReason(status: ApplicationStatus): string | null {
  if (status === 'draft') return m.draftNotPayable;
  return isPayable(status) ? null : m.notPayable;
}

/** The fees page of one of the actor's own applications. */
export async function getCheckout(actor: Actor, rawApplicationId: unknown): Promise<Checkout> {
  assertCan(actor, 'applications:apply');
  const db = getDb();
  const app = await loadOwn(actor, rawApplicationId, db);
  const [names] = await db
    .select({ course: courses.title, university: universities.name, program: programs.name })
    .from(courses)
    .innerJoin(universities, eq(universities.id, app.universityId))
    .innerJoin(programs, eq(programs.id, app.programId))
    .where(eq(courses.id, app.courseId));
  const reason = notPayableReason(app.status);
  const rows = await db.select().from(payments).where(eq(payments.applicationId, app.id)).orderBy(asc(payments.kind));
  // Before submission (or for an application submitted before fees existed) the settings quote the fees.
  const fees: PaymentView[] =
    rows.length > 0
      ? rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          label: paymentKindLabels[r.kind],
          amountMinor: r.amountMinor,
          currency: r.currency,
          status: r.status,
          statusLabel: paymentStatusLabels[r.status],
          method: r.method,
          methodLabel: r.method ? paymentMethodLabels[r.method] : null,
          reference: r.reference,
          submittedAt: r.submittedAt,
          confirmedAt: r.confirmedAt,
          canRecord: reason === null && isRecordable(r.status, r.amountMinor),
        }))
      : (await currentFees(db)).map((f) => ({
          id: null,
          ...f,
          label: paymentKindLabels[f.kind],
          status: 'unpaid' as const,
          statusLabel: paymentStatusLabels.unpaid,
          method: null,
          methodLabel: null,
          reference: null,
          submittedAt: null,
          confirmedAt: null,
          canRecord: reason === null && f.amountMinor > 0,
        }));
  const currencies = new Set(fees.map((f) => f.currency));
  const instructions = await readPaymentInstructions(db);
  return {
    application: {
      id: app.id,
      status: app.status,
      statusLabel: statusLabels[app.status],
      course: names?.course ?? '',
      university: names?.university ?? '',
      program: names?.program ?? '',
    },
    payable: reason === null,
    reason,
    fees,
    total: currencies.size === 1 ? { amountMinor: fees.reduce((n, f) => n + f.amountMinor, 0), currency: fees[0].currency } : null,
    methods: paymentMethods.map((method) => ({ method, label: paymentMethodLabels[method], instructions: instructions[method] })),
  };
}

/**
 * The student records how they paid (method and reference) for one fee or every open one: each
 * becomes pending confirmation, with an audit row per fee and one notification to the student.
 * A pending reference may be corrected until the office confirms it; a paid or refunded fee is
 * never touched. Someone else's application is a 404, whatever id the form carries.
 */
export async function recordPaymentReference(actor: Actor, input: unknown, meta: Meta = {}): Promise<Checkout> {
  assertCan(actor, 'applications:apply');
  const data = parseInput(paymentReferenceSchema, input);
  await getDb().transaction(async (tx) => {
    const app = await loadOwn(actor, data.application_id, tx, true);
    const reason = notPayableReason(app.status);
    if (reason) throw new AppError('conflict', reason);
    await createFeeRows(tx, app.id);
    const rows = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.applicationId, app.id), ...(data.fee === 'all' ? [] : [eq(payments.kind, data.fee)])))
      .orderBy(asc(payments.kind))
      .for('update');
    const targets = rows.filter((r) => isRecordable(r.status, r.amountMinor));
    if (targets.length === 0) throw new AppError('conflict', m.nothingToRecord, { fieldErrors: { fee: [m.nothingToRecord] } });
    const now = new Date();
    for (const r of targets) {
      await tx.update(payments).set({ method: data.method, reference: data.reference, status: 'pending', submittedAt: now }).where(eq(payments.id, r.id));
      await recordAudit(tx, {
        actor,
        action: 'payment_reference',
        entity: 'payment',
        entityId: r.id,
        changes: {
          application_id: app.id,
          kind: r.kind,
          ...diffChanges({ status: r.status, method: r.method, reference: r.reference }, { status: 'pending', method: data.method, reference: data.reference }),
        },
        ip: meta.ip,
        requestId: meta.requestId,
      });
    }
    await tx.insert(notifications).values({
      userId: actor.id,
      type: 'payment',
      title: m.notificationTitle(targets.map((t) => paymentKindLabels[t.kind]).join(' and ')),
      body: m.notificationBody,
      link: checkoutLink(app.id),
    });
  });
  return getCheckout(actor, data.application_id);
}

/**
 * Which of the given applications of a student have a fee to pay now (a payable status and an
 * unpaid fee with an amount): the applied list's "Pay fees" and the dashboard's next steps.
 */
export async function feesDueAmong(db: Db | Tx, userId: number, applicationIds?: number[]): Promise<Set<number>> {
  if (applicationIds && applicationIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: applications.id })
    .from(payments)
    .innerJoin(applications, eq(applications.id, payments.applicationId))
    .where(
      and(
        eq(applications.userId, userId),
        inArray(applications.status, [...feesPayableIn]),
        eq(payments.status, 'unpaid'),
        gt(payments.amountMinor, 0),
        ...(applicationIds ? [inArray(applications.id, applicationIds)] : []),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/* ------------------------------------------------------------------------------------------ */
/* The back office (/admin/payments): every fee line, confirmed paid or refunded by an admin. */
/* ------------------------------------------------------------------------------------------ */

export interface AdminPaymentRow {
  id: number;
  applicationId: number;
  student: { name: string; email: string };
  course: string;
  university: string;
  kind: PaymentKind;
  label: string;
  amountMinor: number;
  currency: string;
  status: PaymentStatus;
  statusLabel: string;
  method: PaymentMethod | null;
  methodLabel: string | null;
  reference: string | null;
  submittedAt: Date | null;
  confirmedAt: Date | null;
  refundedAt: Date | null;
  note: string | null;
}

/** Fee lines with their application and student; search by student, reference or application number. */
export async function listPaymentsForAdmin(actor: Actor, rawQuery: unknown): Promise<Page<AdminPaymentRow>> {
  assertCan(actor, 'payments:confirm');
  const q = parseInput(adminPaymentListSchema, rawQuery ?? {});
  const db = getDb();
  const where: SQL[] = [];
  if (q.status !== 'all') where.push(eq(payments.status, q.status));
  if (q.q) {
    const pattern = `%${escapeLike(q.q)}%`;
    const asId = /^#?\d{1,9}$/.test(q.q) ? Number(q.q.replace('#', '')) : null;
    where.push(
      or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(payments.reference, pattern), ...(asId ? [eq(applications.id, asId)] : []))!,
    );
  }
  const filter = where.length ? and(...where) : undefined;
  const base = () =>
    db
      .select({
        p: payments,
        studentName: users.name,
        studentEmail: users.email,
        course: courses.title,
        university: universities.name,
      })
      .from(payments)
      .innerJoin(applications, eq(applications.id, payments.applicationId))
      .leftJoin(users, eq(users.id, applications.userId))
      .innerJoin(courses, eq(courses.id, applications.courseId))
      .innerJoin(universities, eq(universities.id, applications.universityId))
      .where(filter);
  const [{ n }] = await db
    .select({ n: count() })
    .from(payments)
    .innerJoin(applications, eq(applications.id, payments.applicationId))
    .leftJoin(users, eq(users.id, applications.userId))
    .where(filter);
  // Pending first (what needs the office), then the most recently recorded.
  const rows = await base()
    .orderBy(sql`case when ${payments.status} = 'pending' then 0 else 1 end`, desc(sql`coalesce(${payments.submittedAt}, ${payments.createdAt})`), desc(payments.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return toPage(
    rows.map(({ p, ...r }) => ({
      id: p.id,
      applicationId: p.applicationId,
      student: { name: r.studentName ?? 'Deleted account', email: r.studentEmail ?? '' },
      course: r.course,
      university: r.university,
      kind: p.kind,
      label: paymentKindLabels[p.kind],
      amountMinor: p.amountMinor,
      currency: p.currency,
      status: p.status,
      statusLabel: paymentStatusLabels[p.status],
      method: p.method,
      methodLabel: p.method ? paymentMethodLabels[p.method] : null,
      reference: p.reference,
      submittedAt: p.submittedAt,
      confirmedAt: p.confirmedAt,
      refundedAt: p.refundedAt,
      note: p.note,
    })),
    n,
    q.page,
    q.per_page,
  );
}

/**
 * An admin's move on one fee line, in one transaction with its audit row, the student's
 * notification and e-mail: when the mail cannot be sent nothing changes and the admin sees why.
 */
async function settlePayment(
  actor: NonNullable<Actor>,
  id: number,
  to: 'paid' | 'refunded',
  reason: string | null,
  meta: Meta,
): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({ p: payments, userId: applications.userId, course: courses.title, university: universities.name })
      .from(payments)
      .innerJoin(applications, eq(applications.id, payments.applicationId))
      .innerJoin(courses, eq(courses.id, applications.courseId))
      .innerJoin(universities, eq(universities.id, applications.universityId))
      .where(eq(payments.id, id))
      .for('update', { of: payments });
    if (!row) throw notFound('Payment');
    const p = row.p;
    const allowed: readonly PaymentStatus[] = to === 'paid' ? confirmableIn : refundableIn;
    if (!allowed.includes(p.status)) {
      const label = paymentStatusLabels[p.status];
      throw new AppError('conflict', to === 'paid' ? m.cannotConfirm(label) : m.cannotRefund(label));
    }
    const now = new Date();
    const after =
      to === 'paid'
        ? { status: 'paid' as const, confirmedBy: actor.id, confirmedAt: now }
        : { status: 'refunded' as const, refundedAt: now, note: reason };
    await tx.update(payments).set(after).where(eq(payments.id, p.id));
    await recordAudit(tx, {
      actor,
      action: to === 'paid' ? 'payment_confirm' : 'payment_refund',
      entity: 'payment',
      entityId: p.id,
      changes: {
        application_id: p.applicationId,
        kind: p.kind,
        ...diffChanges({ status: p.status, note: p.note }, { status: to, note: to === 'refunded' ? reason : p.note }),
      },
      ip: meta.ip,
      requestId: meta.requestId,
    });
    if (to === 'paid') crashPoint('payment:confirming');
    if (row.userId === null) return; // the student deleted their account: nobody to tell
    const fee = paymentKindLabels[p.kind];
    await tx.insert(notifications).values({
      userId: row.userId,
      type: 'payment',
      title: to === 'paid' ? m.confirmedTitle(fee) : m.refundedTitle(fee),
      body: reason,
      link: checkoutLink(p.applicationId),
    });
    const [student] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, row.userId));
    if (student) {
      await mails.paymentStatus(
        student.email,
        {
          name: student.name,
          fee,
          amount: formatFee(p.amountMinor, p.currency),
          status: to,
          course: row.course,
          university: row.university,
          reason,
          link: checkoutLink(p.applicationId),
        },
        tx,
      );
    }
  });
}

/** Confirms a fee as paid (unpaid or pending → paid). */
export async function confirmPayment(actor: Actor, input: unknown, meta: Meta = {}): Promise<void> {
  assertCan(actor, 'payments:confirm');
  const data = parseInput(confirmPaymentSchema, input);
  await settlePayment(actor, data.id, 'paid', null, meta);
}

/** Marks a paid fee refunded, with the reason the student reads. */
export async function refundPayment(actor: Actor, input: unknown, meta: Meta = {}): Promise<void> {
  assertCan(actor, 'payments:confirm');
  const data = parseInput(refundPaymentSchema, input);
  await settlePayment(actor, data.id, 'refunded', data.reason, meta);
}
