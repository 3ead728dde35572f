import 'server-only';
import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * Password hashing: argon2id with at least 19 MiB of memory and 2 passes (OWASP's
 * minimum). The whole password is hashed: nothing is truncated (bcrypt's 72-byte limit
 * does not apply). The demo seed and the admin CLI hash the same way.
 */
export const argon2Options: Options = {
  // Algorithm.Argon2id (a const enum, which isolated modules cannot read from the typings).
  algorithm: 2 as NonNullable<Options['algorithm']>,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

/** True when `password` matches `passwordHash`; false for a wrong password or a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash with the same parameters, so that a sign-in attempt for an
 * unknown e-mail takes as long as one for a known e-mail with a wrong password. Always false.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hash(`dummy-${Math.random()}-${Date.now()}`, argon2Options);
  await verifyPassword(await dummyHash, password);
  return false;
}
