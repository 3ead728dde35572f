import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/db';
import { companyProfiles, users } from '@/db/schema';
import { hashPassword } from '@/lib/auth/password-hash';
import { beginAttempt, countAction, forgetAccount } from '@/lib/auth/rate-limit';
import { AppError, isUniqueViolation } from '@/lib/errors';
import { validation as v } from '@/lib/messages';
import { checkCode, invalidCode, issueCode, secondsUntilResend } from './codes';
import { splitName, type AccountUser } from './dto';
import { sendCodeMail } from './login';
import { assertPasswordAllowed } from './password-policy';
import type { RequestMeta } from '@/lib/http/request-meta';
import { parsePhone } from '@/lib/forms/phone';
import { afterLoginPath } from '@/lib/auth/redirects';
import { issueSession } from '@/lib/auth/session';
import { env } from '@/lib/env';
import { requestLocale } from '@/lib/i18n/locale';
import { auth as m } from '@/lib/messages';
import { defineUseCase } from '@/lib/use-case';
import { steps } from './flow-schema';
import { findEnabledCountry } from '@/lib/countries/countries';
import { accountTypeAsks, apiRegisterSchema, registerSchema, resendCodeSchema, verifyEmailSchema, type ApiRegisterData, type RegisterData } from './schemas';
import { emailTaken, findUserByEmail, normaliseEmail, toAccountUser } from './users';

/**
 * Self-registration: Student (default), Job seeker or Employer; admins are never self-registered. The account
 * starts unverified; a 6-digit code goes out by mail and must be entered before the first sign-in.
 */

/**
 * Creates the account and mails its code (the register form's data or the legacy payload, parsed
 * by the use case). Per address, registrations count against the abuse limit whether they succeed
 * or not.
 */
async function createAccount(data: RegisterData | ApiRegisterData, meta: RequestMeta): Promise<AccountUser> {
  await countAction('register', { ip: meta.ip });

  const country = await findEnabledCountry(data.country);
  if (!country) throw new AppError('validation', v.chooseOption, { fieldErrors: { country: [v.chooseOption] } });
  // The schema has read the number in the phone code's country, else the country's (by its
  // code); a country libphonenumber-js does not know is read here through its dial code.
  const phone = parsePhone(data.phone_number, { dialCode: data.code ?? country.dialCode, country: country.code });
  if (!phone.ok) throw new AppError('validation', phone.message, { fieldErrors: { phone_number: [phone.message] } });
  const phoneCode = phone.callingCode;
  assertPasswordAllowed(data.password, 'password');
  if (await findUserByEmail(data.email)) throw emailTaken();

  const passwordHash = await hashPassword(data.password);
  // The account's language: the page's it registered on (lib/i18n/locale.ts).
  const locale = await requestLocale();
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
        phoneNumber: phone.e164,
        // Employers are asked for their company, not their gender.
        gender: accountTypeAsks[data.role].gender ? (data.gender ?? null) : null,
        country: country.code,
        locale,
      })
      .returning();
    if (accountTypeAsks[data.role].companyName && data.company_name) {
      await tx.insert(companyProfiles).values({ userId: row.id, orgName: data.company_name, country: country.code });
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
async function confirmEmail(input: { email: string; code: string }, meta: RequestMeta): Promise<AccountUser & { sessionVersion: number }> {
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
export async function sendNewCode(input: { email: string }, meta: RequestMeta): Promise<void> {
  const email = normaliseEmail(input.email);
  await countAction('mail', { ip: meta.ip });
  const user = await findUserByEmail(email);
  if (!user || user.emailVerifiedAt || user.disabledAt) return;
  if ((await secondsUntilResend(user.id, 'verify_email')) > 0) return;
  const { code } = await issueCode(user.id, 'verify_email');
  await sendCodeMail('verify_email', user, code);
}

/** "Create an Account" (the register form). */
export const registerAccount = defineUseCase({
  name: 'accounts.register',
  summary: 'Create an account (student, job seeker or employer); a code is mailed',
  access: 'public',
  input: registerSchema,
  run: (_actor, data, { meta }) => createAccount(data, meta),
});

/** `POST /api/auth/register`: the seed's payload (legacy role codes, no terms box, China by default). */
export const apiRegister = defineUseCase({
  name: 'accounts.apiRegister',
  summary: 'Create an account (legacy payload); a code is mailed',
  access: 'public',
  input: apiRegisterSchema,
  run: (_actor, data, { meta }) => createAccount(data, meta),
});

/** The code box (`POST /api/access/verification/`): marks the account verified. */
export const verifyEmail = defineUseCase({
  name: 'accounts.verifyEmail',
  summary: 'Verify an e-mail address with its mailed code',
  access: 'public',
  input: verifyEmailSchema,
  run: (_actor, data, { meta }) => confirmEmail(data, meta),
});

/** "Send a new code" (same answer whatever the address). */
export const resendVerificationCode = defineUseCase({
  name: 'accounts.resendVerificationCode',
  summary: 'Send a new verification code',
  access: 'public',
  input: resendCodeSchema,
  run: (_actor, data, { meta }) => sendNewCode(data, meta),
});

/** Where the register flow stands: after the form, the code box for `email`. */
export type RegisterFlowData = { step: 'verify'; email: string };
export type RegisterFlowOutcome = { data?: RegisterFlowData; message?: string; to?: string };

/**
 * "Create an Account" and the code box after it, one form flow (`step=register|verify`, the code
 * box's `intent=resend`), so the page rendered after each POST knows which step to show. A
 * verified code signs the user in (issue 15: whoever holds the mailbox and the password they just
 * chose is the owner) and lands on the role's dashboard; nothing they typed goes into the address.
 */
export const registerFlow = defineUseCase({
  name: 'accounts.registerFlow',
  summary: 'The register form and its code box',
  access: 'public',
  input: steps((raw) => (raw.step !== 'verify' ? 'register' : raw.intent === 'resend' ? 'resend' : 'verify'), {
    register: registerSchema,
    resend: resendCodeSchema,
    verify: verifyEmailSchema,
  }),
  run: async (_actor, input, { meta }): Promise<RegisterFlowOutcome> => {
    if (input.step === 'register') {
      const user = await createAccount(input, meta);
      return { data: { step: 'verify', email: user.email }, message: m.registered };
    }
    if (input.step === 'resend') {
      await sendNewCode(input, meta);
      return { data: { step: 'verify', email: input.email }, message: m.codeResent };
    }
    const user = await confirmEmail(input, meta);
    await issueSession(user);
    return { to: afterLoginPath(user.role, undefined, env.appUrl) };
  },
});
