import 'server-only';
import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db';
import { escapeLike } from '@/db/like';
import { companyProfiles, employerTypes, jobs, users } from '@/db/schema';
import type { OrgSize } from './values';
import type { Actor } from '@/lib/auth/actor';

import { notFound } from '@/lib/errors';
import { parseId } from '@/lib/http/id';
import { PAGE_LIMIT, PER_PAGE_MAX, toPage, type Page } from '@/lib/http/page';
import { byIds, desc as seekDesc, estimatedRows, pageIdsOf } from '@/lib/lists/seek';
import { publicImagePath } from '@/lib/storage/policies';
import { employerListParamsSchema } from './admin-schemas';
import type { JobSummary } from './dto';
import { queryJobSummaries } from './moderation';
import { authorise } from '@/lib/use-case';
import { nouns } from '@/lib/messages';

/**
 * The back office's employers (admin, `jobs:moderate`): a live list (search by organisation,
 * name, e-mail or city; real pages) and one employer's company profile with their jobs.
 */
export interface EmployerRow {
  id: number;
  name: string;
  email: string;
  orgName: string | null;
  city: string | null;
  country: string | null;
  employerTypeName: string | null;
  jobCount: number;
  approvedJobs: number;
  createdAt: Date;
  disabled: boolean;
}

export interface EmployerDetail extends EmployerRow {
  verified: boolean;
  profile: null | {
    id: number;
    code: string | null;
    street: string | null;
    house: string | null;
    county: string | null;
    province: string | null;
    description: string | null;
    contactPersonName: string | null;
    contactPersonDesignation: string | null;
    contactPersonEmail: string | null;
    contactPersonMobile: string | null;
    estYear: number | null;
    orgSize: OrgSize | null;
    businessId: string | null;
    businessDescription: string | null;
    tradeLicense: string | null;
    website: string | null;
    logoUrl: string | null;
    updatedAt: Date;
  };
  jobs: Page<JobSummary>;
}

const rowColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  orgName: companyProfiles.orgName,
  city: companyProfiles.city,
  country: companyProfiles.country,
  employerTypeName: employerTypes.name,
  jobCount: sql<number>`(SELECT count(*) FROM jobs j WHERE j.employer_id = "users"."id")::int`.mapWith(Number),
  approvedJobs: sql<number>`(SELECT count(*) FROM jobs j WHERE j.employer_id = "users"."id" AND j.status = 'approved')::int`.mapWith(Number),
  createdAt: users.createdAt,
  disabledAt: users.disabledAt,
};

export async function listEmployers(actor: Actor, rawParams: unknown = {}): Promise<Page<EmployerRow>> {
  authorise(actor, 'jobs:moderate');
  const params = employerListParamsSchema.parse(rawParams ?? {});
  const db = getDb();
  const conds: SQL[] = [eq(users.role, 'employer')];
  if (params.q) {
    const like = `%${escapeLike(params.q)}%`;
    conds.push(or(ilike(companyProfiles.orgName, like), ilike(users.name, like), ilike(users.email, like), ilike(companyProfiles.city, like))!);
  }
  const where = and(...conds);
  // The profile is one per account (unique user_id): it only matters to the count when searched.
  const counted = db.select({ n: count() }).from(users).$dynamic();
  const [{ n }] = await (params.q ? counted.leftJoin(companyProfiles, eq(companyProfiles.userId, users.id)) : counted).where(where);
  const pageCount = Math.max(1, Math.ceil(n / params.per_page));
  const page = Math.min(params.page, pageCount);
  // The page's ids (a search's matches first, then ordered), then its rows.
  const ids = await pageIdsOf(
    db,
    (columns) => db.select(columns).from(users).leftJoin(companyProfiles, eq(companyProfiles.userId, users.id)).where(where).$dynamic(),
    [seekDesc(users.createdAt), seekDesc(users.id)],
    n,
    page,
    params.per_page,
    { rows: await estimatedRows('users') },
  );
  if (ids.length === 0) return toPage([], n, page, params.per_page);
  const rows = await db
    .select(rowColumns)
    .from(users)
    .leftJoin(companyProfiles, eq(companyProfiles.userId, users.id))
    .leftJoin(employerTypes, eq(employerTypes.id, companyProfiles.employerTypeId))
    .where(inArray(users.id, ids));
  return toPage(
    byIds(ids, rows).map(({ disabledAt, ...r }) => ({ ...r, disabled: disabledAt !== null })),
    n,
    page,
    params.per_page,
  );
}

/** One employer: account, company profile (or null before they fill it) and a page of their jobs. */
export async function getEmployer(actor: Actor, rawId: unknown, jobsPage: { page?: number } = {}): Promise<EmployerDetail> {
  authorise(actor, 'jobs:moderate');
  const id = parseId(rawId, nouns.employer);
  const db = getDb();
  const [row] = await db
    .select({
      ...rowColumns,
      verifiedAt: users.emailVerifiedAt,
      profile: companyProfiles,
    })
    .from(users)
    .leftJoin(companyProfiles, eq(companyProfiles.userId, users.id))
    .leftJoin(employerTypes, eq(employerTypes.id, companyProfiles.employerTypeId))
    .where(and(eq(users.id, id), eq(users.role, 'employer')));
  if (!row) throw notFound(nouns.employer);
  const { disabledAt, verifiedAt, profile: p, ...rest } = row;
  // Any page (queryJobSummaries clamps it to the last and reads it from the nearer end).
  const asked = Math.trunc(jobsPage.page ?? 1);
  const page = Number.isFinite(asked) ? Math.min(PAGE_LIMIT, Math.max(1, asked)) : 1;
  const jobList = await queryJobSummaries(eq(jobs.employerId, id), { page, perPage: PER_PAGE_MAX });
  return {
    ...rest,
    disabled: disabledAt !== null,
    verified: verifiedAt !== null,
    profile: p
      ? {
          id: p.id,
          code: p.code,
          street: p.street,
          house: p.house,
          county: p.county,
          province: p.province,
          description: p.description,
          contactPersonName: p.contactPersonName,
          contactPersonDesignation: p.contactPersonDesignation,
          contactPersonEmail: p.contactPersonEmail,
          contactPersonMobile: p.contactPersonMobile,
          estYear: p.estYear,
          orgSize: p.orgSize,
          businessId: p.businessId,
          businessDescription: p.businessDescription,
          tradeLicense: p.tradeLicense,
          website: p.website,
          logoUrl: p.logo ? publicImagePath(p.logo) : null,
          updatedAt: p.updatedAt,
        }
      : null,
    jobs: jobList,
  };
}
