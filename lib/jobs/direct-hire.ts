import 'server-only';
import { assertEnabledCountries } from '@/lib/countries/countries';
import { and, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db';
import { escapeLike } from '@/db/like';
import { directHireRequests, jobCategories } from '@/db/schema';
import { jobBoardCountry, type SalaryType, type DirectHireStatus } from './values';
import { toE164 } from '@/lib/forms/phone';
import { recordAudit } from '@/lib/audit';
import type { Actor } from '@/lib/auth/actor';

import { contactLimitReached, hit } from '@/lib/auth/rate-limit';
import { env } from '@/lib/env';
import { AppError, notFound } from '@/lib/errors';
import { toId } from '@/lib/http/id';
import { toPage, type Page } from '@/lib/http/page';
import { byIds, desc as seekDesc, estimatedRows, pageIdsOf } from '@/lib/lists/seek';
import { z } from 'zod';
import { authorise, defineUseCase } from '@/lib/use-case';
import { nouns, validation } from '@/lib/messages';
import {
  directHireListParamsSchema,
  directHireMoves,
  directHireSchema,
  directHireStatusLower,
  directHireStatusSchema,
} from './direct-hire-schemas';
import { msg } from '@/lib/i18n/message';

/**
 * Direct hire: a visitor asks us to fill a position for them (no account needed); the back
 * office lists the requests, finds them by a search, and moves each new → contacted → closed.
 * Anyone may send one (the public form and the legacy call share `submitDirectHire`); only an
 * admin (`jobs:moderate`) reads them.
 */
export interface DirectHireSummary {
  id: number;
  uuid: string;
  jobTitle: string;
  orgName: string | null;
  city: string | null;
  salaryType: SalaryType | null;
  salaryMinMinor: number | null;
  salaryMaxMinor: number | null;
  positionNo: number | null;
  status: DirectHireStatus;
  categoryId: number | null;
  categoryName: string | null;
  createdAt: Date;
}

export interface DirectHireDetail extends DirectHireSummary {
  street: string | null;
  house: string | null;
  county: string | null;
  province: string | null;
  country: string | null;
  description: string | null;
  workingHourFrom: string | null;
  workingHourTo: string | null;
  dateFrom: string | null;
  dateTo: string | null;
  skills: string[];
  experienceMin: number | null;
  experienceMax: number | null;
  contactNo: string | null;
  email: string | null;
  handledAt: Date | null;
  updatedAt: Date;
}

const summaryColumns = {
  id: directHireRequests.id,
  uuid: directHireRequests.uuid,
  jobTitle: directHireRequests.jobTitle,
  orgName: directHireRequests.orgName,
  city: directHireRequests.city,
  salaryType: directHireRequests.salaryType,
  salaryMinMinor: directHireRequests.salaryMinMinor,
  salaryMaxMinor: directHireRequests.salaryMaxMinor,
  positionNo: directHireRequests.positionNo,
  status: directHireRequests.status,
  categoryId: directHireRequests.jobCategoryId,
  categoryName: jobCategories.name,
  createdAt: directHireRequests.createdAt,
};

const detailColumns = {
  ...summaryColumns,
  street: directHireRequests.street,
  house: directHireRequests.house,
  county: directHireRequests.county,
  province: directHireRequests.province,
  country: directHireRequests.country,
  description: directHireRequests.description,
  workingHourFrom: directHireRequests.workingHourFrom,
  workingHourTo: directHireRequests.workingHourTo,
  dateFrom: directHireRequests.dateFrom,
  dateTo: directHireRequests.dateTo,
  skills: directHireRequests.skills,
  experienceMin: directHireRequests.experienceMin,
  experienceMax: directHireRequests.experienceMax,
  contactNo: directHireRequests.contactNo,
  email: directHireRequests.email,
  handledAt: directHireRequests.handledAt,
  updatedAt: directHireRequests.updatedAt,
};

const hhmm = (t: string | null) => (t ? t.slice(0, 5) : null);

function toDetail(row: Record<string, unknown>): DirectHireDetail {
  const r = row as unknown as DirectHireDetail;
  return { ...r, status: r.status as DirectHireStatus, workingHourFrom: hhmm(r.workingHourFrom), workingHourTo: hhmm(r.workingHourTo) };
}

async function readOne(db: Db | Tx, id: number): Promise<DirectHireDetail | null> {
  const [row] = await db
    .select(detailColumns)
    .from(directHireRequests)
    .leftJoin(jobCategories, eq(jobCategories.id, directHireRequests.jobCategoryId))
    .where(eq(directHireRequests.id, id));
  return row ? toDetail(row) : null;
}

/**
 * Sends a direct-hire request (anyone; the category must be one the public can choose). Like the
 * contact form, at most CONTACT_LIMIT_IP_PER_HOUR requests per client address per hour (429 over
 * it, refused requests included): an open form that stores what it is sent must not be a way to
 * fill the back office.
 */
/** The request stored (judged by the form's schema, the category checked); `submitDirectHire` counts it first. */
const storeDirectHire = defineUseCase({
  name: 'jobs.storeDirectHire',
  summary: 'Store a direct-hire request (part of jobs.submitDirectHire, after the limit is counted)',
  access: 'public',
  input: directHireSchema,
  run: async (actor, data, { meta }): Promise<DirectHireDetail> => {
    await assertEnabledCountries({ country: data.country });
    const db = getDb();
    const id = await db.transaction(async (tx) => {
      const [category] = await tx
        .select({ id: jobCategories.id })
        .from(jobCategories)
        .where(and(eq(jobCategories.id, data.jobCategoryId), eq(jobCategories.status, true)));
      if (!category) throw new AppError('validation', validation.chooseOption, { fieldErrors: { job_category: [validation.chooseOption] } });
      const [row] = await tx.insert(directHireRequests).values({ ...data, status: 'new' }).returning({ id: directHireRequests.id });
      await recordAudit(tx, {
        actor,
        action: 'create',
        entity: 'direct_hire_request',
        entityId: row.id,
        changes: { jobTitle: data.jobTitle, orgName: data.orgName, jobCategoryId: data.jobCategoryId },
        ip: meta.ip,
        requestId: meta.requestId,
      });
      return row.id;
    });
    return (await readOne(db, id))!;
  },
});

export const submitDirectHire = defineUseCase({
  name: 'jobs.submitDirectHire',
  summary: 'Send a direct-hire request (anyone; limited per client address and hour)',
  access: 'public',
  // Judged by storeDirectHire, after the request is counted against the address's limit (a
  // refused request counts too, so the limit also bounds probing the form with bad input).
  input: z.unknown(),
  run: async (actor, input, { meta }): Promise<DirectHireDetail> => {
    const byIp = await hit(`direct-hire:ip:${meta.ip || 'unknown'}`, 3600, getDb());
    if (byIp.points > env.CONTACT_LIMIT_IP_PER_HOUR) throw contactLimitReached('network', byIp.retryAfter);
    return storeDirectHire(actor, input, { meta });
  },
});

/** The back office's list: newest first; a search matches title, organisation, city, e-mail, phone or category. */
export const listDirectHire = defineUseCase({
  name: 'jobs.listDirectHire',
  summary: 'The direct-hire requests, newest first; a search over title, organisation, city, e-mail, phone and category',
  access: 'jobs:moderate',
  input: z.preprocess((v) => v ?? {}, directHireListParamsSchema),
  run: async (_actor, params): Promise<Page<DirectHireSummary>> => {
    const db = getDb();
    const where: SQL[] = [];
    if (params.q) {
      const like = `%${escapeLike(params.q)}%`;
      const searchedPhone = toE164(params.q, { country: jobBoardCountry });
      where.push(
        or(
          ilike(directHireRequests.jobTitle, like),
          ilike(directHireRequests.orgName, like),
          ilike(directHireRequests.city, like),
          ilike(directHireRequests.email, like),
          ilike(directHireRequests.contactNo, like),
          ilike(jobCategories.name, like),
          // A number searched as people write it (`01233 123456`) finds the one kept in E.164.
          ...(searchedPhone ? [eq(directHireRequests.contactNo, searchedPhone)] : []),
        )!,
      );
    }
    if (params.status !== 'all') where.push(eq(directHireRequests.status, params.status));
    const cond = where.length ? and(...where) : undefined;
    const [{ n }] = await db
      .select({ n: count() })
      .from(directHireRequests)
      .leftJoin(jobCategories, eq(jobCategories.id, directHireRequests.jobCategoryId))
      .where(cond);
    const pageCount = Math.max(1, Math.ceil(n / params.per_page));
    const page = Math.min(params.page, pageCount);
    // The page's ids, read from the nearer end of the order (any page, the last one too), then its rows.
    const ids = await pageIdsOf(
      db,
      (columns) => db.select(columns).from(directHireRequests).leftJoin(jobCategories, eq(jobCategories.id, directHireRequests.jobCategoryId)).where(cond).$dynamic(),
      [seekDesc(directHireRequests.createdAt), seekDesc(directHireRequests.id)],
      n,
      page,
      params.per_page,
      cond ? { rows: await estimatedRows('direct_hire_requests') } : false,
    );
    const rows = ids.length
      ? byIds(ids, await db.select(summaryColumns).from(directHireRequests).leftJoin(jobCategories, eq(jobCategories.id, directHireRequests.jobCategoryId)).where(inArray(directHireRequests.id, ids)))
      : [];
    return toPage(
      rows.map((r) => ({ ...r, status: r.status as DirectHireStatus })),
      n,
      page,
      params.per_page,
    );
  },
});

/** One request by id or uuid (admin). */
export async function getDirectHire(actor: Actor, ref: unknown): Promise<DirectHireDetail> {
  authorise(actor, 'jobs:moderate');
  return readDirectHire(ref);
}

async function readDirectHire(ref: unknown): Promise<DirectHireDetail> {
  const db = getDb();
  let id = toId(ref);
  if (id === null && typeof ref === 'string' && /^[0-9a-f-]{36}$/i.test(ref)) {
    const [row] = await db.select({ id: directHireRequests.id }).from(directHireRequests).where(eq(directHireRequests.uuid, ref.toLowerCase()));
    id = row?.id ?? null;
  }
  const found = id === null ? null : await readOne(db, id);
  if (!found) throw notFound(nouns.directHireRequest);
  return found;
}

/** Moves a request on (new → contacted → closed, or one step back); anything else is a 409. */
export const setDirectHireStatus = defineUseCase({
  name: 'jobs.setDirectHireStatus',
  summary: 'Move a direct-hire request on (new → contacted → closed, or one step back)',
  access: 'jobs:moderate',
  input: directHireStatusSchema,
  run: async (actor, { id: ref, status: to }, { meta }): Promise<{ id: number; status: DirectHireStatus }> => {
    const current = await readDirectHire(ref);
    const db = getDb();
    await db.transaction(async (tx) => {
      const [row] = await tx.select({ status: directHireRequests.status }).from(directHireRequests).where(eq(directHireRequests.id, current.id)).for('update');
      const from = row.status as DirectHireStatus;
      if (!directHireMoves[from].includes(to)) {
        throw new AppError('conflict', msg('jobs.directHire.cannotMove', { from: directHireStatusLower[from], to: directHireStatusLower[to] }));
      }
      await tx
        .update(directHireRequests)
        .set({ status: to, handledAt: to === 'new' ? null : new Date() })
        .where(eq(directHireRequests.id, current.id));
      await recordAudit(tx, { actor, action: 'status_change', entity: 'direct_hire_request', entityId: current.id, changes: { status: [from, to] }, ip: meta.ip, requestId: meta.requestId });
    });
    return { id: current.id, status: to };
  },
});
