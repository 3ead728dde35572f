import { z } from 'zod';
// The default ("min") metadata: small enough for the browser; never `libphonenumber-js/max` here.
import { getCountryCallingCode, Metadata, parsePhoneNumberFromString, isSupportedCountry, type CountryCode } from 'libphonenumber-js';
import { countryRef, msg } from '@/lib/i18n/message';

/**
 * Phone numbers, one rule for every form and door (client-safe): a number is accepted as people
 * write it (`+86 10 1234 5678`, `01634 123456`, `(0)20 7946 0000`), checked with libphonenumber-js
 * against the field's own country and kept in E.164 (`+441634123456`).
 *
 * Which country a number is read in, first that applies:
 * 1. the number's own `+` (or `00`) prefix;
 * 2. the field's own dial code (the register form's phone code: `+880`);
 * 3. the form's country (its ISO 3166-1 alpha-2 code, what every country select stores).
 * A national number with none of them is refused with "include the country code". A number that is
 * not valid there names the country in the page's language (the message carries its code,
 * `countryRef`, rendered where the language is known).
 */

export const phoneMessages = {
  /** Letters, or nothing like a number. */
  invalid: msg('validation.phone.invalid'),
  /** A national number with no country to read it in. */
  needsCountryCode: msg('validation.phone.needsCountryCode'),
  /** Not a number of that country (its alpha-2 code; or of that dial code, '+880', when no country has it). */
  invalidFor: (country: string) => msg('validation.phone.invalidFor', { country: /^[A-Z]{2}$/.test(country) ? countryRef(country) : country }),
};

/** Where a field's number is read: its own dial code (`+44`, `44`), else the form's country (alpha-2). */
export interface PhoneContext {
  dialCode?: string | null;
  country?: string | null;
}

export type PhoneResult =
  | { ok: true; e164: string; callingCode: string; nationalNumber: string }
  | { ok: false; message: string };

/** What a typed number may contain: digits, spaces, dots, hyphens, slashes, brackets, a leading + . */
const TYPED_RE = /^\+?[0-9 ().\-/\u00a0]+$/;
export const PHONE_MAX = 40;

/** The region of a form's country: its alpha-2 code where libphonenumber-js knows it (not a name: records store codes). */
export function regionOf(country: string | null | undefined): CountryCode | undefined {
  const code = country?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) && isSupportedCountry(code) ? (code as CountryCode) : undefined;
}

/**
 * The country a dial code names, for the message: the form's country when it has that code
 * (+1 for Canada), else the code's main country (+44: the United Kingdom); undefined for none.
 */
function countryOfDial(dial: string, region: CountryCode | undefined): string | undefined {
  if (region && getCountryCallingCode(region) === dial) return region;
  // The metadata lists each calling code's countries main one first (its typings leave the method out).
  const metadata = new Metadata() as unknown as { countryCallingCodes(): Record<string, string[] | undefined> };
  return metadata.countryCallingCodes()[dial]?.[0];
}

const dialDigits = (dialCode: string | null | undefined): string | undefined => {
  const d = dialCode?.trim().replace(/^\+/, '');
  return d && /^\d{1,4}$/.test(d) ? d : undefined;
};

/** A typed number read in its context: E.164 with its dial code and national number, or the field's message. */
export function parsePhone(typed: string, context: PhoneContext = {}): PhoneResult {
  const s = typed.trim();
  if (!s || s.length > PHONE_MAX || !TYPED_RE.test(s) || !/\d/.test(s)) return { ok: false, message: phoneMessages.invalid };
  const international = s.startsWith('+') || s.startsWith('00');
  const dial = dialDigits(context.dialCode);
  const region = regionOf(context.country);
  if (!international && !dial && !region) return { ok: false, message: phoneMessages.needsCountryCode };

  // "00" is the international prefix almost everywhere; read it as "+" whatever the default country.
  const text = s.startsWith('00') ? `+${s.slice(2)}` : s;
  const parsed = international
    ? parsePhoneNumberFromString(text)
    : dial
      ? parsePhoneNumberFromString(text, { defaultCallingCode: dial })
      : parsePhoneNumberFromString(text, region);
  if (!parsed || !parsed.isValid()) {
    const callingCode = international ? parsed?.countryCallingCode : dial;
    const where = callingCode ? (countryOfDial(callingCode, region) ?? `+${callingCode}`) : (region ?? null);
    return { ok: false, message: where ? phoneMessages.invalidFor(where) : phoneMessages.invalid };
  }
  return { ok: true, e164: parsed.number, callingCode: `+${parsed.countryCallingCode}`, nationalNumber: parsed.nationalNumber };
}

/** E.164 of a typed number, or null when it does not read as a valid number there. */
export function toE164(typed: string, context: PhoneContext = {}): string | null {
  const r = parsePhone(typed, context);
  return r.ok ? r.e164 : null;
}

/**
 * A stored phone number for display: E.164 in the international format (`+44 20 7946 0000`, the
 * same in every language); a number stored before E.164 that does not parse, as it was typed.
 */
export function formatPhone(stored: string | null | undefined): string | null {
  const s = stored?.trim();
  if (!s) return null;
  if (!s.startsWith('+')) return s;
  const parsed = parsePhoneNumberFromString(s);
  return parsed && parsed.isValid() ? parsed.formatInternational() : s;
}

/** The account's phone, from its two columns: E.164 in `phone_number` (new), else code + number (old rows). */
export function accountPhone(code: string | null | undefined, number: string | null | undefined): string | null {
  const n = number?.trim();
  if (!n) return null;
  return n.startsWith('+') ? n : `${code ?? ''}${n}`;
}

// ---------------------------------------------------------------------------------------------
// Zod: the same check in the browser (the form's resolver) and on the server (the use case's parse).

type Path = readonly (string | number)[];
const at = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined), value);

/** One phone field of an object: where it is and where its context comes from (paths in the same object). */
export interface PhoneFieldRule {
  path: Path;
  /** The field's own dial code (`code` on the register form). */
  dialCodeAt?: Path;
  /** The form's country (a country name or alpha-2). */
  countryAt?: Path | readonly Path[];
  /** The country when the form names none (the job board's forms: the United Kingdom, where its jobs are). */
  defaultCountry?: string;
}

const contextOf = (value: unknown, rule: PhoneFieldRule): PhoneContext => {
  const dial = rule.dialCodeAt ? at(value, rule.dialCodeAt) : undefined;
  const countryPaths = (rule.countryAt && Array.isArray(rule.countryAt[0]) ? rule.countryAt : rule.countryAt ? [rule.countryAt] : []) as Path[];
  const country = countryPaths.map((p) => at(value, p)).find((c) => typeof c === 'string' && c.trim() !== '');
  return { dialCode: typeof dial === 'string' ? dial : undefined, country: typeof country === 'string' ? country : rule.defaultCountry };
};

/**
 * Checks the phone fields of an object schema against their context and stores them in E.164.
 * The phone fields themselves stay text fields (required or not, length); this adds, on the same
 * dotted path, "Enter a phone number that is valid for {country}" — even while other fields still
 * have errors, so the form shows every field's error at once — and, when everything is valid,
 * replaces each typed number by its E.164.
 */
export function withPhones<S extends z.ZodType>(schema: S, rules: readonly PhoneFieldRule[]) {
  return schema
    .superRefine(
      (value, ctx) => {
        for (const rule of rules) {
          const typed = at(value, rule.path);
          if (typeof typed !== 'string' || typed.trim() === '') continue;
          const r = parsePhone(typed, contextOf(value, rule));
          if (!r.ok) ctx.addIssue({ code: 'custom', path: [...rule.path], message: r.message });
        }
      },
      { when: (payload) => payload.value !== null && typeof payload.value === 'object' },
    )
    // `overwrite`, not `transform`: the output keeps the schema's type, so the API reference
    // (z.toJSONSchema) still describes every field.
    .overwrite((value) => {
      let out: unknown = value;
      for (const rule of rules) {
        const typed = at(out, rule.path);
        if (typeof typed !== 'string' || typed.trim() === '') continue;
        const e164 = toE164(typed, contextOf(out, rule));
        if (e164) out = setAt(out, rule.path, e164);
      }
      return out as z.output<S>;
    });
}

function setAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [k, ...rest] = path;
  if (Array.isArray(value)) return value.map((x, i) => (i === k ? setAt(x, rest, next) : x));
  const obj = (value ?? {}) as Record<string | number, unknown>;
  return { ...obj, [k]: setAt(obj[k], rest, next) };
}
