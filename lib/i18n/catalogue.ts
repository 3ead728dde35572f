import 'server-only';
import { createTranslator } from 'next-intl';
import { isoCountryName } from '@/lib/countries/iso';
import { env } from '@/lib/env';
import { defaultLocale, type Locale } from './config';
import { type MessageParams, renderWith } from './message';
import ar from './messages/ar';
import en, { type Messages } from './messages/en';
import fr from './messages/fr';
import ru from './messages/ru';
import zh from './messages/zh';
import { pseudoCatalogue } from './pseudo';

/**
 * The server's side of the catalogue: every language's messages (server-only: a page hands its
 * client components only the namespaces they use, components/i18n/client-messages.tsx), and the
 * rendering of message tokens where no React tree is at hand: the doors' answers, e-mails,
 * notifications, CSV headers. English is the pseudo-locale under PSEUDO_LOCALE=1 (lib/i18n/pseudo.ts).
 */
const catalogues: Record<Locale, Messages> = { en: env.PSEUDO_LOCALE ? pseudoCatalogue(en) : en, zh, fr, ar, ru };

export function catalogue(locale: Locale = defaultLocale): Messages {
  return catalogues[locale] ?? catalogues[defaultLocale];
}

const translators = new Map<Locale, ReturnType<typeof createTranslator<Messages>>>();

function translator(locale: Locale) {
  let t = translators.get(locale);
  if (!t) {
    t = createTranslator({ locale, messages: catalogue(locale), timeZone: 'UTC' });
    translators.set(locale, t);
  }
  return t;
}

type LooseT = { (key: string, params?: Record<string, string | number>): string; has(key: string): boolean };

/** A token (or plain text, returned as it is) in words of `locale`. */
export function renderMessage(text: string, locale: Locale = defaultLocale): string {
  return renderWith(translator(locale) as unknown as LooseT, text, (code) => isoCountryName(code, locale));
}

/** A key with parameters in words of `locale` (for code that holds the key, not a token). */
export function translate(key: string, params: MessageParams = {}, locale: Locale = defaultLocale): string {
  const t = translator(locale) as unknown as LooseT & ((k: string, p?: MessageParams) => string);
  return t(key, params);
}

/** Every message of a set of field errors rendered (the doors' answers). */
export function renderFieldErrors(fieldErrors: Record<string, string[]>, locale: Locale = defaultLocale): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [path, list] of Object.entries(fieldErrors)) out[path] = list.map((m) => renderMessage(m, locale));
  return out;
}

/**
 * An answer's `message`, `detail` and field `errors` in words (they are message tokens until
 * here, lib/i18n/message.ts). English: the JSON and legacy APIs answer in English (PRODUCT 13).
 */
export function renderAnswerMessages<T>(body: T): T {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const b = body as Record<string, unknown>;
  const out: Record<string, unknown> = { ...b };
  for (const key of ['message', 'detail'] as const) if (typeof b[key] === 'string') out[key] = renderMessage(b[key]);
  if (b.errors && typeof b.errors === 'object' && !Array.isArray(b.errors)) out.errors = renderLegacyFieldErrors(b.errors as Record<string, unknown>);
  return out as T;
}

/** Field errors of any answer shape: lists of messages (or nested objects of them) rendered. */
export function renderLegacyFieldErrors(errors: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(errors)) {
    if (Array.isArray(v)) out[k] = v.map((m) => (typeof m === 'string' ? renderMessage(m) : m));
    else if (typeof v === 'string') out[k] = renderMessage(v);
    else if (v && typeof v === 'object') out[k] = renderLegacyFieldErrors(v as Record<string, unknown>);
    else out[k] = v;
  }
  return out;
}
