import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db';
import { siteSettings } from '@/db/schema';
import { diffChanges, recordAudit } from '@/lib/audit';
import type { Actor } from '@/lib/auth/actor';
import { assertCan } from '@/lib/auth/permissions';
import { cachedRead, catalogueTags, expireCatalogue } from '@/lib/catalogue/cache';
import { defaultLegalFacts } from '@/lib/content/legal';
import type { z } from 'zod';
import { defineUseCase, type SignedInActor } from '@/lib/use-case';
import type { RequestMeta } from '@/lib/http/request-meta';
import { addressLines, legalSettingsSchema, type LegalFacts } from './legal-schemas';

/**
 * The legal facts (who runs the service, where it is registered, its registered office): one
 * `site_settings` row (key 'legal', JSON `{ entity, jurisdiction, registered_office: string[],
 * demo }`) read by About, terms and privacy. A missing or malformed value falls back to the demo
 * facts (lib/content/legal.ts), so the pages always name one entity. The pages are cached: a
 * change expires them (the 'legal' change of lib/catalogue/cache.ts).
 */
const LEGAL = 'legal';

type Meta = Partial<Pick<RequestMeta, 'ip' | 'requestId'>>;

function toFacts(value: unknown): LegalFacts {
  const v = (value && typeof value === 'object' ? value : null) as Record<string, unknown> | null;
  const office = Array.isArray(v?.registered_office) ? v.registered_office.filter((l): l is string => typeof l === 'string' && l.trim() !== '') : [];
  if (!v || typeof v.entity !== 'string' || !v.entity.trim() || typeof v.jurisdiction !== 'string' || !v.jurisdiction.trim() || office.length === 0) {
    return defaultLegalFacts;
  }
  return { entity: v.entity, jurisdiction: v.jurisdiction, registeredOffice: office, demo: v.demo !== false };
}

const toStored = (f: LegalFacts) => ({ entity: f.entity, jurisdiction: f.jurisdiction, registered_office: f.registeredOffice, demo: f.demo });

/** The legal facts as the public pages show them (anyone may read them; the pages read them cached). */
export async function readLegalFacts(db: Db | Tx = getDb()): Promise<LegalFacts> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, LEGAL));
  return toFacts(row?.value);
}

/** The facts for the admin's form. */
export async function getLegalSettings(actor: Actor): Promise<LegalFacts> {
  assertCan(actor, 'settings:write');
  return readLegalFacts();
}

/**
 * An admin changes the legal facts: written with an audit row (`{ field: [before, after] }`) in one
 * transaction, then the pages that show them are expired (they show the new facts at once).
 */
export const updateLegalSettings = defineUseCase({
  name: 'settings.updateLegalSettings',
  summary: 'Save who runs the service (entity, jurisdiction, registered office)',
  access: 'settings:write',
  input: legalSettingsSchema,
  run: (actor, data, { meta }) => saveLegalFacts(actor, data, meta),
});

async function saveLegalFacts(actor: SignedInActor, data: z.output<typeof legalSettingsSchema>, meta: Meta): Promise<LegalFacts> {
  const next: LegalFacts = { entity: data.entity, jurisdiction: data.jurisdiction, registeredOffice: addressLines(data.registered_office), demo: data.demo };
  const changed = await getDb().transaction(async (tx) => {
    const [row] = await tx.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, LEGAL)).for('update');
    const before = toStored(toFacts(row?.value));
    const changes = diffChanges(before, toStored(next));
    if (Object.keys(changes).length === 0 && row) return false;
    await tx
      .insert(siteSettings)
      .values({ key: LEGAL, value: toStored(next), updatedBy: actor.id })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: toStored(next), updatedBy: actor.id, updatedAt: new Date() } });
    await recordAudit(tx, { actor, action: 'update', entity: 'site_setting', entityId: LEGAL, changes, ip: meta.ip, requestId: meta.requestId });
    return true;
  });
  if (changed) expireCatalogue({ kind: 'legal' });
  return next;
}

/** What the public pages read: cached until `updateLegalSettings` expires it. */
export const readLegalFactsCached = cachedRead('legal-facts', () => readLegalFacts(), () => [catalogueTags.legal]);
