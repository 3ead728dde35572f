import { z } from 'zod';
import { textType } from '@/lib/forms/text';
import { parsePhone, PHONE_MAX, withPhones } from '@/lib/forms/phone';
import { auth as m, validation as v } from '@/lib/messages';
import { locales } from '@/lib/i18n/config';
import { countryCodeField } from '@/lib/countries/schema';

/**
 * Accounts: the one zod schema per input, shared by the forms (react-hook-form resolver), the
 * server actions and the legacy route handlers. Client-safe. Field names are the seed's payload
 * names (snake_case), so the legacy API and the forms speak the same language.
 *
 * Not in here: the common-password check. Its list (~49,000 entries) is too big for the browser,
 * so the domain functions apply it on the server (lib/accounts/password-policy.ts) and the forms
 * show its message from the server's answer, under the same field.
 */

export const PASSWORD_MIN = 8;
/** Long passphrases are welcome; the cap only stops absurd inputs. Nothing is ever truncated. */
export const PASSWORD_MAX = 256;

// The register form's choices live in ./register-options.ts (no zod: the form shows them before
// its validation loads); re-exported here, so everything else keeps importing them from here.
import { accountTypeAsks, accountTypeValues, type Gender, genderValues } from './register-options';

export { accountTypeAsks, accountTypeLabels, accountTypeValues, type AccountType, genderValues, type Gender, registerDefaults } from './register-options';

/**
 * A gender as any client wrote it: our values in any case, the legacy `M`/`F`/`O` letters, and
 * blank for "not given" (undefined). Anything else is left as is (the enum refuses it).
 */
export function legacyGender(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return value;
  const s = value.trim().toLowerCase().replace(/[_-]+/g, ' ');
  if (s === '') return undefined;
  const letters: Record<string, Gender> = { m: 'Male', f: 'Female', o: 'Other', x: 'Prefer not to say' };
  return letters[s] ?? genderValues.find((g) => g.toLowerCase() === s) ?? value;
}

type Rule = readonly [ok: (value: string) => boolean, message: string];

/**
 * One message per field: the first failing rule, as the seed's forms show it. (Rules report
 * through a refinement rather than `abort: true`, so the object's own checks, such as
 * "Passwords do not match", still run while another field is wrong.)
 */
export function firstFailing(rules: readonly Rule[]) {
  return (value: string, ctx: z.RefinementCtx) => {
    for (const [ok, message] of rules) {
      if (!ok(value)) {
        ctx.addIssue({ code: 'custom', message });
        return;
      }
    }
  };
}

const filled = (s: string) => s.length > 0;
const atMost = (n: number): Rule => [(s) => s.length <= n, v.maxLength(n)];

/** Lower-cased, trimmed e-mail with the catalogue's two messages. */
export const emailField = textType(m.emailRequired)
  .trim()
  .superRefine(firstFailing([[filled, m.emailRequired], atMost(254), [(s) => z.regexes.email.test(s), m.emailInvalid]]))
  .transform((s) => s.toLowerCase());

/** A new password: required, 8 to 256 characters, kept exactly as typed (never trimmed). */
export function newPasswordField(requiredMessage: string, shortMessage: string = m.passwordMin) {
  return textType(requiredMessage)
    .superRefine(firstFailing([[filled, requiredMessage], [(s) => s.length >= PASSWORD_MIN, shortMessage], atMost(PASSWORD_MAX)]));
}

const requiredText = (max: number, message: string = v.required) =>
  textType(message)
    .trim()
    .superRefine(firstFailing([[filled, message], atMost(max)]));

/** The 6-digit code of a verification or reset mail; spaces from a paste are ignored. */
export const codeField = z
  .string({ error: m.codeRequired })
  .transform((s) => s.replace(/\s+/g, ''))
  .superRefine(firstFailing([[filled, m.codeRequired], [(s) => /^\d{6}$/.test(s), m.codeLength]]));

const confirmationMatches = (passwordKey: string, confirmationKey: string) => ({
  path: [confirmationKey],
  error: m.passwordsDoNotMatch,
  // Checked as soon as both fields are otherwise fine, even while other fields still have errors.
  when(payload: { value: unknown }) {
    const value = payload.value as Record<string, unknown> | undefined;
    const p = value?.[passwordKey];
    const c = value?.[confirmationKey];
    return typeof p === 'string' && typeof c === 'string' && p.length >= PASSWORD_MIN && c.length > 0;
  },
});

// ---------------------------------------------------------------------------------------------
// Register

const termsAccepted = z.preprocess(
  (x) => x === true || x === 'on' || x === 'true' || x === '1' || x === 1,
  z.literal(true, { error: m.termsRequired }),
);

const registerShape = {
  role: z.enum(accountTypeValues, { error: m.roleNotAllowed }).default('student'),
  name: requiredText(100),
  /**
   * Phone country code, e.g. +86. The form fills it from the chosen country (its dial code);
   * left out, the server takes the country's (registerAccount).
   */
  code: z.preprocess(
    (x) => (typeof x === 'string' && x.trim() === '' ? undefined : x),
    textType()
      .trim()
      .superRefine(firstFailing([[(s) => /^\+?\d{1,4}$/.test(s), v.invalidValue]]))
      .transform((s) => (s.startsWith('+') ? s : `+${s}`))
      .optional(),
  ),
  /**
   * As people write it (`01711 000000`, `+44 (0)20 7946 0000`): read in the phone code's country,
   * else the chosen country's, and kept in E.164 (`withAccountPhone`).
   */
  phone_number: textType(v.required)
    .trim()
    .superRefine(firstFailing([[filled, v.required], atMost(PHONE_MAX)])),
  gender: z.preprocess(legacyGender, z.enum(genderValues, { error: v.chooseOption }).optional()),
  /** The country's ISO 3166-1 alpha-2 code (the select's value); the domain checks it is an enabled country. */
  country: countryCodeField(),
  /** Employers only (required for them): the company's name, saved on its company profile. */
  company_name: z.preprocess((x) => (typeof x === 'string' && x.trim() === '' ? undefined : x), z.string().trim().max(150, v.maxLength(150)).optional()),
  email: emailField,
  password: newPasswordField(v.required),
  password_confirmation: textType(v.required).superRefine(firstFailing([[filled, v.required]])),
};

/**
 * The account's phone: `phone_number` checked against the phone code (the field's own dial code),
 * else the country, and kept in E.164; `code` becomes the number's own dial code (`+44`).
 */
function withAccountPhone<S extends z.ZodType<{ code?: string; phone_number: string; country: string }>>(schema: S) {
  return withPhones(schema, [{ path: ['phone_number'], dialCodeAt: ['code'], countryAt: ['country'] }]).transform((x) => {
    const r = parsePhone(x.phone_number);
    return r.ok ? { ...x, code: r.callingCode } : x;
  });
}

/** The register form ("Create an Account"). */
export const registerSchema = withAccountPhone(
  z
    .object({ ...registerShape, terms: termsAccepted })
    .refine((x) => x.password === x.password_confirmation, confirmationMatches('password', 'password_confirmation'))
    .refine((x) => !accountTypeAsks[x.role].companyName || !!x.company_name, { path: ['company_name'], error: v.required }),
);
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;

/** Legacy role values: `student` (default), `candidate` or `J`, `employer` or `R`. */
export function legacyRole(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') return value;
  const s = value.trim();
  const byCode: Record<string, string> = { J: 'candidate', R: 'employer', A: 'admin' };
  return byCode[s.toUpperCase()] ?? s.toLowerCase();
}

/** `POST /api/auth/register`: the seed's payload (no terms box: the old client had none). */
export const apiRegisterSchema = withAccountPhone(
  z
    // The legacy clients never sent a country: theirs stays China when left out (the form has no default);
    // a name they send is read as its code by the door (lib/api/legacy/accounts.ts).
    .object({ ...registerShape, role: z.preprocess(legacyRole, registerShape.role), country: registerShape.country.default('CN') })
    // The legacy clients never asked for a company (the form does): optional here, saved when sent.
    .refine((x) => x.password === x.password_confirmation, confirmationMatches('password', 'password_confirmation')),
);
export type ApiRegisterData = z.output<typeof apiRegisterSchema>;

// ---------------------------------------------------------------------------------------------
// Sign-in and codes

/** The login forms (user and admin). `code` is the hidden code box of an unverified account. */
export const loginSchema = z.object({
  email: emailField,
  password: newPasswordField(m.passwordRequired),
  code: z
    .string()
    .optional()
    .transform((s) => (s ? s.replace(/\s+/g, '') : undefined))
    .pipe(z.string().regex(/^\d{6}$/, { error: m.codeLength }).optional()),
  callbackUrl: z.string().max(2048).optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

/**
 * `POST /api/auth/login`: any e-mail and password that are present go to the check, so every
 * wrong pair answers the same 401 "Invalid email or password".
 */
export const apiLoginSchema = z.object({
  email: textType(m.emailRequired)
    .trim()
    .min(1, { error: m.emailRequired })
    .max(254, { error: v.maxLength(254) })
    .transform((s) => s.toLowerCase()),
  password: textType(m.passwordRequired).min(1, { error: m.passwordRequired }).max(1024, { error: v.maxLength(1024) }),
});

/** The code box (register and login), `POST /api/access/verification/` (`verification_code`). */
export const verifyEmailSchema = z.object({ email: emailField, code: codeField });
export type VerifyEmailInput = z.input<typeof verifyEmailSchema>;

/** "Send a new code". */
export const resendCodeSchema = z.object({ email: emailField });

// ---------------------------------------------------------------------------------------------
// Forgot password

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetCodeSchema = z.object({ email: emailField, code: codeField });

export const resetPasswordSchema = z
  .object({
    email: emailField,
    code: codeField,
    password: newPasswordField(m.newPasswordRequired),
    password_confirmation: textType(m.confirmPasswordRequired).superRefine(firstFailing([[filled, m.confirmPasswordRequired]])),
  })
  .refine((x) => x.password === x.password_confirmation, confirmationMatches('password', 'password_confirmation'));
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPasswordData = z.output<typeof resetPasswordSchema>;

// ---------------------------------------------------------------------------------------------
// Change password (every role, signed in)

/**
 * The seed's checks, in the seed's order; only the FIRST failing one is reported, under its own
 * field (as the seed's screen does). "Current password is wrong" comes later, from the server.
 */
export function firstChangePasswordProblem(x: {
  current_password?: string;
  new_password?: string;
  password_confirmation?: string;
}): { field: 'current_password' | 'new_password' | 'password_confirmation'; message: string } | null {
  const current = x.current_password ?? '';
  const next = x.new_password ?? '';
  const confirmation = x.password_confirmation ?? '';
  if (current === '') return { field: 'current_password', message: m.currentPasswordRequired };
  if (current.length < PASSWORD_MIN) return { field: 'current_password', message: m.passwordTooShort };
  if (next === '') return { field: 'new_password', message: m.newPasswordRequired };
  if (next.length < PASSWORD_MIN) return { field: 'new_password', message: m.passwordMin };
  if (next.length > PASSWORD_MAX) return { field: 'new_password', message: v.maxLength(PASSWORD_MAX) };
  if (confirmation === '') return { field: 'password_confirmation', message: m.confirmPasswordRequired };
  if (confirmation.length < PASSWORD_MIN) return { field: 'password_confirmation', message: m.passwordMin };
  if (confirmation !== next) return { field: 'password_confirmation', message: m.passwordsDoNotMatch };
  if (current.length > 1024) return { field: 'current_password', message: v.maxLength(1024) };
  if (next === current) return { field: 'new_password', message: m.samePassword };
  return null;
}

const optionalPassword = textType().optional();

/**
 * The change-password form's checks: every field's first problem at once (issue 15: an empty
 * form shows all three errors), with the seed's messages; the new password must differ from the
 * current one. The legacy API keeps the seed's one-message answer (firstChangePasswordProblem).
 */
export function changePasswordProblems(x: {
  current_password?: string;
  new_password?: string;
  password_confirmation?: string;
}): { field: 'current_password' | 'new_password' | 'password_confirmation'; message: string }[] {
  const current = x.current_password ?? '';
  const next = x.new_password ?? '';
  const confirmation = x.password_confirmation ?? '';
  const problems: ReturnType<typeof changePasswordProblems> = [];
  const currentProblem =
    current === '' ? m.currentPasswordRequired : current.length < PASSWORD_MIN ? m.passwordTooShort : current.length > 1024 ? v.maxLength(1024) : null;
  if (currentProblem) problems.push({ field: 'current_password', message: currentProblem });
  const nextProblem =
    next === ''
      ? m.newPasswordRequired
      : next.length < PASSWORD_MIN
        ? m.passwordMin
        : next.length > PASSWORD_MAX
          ? v.maxLength(PASSWORD_MAX)
          : next === current
            ? m.samePassword
            : null;
  if (nextProblem) problems.push({ field: 'new_password', message: nextProblem });
  const confirmationProblem =
    confirmation === '' ? m.confirmPasswordRequired : confirmation.length < PASSWORD_MIN ? m.passwordMin : next !== '' && confirmation !== next ? m.passwordsDoNotMatch : null;
  if (confirmationProblem) problems.push({ field: 'password_confirmation', message: confirmationProblem });
  return problems;
}

const passwordFields = { current_password: optionalPassword, new_password: optionalPassword, password_confirmation: optionalPassword };
const filledPasswords = (x: { current_password?: string; new_password?: string; password_confirmation?: string }) => ({
  current_password: x.current_password ?? '',
  new_password: x.new_password ?? '',
  password_confirmation: x.password_confirmation ?? '',
});

export const changePasswordSchema = z
  .object(passwordFields)
  .superRefine((x, ctx) => {
    for (const problem of changePasswordProblems(x)) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  })
  .transform(filledPasswords);

/** The seed's order, first failing message only (the legacy API's answer). */
const firstProblemChangePasswordSchema = z
  .object(passwordFields)
  .superRefine((x, ctx) => {
    const problem = firstChangePasswordProblem(x);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  })
  .transform(filledPasswords);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ChangePasswordData = z.output<typeof changePasswordSchema>;

/**
 * `POST /api/access/change_password/`: the old client sent only `current_password` and
 * `new_password`; a confirmation (`password_confirmation` or `confirm_password`), when sent, must match.
 */
export const apiChangePasswordSchema = z.preprocess((raw) => {
  if (!raw || typeof raw !== 'object') return raw;
  const body = { ...(raw as Record<string, unknown>) };
  body.password_confirmation ??= body.confirm_password ?? body.new_password;
  delete body.confirm_password;
  return body;
}, firstProblemChangePasswordSchema);

// ---------------------------------------------------------------------------------------------
// Admin accounts

export const createAdminSchema = z
  .object({
    name: requiredText(100),
    email: emailField,
    password: newPasswordField(v.required),
    password_confirmation: z.string().optional(),
  })
  .refine((x) => x.password_confirmation === undefined || x.password === x.password_confirmation, confirmationMatches('password', 'password_confirmation'));
export type CreateAdminInput = z.input<typeof createAdminSchema>;
export type CreateAdminData = z.output<typeof createAdminSchema>;

/** The account's language (every role's account page). */
export const accountLanguageSchema = z.object({ locale: z.enum(locales, { error: v.chooseOption }) });
export type AccountLanguageInput = z.input<typeof accountLanguageSchema>;
