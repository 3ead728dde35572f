import 'server-only';
import type { Db, Tx } from '@/db';
import { auditLogs } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { redact } from '@/lib/log';

/**
 * The audit trail of admin changes and other security-relevant actions. Call it with the same
 * transaction as the change, so both land or neither does. `changes` is redacted like a log line:
 * a password or passport number never reaches audit_logs.
 */
export interface AuditEntry {
  actor: Actor;
  /** 'create' | 'update' | 'delete' | 'status_change' | … */
  action: string;
  /** Resource name, e.g. 'university'. */
  entity: string;
  entityId?: string | number | null;
  /** `{ field: [before, after] }` for updates, the created record for creates. */
  changes?: Record<string, unknown> | null;
  ip?: string | null;
  requestId?: string | null;
}

export async function recordAudit(db: Db | Tx, entry: AuditEntry): Promise<{ id: number }> {
  const [row] = await db
    .insert(auditLogs)
    .values({
      actorId: entry.actor?.id ?? null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      changes: entry.changes ? redact(entry.changes) : null,
      ip: entry.ip ?? null,
      requestId: entry.requestId ?? null,
    })
    .returning({ id: auditLogs.id });
  return row;
}

/** `{ field: [before, after] }` for the fields that differ between two records. */
export function diffChanges(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, [unknown, unknown]> {
  const out: Record<string, [unknown, unknown]> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (key === 'updatedAt' || key === 'createdAt') continue;
    const a = before[key];
    const b = after[key];
    if (JSON.stringify(a) !== JSON.stringify(b)) out[key] = [a ?? null, b ?? null];
  }
  return out;
}

/**
 * A record's fields for an audit row, with `code` renamed to `<entity>Code`: a catalogue code (a
 * university's "ZJU") is no secret, but the redaction that keeps verification codes out of the
 * log matches the bare key `code`.
 */
export function auditFields<T extends Record<string, unknown>>(entity: string, record: T): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record)) out[k === 'code' ? `${entity}Code` : k] = v;
  return out;
}
