import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { companyProfiles, countries, users } from '@/db/schema';
import { hashPassword } from '@/lib/auth/password-hash';
import { beginAttempt, countAction, forgetAccount } from '@/lib/auth/rate-limit';
import { AppError, isUniqueViolation } from '@/lib/errors';
import { validation as v } from '@/lib/messages';
import { checkCode, invalidCode, issueCode, secondsUntilResend } from './codes';
import { splitName, type AccountUser } from './dto';
import { sendCodeMail } from './login';
import { assertPasswordAllowed } from './password-policy';
import type { RequestMeta } from '@/lib/http/request-meta';
import { accountTypeAsks, apiRegisterSchema, registerSchema, type ApiRegisterData, type RegisterData } from './schemas';
import { emailTaken, findUserByEmail, normaliseEmail, toAccountUser } from './users';

/**
 * Self-registration: Student (default), Job seeker or Employer; admins are never self-registered. The account
 * starts unverified; a 6-digit code goes out by mail and must be entered before the first sign-in.
 */

/** A country of the register form: its name and dial code ('86', or null when unknown). */
export interface CountryOption {
  name: string;
  dialCode: string | null;
}

/** Country selects elsewhere (profile, application): enabled countries, China first. */
export async function listCountryOptions(): Promise<string[]> {
  const rows = await getDb()
    .select({ name: countries.name })
    .from(countries)
    .where(eq(countries.status, true))
    .orderBy(sql`case when ${countries.name} = 'China' then 0 else 1 end`, asc(countries.name));
  return rows.map((r) => r.name);
}

/** The register page's country select: enabled countries by name with their dial codes (none preselected). */
export async function listCountryDialOptions(): Promise<CountryOption[]> {
  return getDb()
    .select({ name: countries.name, dialCode: countries.dialCode })
    .from(countries)
    .where(eq(countries.status, true))
    .orderBy(asc(countries.name));
}

async function canonicalCountry(name: string): Promise<CountryOption | null> {
  const [row] = await getDb()
    .select({ name: countries.name, dialCode: countries.dialCode })
    .from(countries)
    .where(and(eq(countries.status, true), sql`lower(${countries.name}) = lower(${name.trim()})`))
    .limit(1);
  return row ?? null;
}

/**
 * Creates the account and mails its code. Input: the register form's data or the legacy payload
 * (parsed again here, so no door can skip a rule). Per address, registrations count against the
 * abuse limit whether they succeed or not.
 */
export async function registerAccount(input: RegisterData | ApiRegisterData, meta: RequestMeta, opts: { legacy?: boolean } = {}): Promise<AccountUser> {
  const data = opts.legacy ? apiRegisterSchema.parse(input) : registerSchema.parse(input);
  await countAction('register', { ip: meta.ip });

  const country = await canonicalCountry(data.country);
  if (!country) throw new AppError('validation', v.chooseOption, { fieldErrors: { country: [v.chooseOption] } });
  // The phone code follows the country unless the user typed another one.
  const phoneCode = data.code ?? (country.dialCode ? `+${country.dialCode}` : null);
  if (!phoneCode) throw new AppError('validation', v.required, { fieldErrors: { code: [v.required] } });
  assertPasswordAllowed(data.password, 'password');
  if (await findUserByEmail(data.email)) throw emailTaken();

  const passwordHash = await hashPassword(data.password);
  const { firstName, lastName } = splitName(data.name);
  let created;
  try {
    created = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email: normaliseEmail(data.email),
        passwordHash,
        role: data.role,
        name: data.name,
        firstName,
        lastName,
        phoneCode,
        phoneNumber: data.phone_number,
        // Employers are asked for their company, not their gender.
        gender: accountTypeAsks[data.role].gender ? (data.gender ?? null) : null,
        country: country.name,
      })
      .returning();
    if (accountTypeAsks[data.role].companyName && data.company_name) {
      await tx.insert(companyProfiles).values({ userId: row.id, orgName: data.company_name, country: country.name });
    }
    return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }

  const { code } = await issueCode(created.id, 'verify_email');
  await sendCodeMail('verify_email', created, code);
  return toAccountUser(created);
}

/**
 * The code box: marks the account verified. Wrong, expired and used-up codes all answer
 * "This code has expired or is not valid" (an unknown e-mail too, so nothing is revealed).
 */
export async function verifyEmail(input: { email: string; code: string }, meta: RequestMeta): Promise<AccountUser & { sessionVersion: number }> {
  const email = normaliseEmail(input.email);
  const attempt = await beginAttempt('code', { account: email, ip: meta.ip, device: meta.device });
  const user = await findUserByEmail(email);
  if (!user || user.disabledAt) throw invalidCode();
  if (!(await checkCode(user.id, 'verify_email', input.code, { consume: true }))) throw invalidCode();
  await attempt.succeeded();
  const now = new Date();
  await getDb()
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)));
  // Whoever holds the mailbox may sign in at once, even after a run of wrong passwords.
  await forgetAccount('login', email);
  // The session version lets the code box sign the user in at once (lib/accounts/actions.ts).
  return { ...toAccountUser({ ...user, emailVerifiedAt: user.emailVerifiedAt ?? now }), sessionVersion: user.sessionVersion };
}

/**
 * "Send a new code". Answers the same whatever the address is (unknown, verified, disabled, or
 * waiting for its code), so the answer never tells whether an account exists: it sends a code
 * only to an unverified account whose last code is at least 60 seconds old, and otherwise says
 * nothing different. (The page's button counts the 60 seconds down itself.)
 */
export async function resendVerificationCode(input: { email: string }, meta: RequestMeta): Promise<void> {
  const email = normaliseEmail(input.email);
  await countAction('mail', { ip: meta.ip });
  const user = await findUserByEmail(email);
  if (!user || user.emailVerifiedAt || user.disabledAt) return;
  if ((await secondsUntilResend(user.id, 'verify_email')) > 0) return;
  const { code } = await issueCode(user.id, 'verify_email');
  await sendCodeMail('verify_email', user, code);
}
