import 'server-only';
import { getDb } from '@/db';
import { users } from '@/db/schema';
import { recordAudit } from '@/lib/audit';
import type { Actor } from '@/lib/auth/actor';
import { hashPassword } from '@/lib/auth/password-hash';
import { forbidden, unauthenticated } from '@/lib/errors';
import { splitName, type AccountUser } from './dto';
import { assertPasswordAllowed } from './password-policy';
import { emailTaken } from './register';
import { localMeta, type RequestMeta } from '@/lib/http/request-meta';
import { createAdminSchema, type CreateAdminInput } from './schemas';
import { findUserByEmail, isUniqueViolation, normaliseEmail, toAccountUser } from './users';

/**
 * Admin accounts (PRODUCT.md section 1): the first from `npm run admin:create` ('cli'), more from
 * the admin users page (an admin actor). Created verified; the same password rules as everyone.
 * An e-mail that already has an account is refused ("This email is already registered").
 */
export async function createAdmin(actor: Actor | 'cli', input: CreateAdminInput, meta: RequestMeta = localMeta): Promise<AccountUser> {
  if (actor !== 'cli') {
    if (!actor) throw unauthenticated();
    if (actor.role !== 'admin') throw forbidden();
  }
  const data = createAdminSchema.parse(input);
  assertPasswordAllowed(data.password, 'password');
  if (await findUserByEmail(data.email)) throw emailTaken();
  const passwordHash = await hashPassword(data.password);
  const { firstName, lastName } = splitName(data.name);
  return getDb().transaction(async (tx) => {
    let row;
    try {
      [row] = await tx
        .insert(users)
        .values({ email: normaliseEmail(data.email), passwordHash, role: 'admin', name: data.name, firstName, lastName, emailVerifiedAt: new Date() })
        .returning();
    } catch (err) {
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    }
    await recordAudit(tx, {
      actor: actor === 'cli' ? null : actor,
      action: 'create',
      entity: 'user',
      entityId: row.id,
      changes: { email: row.email, name: row.name, role: 'admin', via: actor === 'cli' ? 'cli' : 'admin' },
      ip: meta.ip,
      requestId: meta.requestId ?? null,
    });
    return toAccountUser(row);
  });
}
