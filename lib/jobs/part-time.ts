import 'server-only';
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db';
import { escapeLike } from '@/db/like';
import { partTimeApplications, users } from '@/db/schema';
import { recordAudit } from '@/lib/audit';
import type { Actor } from '@/lib/auth/actor';

import { z } from 'zod';
import { visibleTo } from '@/lib/auth/ownership';
import { toPage, type Page } from '@/lib/http/page';
import { byIds, desc as seekDesc, estimatedRows, pageIdsOf } from '@/lib/lists/seek';
import { authorise, defineUseCase } from '@/lib/use-case';
import { notFound } from '@/lib/errors';
import { toId } from '@/lib/http/id';
import { accountPhone } from '@/lib/forms/phone';
import { nouns } from '@/lib/messages';
import { partTimeListParamsSchema, partTimeSchema, sharesEmail, sharesPhone, toSkillList } from './part-time-schemas';
import type { PartTimeShare } from './values';

/**
 * Part-time applications: a candidate offers themselves for part-time or contract work (name,
 * city, skills, hourly rate, availability). One per candidate: sending again updates it, and the
 * candidate may withdraw it (the row goes). Employers and admins (`candidates:browse`) read the
 * list; the form says so. Deleting an account removes its row (lib/accounts/delete-profile.ts).
 */
export interface PartTimeApplicationDto {
  id: number;
  fullName: string;
  city: string | null;
  skills: string[];
  rateMinor: number | null;
  availability: string | null;
  /** Which of the account's contacts employers may see. */
  shareContact: PartTimeShare;
  createdAt: Date;
  updatedAt: Date;
}

/** One applicant as an employer or admin opens them: the application and the contact the candidate chose to share. */
export interface PartTimeApplicantDetail extends PartTimeApplicationDto {
  contact: { email: string | null; phone: string | null };
}

const columns = {
  id: partTimeApplications.id,
  fullName: partTimeApplications.fullName,
  city: partTimeApplications.city,
  skills: partTimeApplications.skills,
  rateMinor: partTimeApplications.rateMinor,
  availability: partTimeApplications.availability,
  shareContact: partTimeApplications.shareContact,
  createdAt: partTimeApplications.createdAt,
  updatedAt: partTimeApplications.updatedAt,
};

/** Rows from the old board (the demo data) keep a comma-separated first skill: shown split, like new ones. */
const toDto = <T extends Omit<PartTimeApplicationDto, 'shareContact'> & { shareContact: string }>(row: T): PartTimeApplicationDto & Omit<T, keyof PartTimeApplicationDto> => ({
  ...row,
  shareContact: row.shareContact as PartTimeShare,
  skills: toSkillList(row.skills).filter((s): s is string => typeof s === 'string'),
});

/** The candidate's own application, or null. */
export async function findOwnPartTime(actor: Actor): Promise<PartTimeApplicationDto | null> {
  authorise(actor, 'jobs:apply');
  const [row] = await getDb()
    .select(columns)
    .from(partTimeApplications)
    .where(visibleTo(actor, partTimeApplications.userId))
    .orderBy(desc(partTimeApplications.id))
    .limit(1);
  return row ? toDto(row) : null;
}

/** The account's own e-mail and phone: what the form offers to share (the values employers would see). */
export async function ownPartTimeContact(actor: Actor): Promise<{ email: string | null; phone: string | null }> {
  authorise(actor, 'jobs:apply');
  const [row] = await getDb()
    .select({ email: users.email, phoneCode: users.phoneCode, phoneNumber: users.phoneNumber })
    .from(users)
    .where(visibleTo(actor, users.id));
  return { email: row?.email ?? null, phone: row ? accountPhone(row.phoneCode, row.phoneNumber) : null };
}

/**
 * Sends or updates the candidate's application (one per candidate: the user row is locked so two
 * sends at once cannot make two). `created` says which it was.
 */
export const savePartTime = defineUseCase({
  name: 'jobs.savePartTime',
  summary: "Send or update the candidate's part-time application (one per candidate)",
  access: 'jobs:apply',
  input: partTimeSchema,
  run: (me, data, { meta }): Promise<{ application: PartTimeApplicationDto; created: boolean }> =>
    getDb().transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, me.id)).for('update');
      const [existing] = await tx
        .select({ id: partTimeApplications.id })
        .from(partTimeApplications)
        .where(visibleTo(me, partTimeApplications.userId))
        .orderBy(desc(partTimeApplications.id))
        .limit(1);
      let row: Omit<PartTimeApplicationDto, 'shareContact'> & { shareContact: string };
      if (existing) {
        [row] = await tx
          .update(partTimeApplications)
          .set({ ...data, updatedAt: new Date() })
          .where(eq(partTimeApplications.id, existing.id))
          .returning(columns);
      } else {
        [row] = await tx
          .insert(partTimeApplications)
          .values({ ...data, userId: me.id })
          .returning(columns);
      }
      await recordAudit(tx, {
        actor: me,
        action: existing ? 'update' : 'create',
        entity: 'part_time_application',
        entityId: row.id,
        changes: { city: data.city, skills: data.skills, rateMinor: data.rateMinor, shareContact: data.shareContact },
        ip: meta.ip,
        requestId: meta.requestId,
      });
      return { application: toDto(row), created: !existing };
    }),
});

/** Withdraws (deletes) the candidate's application; false when there was none. */
export const withdrawPartTime = defineUseCase({
  name: 'jobs.withdrawPartTime',
  summary: "Withdraw the candidate's part-time application",
  access: 'jobs:apply',
  input: z.unknown(),
  run: (me, _input, { meta }): Promise<boolean> =>
    getDb().transaction(async (tx) => {
      const gone = await tx.delete(partTimeApplications).where(visibleTo(me, partTimeApplications.userId)).returning({ id: partTimeApplications.id });
      if (gone.length) {
        await recordAudit(tx, { actor: me, action: 'delete', entity: 'part_time_application', entityId: gone[0].id, ip: meta.ip, requestId: meta.requestId });
      }
      return gone.length > 0;
    }),
});

/**
 * The list employers and admins see: newest first, real pages; a search matches the city or any
 * skill (case-insensitive, part of a word).
 */
export const listPartTime = defineUseCase({
  name: 'jobs.listPartTime',
  summary: 'The part-time applicants, newest first; a search over city and skills',
  access: 'candidates:browse',
  input: z.preprocess((v) => v ?? {}, partTimeListParamsSchema),
  run: async (_actor, params): Promise<Page<PartTimeApplicationDto>> => {
    const db = getDb();
    const where: SQL[] = [];
    if (params.q) {
      const like = `%${escapeLike(params.q)}%`;
      where.push(
        or(
          ilike(partTimeApplications.city, like),
          sql`exists (select 1 from unnest(${partTimeApplications.skills}) as s(skill) where s.skill ilike ${like})`,
        )!,
      );
    }
    const cond = where.length ? and(...where) : undefined;
    const [{ n }] = await db.select({ n: count() }).from(partTimeApplications).where(cond);
    const pageCount = Math.max(1, Math.ceil(n / params.per_page));
    const page = Math.min(params.page, pageCount);
    // The page's ids, read from the nearer end of the order (any page, the last one too), then its rows.
    const ids = await pageIdsOf(
      db,
      (cols) => db.select(cols).from(partTimeApplications).where(cond).$dynamic(),
      [seekDesc(partTimeApplications.createdAt), seekDesc(partTimeApplications.id)],
      n,
      page,
      params.per_page,
      cond ? { rows: await estimatedRows('part_time_applications') } : false,
    );
    const rows = ids.length ? byIds(ids, await db.select(columns).from(partTimeApplications).where(inArray(partTimeApplications.id, ids))) : [];
    return toPage(rows.map(toDto), n, page, params.per_page);
  },
});

/**
 * One applicant for the employers and admins who read the list (`candidates:browse`, the list's
 * rule): the application, and of the account's e-mail and phone only what the candidate chose to
 * share (nothing until they choose). An id that names no application: 404.
 */
export async function getPartTimeApplicant(actor: Actor, ref: unknown): Promise<PartTimeApplicantDetail> {
  authorise(actor, 'candidates:browse');
  const id = toId(ref);
  if (id === null) throw notFound(nouns.partTimeApplication);
  const [row] = await getDb()
    .select({ ...columns, email: users.email, phoneCode: users.phoneCode, phoneNumber: users.phoneNumber })
    .from(partTimeApplications)
    .leftJoin(users, eq(users.id, partTimeApplications.userId))
    .where(eq(partTimeApplications.id, id));
  if (!row) throw notFound(nouns.partTimeApplication);
  const { email, phoneCode, phoneNumber, ...application } = toDto(row);
  return {
    ...application,
    contact: {
      email: sharesEmail(application.shareContact) ? email : null,
      phone: sharesPhone(application.shareContact) ? accountPhone(phoneCode, phoneNumber) : null,
    },
  };
}
