import { renderMessage } from '@/lib/i18n/catalogue';
import { isAppError } from '@/lib/errors';

/**
 * The domain answers in message tokens (lib/i18n/message.ts) that the doors render; a test of a
 * domain function reads them in English with this: every string in `value` (deep; an AppError as
 * `{ code, message, fieldErrors, details, choices }`) rendered by the catalogue, anything else as it is.
 *
 *   expect(inEnglish(err)).toMatchObject({ code: 'validation', fieldErrors: { email: ['Enter a valid email address'] } });
 */
export function inEnglish<T>(value: T): T {
  return deep(value) as T;
}

function deep(value: unknown): unknown {
  if (typeof value === 'string') return renderMessage(value);
  if (isAppError(value)) return { code: value.code, message: renderMessage(value.message), fieldErrors: deep(value.fieldErrors), details: deep(value.details), choices: value.choices };
  if (Array.isArray(value)) return value.map(deep);
  if (value instanceof Date || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deep(v)]));
}
