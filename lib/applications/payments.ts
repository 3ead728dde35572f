import 'server-only';
import { and, count, eq, inArray, like, ne, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { getDb } from '@/db';
import { asLocale } from '@/lib/i18n/config';
import { nameMatches, textMatches } from '@/db/like';
import { applications, courses, dashboardCounts, notifications, payments, universities, users } from '@/db/schema';
import type { PaymentMethod, PaymentStatus, PaymentKind } from './values';
import { diffChanges, recordAudit } from '@/lib/audit';
import type { Actor } from '@/lib/auth/actor';
import { assertCan } from '@/lib/auth/permissions';
import { crashPoint } from '@/lib/crash-point';
import { AppError, notFound, parseInput } from '@/lib/errors';
import { pageCountOf, toPage, type Page } from '@/lib/http/page';
import { asc as seekAsc, byIds, desc as seekDesc, estimatedRows, pageIdsOf } from '@/lib/lists/seek';
import type { RequestMeta } from '@/lib/http/request-meta';
import { mails } from '@/lib/mail';
import { applicationMessages, feesMessages as m, nouns } from '@/lib/messages';
import { notificationMessages } from '@/lib/notifications/messages';
import { paymentMethodLabels } from '@/lib/settings/schemas';
import { defineUseCase, type SignedInActor } from '@/lib/use-case';
import { adminPaymentListSchema, confirmableIn, confirmPaymentSchema, refundableIn, refundPaymentSchema, paymentKindLabels, paymentKinds, paymentStatuses, paymentStatusLabels } from './payment-schemas';
import { checkoutLink } from './fees';
import { formatMoney } from '@/lib/i18n/format';

/**
 * The back office's payments (/admin/payments): every fee line, confirmed paid or refunded by an
 * admin, with the student's notification and e-mail in the same transaction.
 */

type Meta = Partial<Pick<RequestMeta, 'ip' | 'requestId'>>;

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

/**
 * The number of fee lines matching: without a search, from the counts kept on write
 * (`dashboard_counts`, `payments:<status>`; migration 0018), exact; else counted.
 */
async function countPayments(q: { q?: string; status: string }, filter: SQL | undefined): Promise<number> {
  const db = getDb();
  if (!q.q) {
    const rows = await db.select({ key: dashboardCounts.key, n: dashboardCounts.n }).from(dashboardCounts).where(like(dashboardCounts.key, 'payments:%'));
    const by = new Map(rows.map((r) => [r.key.slice('payments:'.length), r.n]));
    if (paymentStatuses.every((s) => by.has(s))) return q.status === 'all' ? [...by.values()].reduce((a, b) => a + b, 0) : (by.get(q.status) ?? 0);
  }
  const [{ n }] = await db.select({ n: count() }).from(payments).where(filter);
  return n;
}

/**
 * The fee lines a search finds: by the student's name or e-mail, by the bank reference, or by the
 * application's number (`#123`), as one list of ids. Each part reads its own index (the names'
 * and addresses' trigrams, or for a term of one or two letters a word of the name and the start
 * of the address or reference, db/like.ts; the applications by student; the fee lines by
 * application), so a word finds its few hundred lines without joining all 160,000 to their
 * students (issue 28).
 */
function searchedPayments(term: string): SQL {
  const asId = /^#?\d{1,9}$/.test(term) ? Number(term.replace('#', '')) : null;
  const db = getDb();
  const byStudent = (match: SQL) =>
    db
      .select({ id: payments.id })
      .from(payments)
      .innerJoin(applications, eq(applications.id, payments.applicationId))
      .innerJoin(users, eq(users.id, applications.userId))
      .where(match);
  const parts = [byStudent(nameMatches(users.name, term)), byStudent(textMatches(users.email, term)), db.select({ id: payments.id }).from(payments).where(textMatches(payments.reference, term))];
  if (asId) parts.push(db.select({ id: payments.id }).from(payments).where(eq(payments.applicationId, asId)));
  const [first, second, ...rest] = parts;
  return inArray(payments.id, unionAll(first, second, ...rest));
}

/** Fee lines with their application and student; search by student, reference or application number. */
export async function listPaymentsForAdmin(actor: Actor, rawQuery: unknown): Promise<Page<AdminPaymentRow>> {
  assertCan(actor, 'payments:confirm');
  const q = parseInput(adminPaymentListSchema, rawQuery ?? {});
  const db = getDb();
  const where: SQL[] = [];
  if (q.status !== 'all') where.push(eq(payments.status, q.status));
  if (q.q) where.push(searchedPayments(q.q));
  const filter = where.length ? and(...where) : undefined;
  const n = await countPayments(q, filter);
  // Pending first (what needs the office), then the most recently recorded: any page the count
  // offers (a page past the last is the last), its ids from the order's index (migration 0025),
  // from the nearer end (lib/lists/seek.ts), then those rows with their student, course and
  // university. A status filter makes "pending first" the same on every row.
  const page = Math.min(q.page, pageCountOf(n, q.per_page));
  const recorded = sql`coalesce(${payments.submittedAt}, ${payments.createdAt})`;
  const terms = [
    ...(q.status === 'all' ? [seekAsc(sql`(case when ${payments.status} = 'pending' then 0 else 1 end)`)] : []),
    seekDesc(recorded),
    seekDesc(payments.id),
  ];
  const pageIds = await pageIdsOf(
    db,
    (columns) => db.select(columns).from(payments).where(filter),
    terms,
    n,
    page,
    q.per_page,
    filter ? { rows: await estimatedRows('payments') } : false,
  );
  const rows = byIds(
    pageIds,
    pageIds.length === 0
      ? []
      : (
          await db
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
            .where(inArray(payments.id, pageIds))
        ).map((r) => ({ ...r, id: r.p.id })),
  );
  return toPage(
    rows.map(({ p, ...r }) => ({
      id: p.id,
      applicationId: p.applicationId,
      student: { name: r.studentName ?? applicationMessages.deletedAccount, email: r.studentEmail ?? '' },
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
    page,
    q.per_page,
  );
}

/**
 * An admin's move on a fee line, in one transaction with its audit rows, the student's
 * notification and e-mail: when the mail cannot be sent nothing changes and the admin sees why.
 * One transfer for several fees is one reference: confirming a line confirms every confirmable
 * line of the same application recorded with the same reference, with one notification and one
 * e-mail for all of them. A refund stays on its one line.
 */
async function settlePayment(
  actor: SignedInActor,
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
    if (!row) throw notFound(nouns.payment);
    const p = row.p;
    const allowed: readonly PaymentStatus[] = to === 'paid' ? confirmableIn : refundableIn;
    if (!allowed.includes(p.status)) {
      throw new AppError('conflict', to === 'paid' ? m.cannotConfirm(p.status) : m.cannotRefund(p.status));
    }
    // The lines the same transfer paid: the line itself, and its application's others with its reference.
    const siblings =
      to === 'paid' && p.reference !== null
        ? await tx
            .select()
            .from(payments)
            .where(
              and(
                eq(payments.applicationId, p.applicationId),
                eq(payments.reference, p.reference),
                inArray(payments.status, [...confirmableIn]),
                ne(payments.id, p.id),
              ),
            )
            .for('update')
        : [];
    const lines = [p, ...siblings];
    const now = new Date();
    const after =
      to === 'paid'
        ? { status: 'paid' as const, confirmedBy: actor.id, confirmedAt: now }
        : { status: 'refunded' as const, refundedAt: now, note: reason };
    for (const line of lines) {
      await tx.update(payments).set(after).where(eq(payments.id, line.id));
      await recordAudit(tx, {
        actor,
        action: to === 'paid' ? 'payment_confirm' : 'payment_refund',
        entity: 'payment',
        entityId: line.id,
        changes: {
          application_id: line.applicationId,
          kind: line.kind,
          ...(line.id === p.id ? {} : { with_payment: p.id }),
          ...diffChanges({ status: line.status, note: line.note }, { status: to, note: to === 'refunded' ? reason : line.note }),
        },
        ip: meta.ip,
        requestId: meta.requestId,
      });
    }
    if (to === 'paid') crashPoint('payment:confirming');
    if (row.userId === null) return; // the student deleted their account: nobody to tell
    const kinds = lines.map((l) => l.kind).sort((a, b) => paymentKinds.indexOf(a) - paymentKinds.indexOf(b));
    await tx.insert(notifications).values({ userId: row.userId, ...notificationMessages.paymentSettled(to, kinds.length === 1 ? kinds[0] : kinds, reason), link: checkoutLink(p.applicationId) });
    const [student] = await tx.select({ email: users.email, name: users.name, locale: users.locale }).from(users).where(eq(users.id, row.userId));
    if (student) {
      const locale = asLocale(student.locale);
      const currencies = new Set(lines.map((l) => l.currency));
      const amount =
        currencies.size === 1
          ? formatMoney(lines.reduce((n, l) => n + l.amountMinor, 0), p.currency, locale)
          : lines.map((l) => formatMoney(l.amountMinor, l.currency, locale)).join(' + ');
      await mails.paymentStatus(
        student.email,
        {
          locale,
          name: student.name,
          fee: lines.length === 1 ? p.kind : 'all',
          amount,
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

/** Confirms a fee as paid (unpaid or pending → paid), and the other fees of its application recorded with the same reference. */
export const confirmPayment = defineUseCase({
  name: 'applications.confirmPayment',
  summary: 'Confirm a fee as paid (unpaid or pending → paid), with every fee paid by the same reference',
  access: 'payments:confirm',
  input: confirmPaymentSchema,
  run: (admin, { id }, { meta }) => settlePayment(admin, id, 'paid', null, meta),
});

/** Marks a paid fee refunded, with the reason the student reads. */
export const refundPayment = defineUseCase({
  name: 'applications.refundPayment',
  summary: 'Mark a paid fee refunded, with the reason the student reads',
  access: 'payments:confirm',
  input: refundPaymentSchema,
  run: (admin, { id, reason }, { meta }) => settlePayment(admin, id, 'refunded', reason, meta),
});
