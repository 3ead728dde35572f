import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getDb, queryRows } from '@/db';
import { publicUniversity, universityJoins } from './rules';

/** Scholarship offers (seed "Create Offer"), as /scholarships, university and course pages list them. */
export interface ScholarshipOffer {
  id: number;
  title: string;
  code: string | null;
  type: string | null;
  percent: number;
  duration: string | null;
  details: string | null;
  image: string | null;
  /** 'YYYY-MM-DD' */
  deadline: string | null;
  university: { id: number; slug: string; name: string; logo: string | null };
  city: { name: string; slug: string } | null;
  /** null: open to every degree of the university */
  degree: { id: number; name: string } | null;
}

interface OfferRow {
  id: number;
  title: string;
  code: string | null;
  type: string | null;
  percent: number;
  duration: string | null;
  details: string | null;
  image: string | null;
  deadline: string | null;
  university_id: number;
  university_slug: string;
  university_name: string;
  university_logo: string | null;
  city_name: string | null;
  city_slug: string | null;
  program_id: number | null;
  program_name: string | null;
}

/**
 * Live offers: the offer enabled, its university public, and its degree (if any) enabled.
 * `universityId` narrows to one university; `programId` to the offers open to that degree.
 */
export async function listScholarshipOffers(filter: { universityId?: number; programId?: number; limit?: number } = {}): Promise<ScholarshipOffer[]> {
  const where: SQL[] = [sql`o.status`, publicUniversity, sql`(o.program_id IS NULL OR p.status)`];
  if (filter.universityId !== undefined) where.push(sql`o.university_id = ${filter.universityId}`);
  if (filter.programId !== undefined) where.push(sql`(o.program_id IS NULL OR o.program_id = ${filter.programId})`);
  const rows = await queryRows<OfferRow>(
    getDb(),
    sql`SELECT o.id, o.title, o.code, o.type, o.percent, o.duration, o.details, o.image, o.deadline::text AS deadline,
               u.id AS university_id, u.slug AS university_slug, u.name AS university_name, u.logo AS university_logo,
               ci.name AS city_name, ci.slug AS city_slug, p.id AS program_id, p.name AS program_name
          FROM scholarship_offers o
          JOIN universities u ON u.id = o.university_id
          ${universityJoins}
          LEFT JOIN programs p ON p.id = o.program_id
         WHERE ${sql.join(where, sql` AND `)}
         ORDER BY o.percent DESC, u.name, o.title, o.id
         LIMIT ${Math.min(1000, filter.limit ?? 1000)}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    code: r.code,
    type: r.type,
    percent: Number(r.percent),
    duration: r.duration,
    details: r.details,
    image: r.image,
    deadline: r.deadline,
    university: { id: Number(r.university_id), slug: r.university_slug, name: r.university_name, logo: r.university_logo },
    city: r.city_name && r.city_slug ? { name: r.city_name, slug: r.city_slug } : null,
    degree: r.program_id !== null && r.program_name ? { id: Number(r.program_id), name: r.program_name } : null,
  }));
}
