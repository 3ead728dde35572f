import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { categories, cities, universities } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { diffChanges, recordAudit } from '@/lib/audit';
import { AppError, forbidden, notFound, unauthenticated } from '@/lib/errors';
import { validation } from '@/lib/messages';
import { expireCatalogue } from './cache';
import { universityUpdateSchema, type UniversityUpdateInput } from './schemas';
import { findUniversityRecord, type UniversityDetail } from './universities';

/**
 * Admin writes of universities. This issue brings the update (legacy
 * `POST /api/admin/university/{id}` with `_method=PUT`); the back office adds the rest here.
 * Every write checks the role itself, records an audit entry in the same transaction, and
 * expires the catalogue cache so public pages change on the next request.
 */

function requireAdmin(actor: Actor): NonNullable<Actor> {
  if (!actor) throw unauthenticated();
  if (actor.role !== 'admin') throw forbidden();
  return actor;
}

const codeTaken = 'This code is already used by another university';

function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e?.code ?? e?.cause?.code;
  const name = e?.constraint ?? e?.cause?.constraint ?? '';
  return code === '23505' && (!constraint || name.includes(constraint));
}

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

/**
 * Updates a university (admin only): only the fields given change. Returns the record as it is
 * now (enabled or not).
 */
export async function updateUniversity(
  actor: Actor,
  id: number,
  input: unknown,
  meta: { ip?: string | null; requestId?: string | null } = {},
): Promise<UniversityDetail> {
  const admin = requireAdmin(actor);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw notFound('University');
  const db = getDb();
  // An unknown record answers 404 before its input is judged.
  const [exists] = await db.select({ id: universities.id }).from(universities).where(eq(universities.id, id));
  if (!exists) throw notFound('University');
  const set = toColumns(universityUpdateSchema.parse(input));

  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(universities).where(eq(universities.id, id)).for('update');
      if (!before) throw notFound('University');
      const fieldErrors: Record<string, string[]> = {};
      if (set.cityId !== undefined && set.cityId !== null) {
        const [city] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, set.cityId));
        if (!city) fieldErrors.city_id = [validation.chooseOption];
      }
      if (set.categoryId !== undefined && set.categoryId !== null) {
        const [cat] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, set.categoryId));
        if (!cat) fieldErrors.category_id = [validation.chooseOption];
      }
      if (Object.keys(fieldErrors).length > 0) {
        throw new AppError('validation', Object.values(fieldErrors)[0][0], { fieldErrors });
      }
      if (Object.keys(set).length === 0) return;
      const [after] = await tx.update(universities).set(set).where(eq(universities.id, id)).returning();
      const pick = (row: typeof before) => {
        const out: Record<string, unknown> = {};
        for (const k of Object.keys(set)) out[k] = row[k as keyof typeof row];
        return out;
      };
      await recordAudit(tx, {
        actor: admin,
        action: 'update',
        entity: 'university',
        entityId: id,
        changes: diffChanges(pick(before), pick(after)),
        ip: meta.ip,
        requestId: meta.requestId,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err, 'code')) throw new AppError('validation', codeTaken, { fieldErrors: { code: [codeTaken] } });
    throw err;
  }

  expireCatalogue({ kind: 'university', id });
  const record = await findUniversityRecord(id);
  if (!record) throw notFound('University');
  return record;
}
