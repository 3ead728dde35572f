import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db';
import { siteSettings, users } from '@/db/schema';
import type { PaymentKind, PaymentMethod } from '@/lib/applications/values';
import { diffChanges, recordAudit } from '@/lib/audit';
import type { Actor } from '@/lib/auth/actor';
import { assertCan } from '@/lib/auth/permissions';
import type { z } from 'zod';
import { defineUseCase, type SignedInActor } from '@/lib/use-case';
import type { RequestMeta } from '@/lib/http/request-meta';
import { parseAmountToMinor, paymentMethods, settingsSchema } from './schemas';

/**
 * Site settings: the two fees every application pays, their currency, and how to pay with each
 * method. Stored as two keys of `site_settings` (JSON values):
 * - 'fees': { application_fee_minor, service_fee_minor, currency }
 * - 'payment_instructions': { bank_transfer, cheque, cash, online_wallet }
 * - 'cash_office': { address: string[], hours } (where and when students pay in cash)
 *
 * The reads are the one place a stored value is judged: a missing or malformed value falls back
 * (0, 'CNY', empty instructions, the demo cash office), so a half-written row never breaks the
 * fees page. Admins change
 * them through `updateSettings`, which audits each changed key with its before and after.
 */

type Meta = Partial<Pick<RequestMeta, 'ip' | 'requestId'>>;

export interface FeeSettings {
  applicationFeeMinor: number;
  serviceFeeMinor: number;
  /** ISO 4217, e.g. 'CNY' */
  currency: string;
}

export type PaymentInstructions = Record<PaymentMethod, string>;

/** Where and when the cash office takes payments: the address line by line, the opening hours. */
export interface CashOffice {
  address: string[];
  hours: string;
  /** true while these are the built-in demo values (nothing stored yet) */
  demo: boolean;
}

/** Until an admin writes the real office: plainly demo values (no such road, no such office). */
export const demoCashOffice: CashOffice = {
  address: ['Zhiyuan Education Services (demo office)', 'Room 000, 1 Example Road, Xihu District', 'Hangzhou 310000, China'],
  hours: 'Monday to Friday, 09:00-17:00 (demo hours)',
  demo: true,
};

export interface SiteSettings {
  fees: FeeSettings;
  instructions: PaymentInstructions;
  cashOffice: CashOffice;
  /** The last change (of either key) and who made it; null when never changed by an admin. */
  updatedAt: Date | null;
  updatedBy: { id: number; name: string } | null;
}

/** One fee as it is copied onto an application's payment row. */
export interface FeeLine {
  kind: PaymentKind;
  amountMinor: number;
  currency: string;
}

const FEES = 'fees';
const INSTRUCTIONS = 'payment_instructions';
const CASH_OFFICE = 'cash_office';
const KEYS = [FEES, INSTRUCTIONS, CASH_OFFICE] as const;

const amountOf = (n: unknown) => (typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : 0);

function toFees(value: unknown): FeeSettings {
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return {
    applicationFeeMinor: amountOf(v.application_fee_minor),
    serviceFeeMinor: amountOf(v.service_fee_minor),
    currency: typeof v.currency === 'string' && /^[A-Z]{3}$/.test(v.currency) ? v.currency : 'CNY',
  };
}

function toInstructions(value: unknown): PaymentInstructions {
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return Object.fromEntries(paymentMethods.map((k) => [k, typeof v[k] === 'string' ? v[k] : ''])) as PaymentInstructions;
}

function toCashOffice(value: unknown): CashOffice {
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const address = Array.isArray(v.address) ? v.address.filter((l): l is string => typeof l === 'string' && l.trim() !== '') : [];
  const hours = typeof v.hours === 'string' ? v.hours.trim() : '';
  return address.length > 0 && hours ? { address, hours, demo: false } : demoCashOffice;
}

async function readRows(db: Db | Tx, lock = false) {
  const q = db
    .select({ key: siteSettings.key, value: siteSettings.value, updatedAt: siteSettings.updatedAt, updatedBy: siteSettings.updatedBy })
    .from(siteSettings)
    .where(inArray(siteSettings.key, [...KEYS]));
  const rows = lock ? await q.for('update') : await q;
  return new Map(rows.map((r) => [r.key, r]));
}

/** The fees as the settings say now (what a new submission is charged and the fees page quotes). */
export async function readFeeSettings(db: Db | Tx = getDb()): Promise<FeeSettings> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, FEES));
  return toFees(row?.value);
}

/** How to pay with each method, as the fees page shows it. */
export async function readPaymentInstructions(db: Db | Tx = getDb()): Promise<PaymentInstructions> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, INSTRUCTIONS));
  return toInstructions(row?.value);
}

/** Where and when the cash office takes payments, as the fees page shows it. */
export async function readCashOffice(db: Db | Tx = getDb()): Promise<CashOffice> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, CASH_OFFICE));
  return toCashOffice(row?.value);
}

/** The two fee lines of an application, from the settings now. */
export async function currentFees(db: Db | Tx = getDb()): Promise<FeeLine[]> {
  const f = await readFeeSettings(db);
  return [
    { kind: 'application_fee', amountMinor: f.applicationFeeMinor, currency: f.currency },
    { kind: 'service_fee', amountMinor: f.serviceFeeMinor, currency: f.currency },
  ];
}

/** Every setting with its last change, for the admin's form. */
export async function getSettings(actor: Actor): Promise<SiteSettings> {
  assertCan(actor, 'settings:write');
  return readSettings();
}

async function readSettings(): Promise<SiteSettings> {
  const db = getDb();
  const rows = await readRows(db);
  const latest = [...rows.values()].filter((r) => r.updatedBy !== null).sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
  let updatedBy: SiteSettings['updatedBy'] = null;
  if (latest?.updatedBy) {
    const [u] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, latest.updatedBy));
    updatedBy = u ?? null;
  }
  return {
    fees: toFees(rows.get(FEES)?.value),
    instructions: toInstructions(rows.get(INSTRUCTIONS)?.value),
    cashOffice: toCashOffice(rows.get(CASH_OFFICE)?.value),
    updatedAt: latest?.updatedAt ?? null,
    updatedBy,
  };
}

/**
 * An admin changes the settings (the whole form at once). Each key that changed is written with
 * its audit row (`{ field: [before, after] }`) in one transaction; an unchanged key is left alone.
 * Payment rows already created keep their amounts: only new submissions are charged the new fees.
 */
export const updateSettings = defineUseCase({
  name: 'settings.updateSettings',
  summary: 'Save the fees, the currency, the payment instructions and the cash office',
  access: 'settings:write',
  input: settingsSchema,
  run: (actor, data, { meta }) => saveSettings(actor, data, meta),
});

async function saveSettings(actor: SignedInActor, data: z.output<typeof settingsSchema>, meta: Meta): Promise<SiteSettings> {
  const next = {
    [FEES]: { application_fee_minor: parseAmountToMinor(data.application_fee)!, service_fee_minor: parseAmountToMinor(data.service_fee)!, currency: data.currency },
    [INSTRUCTIONS]: Object.fromEntries(paymentMethods.map((k) => [k, data[k]])),
    [CASH_OFFICE]: { address: data.cash_office_address.split('\n'), hours: data.cash_office_hours },
  };
  await getDb().transaction(async (tx) => {
    const rows = await readRows(tx, true);
    const before = {
      [FEES]: (() => {
        const f = toFees(rows.get(FEES)?.value);
        return { application_fee_minor: f.applicationFeeMinor, service_fee_minor: f.serviceFeeMinor, currency: f.currency };
      })(),
      [INSTRUCTIONS]: toInstructions(rows.get(INSTRUCTIONS)?.value) as Record<string, unknown>,
      [CASH_OFFICE]: (() => {
        const c = toCashOffice(rows.get(CASH_OFFICE)?.value);
        return { address: c.address, hours: c.hours };
      })(),
    };
    for (const key of KEYS) {
      const changes = diffChanges(before[key], next[key]);
      if (Object.keys(changes).length === 0 && rows.has(key)) continue;
      await tx
        .insert(siteSettings)
        .values({ key, value: next[key], updatedBy: actor.id })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value: next[key], updatedBy: actor.id, updatedAt: new Date() } });
      await recordAudit(tx, { actor, action: 'update', entity: 'site_setting', entityId: key, changes, ip: meta.ip, requestId: meta.requestId });
    }
  });
  return readSettings();
}
