import 'server-only';
import { and, asc, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '@/db';
import { cities, programs, scholarshipOffers, universities } from '@/db/schema';
import { publicUniversityOf } from './rules';

const o = alias(scholarshipOffers, 'o');
const u = alias(universities, 'u');
const ci = alias(cities, 'ci');
const p = alias(programs, 'p');

/**
 * Live offers (the old site's "Create Offer"), as /scholarships, university and course pages list
 * them: the offer enabled, its university public, and its degree (if any) enabled. `universityId`
 * narrows to one university; `programId` to the offers open to that degree.
 */
export async function listScholarshipOffers(filter: { universityId?: number; programId?: number; limit?: number } = {}) {
  const where: (SQL | undefined)[] = [eq(o.status, true), publicUniversityOf(u, ci), or(isNull(o.programId), eq(p.status, true))];
  if (filter.universityId !== undefined) where.push(eq(o.universityId, filter.universityId));
  if (filter.programId !== undefined) where.push(or(isNull(o.programId), eq(o.programId, filter.programId)));
  return getDb()
    .select({
      id: o.id,
      title: o.title,
      code: o.code,
      type: o.type,
      percent: o.percent,
      duration: o.duration,
      details: o.details,
      image: o.image,
      /** 'YYYY-MM-DD' */
      deadline: o.deadline,
      university: { id: u.id, slug: u.slug, name: u.name, nameZh: u.nameZh, logo: u.logo },
      city: { name: ci.name, nameZh: ci.nameZh, slug: ci.slug },
      /** null: open to every degree of the university */
      degree: { id: p.id, name: p.name },
    })
    .from(o)
    .innerJoin(u, eq(u.id, o.universityId))
    .leftJoin(ci, eq(ci.id, u.cityId))
    .leftJoin(p, eq(p.id, o.programId))
    .where(and(...where))
    .orderBy(desc(o.percent), asc(u.name), asc(o.title), asc(o.id))
    .limit(Math.min(1000, filter.limit ?? 1000));
}

export type ScholarshipOffer = Awaited<ReturnType<typeof listScholarshipOffers>>[number];
