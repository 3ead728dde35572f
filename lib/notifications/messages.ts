import 'server-only';
import type { NotificationParams } from '@/db/schema';
import type { ApplicationStatus, PaymentKind } from '@/lib/applications/values';
import { translate } from '@/lib/i18n/catalogue';
import { defaultLocale, type Locale } from '@/lib/i18n/config';

/**
 * What a notification says, stored as data: a message key (the catalogue's
 * `notifications.<key>.title`, and `.body` where it has one) and its parameters as raw values (a
 * status value, fee kinds, a note as typed), never words of a language. It becomes words where it
 * is read, in the reader's language (`renderNotification`). Rows written before hold English
 * `title`/`body` and no key: they are shown as stored.
 */

interface Kind {
  /** parameters that are values of a list, and the catalogue prefix of their labels (a value or a list of values) */
  labels?: Record<string, string>;
  /** the body: the catalogue's `.body` message, or the `note` parameter as typed (a status note, a refund reason) */
  body: 'message' | 'note';
}

const kinds = {
  applicationStatus: { labels: { status: 'values.status' }, body: 'note' },
  paymentRecorded: { labels: { fees: 'values.paymentKind' }, body: 'message' },
  paymentConfirmed: { labels: { fee: 'values.paymentKind' }, body: 'note' },
  paymentRefunded: { labels: { fee: 'values.paymentKind' }, body: 'note' },
} as const satisfies Record<string, Kind>;

export type NotificationMessageKey = keyof typeof kinds;

/** The columns a new notification stores (spread into the insert with its user and link). */
export interface NotificationMessage {
  type: string;
  messageKey: NotificationMessageKey;
  params: NotificationParams;
  title: null;
  body: null;
}

const stored = (type: string, messageKey: NotificationMessageKey, params: NotificationParams): NotificationMessage => ({
  type,
  messageKey,
  params,
  title: null,
  body: null,
});

/** The notifications the domains write. */
export const notificationMessages = {
  /** An application's status changed; the note is the admissions office's, as typed. */
  applicationStatus: (status: ApplicationStatus, note: string | null) => stored('application_status', 'applicationStatus', { status, note }),
  /** The student recorded a payment reference for these fees. */
  paymentRecorded: (fees: PaymentKind[]) => stored('payment', 'paymentRecorded', { fees }),
  /** A fee (or the fees one transfer paid) was confirmed as paid, or refunded with the office's reason. */
  paymentSettled: (to: 'paid' | 'refunded', fee: PaymentKind | PaymentKind[], reason: string | null) =>
    stored('payment', to === 'paid' ? 'paymentConfirmed' : 'paymentRefunded', { fee, note: reason }),
};

/** A stored notification: its message (newer rows) or its words (older rows). */
export interface StoredNotification {
  messageKey: string | null;
  params: NotificationParams | null;
  title: string | null;
  body: string | null;
}

const isKnown = (key: string): key is NotificationMessageKey => Object.hasOwn(kinds, key);

/** A notification in words of `locale`: an older row as stored, a newer one from the catalogue. */
export function renderNotification(n: StoredNotification, locale: Locale = defaultLocale): { title: string; body: string | null } {
  if (!n.messageKey || !isKnown(n.messageKey)) return { title: n.title ?? n.messageKey ?? '', body: n.body };
  const kind: Kind = kinds[n.messageKey];
  const raw = n.params ?? {};
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(raw)) {
    const prefix = kind.labels?.[name];
    const label = (v: string) => (prefix ? translate(`${prefix}.${v}`, {}, locale) : v);
    if (Array.isArray(value)) params[name] = new Intl.ListFormat(locale, { type: 'conjunction' }).format(value.map(label));
    else if (typeof value === 'string') params[name] = label(value);
    else if (typeof value === 'number') params[name] = value;
  }
  const title = translate(`notifications.${n.messageKey}.title`, params, locale);
  const note = typeof raw.note === 'string' && raw.note ? raw.note : null;
  const body = kind.body === 'message' ? translate(`notifications.${n.messageKey}.body`, params, locale) : note;
  return { title, body };
}
