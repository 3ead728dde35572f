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
import { partTimeListParamsSchema, partTimeSchema, toSkillList } from './part-time-schemas';

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
  createdAt: Date;
  updatedAt: Date;
}

const columns = {
  id: partTimeApplications.id,
  fullName: partTimeApplications.fullName,
  city: partTimeApplications.city,
  skills: partTimeApplications.skills,
  rateMinor: partTimeApplications.rateMinor,
  availability: partTimeApplications.availability,
  createdAt: partTimeApplications.createdAt,
  updatedAt: partTimeApplications.updatedAt,
};

/** Rows from the old board (the demo data) keep a comma-separated first skill: shown split, like new ones. */
const toDto = (row: PartTimeApplicationDto): PartTimeApplicationDto => ({ ...row, skills: toSkillList(row.skills).filter((s): s is string => typeof s === 'string') });

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
      let row: PartTimeApplicationDto;
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
        changes: { city: data.city, skills: data.skills, rateMinor: data.rateMinor },
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
