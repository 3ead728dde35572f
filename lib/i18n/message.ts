/**
 * A message as data: a catalogue key and its parameters, carried as one string (a "token") so it
 * travels wherever text used to (zod issues, AppError, field errors, action answers) and is turned
 * into words only where a reader's language is known: the doors (lib/i18n/render.ts) and the
 * client components (components/i18n/use-message-text.ts). Client-safe: no imports.
 *
 *   msg('validation.minLength', { n: 8 })  →  'validation.minLength|{"n":8}'
 *
 * A parameter may itself be a token (a status label inside a sentence): it is rendered first. A
 * country inside a sentence is `countryRef('SN')`, rendered as the country's name in the reader's
 * language by the renderer's country namer (the server's list, lib/countries; the browser's
 * `Intl.DisplayNames`).
 */
export type MessageParams = Record<string, string | number | Date>;
export type MessageToken = string & { readonly __message?: true };

const SEPARATOR = '|';
const keyPattern = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_-]+)+$/;

export function msg(key: string, params?: MessageParams): MessageToken {
  if (!params || Object.keys(params).length === 0) return key;
  const plain: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) plain[name] = value instanceof Date ? value.toISOString() : value;
  return `${key}${SEPARATOR}${JSON.stringify(plain)}`;
}

const COUNTRY_REF = /^country:([A-Z]{2})$/;

/** A country (its alpha-2 code) as a message parameter: shown by its name in the reader's language. */
export const countryRef = (code: string): string => `country:${code}`;

/** Names a country code in the reader's language (undefined: show the code). */
export type CountryNamer = (code: string) => string | undefined;

/** The key and parameters of a token; null for text that is not one (typed by a user, an old value). */
export function parseMessage(text: string): { key: string; params: Record<string, string | number> } | null {
  const at = text.indexOf(SEPARATOR);
  const key = at === -1 ? text : text.slice(0, at);
  if (!keyPattern.test(key)) return null;
  if (at === -1) return { key, params: {} };
  try {
    const params: unknown = JSON.parse(text.slice(at + 1));
    if (!params || typeof params !== 'object' || Array.isArray(params)) return null;
    return { key, params: params as Record<string, string | number> };
  } catch {
    return null;
  }
}

/**
 * Renders a token with a translator (`t` of next-intl, or the server's); text that is not a known
 * key is returned as it is. Parameters that are tokens are rendered first.
 */
export function renderWith(
  t: { (key: string, params?: Record<string, string | number>): string; has(key: string): boolean },
  text: string,
  countryName?: CountryNamer,
): string {
  const country = COUNTRY_REF.exec(text);
  if (country) return countryName?.(country[1]) ?? country[1];
  const parsed = parseMessage(text);
  if (!parsed || !t.has(parsed.key)) return text;
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(parsed.params)) params[name] = typeof value === 'string' ? renderWith(t, value, countryName) : value;
  return t(parsed.key, params);
}
