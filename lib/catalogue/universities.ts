import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import { getDb, queryRows } from '@/db';
import { categories, cities, universities } from '@/db/schema';
import type { UniversityType } from '@/db/schema/enums';
import { diffChanges, recordAudit } from '@/lib/audit';
import type { Actor } from '@/lib/auth/actor';
import { assertCan } from '@/lib/auth/permissions';
import { AppError, isUniqueViolation, notFound, parseInput } from '@/lib/errors';
import { isId, parseId } from '@/lib/http/id';
import { toPage, type Page } from '@/lib/http/page';
import { validation } from '@/lib/messages';
import { getStorage, saveUpload, type StoredFile } from '@/lib/storage';
import { expireCatalogue } from './cache';
import { correctWords, fullTextMatch, isSearchable, keyWords, needsSubstringMatch, prefixTsQuery, RANK_CAP, substringMatch } from './search';
import { publicCourseCount, publicUniversity, universityJoins } from './rules';
import { universityUpdateSchema, type UniversityListParams, type UniversityUpdateInput } from './schemas';

/**
 * Universities: the public reads (lists, cards, the page) and the admin writes, side by side.
 * Writes take the actor first, check `catalogue:write`, validate with the shared schema, change
 * the row and its audit entry in one transaction, expire the catalogue cache after the commit
 * (expiring inside it would let a concurrent request cache the old row again), and return the
 * record as the admin sees it.
 */

/** A university in a list or card: the facts the seed's cards show. */
export interface UniversityCard {
  id: number;
  uuid: string;
  slug: string;
  name: string;
  nameZh: string | null;
  logo: string | null;
  city: { id: number; name: string; slug: string } | null;
  province: { name: string; slug: string } | null;
  /** 'YYYY-MM-DD' */
  deadline: string | null;
  scholarshipOpen: boolean;
  type: UniversityType;
  /** number of public courses */
  programCount: number;
  /** CNY fen per year (the public lists show the bachelor and masters fees) */
  bachelorFeeMinor: number | null;
  mastersFeeMinor: number | null;
}

export interface UniversityDetail extends UniversityCard {
  shortName: string | null;
  code: string;
  email: string | null;
  contactNo: string | null;
  website: string | null;
  introduction: string | null;
  description: string | null;
  accommodation: string | null;
  school: string | null;
  requirement: string | null;
  rulesAndRegulations: string | null;
  admissionsProcess: string | null;
  /** CNY fen, per year (scholarship: once) */
  fees: {
    bachelor: number | null;
    masters: number | null;
    phd: number | null;
    mbbs: number | null;
    language: number | null;
    accommodation: number | null;
    other: number | null;
    scholarship: number | null;
  };
  internationalStudent: number | null;
  foundedYear: number | null;
  ageLimit: string | null;
  location: string | null;
  totalStudent: number | null;
  totalSection: number | null;
  categoryId: number | null;
  category: string | null;
  banner: string | null;
  /** enabled (always true for public reads; admin reads see disabled ones) */
  status: boolean;
  /** ISO 8601 */
  updatedAt: string;
}

const cardColumns: SQL = sql`
  u.id, u.uuid::text AS uuid, u.slug, u.name, u.name_zh, u.logo, u.deadline::text AS deadline,
  u.scholarship_open, u.type, u.bachelor_fee_minor, u.masters_fee_minor,
  ci.id AS city_id, ci.name AS city_name, ci.slug AS city_slug, pv.name AS province_name, pv.slug AS province_slug,
  ${publicCourseCount} AS program_count`;

interface CardRow {
  id: number;
  uuid: string;
  slug: string;
  name: string;
  name_zh: string | null;
  logo: string | null;
  deadline: string | null;
  scholarship_open: boolean;
  type: UniversityType;
  city_id: number | null;
  city_name: string | null;
  city_slug: string | null;
  province_name: string | null;
  province_slug: string | null;
  program_count: number;
  bachelor_fee_minor: number | null;
  masters_fee_minor: number | null;
}

function toCard(r: CardRow): UniversityCard {
  return {
    id: Number(r.id),
    uuid: r.uuid,
    slug: r.slug,
    name: r.name,
    nameZh: r.name_zh,
    logo: r.logo,
    city: r.city_id !== null && r.city_name && r.city_slug ? { id: Number(r.city_id), name: r.city_name, slug: r.city_slug } : null,
    province: r.province_name && r.province_slug ? { name: r.province_name, slug: r.province_slug } : null,
    deadline: r.deadline,
    scholarshipOpen: !!r.scholarship_open,
    type: r.type,
    programCount: Number(r.program_count ?? 0),
    bachelorFeeMinor: r.bachelor_fee_minor === null ? null : Number(r.bachelor_fee_minor),
    mastersFeeMinor: r.masters_fee_minor === null ? null : Number(r.masters_fee_minor),
  };
}

export type UniversityPage = Page<UniversityCard>;

/**
 * The university match: every word as a prefix in its text (name, Chinese name, city, province),
 * the same with typos corrected against the vocabulary, or the name itself alike: the key within
 * the name ("tsingua" ~ "tsinghua", indexed), the two alike, or the name within the key
 * ("zhejang univercity" ~ "zhejiang": a typo plus a misspelt "university" around it, so a lower
 * bar; universities are few, so this test no index serves stays cheap).
 */
async function universityKeyMatch(key: string): Promise<SQL> {
  const words = keyWords(key);
  const kn = sql`public.f_university_name_norm(${key})`;
  const parts: SQL[] = [fullTextMatch('u', words)];
  const corrected = await correctWords(words);
  if (corrected.changed) parts.push(fullTextMatch('u', corrected.words));
  if (needsSubstringMatch(key)) parts.push(substringMatch('u', key));
  parts.push(sql`(${kn} <> '' AND (u.name_norm % ${kn} OR ${kn} <% u.name_norm OR word_similarity(u.name_norm, ${kn}) >= 0.5))`);
  return sql`(${sql.join(parts, sql` OR `)})`;
}

function universityRank(key: string): SQL {
  const kn = sql`public.f_university_name_norm(${key})`;
  return sql`(2 * greatest(similarity(u.name_norm, ${kn}), word_similarity(${kn}, u.name_norm), word_similarity(u.name_norm, ${kn}))
              + ts_rank(u.search_vector, ${prefixTsQuery(keyWords(key))}))`;
}

/** The filter conditions of a university list (besides the keyword), visibility first. */
function universityFilters(params: Partial<UniversityListParams>): SQL[] {
  const where: SQL[] = [publicUniversity];
  if (params.city) where.push(sql`ci.slug = ${params.city}`);
  if (params.province) where.push(sql`pv.slug = ${params.province}`);
  if (params.type) where.push(sql`u.type = ${params.type}`);
  if (params.scholarshipOpen) where.push(sql`u.scholarship_open`);
  return where;
}

/** The number of public universities the filters (no keyword) match: the page cache's last page. */
export async function countUniversities(params: Partial<Omit<UniversityListParams, 'key' | 'page' | 'perPage'>>): Promise<number> {
  if (params.type === 'invalid') return 0;
  const [c] = await queryRows<{ n: number }>(
    getDb(),
    sql`SELECT count(*)::int AS n FROM universities u ${universityJoins} WHERE ${sql.join(universityFilters(params), sql` AND `)}`,
  );
  return c?.n ?? 0;
}

/**
 * /universities, /search and the legacy search: public universities, filtered by keyword, city,
 * province, type and scholarship; best match first with a keyword, else by name.
 */
export async function listUniversities(params: Partial<UniversityListParams>): Promise<UniversityPage> {
  const page = Math.max(1, params.page ?? 1);
  const perPage = Math.min(1000, Math.max(1, params.perPage ?? 20));
  if (params.type === 'invalid') return toPage([], 0, page, perPage);
  const key = isSearchable(params.key) ? params.key : undefined;
  const where: SQL[] = [...universityFilters(params)];
  if (key) where.push(await universityKeyMatch(key));
  const whereSql = sql.join(where, sql` AND `);
  const db = getDb();
  const order = key ? sql`${universityRank(key)} DESC, u.name, u.id` : sql`u.name, u.id`;
  const [rows, counted] = await Promise.all([
    queryRows<CardRow>(
      db,
      sql`SELECT ${cardColumns} FROM universities u ${universityJoins}
           WHERE ${whereSql} ORDER BY ${order}
           LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM universities u ${universityJoins} WHERE ${whereSql} LIMIT ${key ? RANK_CAP : 1_000_000}) x`,
    ),
  ]);
  return toPage(rows.map(toCard), counted[0]?.n ?? 0, page, perPage);
}

/**
 * The home page's top five and the legacy `topfive` / `popular` lists: public universities by
 * number of applications, then number of public courses, then name.
 */
export async function listPopularUniversities(limit = 5): Promise<UniversityCard[]> {
  const rows = await queryRows<CardRow>(
    getDb(),
    sql`SELECT ${cardColumns}
          FROM universities u ${universityJoins}
          LEFT JOIN LATERAL (SELECT count(*)::int AS n FROM applications a WHERE a.university_id = u.id) apps ON true
         WHERE ${publicUniversity}
         ORDER BY apps.n DESC, program_count DESC, u.name, u.id
         LIMIT ${Math.min(1000, Math.max(1, limit))}`,
  );
  return rows.map(toCard);
}

/** Every public university of a public city (by slug), by name. */
export async function listUniversitiesOfCity(citySlug: string): Promise<UniversityCard[]> {
  const rows = await queryRows<CardRow>(
    getDb(),
    sql`SELECT ${cardColumns} FROM universities u ${universityJoins}
         WHERE ${publicUniversity} AND ci.slug = ${citySlug}
         ORDER BY u.name, u.id LIMIT 1000`,
  );
  return rows.map(toCard);
}

const detailColumns: SQL = sql`${cardColumns},
  u.short_name, u.code, u.email, u.contact_no, u.website, u.introduction, u.description, u.accommodation,
  u.school, u.requirement, u.rules_and_regulations, u.admissions_process,
  u.phd_fee_minor, u.mbbs_fee_minor, u.language_fee_minor,
  u.accommodation_fee_minor, u.other_fee_minor, u.scholarship_fee_minor,
  u.international_student, u.founded_year, u.age_limit, u.location, u.total_student, u.total_section,
  u.category_id, cat.name AS category_name, u.banner, u.status, u.updated_at`;

interface DetailRow extends CardRow {
  short_name: string | null;
  code: string;
  email: string | null;
  contact_no: string | null;
  website: string | null;
  introduction: string | null;
  description: string | null;
  accommodation: string | null;
  school: string | null;
  requirement: string | null;
  rules_and_regulations: string | null;
  admissions_process: string | null;
  phd_fee_minor: number | null;
  mbbs_fee_minor: number | null;
  language_fee_minor: number | null;
  accommodation_fee_minor: number | null;
  other_fee_minor: number | null;
  scholarship_fee_minor: number | null;
  international_student: number | null;
  founded_year: number | null;
  age_limit: string | null;
  location: string | null;
  total_student: number | null;
  total_section: number | null;
  category_id: number | null;
  category_name: string | null;
  banner: string | null;
  status: boolean;
  updated_at: Date | string;
}

const num = (v: number | string | null) => (v === null || v === undefined ? null : Number(v));

function toDetail(r: DetailRow): UniversityDetail {
  return {
    ...toCard(r),
    shortName: r.short_name,
    code: r.code,
    email: r.email,
    contactNo: r.contact_no,
    website: r.website,
    introduction: r.introduction,
    description: r.description,
    accommodation: r.accommodation,
    school: r.school,
    requirement: r.requirement,
    rulesAndRegulations: r.rules_and_regulations,
    admissionsProcess: r.admissions_process,
    fees: {
      bachelor: num(r.bachelor_fee_minor),
      masters: num(r.masters_fee_minor),
      phd: num(r.phd_fee_minor),
      mbbs: num(r.mbbs_fee_minor),
      language: num(r.language_fee_minor),
      accommodation: num(r.accommodation_fee_minor),
      other: num(r.other_fee_minor),
      scholarship: num(r.scholarship_fee_minor),
    },
    internationalStudent: num(r.international_student),
    foundedYear: num(r.founded_year),
    ageLimit: r.age_limit,
    location: r.location,
    totalStudent: num(r.total_student),
    totalSection: num(r.total_section),
    categoryId: num(r.category_id),
    category: r.category_name,
    banner: r.banner,
    status: !!r.status,
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

async function findUniversityWhere(cond: SQL, publicOnly = true): Promise<UniversityDetail | null> {
  const [row] = await queryRows<DetailRow>(
    getDb(),
    sql`SELECT ${detailColumns}
          FROM universities u ${universityJoins}
          LEFT JOIN categories cat ON cat.id = u.category_id
         WHERE ${publicOnly ? publicUniversity : sql`true`} AND ${cond}
         LIMIT 1`,
  );
  return row ? toDetail(row) : null;
}

/** Any university by id, enabled or not (the admin's view), or throws not found. */
async function getUniversityRecord(id: number): Promise<UniversityDetail> {
  const record = await findUniversityWhere(sql`u.id = ${id}`, false);
  if (!record) throw notFound('University');
  return record;
}

/** A public university by slug, or null (unknown or disabled). */
export function findUniversityBySlug(slug: string): Promise<UniversityDetail | null> {
  return findUniversityWhere(sql`u.slug = ${slug}`);
}

/** A public university by id, or null (unknown or disabled). */
export function findUniversityById(id: number): Promise<UniversityDetail | null> {
  if (!isId(id)) return Promise.resolve(null);
  return findUniversityWhere(sql`u.id = ${id}`);
}

/** The slug of a public university (redirects of the seed's `?id=` paths). */
export async function findUniversitySlug(id: number): Promise<string | null> {
  if (!isId(id)) return null;
  const [row] = await queryRows<{ slug: string }>(
    getDb(),
    sql`SELECT u.slug FROM universities u ${universityJoins} WHERE ${publicUniversity} AND u.id = ${id}`,
  );
  return row?.slug ?? null;
}

/** Public universities for filter menus (id, name), by name. */
export async function listUniversityOptions(): Promise<{ id: number; name: string }[]> {
  const rows = await queryRows<{ id: number; name: string }>(
    getDb(),
    sql`SELECT u.id, u.name FROM universities u ${universityJoins} WHERE ${publicUniversity} ORDER BY u.name, u.id LIMIT 5000`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

/** `GET /api/universities`: a page of public universities (id, uuid, name, logo), by name. */
export async function listUniversitySummaries(page: number, perPage: number): Promise<Page<{ id: number; uuid: string; name: string; logo: string | null }>> {
  const db = getDb();
  const [rows, counted] = await Promise.all([
    queryRows<{ id: number; uuid: string; name: string; logo: string | null }>(
      db,
      sql`SELECT u.id, u.uuid::text AS uuid, u.name, u.logo FROM universities u ${universityJoins}
           WHERE ${publicUniversity} ORDER BY u.name, u.id LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
    ),
    countUniversities({}),
  ]);
  return toPage(rows, counted, page, perPage);
}

// ---------------------------------------------------------------------------------------------
// Admin writes

/** Our input (yuan in, fen stored) → the columns it sets. Only fields present are set. */
function toColumns(input: UniversityUpdateInput): Partial<typeof universities.$inferInsert> {
  const set: Partial<typeof universities.$inferInsert> = {};
  const copy = <K extends keyof typeof universities.$inferInsert>(key: K, value: unknown) => {
    if (value !== undefined) set[key] = value as (typeof universities.$inferInsert)[K];
  };
  copy('name', input.name);
  copy('nameZh', input.name_zh);
  copy('shortName', input.short_name);
  copy('code', input.code);
  copy('email', input.email);
  copy('contactNo', input.contact_no);
  copy('website', input.website);
  copy('introduction', input.introduction);
  copy('description', input.description);
  copy('accommodation', input.accommodation);
  copy('school', input.school);
  copy('requirement', input.requirement);
  copy('rulesAndRegulations', input.rules_and_regulations);
  copy('admissionsProcess', input.admissions_process);
  copy('bachelorFeeMinor', input.bachelor_fee);
  copy('mastersFeeMinor', input.masters_fee);
  copy('phdFeeMinor', input.phd_fee);
  copy('mbbsFeeMinor', input.mbbs_fee);
  copy('scholarshipFeeMinor', input.scholarship_fee);
  copy('languageFeeMinor', input.language_fee);
  copy('accommodationFeeMinor', input.accommodation_fee);
  copy('otherFeeMinor', input.other_fee);
  copy('internationalStudent', input.international_student);
  copy('foundedYear', input.founded_year);
  copy('ageLimit', input.age_limit);
  copy('deadline', input.deadline);
  copy('cityId', input.city_id);
  copy('location', input.location);
  copy('totalStudent', input.total_student);
  copy('totalSection', input.total_section);
  copy('totalProgram', input.total_program);
  copy('scholarshipOpen', input.scholarship_open);
  copy('type', input.type);
  copy('categoryId', input.category_id);
  copy('status', input.status);
  copy('logo', input.logo);
  copy('banner', input.banner);
  return set;
}

const codeTaken = () => new AppError('validation', validation.universityCodeTaken, { fieldErrors: { code: [validation.universityCodeTaken] } });

/** New images of a university, not yet stored: a File from a form or a multipart body. */
export interface UniversityImageFiles {
  logo?: Blob & { name?: string };
  banner?: Blob & { name?: string };
}

const imageKinds = { logo: 'university_logo', banner: 'university_banner' } as const;

/**
 * Splits a body into its fields and its new image files (a Blob under `logo` or `banner`); a
 * string there is a kept file name and stays a field.
 */
export function splitUniversityFiles(body: Record<string, unknown>): { input: Record<string, unknown>; files: UniversityImageFiles } {
  const input = { ...body };
  const files: UniversityImageFiles = {};
  for (const field of Object.keys(imageKinds) as (keyof typeof imageKinds)[]) {
    const v = input[field];
    if (typeof Blob !== 'undefined' && v instanceof Blob) {
      files[field] = v;
      delete input[field];
    }
  }
  return { input, files };
}

/**
 * Updates a university (`catalogue:write`): only the fields given change. An unknown id answers
 * 404 before the input is judged. New images are stored only once the actor, the id and every
 * field have passed, inside the transaction (their rows roll back with it, and their bytes are
 * removed if it fails), so a refused update leaves no file behind. Returns the record as it is
 * now (enabled or not).
 */
export async function updateUniversity(
  actor: Actor,
  rawId: number | string,
  input: unknown,
  files: UniversityImageFiles = {},
  meta: { ip?: string | null; requestId?: string | null } = {},
): Promise<UniversityDetail> {
  assertCan(actor, 'catalogue:write');
  const id = parseId(rawId, 'University');
  const db = getDb();
  const exists = await db.query.universities.findFirst({ columns: { id: true }, where: eq(universities.id, id) });
  if (!exists) throw notFound('University');
  const set = toColumns(parseInput(universityUpdateSchema, input));
  const stored: StoredFile[] = [];

  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(universities).where(eq(universities.id, id)).for('update');
      if (!before) throw notFound('University');
      const fieldErrors: Record<string, string[]> = {};
      if (set.cityId !== undefined && set.cityId !== null) {
        const city = await tx.query.cities.findFirst({ columns: { id: true }, where: eq(cities.id, set.cityId) });
        if (!city) fieldErrors.city_id = [validation.chooseOption];
      }
      if (set.categoryId !== undefined && set.categoryId !== null) {
        const cat = await tx.query.categories.findFirst({ columns: { id: true }, where: eq(categories.id, set.categoryId) });
        if (!cat) fieldErrors.category_id = [validation.chooseOption];
      }
      if (Object.keys(fieldErrors).length > 0) {
        throw new AppError('validation', Object.values(fieldErrors)[0][0], { fieldErrors });
      }
      for (const field of Object.keys(imageKinds) as (keyof typeof imageKinds)[]) {
        const file = files[field];
        if (!file) continue;
        const saved = await saveUpload({ file, kind: imageKinds[field], ownerId: actor.id, field }, tx);
        stored.push(saved);
        set[field] = saved.storageKey;
      }
      if (Object.keys(set).length === 0) return;
      const [after] = await tx.update(universities).set(set).where(eq(universities.id, id)).returning();
      const pick = (row: typeof before) => Object.fromEntries(Object.keys(set).map((k) => [k, row[k as keyof typeof row]]));
      await recordAudit(tx, {
        actor,
        action: 'update',
        entity: 'university',
        entityId: id,
        changes: diffChanges(pick(before), pick(after)),
        ip: meta.ip,
        requestId: meta.requestId,
      });
    });
  } catch (err) {
    // The rows rolled back with the transaction; the bytes are outside it.
    await Promise.all(stored.map((f) => getStorage().delete(f.storageKey, f.isPublic).catch(() => {})));
    if (isUniqueViolation(err, 'code')) throw codeTaken();
    throw err;
  }

  expireCatalogue({ kind: 'university', id });
  return getUniversityRecord(id);
}
