import { z } from 'zod';
import { validation } from '@/lib/messages';

/**
 * The one vocabulary of incoming text, client-safe: what a text field accepts, what it says to a
 * value of the wrong type, and which characters no text may hold. Every schema's text helpers are
 * built from these, so a text field on any door answers the same to the same value.
 */

/**
 * A character PostgreSQL cannot store: NUL (refused in `text` and `jsonb` alike) or a UTF-16
 * surrogate without its pair (JSON can carry `"\ud800"`, `jsonb` refuses it). Everything else,
 * emoji (paired surrogates) included, is storable.
 */
export function isStorableText(s: string): boolean {
  return storablePrefix(s) === s.length;
}

/** How many leading UTF-16 units of `s` are storable (a plain loop: no lookbehind for older browsers). */
function storablePrefix(s: string, from = 0): number {
  for (let i = from; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0) return i;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      return i;
    }
    if (c >= 0xdc00 && c <= 0xdfff) return i;
  }
  return s.length;
}

/** `s` without the characters PostgreSQL cannot store. */
export function dropUnstorable(s: string): string {
  let out = '';
  let at = 0;
  for (let bad = storablePrefix(s); bad < s.length; bad = storablePrefix(s, at)) {
    out += s.slice(at, bad);
    at = bad + 1;
  }
  return at === 0 ? s : out + s.slice(at);
}

const isFile = (v: unknown): v is File => typeof File !== 'undefined' && v instanceof File;

/**
 * The dotted path (`education.0.grade`; '' for the value itself) of the first string at any depth,
 * object key or file name included, that holds a character PostgreSQL cannot store, or null when
 * there is none. Walks with its own stack, so a deeply nested body cannot overflow the call stack.
 */
export function findUnstorableText(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  const seen = new Set<object>();
  const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);
  while (stack.length > 0) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (!isStorableText(v)) return path;
      continue;
    }
    if (v === null || typeof v !== 'object' || seen.has(v)) continue;
    seen.add(v);
    if (isFile(v)) {
      if (!isStorableText(v.name)) return path;
      continue;
    }
    // Dates, file contents and byte arrays hold no text (and a byte array's indexes are not fields).
    if (v instanceof Date || (typeof Blob !== 'undefined' && v instanceof Blob) || v instanceof ArrayBuffer || ArrayBuffer.isView(v)) continue;
    const entries = v instanceof Map ? [...v.entries()].map(([k, x]) => [String(k), x] as const) : Object.entries(v);
    // Pushed in reverse so the first field is looked at first (the path named is the first bad one).
    for (let i = entries.length - 1; i >= 0; i--) {
      const [k, x] = entries[i];
      const at = join(path, k);
      if (!isStorableText(k)) return at;
      stack.push({ value: x, path: at });
    }
  }
  return null;
}

/**
 * A text field's input as the old clients send it: a string as it is, a finite number as its
 * digits (the old job backend took `weight: 70`, `height: 175`). Anything else (an object, a list,
 * a boolean) is passed on unchanged for the schema to refuse with "Enter text". Never throws
 * (`String(v)` does, on `{"toString": "x"}`).
 */
export function textInput(value: unknown): unknown {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : value;
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/** `textInput`, then trimmed when it is text. */
export function trimmedTextInput(value: unknown): unknown {
  const v = textInput(value);
  return typeof v === 'string' ? v.trim() : v;
}

/** The message of a text field's type check: nothing sent is "required", anything else "Enter text". */
export function textTypeError(issue: { code?: string; input?: unknown }): string | undefined {
  // Only the type check: a length or format check without its own message gets the global
  // default below (with its limit), never "Enter text" for a text that is too long.
  if (issue.code !== undefined && issue.code !== 'invalid_type') return undefined;
  return issue.input === undefined || issue.input === null ? validation.required : validation.enterText;
}

/**
 * The base of every text field: `z.string()` with the two messages above (`required`: the field's
 * own words for nothing sent, e.g. "Enter password").
 */
export const textType = (required?: string) =>
  z.string({
    error: required ? (issue) => (issue.code !== 'invalid_type' ? undefined : issue.input === undefined || issue.input === null ? required : validation.enterText) : textTypeError,
  });

/**
 * The default for every schema that names no message of its own (a plain `z.string()`,
 * `z.number().max(9)`…): each zod issue code becomes a catalogue key with its parameters (a token,
 * lib/i18n/message.ts), never the schema library's English ("Invalid input: expected string,
 * received object"). A value of the wrong type says what is wanted, nothing sent says "required".
 * Set on zod's global settings (the object instrumentation-client.ts also sets `jitless` on) when
 * this module loads: lib/errors.ts imports it, so every server parse has it, and so does every form.
 */
export function issueMessage(issue: {
  code?: string;
  expected?: string;
  input?: unknown;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  format?: string;
}): string | undefined {
  const n = (v: unknown) => (typeof v === 'bigint' ? Number(v) : typeof v === 'number' ? v : 0);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return validation.required;
      if (issue.expected === 'string') return validation.enterText;
      if (issue.expected === 'int') return validation.wholeNumber;
      if (issue.expected === 'number' || issue.expected === 'bigint') return validation.invalidNumber;
      if (issue.expected === 'date') return validation.invalidDate;
      return validation.invalidValue;
    case 'too_small':
      if (issue.origin === 'string') return n(issue.minimum) <= 1 ? validation.required : validation.minLength(n(issue.minimum));
      if (issue.origin === 'array' || issue.origin === 'set') return validation.minItems(n(issue.minimum));
      if (issue.origin === 'date') return validation.invalidDate;
      return validation.minNumber(n(issue.minimum));
    case 'too_big':
      if (issue.origin === 'string') return validation.maxLength(n(issue.maximum));
      if (issue.origin === 'array' || issue.origin === 'set') return validation.maxItems(n(issue.maximum));
      if (issue.origin === 'date') return validation.invalidDate;
      return validation.maxNumber(n(issue.maximum));
    case 'invalid_format':
      if (issue.format === 'email') return validation.emailInvalid;
      if (issue.format === 'url') return validation.httpUrl;
      if (issue.format === 'date' || issue.format === 'datetime' || issue.format === 'time') return validation.invalidDate;
      return validation.invalidValue;
    case 'invalid_value':
    case 'invalid_union':
      return validation.chooseOption;
    case 'not_multiple_of':
      return validation.invalidNumber;
    default:
      return validation.invalidValue;
  }
}
z.config({ customError: issueMessage });

/**
 * The free text of a list's URL (`?q=`, a keyword): the first value when a key repeats, spaces
 * collapsed, at most `max` characters, `undefined` when blank or not text. A character PostgreSQL
 * cannot store is dropped rather than refused: a URL filter is lenient like every other URL value
 * (an unknown one falls back), nothing is stored, and the search must not reach SQL with it.
 */
export const searchText = (max: number) =>
  z
    .unknown()
    .optional()
    .transform((raw): string | undefined => {
      const v = Array.isArray(raw) ? raw[0] : raw;
      if (typeof v !== 'string') return undefined;
      // Cut first, then drop: a cut may split a surrogate pair.
      const t = dropUnstorable(v.replace(/\s+/g, ' ').trim().slice(0, max)).trim();
      return t === '' ? undefined : t;
    });
