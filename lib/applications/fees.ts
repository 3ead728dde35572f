import 'server-only';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db';
import { applications, courses, notifications, payments, programs, universities, type Application } from '@/db/schema';
import type { PaymentMethod, PaymentStatus, PaymentKind, ApplicationStatus } from './values';
import { diffChanges, recordAudit } from '@/lib/audit';
import type { Actor } from '@/lib/auth/actor';
import { assertCan } from '@/lib/auth/permissions';
import { AppError } from '@/lib/errors';
import { parseId } from '@/lib/http/id';
import { feesMessages as m, nouns } from '@/lib/messages';
import { notificationMessages } from '@/lib/notifications/messages';
import { paymentMethodLabels, paymentMethods } from '@/lib/settings/schemas';
import { currentFees, readCashOffice, readPaymentInstructions } from '@/lib/settings/settings';
import { defineUseCase } from '@/lib/use-case';
import { feesPayableIn, paymentKindLabels, paymentReferenceSchema, paymentStatusLabels, referenceRecordableIn } from './payment-schemas';
import { statusLabels } from './status';
import { loadVisible } from './visible';

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
  /** Where and when to pay in cash (the settings' cash office). */
  cashOffice: { address: string[]; hours: string };
  /** Nothing is left to pay: every fee with an amount is paid (or refunded); "How to pay" goes. */
  settled: boolean;
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
async function loadOwn(actor: Actor, rawId: unknown, db: Db | Tx, lock = false): Promise<Application> {
  return loadVisible(actor, parseId(rawId, nouns.application), db, { ownerOnly: true, lock });
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
  const [instructions, cashOffice] = await Promise.all([readPaymentInstructions(db), readCashOffice(db)]);
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
    cashOffice: { address: cashOffice.address, hours: cashOffice.hours },
    settled: rows.length > 0 && rows.every((r) => r.amountMinor === 0 || r.status === 'paid' || r.status === 'refunded'),
  };
}

/**
 * The student records how they paid (method and reference) for one fee or every open one (the fees
 * page always sends every open one: one transfer, one reference, one confirmation): each
 * becomes pending confirmation, with an audit row per fee and one notification to the student.
 * A pending reference may be corrected until the office confirms it; a paid or refunded fee is
 * never touched. Someone else's application is a 404, whatever id the form carries.
 */
export const recordPaymentReference = defineUseCase({
  name: 'applications.recordPaymentReference',
  summary: 'Record how a fee was paid (method and reference) for one fee or every open one',
  access: 'applications:apply',
  input: paymentReferenceSchema,
  run: async (actor, data, { meta }): Promise<{ applicationId: number; recorded: PaymentKind[] }> => {
  return getDb().transaction(async (tx) => {
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
    await tx.insert(notifications).values({ userId: actor.id, ...notificationMessages.paymentRecorded(targets.map((t) => t.kind)), link: checkoutLink(app.id) });
    return { applicationId: app.id, recorded: targets.map((t) => t.kind) };
  });
  },
});

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
